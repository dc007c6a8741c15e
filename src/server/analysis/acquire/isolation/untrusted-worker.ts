/**
 * The untrusted pool's child process (untrusted-pool.ts, child-worker.ts): it parses a stranger's
 * bytes, one job at a time, under the memory limit its parent started it with, and ends with its
 * parent. Where the platform has no limit to set, its own watchdog thread enforces one
 * (memory-watchdog.ts).
 *
 * This file is the child's composition root (an entry of the builds): it is where the core's
 * parsing jobs (./core-jobs.ts) and the kinds' (src/server/kinds/worker-jobs.ts) are put together.
 */
import { parseHtml } from '../article/html-document';
import { KIND_JOBS } from '../../../kinds/worker-jobs';
import { CORE_JOBS } from './core-jobs';
import { serveJobs } from './job-host';
import type { JobRequest, JobTable } from './jobs';
import { WATCHDOG_ENV } from './memory-limit';
import { startMemoryWatchdog } from './memory-watchdog';

const JOBS: JobTable = { ...KIND_JOBS, ...CORE_JOBS };

const send = process.send?.bind(process);
if (!send) throw new Error('untrusted-worker runs only as a child process of the pool');
const watchdogMb = Number(process.env[WATCHDOG_ENV]);
if (watchdogMb > 0) startMemoryWatchdog(watchdogMb);
// A child whose server has gone has nothing left to do.
process.on('disconnect', () => process.exit(0));
// jsdom loads on the first parse; done now, so no job's deadline pays for it.
parseHtml('<p>ready</p>', 'http://localhost/');
serveJobs(
  {
    post: (message) => send(message),
    // A child whose allocation was refused is not trusted with another job: the pool starts a
    // fresh one.
    postAndExit: (message) => send(message, undefined, {}, () => process.exit(1)),
    onRequest: (handler) => process.on('message', (request) => handler(request as JobRequest)),
  },
  JOBS,
);
