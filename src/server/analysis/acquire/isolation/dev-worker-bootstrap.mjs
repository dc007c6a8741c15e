// Runs a pool worker's entry from the sources (tests and benches): jiti compiles the TypeScript
// on the fly and caches it. A worker thread is told the entry in its workerData, a child process
// in its first argument. Built servers start their bundled entries instead.
import { isMainThread, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
await jiti.import(isMainThread ? process.argv[2] : workerData.entry);
