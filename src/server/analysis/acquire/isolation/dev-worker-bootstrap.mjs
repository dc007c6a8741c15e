// Runs untrusted-worker.ts from the sources (tests and benches): jiti compiles the TypeScript on
// the fly and caches it. Built servers start their bundled untrusted-worker.js instead.
import { workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
await jiti.import(workerData.entry);
