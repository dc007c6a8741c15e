/**
 * The desktop build's untrusted-content worker (out/main/untrusted-worker.js, made by
 * `npm run build`, which `npm test` runs first) starts and does its work: it once failed to
 * compile at all (two module-level `require` declarations in one bundle), which left the desktop
 * app unable to read any page or image. Here it embeds a claim with the sentence encoder, loading
 * the model from the installed package as the desktop app does.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSIONS } from '../../src/server/analysis/embeddings/similarity';

const BUNDLE = resolve(import.meta.dirname, '../../out/main/untrusted-worker.js');

describe("the desktop build's untrusted-content worker", () => {
  it('starts and embeds a claim with the packaged model', async () => {
    if (!existsSync(BUNDLE))
      throw new Error(`The desktop build is missing (${BUNDLE}). Run "npm run build" first.`);
    const worker = new Worker(BUNDLE, { stdout: true, stderr: true });
    try {
      const reply = await new Promise<{ ok: unknown; output?: { vectors: Float32Array[] } }>(
        (done, fail) => {
          worker.once('error', fail);
          worker.on('message', (message) => {
            if (message === 'ready') {
              worker.postMessage({
                id: 1,
                kind: 'embed-texts',
                input: { texts: ['5G mobile networks spread the coronavirus'] },
              });
            } else if (message.ok !== 'started') done(message);
          });
        },
      );
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      expect(reply.output!.vectors[0]!.length).toBe(EMBEDDING_DIMENSIONS);
    } finally {
      await worker.terminate();
    }
  }, 120_000);
});
