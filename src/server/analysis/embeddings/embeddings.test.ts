/**
 * The sentence encoder: it loads from the installed packages with the network cut (a worker
 * thread whose sockets, fetch and name lookups all throw and are recorded), and through the real
 * untrusted-content pool it gives unit vectors on which a paraphrase is nearer than an unrelated
 * sentence, zeros for a blank text without loading the model, the same vector for a text seen
 * before, and refuses a job larger than MAX_EMBED_TEXTS.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../acquire/isolation/analysis-pool';

/** Deadlines a busy 2-core machine cannot miss: this test is about results, not time. */
const GENEROUS = { workers: 1, encoderLoadMs: 300_000, embedDeadlineMs: 120_000 };
import { encoderInput } from './sentence-encoder';
import { cosine, EMBEDDING_DIMENSIONS, MAX_EMBED_CHARS, MAX_EMBED_TEXTS } from './similarity';

const PARAPHRASE = [
  'the new 5G phone masts are what spread the coronavirus',
  '5G mobile networks spread the coronavirus',
  'The football club signed a new striker from Brazil',
];

const pool = createAnalysisPool(GENEROUS);
afterAll(() => pool.close());

const norm = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));

describe('the sentence encoder', () => {
  it('loads from the installed packages with the network cut', async () => {
    const worker = new Worker(
      new URL('../../../../tests/helpers/offline-encoder-worker.mjs', import.meta.url),
      {
        workerData: {
          entry: fileURLToPath(new URL('./sentence-encoder.ts', import.meta.url)),
          texts: PARAPHRASE,
        },
        stdout: true,
        stderr: true,
      },
    );
    const reply = await new Promise<{
      ok: boolean;
      message?: string;
      vectors?: Float32Array[];
      attempts: string[];
    }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(reply.ok, reply.message).toBe(true);
    expect(reply.attempts).toEqual([]);
    const [a, b, c] = reply.vectors!;
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.3);
  }, 120_000);

  it('gives unit vectors through the worker pool; a paraphrase is nearer than another topic', async () => {
    const { vectors } = await pool.embedTexts(PARAPHRASE);
    expect(vectors).toHaveLength(3);
    for (const v of vectors) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v.length).toBe(EMBEDDING_DIMENSIONS);
      expect(norm(v)).toBeCloseTo(1, 4);
    }
    expect(cosine(vectors[0]!, vectors[1]!)).toBeGreaterThan(0.7);
    expect(cosine(vectors[0]!, vectors[2]!)).toBeLessThan(0.4);
  }, 120_000);

  it('keeps vectors for texts seen before, and reads a text the same with or without its final stop', async () => {
    const first = await pool.embedTexts([PARAPHRASE[1]!]);
    const again = await pool.embedTexts([`${PARAPHRASE[1]!}.`, `  ${PARAPHRASE[1]!}  `]);
    expect([...again.vectors[0]!]).toEqual([...first.vectors[0]!]);
    expect([...again.vectors[1]!]).toEqual([...first.vectors[0]!]);
    expect(encoderInput('It spreads the virus!?  ')).toBe('It spreads the virus');
  }, 120_000);

  it('reads at most MAX_EMBED_CHARS of a text', async () => {
    const head = 'Drinking bleach cures COVID-19 and doctors hide it from you. ';
    const long = head.repeat(Math.ceil((MAX_EMBED_CHARS * 40) / head.length));
    expect(encoderInput(long).length).toBeLessThanOrEqual(MAX_EMBED_CHARS);
    const { vectors } = await pool.embedTexts([long, long.slice(0, MAX_EMBED_CHARS)]);
    expect([...vectors[0]!]).toEqual([...vectors[1]!]);
  }, 120_000);

  it('gives zeros for a blank text, and loads the model only for a text to embed', async () => {
    const fresh = createAnalysisPool(GENEROUS);
    try {
      const blank = await fresh.embedTexts(['', '   ']);
      expect(blank.modelLoadMs).toBe(0);
      expect(blank.vectors.map((v) => norm(v))).toEqual([0, 0]);
      const real = await fresh.embedTexts([PARAPHRASE[0]!]);
      expect(real.modelLoadMs).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it(`refuses more than ${MAX_EMBED_TEXTS} texts in one job`, async () => {
    const texts = Array.from({ length: MAX_EMBED_TEXTS + 1 }, (_, i) => `Claim number ${i}`);
    await expect(pool.embedTexts(texts)).rejects.toThrow(RangeError);
  });
});
