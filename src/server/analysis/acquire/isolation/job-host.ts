/**
 * The worker's side of a job pool, the same for a worker thread and a child process: it runs one
 * job per request (its code looked up by the job's name in the table the worker's entry gives)
 * and replies with the result or the error's name and message. A job that first loads code (a
 * model, a library) says 'started' then, so that its own deadline starts only then. Runs under
 * the pool's limits (deadline, memory) and is ended by the pool past them, so nothing here needs
 * a guard of its own.
 */
import { ImageRejectedError } from '../image/image-rejected';
import { type JobRequest, type JobTable, WORKER_READY, type WorkerReply } from './jobs';

/** How messages reach the pool and come from it: a thread's parentPort or a process's IPC. */
export interface JobPort {
  post(message: WorkerReply | typeof WORKER_READY): void;
  onRequest(handler: (request: JobRequest) => void): void;
  /**
   * Sends the reply of a job that ran out of memory and ends the worker (a child process whose
   * allocation the kernel refused); left out, the worker carries on.
   */
  postAndExit?(message: WorkerReply): void;
}

/**
 * What V8 says when an allocation is refused: an ArrayBuffer past the address-space limit, a
 * typed array too large to make. Such a job failed for its memory, not for its input.
 */
export const ALLOCATION_FAILED =
  /allocation failed|invalid typed array length|invalid array buffer length|out of memory/i;

/** The error name a reply carries for a job that ran out of memory (pool-engine.ts reads it). */
export const MEMORY_FAILURE = 'MemoryLimitError';

function describe(error: unknown): Extract<WorkerReply, { ok: false }>['error'] {
  if (error instanceof Error && ALLOCATION_FAILED.test(error.message))
    return { name: MEMORY_FAILURE, message: error.message };
  if (error instanceof ImageRejectedError)
    return {
      name: error.name,
      message: error.message,
      problem: error.problem,
      detail: error.detail,
    };
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** Serves the jobs of `table` on `port`; says it is ready once called. */
export function serveJobs(port: JobPort, table: JobTable): void {
  async function handle(request: JobRequest): Promise<unknown> {
    const code = Object.hasOwn(table, request.kind) ? table[request.kind] : undefined;
    if (!code) throw new Error(`No job named "${request.kind}" is registered in the worker`);
    return code.run(request.input, () => port.post({ id: request.id, ok: 'started' }));
  }
  port.onRequest((request) => {
    handle(request).then(
      (output) => port.post({ id: request.id, ok: true, output }),
      (error: unknown) => {
        const reply: WorkerReply = { id: request.id, ok: false, error: describe(error) };
        if (reply.error.name === MEMORY_FAILURE && port.postAndExit) port.postAndExit(reply);
        else port.post(reply);
      },
    );
  });
  port.post(WORKER_READY);
}
