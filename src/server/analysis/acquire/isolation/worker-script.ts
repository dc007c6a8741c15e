/**
 * Where a pool worker's code is. Built (hosted server or desktop app) each worker is an entry of
 * its own next to the bundle (untrusted-worker.js, analysis-worker.js); run from the TypeScript
 * sources (tests, benches) a small bootstrap loads the entry's .ts file through jiti, since
 * Node 20 cannot run TypeScript itself.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pool workers' entries, by the name of their bundle (the builds' inputs use these names). */
export const WORKER_ENTRIES = {
  /** The child process that parses a stranger's bytes (untrusted-pool.ts). */
  untrusted: 'untrusted-worker',
  /** The worker thread that runs the analysis (analysis-pool.ts). */
  analysis: 'analysis-worker',
} as const;

export type WorkerEntry = (typeof WORKER_ENTRIES)[keyof typeof WORKER_ENTRIES];

export interface WorkerScript {
  /** The file to start: the built entry, or the bootstrap. */
  file: URL;
  /** From the sources: the .ts entry the bootstrap loads. */
  dev?: string;
}

export function workerScript(entry: string): WorkerScript {
  const here = import.meta.url;
  if (/\.ts(?:\?.*)?$/.test(here)) {
    return {
      file: new URL('./dev-worker-bootstrap.mjs', here),
      dev: fileURLToPath(new URL(`./${entry}.ts`, here)),
    };
  }
  // The bundle's entries sit in one folder; shared chunks may sit one below it.
  for (const candidate of [`./${entry}.js`, `../${entry}.js`]) {
    const file = new URL(candidate, here);
    if (existsSync(fileURLToPath(file))) return { file };
  }
  throw new Error(`The build has no ${entry}.js next to ${here}.`);
}
