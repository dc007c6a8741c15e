/**
 * The memory limit of a parsing child where the operating system gives none to set
 * (memory-limit.ts: macOS, Windows, Electron): a thread of the child's own reads the process's
 * resident memory every WATCHDOG_INTERVAL_MS and, past the limit, says so on stderr and kills the
 * process. A thread, so a parser that never yields cannot hold it up; in the child, so it reads
 * the memory the same way on every platform (Node's process.memoryUsage.rss()).
 */
import { Worker } from 'node:worker_threads';
import { MEMORY_LIMIT_MARK, WATCHDOG_INTERVAL_MS } from './memory-limit';

const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setInterval(() => {
  if (process.memoryUsage.rss() <= workerData.limit) return;
  try { writeSync(2, workerData.mark + '\\n'); } catch {}
  process.kill(process.pid, 'SIGKILL');
}, workerData.every);
`;

export function startMemoryWatchdog(megabytes: number): void {
  const worker = new Worker(WATCHDOG, {
    eval: true,
    workerData: {
      limit: megabytes * 1024 * 1024,
      mark: MEMORY_LIMIT_MARK,
      every: WATCHDOG_INTERVAL_MS,
    },
  });
  // It must not keep the child alive on its own.
  worker.unref();
}
