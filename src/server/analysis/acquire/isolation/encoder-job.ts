/**
 * The sentence encoder's job in the analysis worker (analysis-pool.ts declares it): the model is
 * loaded on the worker's first embedding, then kept (embeddings/sentence-encoder.ts). A job with
 * nothing new to embed (blank texts, texts seen before) needs no model.
 */
import { embedTexts, loadSentenceEncoder, needsModel } from '../../embeddings/sentence-encoder';
import { EMBED_TEXTS_JOB } from './analysis-pool';
import { jobCode } from './jobs';

export const EMBED_TEXTS_CODE = jobCode(EMBED_TEXTS_JOB, async ({ texts }, started) => {
  if (needsModel(texts)) await loadSentenceEncoder();
  started();
  return embedTexts(texts);
});
