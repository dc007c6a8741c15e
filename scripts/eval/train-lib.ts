/**
 * Trains the learned model: one logistic regression per genre head over the hashed features of
 * src/server/analysis/signals/model/features.ts, by AdaGrad with L2, in a seeded order, so the
 * same data always gives the same weights. Each (data set, label) pair gets the same total
 * weight inside its head, so no data set and no class dominates; weights are quantised to int8.
 */
import {
  genreOf,
  textFeatures,
  urlFeatures,
  fnv1a,
  type Genre,
} from '../../src/server/analysis/signals/model/features';
import {
  encodeBase64,
  featureValues,
  type HeadWeights,
  type ModelWeights,
} from '../../src/server/analysis/signals/model/model';
import { BRANDS, REPUTABLE_DOMAINS } from '../../src/server/analysis/knowledge/lexicons';
import type { Row } from './datasets';
import { mulberry32 } from '../../tests/helpers/prng';

export const HEAD_BITS: Record<Genre, number> = { url: 18, short: 18, long: 17 };
export const HEAD_CHARS: Record<Genre, boolean> = { url: false, short: true, long: true };
export const SEED = 20260521;
export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /**
   * Multiplies the trained log-odds. Small steps leave the article head's log-odds small, so its
   * (capped, tanh-shaped) nudge to the score would barely count; tuned by cross-validation of the final score.
   */
  gain?: number;
}
/**
 * Per head, tuned by 5-fold cross-validation: the article head has ~1,000 rows and many more
 * features per row, so it learns slowly (small steps stop it from memorising topics); the short
 * head takes more, gentler passes with a little L2, which helps the subtle claims most.
 */
export const TRAIN_OPTIONS: Record<Genre, TrainOptions> = {
  url: { epochs: 6, learningRate: 0.2, l2: 1e-6 },
  short: { epochs: 10, learningRate: 0.1, l2: 1e-5 },
  long: { epochs: 6, learningRate: 0.005, l2: 1e-6, gain: 4 },
};

/**
 * Balanced training assumes half of all links are phishing; in what people paste, most are not.
 * The URL head's bias is shifted by these log-odds so that only strong evidence counts.
 */
export const URL_PRIOR_SHIFT = -2;

export interface Example {
  genre: Genre;
  indices: Uint32Array;
  values: Float32Array;
  label: 0 | 1;
  weight: number;
  dataset: string;
  fold: number;
}

/** The head and features the model uses at inference for this row (same routing as model.ts). */
export function toExample(row: Row, folds: number): Omit<Example, 'weight'> {
  const genre = genreOf(row.text, row.title);
  const bits = HEAD_BITS[genre];
  let feats =
    genre === 'url'
      ? urlFeatures(row.text.trim(), bits)
      : textFeatures(row.text, bits, HEAD_CHARS[genre]);
  if (genre !== 'url' && row.title && row.title.trim() !== row.text.trim())
    feats = feats.concat(textFeatures(row.title, bits, HEAD_CHARS[genre]));
  return {
    genre,
    indices: Uint32Array.from(feats, (f) => f.index),
    values: featureValues(feats),
    label: row.label,
    dataset: row.dataset,
    fold: fnv1a(`fold:${row.group}`) % folds,
  };
}

/**
 * Sites known to be what they say (the analyzer's reputable sources and the brands' own domains),
 * as benign addresses for the URL head: the phishing data is full of brand names, and without
 * these the model would learn that "amazon" in a host is bad even on amazon.com. Never held out.
 */
export function knownGoodExamples(): Array<Omit<Example, 'weight'>> {
  const hosts = new Set<string>([...REPUTABLE_DOMAINS]);
  for (const b of BRANDS) {
    hosts.add(`${b.token}.com`);
    for (const d of b.official) hosts.add(d);
  }
  return [...hosts].sort().map((host) => {
    const feats = urlFeatures(host, HEAD_BITS.url);
    return {
      genre: 'url',
      indices: Uint32Array.from(feats, (f) => f.index),
      values: featureValues(feats),
      label: 0,
      dataset: 'known-good',
      fold: -1,
    };
  });
}

