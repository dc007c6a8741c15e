/**
 * Fitting the claim models (train-claims.ts): logistic regression over the sentence features and,
 * for the word model, the sentence's tokens (src/server/analysis/offline/claims/lexical.ts).
 * Deterministic: stochastic gradient descent in a fixed order (a stride through the rows), the
 * feature weights starting from and pulled towards the hand-set ones, the token weights towards
 * zero. The two classes weigh the same however many rows each has.
 */
import {
  CLAIM_FEATURES,
  type ClaimFeatures,
} from '../../src/server/analysis/offline/claims/weights';

export interface TrainingRow {
  /** Feature values in CLAIM_FEATURES order. */
  x: number[];
  tokens: string[];
  y: 0 | 1;
  source: string;
}

export interface Fitted {
  bias: number;
  /** In CLAIM_FEATURES order. */
  weights: number[];
  words: Map<string, number>;
}

/** The hand-set weights the fit starts from (a careful fact-checker's reading). */
export const HAND: ClaimFeatures = {
  percent: 2.5,
  money: 2,
  number: 1.5,
  bigNumber: 0.5,
  wordNumber: 1,
  date: 0.75,
  pastYear: 0.75,
  measure: 1,
  name: 0.75,
  names: 0.75,
  comparison: 1,
  causal: 2,
  health: 2,
  absolute: 0.5,
  attribution: 1,
  study: 0.5,
  offer: 1,
  event: 0.5,
  namedEvent: 0.5,
  purpose: 0.5,
  tally: 0.5,
  quoted: 1,
  question: -3,
  imperative: -3,
  greeting: -2,
  opinion: -1.5,
  firstPerson: 0,
  future: 0,
  short: -2,
  long: -1,
};
const PRIOR = CLAIM_FEATURES.map((n) => HAND[n]);

export interface FitOptions {
  /** Fit token weights (the word model) or the features alone. */
  words: boolean;
  epochs?: number;
  rate?: number;
  /** Pull of each weight towards its prior, per row seen. */
  l2?: number;
  /** Tokens seen in fewer rows than this get no weight. */
  minCount?: number;
  /** Features held at their hand-set weight: the data cannot teach them (see train-claims.ts). */
  fixed?: readonly (keyof ClaimFeatures)[];
}

/** A stride through 0..n-1 that visits every row once per epoch (coprime with n). */
function strideFor(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let s = 7919;
  while (gcd(s, n) !== 1) s += 2;
  return s;
}

export function fitModel(rows: readonly TrainingRow[], options: FitOptions): Fitted {
  const epochs = options.epochs ?? 40;
  const rate = options.rate ?? 0.2;
  const l2 = options.l2 ?? 1e-4;
  const vocab = new Map<string, number>();
  if (options.words) {
    const counts = new Map<string, number>();
    for (const r of rows) for (const t of r.tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, c] of counts) if (c >= (options.minCount ?? 3)) vocab.set(t, vocab.size);
  }
  const idx = rows.map((r) =>
    options.words ? r.tokens.flatMap((t) => (vocab.has(t) ? [vocab.get(t)!] : [])) : [],
  );
  const w = [...PRIOR];
  const v = new Float64Array(vocab.size);
  let b = -2;
  const positives = rows.filter((r) => r.y === 1).length;
  const classWeight = [
    rows.length / (2 * (rows.length - positives)),
    rows.length / (2 * positives),
  ];
  const stride = strideFor(rows.length);
  const learns = CLAIM_FEATURES.map((n) => !options.fixed?.includes(n));
  for (let e = 0; e < epochs; e++) {
    const a = rate / (1 + e * 0.1);
    for (let k = 0; k < rows.length; k++) {
      const i = (k * stride) % rows.length;
      const r = rows[i]!;
      let z = b;
      for (let j = 0; j < w.length; j++) z += w[j]! * r.x[j]!;
      for (const t of idx[i]!) z += v[t]!;
      const g = (1 / (1 + Math.exp(-z)) - r.y) * classWeight[r.y]!;
      for (let j = 0; j < w.length; j++)
        if (learns[j]) w[j]! -= a * (g * r.x[j]! + l2 * (w[j]! - PRIOR[j]!));
      for (const t of idx[i]!) v[t]! -= a * (g + l2 * v[t]!);
      b -= a * g;
    }
  }
  const words = new Map<string, number>();
  for (const [t, i] of vocab) words.set(t, v[i]!);
  return { bias: b, weights: w, words };
}

export function logit(m: Fitted, r: TrainingRow): number {
  let z = m.bias;
  for (let j = 0; j < m.weights.length; j++) z += m.weights[j]! * r.x[j]!;
  for (const t of r.tokens) z += m.words.get(t) ?? 0;
  return z;
}

export interface Figures {
  precision: number;
  recall: number;
  f1: number;
  chosen: number;
}

/** Precision and recall of "chosen" (scored at or above the threshold) against the labels. */
export function figures(
  scores: ReadonlyArray<{ z: number; y: 0 | 1 }>,
  threshold: number,
): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of scores) {
    const chosen = s.z >= threshold;
    if (chosen && s.y) tp++;
    else if (chosen) fp++;
    else if (s.y) fn++;
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    chosen: (tp + fp) / Math.max(1, scores.length),
  };
}

/** Scores of each row by a model fitted without its fold (k folds by row index). */
export function outOfFold(rows: readonly TrainingRow[], k: number, options: FitOptions): number[] {
  const z = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < k; f++) {
    const m = fitModel(
      rows.filter((_, i) => i % k !== f),
      options,
    );
    rows.forEach((r, i) => {
      if (i % k === f) z[i] = logit(m, r);
    });
  }
  return z;
}
