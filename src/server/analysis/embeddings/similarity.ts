/**
 * What the request thread does with sentence embeddings (made in the worker pool by
 * sentence-encoder.ts): compare them. A TextEmbedder is the pool's embedTexts; it may fail (the
 * model could not load, the pool is busy), and every caller works on without it.
 */

/** The length of every vector. */
export const EMBEDDING_DIMENSIONS = 512;
/**
 * Texts embedded in one job at most (the caller cuts its list; the worker refuses more): the cost
 * grows with the words read, about 13 ms of one core for a news sentence of 85 characters on a busy
 * machine (24 of them: 320 ms; npm run bench embeddings), so a job stays under 300 ms.
 */
export const MAX_EMBED_TEXTS = 20;
/**
 * Characters of one text read at most: a claim or a sentence, not a page. The model's cost grows
 * faster than the length, so long texts are cut here rather than in the caller.
 */
export const MAX_EMBED_CHARS = 500;
/**
 * Texts run through the model together. The cost of a batch grows faster than its size past
 * this (1 sentence: about 30 ms, 16: 100 ms, 32: 200 ms, 64: 800 ms on one core of a quiet
 * machine).
 */
export const EMBED_BATCH = 16;

/** Vectors a worker keeps for texts it has embedded (fact-checks recur): 2 KB each. */
export const MAX_CACHED_VECTORS = 2048;

/** Unit-length vectors for texts, in order; made off the request thread. */
export type TextEmbedder = (texts: readonly string[]) => Promise<Float32Array[]>;

/** Cosine of two vectors (-1 to 1; 0 when either is all zeros). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
