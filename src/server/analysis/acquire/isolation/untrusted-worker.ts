/**
 * The worker side of untrusted-pool.ts: runs one job per message (its code looked up by the job's
 * name) and replies with the result or the error's name and message. Runs under the pool's heap
 * cap and is terminated by it at the deadline, so nothing here needs a guard of its own. A job that
 * first loads a model (once per worker) says 'started' then, so that its own deadline starts only
 * then.
 *
 * This file is the worker thread's composition root (an entry of the builds): it is where the
 * core's jobs (./core-jobs.ts) and the kinds' (src/server/kinds/worker-jobs.ts) are put together.
 */
import { parentPort } from 'node:worker_threads';
import { ImageRejectedError } from '../image/inspect-image';
import { parseHtml } from '../article/html-document';
import { KIND_JOBS } from '../../../kinds/worker-jobs';
import { CORE_JOBS } from './core-jobs';
import { WORKER_READY, type JobRequest, type JobTable, type WorkerReply } from './jobs';

const JOBS: JobTable = { ...KIND_JOBS, ...CORE_JOBS };

async function handle(request: JobRequest): Promise<unknown> {
  const code = Object.hasOwn(JOBS, request.kind) ? JOBS[request.kind] : undefined;
  if (!code) throw new Error(`No job named "${request.kind}" is registered in the worker`);
  return code.run(request.input, () =>
    port.postMessage({ id: request.id, ok: 'started' } satisfies WorkerReply),
  );
}

const parent = parentPort;
if (!parent) throw new Error('untrusted-worker runs only as a worker thread');
const port = parent;
// jsdom loads on the first parse; done now, so no job's deadline pays for it.
parseHtml('<p>ready</p>', 'http://localhost/');
port.postMessage(WORKER_READY);
port.on('message', (request: JobRequest) => {
  handle(request).then(
    (output) => port.postMessage({ id: request.id, ok: true, output } satisfies WorkerReply),
    (error: unknown) => {
      const reply: WorkerReply = {
        id: request.id,
        ok: false,
        error:
          error instanceof ImageRejectedError
            ? {
                name: error.name,
                message: error.message,
                problem: error.problem,
                detail: error.detail,
              }
            : {
                name: error instanceof Error ? error.name : 'Error',
                message: error instanceof Error ? error.message : String(error),
              },
      };
      port.postMessage(reply);
    },
  );
});
