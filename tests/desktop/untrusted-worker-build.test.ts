/**
 * The desktop build's pool workers (out/main/untrusted-worker.js and out/main/analysis-worker.js,
 * made by `npm run build`, which `npm test` runs first) start and do their work: the untrusted
 * worker once failed to compile at all (two module-level `require` declarations in one bundle),
 * which left the desktop app unable to read any page or image. Here the parsing child reads a PDF
 * as the pool starts it (a child process, under the platform's memory limit), and the analysis
 * thread embeds a claim with the sentence encoder, loading the model from the installed package
 * as the desktop app does.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSIONS } from '../../src/server/analysis/embeddings/similarity';
import {
  childCommand,
  platformMemoryLimit,
} from '../../src/server/analysis/acquire/isolation/memory-limit';
import { PDF_LIMITS } from '../../src/server/kinds/pdf/limits';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';

const BUILT = (name: string) => {
  const file = resolve(import.meta.dirname, `../../out/main/${name}.js`);
  if (!existsSync(file))
    throw new Error(`The desktop build is missing (${file}). Run "npm run build" first.`);
  return file;
};

interface Reply {
  ok: unknown;
  output?: unknown;
}

/** Sends one job once the worker says it is ready; the reply that is not 'started'. */
function job(
  on: (listener: (message: unknown) => void) => void,
  send: (request: unknown) => void,
  request: unknown,
): Promise<Reply> {
  return new Promise((done) => {
    on((message) => {
      if (message === 'ready') send(request);
      else if ((message as Reply).ok !== 'started') done(message as Reply);
    });
  });
}

describe("the desktop build's pool workers", () => {
  it('the parsing child starts under its memory limit and reads a PDF', async () => {
    const command = childCommand(platformMemoryLimit(), ['--disable-wasm-trap-handler']);
    const child = fork(BUILT('untrusted-worker'), [], {
      execPath: command.execPath,
      execArgv: command.execArgv,
      env: command.env,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    try {
      const bytes = writeTestPdf({ pages: [{ lines: ['Read by the built child.'] }] });
      const reply = await job(
        (listener) => child.on('message', listener),
        (request) => child.send(request as object),
        { id: 1, kind: 'read-pdf', input: { bytes, limits: PDF_LIMITS } },
      );
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      expect(reply.output).toMatchObject({ ok: true, pdf: { text: 'Read by the built child.' } });
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);

  it('the analysis thread starts and embeds a claim with the packaged model', async () => {
    const worker = new Worker(BUILT('analysis-worker'), { stdout: true, stderr: true });
    try {
      const reply = await job(
        (listener) => worker.on('message', listener),
        (request) => worker.postMessage(request),
        {
          id: 1,
          kind: 'embed-texts',
          input: { texts: ['5G mobile networks spread the coronavirus'] },
        },
      );
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      const { vectors } = reply.output as { vectors: Float32Array[] };
      expect(vectors[0]!.length).toBe(EMBEDDING_DIMENSIONS);
    } finally {
      await worker.terminate();
    }
  }, 120_000);
});
