/**
 * Where the untrusted-content worker's code is. Built (hosted server or desktop app) it is an
 * entry of its own next to the bundle; run from the TypeScript sources (tests, benches) a small
 * bootstrap loads untrusted-worker.ts through jiti, since Node 20 cannot run TypeScript itself.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WORKER_BUNDLE_NAME = 'untrusted-worker.js';

export interface WorkerScript {
  file: URL;
  workerData?: unknown;
}

export function workerScript(): WorkerScript {
  const here = import.meta.url;
  if (/\.ts(?:\?.*)?$/.test(here)) {
    return {
      file: new URL('./dev-worker-bootstrap.mjs', here),
      workerData: { entry: fileURLToPath(new URL('./untrusted-worker.ts', here)) },
    };
  }
  // The bundle's entries sit in one folder; shared chunks may sit one below it.
  for (const candidate of [`./${WORKER_BUNDLE_NAME}`, `../${WORKER_BUNDLE_NAME}`]) {
    const file = new URL(candidate, here);
    if (existsSync(fileURLToPath(file))) return { file };
  }
  throw new Error(`The build has no ${WORKER_BUNDLE_NAME} next to ${here}.`);
}
