/**
 * A hand-set model for tests: every head has the given bias and only the named features carry
 * weight, so a test can check inference arithmetic, or how the scorer limits a model that is
 * sure of itself, without depending on the trained weights.
 */
import { fnv1a } from './features';
import { createModel, encodeBase64, type LearnedModel, type ModelWeights } from './model';

const BITS = 12;

export function handModel(bias: number, features: Record<string, number> = {}): LearnedModel {
  const w = new Int8Array(1 << BITS);
  for (const [name, v] of Object.entries(features)) w[fnv1a(name) & ((1 << BITS) - 1)] = v;
  const head = { bits: BITS, chars: false, bias, scale: 1, weights: encodeBase64(w) };
  const weights: ModelWeights = {
    version: 1,
    about: 'hand-set test model',
    heads: { url: head, short: head, long: head },
  };
  return createModel(weights);
}