/**
 * A (data set, label) group with fewer rows than this in a head (e.g. the few long SMS that reach
 * the article head) is weighted as if it had this many, so a handful of rows cannot outweigh a corpus.
 */
export const MIN_BALANCED_GROUP = 100;

/**
 * Extra weight for a data set inside its head. Political claims (LIAR) are the subtlest signal in
 * the short head; at equal weight the easy spam and clickbait cues crowd them out, and tripling
 * them costs spam and clickbait little (cross-validated). A training weight, not a feature.
 */
export const DATASET_WEIGHT: Readonly<Record<string, number>> = { liar: 3 };

/** Equal total weight per (data set, label) within a head (times DATASET_WEIGHT), small groups excepted. */
export function balance(examples: Array<Omit<Example, 'weight'>>): Example[] {
  const counts = new Map<string, number>();
  const key = (e: Omit<Example, 'weight'>) => `${e.genre}|${e.dataset}|${e.label}`;
  for (const e of examples) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
  for (const [k, n] of counts) counts.set(k, Math.max(n, MIN_BALANCED_GROUP));
  const perHead = new Map<Genre, number>();
  for (const k of counts.keys()) {
    const g = k.split('|')[0] as Genre;
    perHead.set(g, (perHead.get(g) ?? 0) + 1);
  }
  const headSizes = new Map<Genre, number>();
  for (const e of examples) headSizes.set(e.genre, (headSizes.get(e.genre) ?? 0) + 1);
  return examples.map((e) => ({
    ...e,
    weight:
      ((DATASET_WEIGHT[e.dataset] ?? 1) * headSizes.get(e.genre)!) /
      (perHead.get(e.genre)! * counts.get(key(e))!),
  }));
}

export function trainHead(
  examples: Example[],
  bits: number,
  opt: TrainOptions,
): { w: Float64Array; bias: number } {
  const size = 1 << bits;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size).fill(1e-8);
  let bias = 0;
  let bg2 = 1e-8;
  const rand = mulberry32(SEED ^ bits);
  const order = examples.map((_, i) => i);
  const meanWeight = examples.reduce((a, e) => a + e.weight, 0) / Math.max(1, examples.length);
  for (let epoch = 0; epoch < opt.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const e = examples[idx]!;
      let z = bias;
      for (let j = 0; j < e.indices.length; j++) z += w[e.indices[j]!]! * e.values[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const grad = (p - e.label) * (e.weight / meanWeight);
      for (let j = 0; j < e.indices.length; j++) {
        const k = e.indices[j]!;
        const g = grad * e.values[j]! + opt.l2 * w[k]!;
        g2[k]! += g * g;
        w[k]! -= (opt.learningRate * g) / Math.sqrt(g2[k]!);
      }
      bg2 += grad * grad;
      bias -= (opt.learningRate * grad) / Math.sqrt(bg2);
    }
  }
  return { w, bias };
}

/** int8 by square-root companding: q = sign * round(127 * sqrt(|w| / max)), so small weights survive. */
export function quantise(w: Float64Array): { q: Int8Array; scale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++)
    q[i] = Math.sign(w[i]!) * Math.round(127 * Math.sqrt(Math.abs(w[i]!) / scale));
  return { q, scale };
}

/** Trains every head on the given examples and returns the shippable, quantised weights. */
export function trainModel(examples: Example[], about: string): ModelWeights {
  const heads = {} as Record<Genre, HeadWeights>;
  for (const genre of ['url', 'short', 'long'] as Genre[]) {
    const mine = examples.filter((e) => e.genre === genre);
    const trained = trainHead(mine, HEAD_BITS[genre], TRAIN_OPTIONS[genre]);
    const gain = TRAIN_OPTIONS[genre].gain ?? 1;
    const w = trained.w.map((x) => x * gain);
    const bias = trained.bias * gain;
    const { q, scale } = quantise(w);
    const shifted = genre === 'url' ? bias + URL_PRIOR_SHIFT : bias;
    heads[genre] = {
      bits: HEAD_BITS[genre],
      chars: HEAD_CHARS[genre],
      bias: Math.round(shifted * 1e4) / 1e4,
      scale,
      encoding: 'sqrt',
      weights: encodeBase64(q),
    };
  }
  return { version: 2, about, heads };
}
