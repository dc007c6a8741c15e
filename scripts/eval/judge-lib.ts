/**
 * Training the judge (src/server/analysis/signals/judge): one logistic regression over the
 * message's hashed features, by the shipped model's trainer (AdaGrad with L2, seeded order), with
 * equal total weight per (source, label) so no corpus's style dominates; quantised as it ships.
 * Leave-one-source-out: each source's rows get the logit of a model trained without that source
 * (Thai SMS, its only source, by five folds of its messages); rows never trained on get the
 * model trained on everything. Platt scaling is fitted on those out-of-source logits.
 * Leave-one-language-out (`holdOut: 'language'`): each language, as the analyzer read it, is
 * judged by a model trained on no message of that language, so a language's figures say how well
 * the judge reads a language it has never seen (what a scam in a new language meets).
 */
import { judgeFeatures } from '../../src/server/analysis/signals/judge/index';
import type { JudgeWeights } from '../../src/server/analysis/signals/judge/judge';
import {
  decodeTable,
  encodeBase64,
  featureValues,
} from '../../src/server/analysis/signals/model/model';
import { quantise, trainHead, type Example } from './train-lib';

export const JUDGE_BITS = 18;
/** Tuned leave-one-source-out (bench/EVAL.md): a few gentle passes, a little L2. */
export const JUDGE_TRAIN = { epochs: 6, learningRate: 0.1, l2: 1e-5 };
/** A (source, label) group with fewer rows weighs as if it had this many. */
export const MIN_GROUP = 50;
/** Sources judged by folds of their own messages, being the only source of their language. */
export const FOLDED_SOURCES: ReadonlySet<string> = new Set(['Thai SMS']);
export const FOLDS = 5;

export interface JudgeRow {
  text: string;
  label: 0 | 1;
  source: string;
  /** For a folded source: which of its folds the row is in. */
  fold: number;
  /** Never trained on (set aside, a corpus's test part). */
  neverTrain: boolean;
  /** The named inputs of the row (judgeInputs), read from its analysis. */
  inputs: string[];
}

interface Vec {
  indices: Uint32Array;
  values: Float32Array;
}

function vectorOf(r: JudgeRow): Vec {
  const fs = judgeFeatures(r.text, r.inputs, JUDGE_BITS);
  return { indices: Uint32Array.from(fs, (f) => f.index), values: featureValues(fs) };
}

function weightsOf(rows: readonly JudgeRow[], ids: readonly number[]): number[] {
  const key = (i: number) => `${rows[i]!.source}|${rows[i]!.label}`;
  const counts = new Map<string, number>();
  for (const i of ids) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  return ids.map((i) => 1000 / Math.max(counts.get(key(i))!, MIN_GROUP));
}

/**
 * A language is one a model was taught when its training holds at least this many messages of
 * each label in it (`npm run eval:judge -- --new-language-threshold`, bench/EVAL.md).
 */
export const MIN_LANGUAGE_ROWS = 10;

interface Quantised {
  bias: number;
  scale: number;
  q: Int8Array;
  /** The languages taught (MIN_LANGUAGE_ROWS of each label among the rows trained on), sorted. */
  languages: string[];
}

function languagesTaught(rows: readonly JudgeRow[], ids: readonly number[]): string[] {
  const counts = new Map<string, [number, number]>();
  for (const i of ids) {
    const lang = languageOf(rows[i]!);
    const c = counts.get(lang) ?? counts.set(lang, [0, 0]).get(lang)!;
    c[rows[i]!.label]++;
  }
  return [...counts]
    .filter(([, c]) => c[0] >= MIN_LANGUAGE_ROWS && c[1] >= MIN_LANGUAGE_ROWS)
    .map(([lang]) => lang)
    .sort();
}

function trainQuantised(rows: readonly JudgeRow[], vecs: readonly Vec[], ids: number[]): Quantised {
  const w = weightsOf(rows, ids);
  const examples: Example[] = ids.map((i, j) => ({
    genre: 'short',
    indices: vecs[i]!.indices,
    values: vecs[i]!.values,
    label: rows[i]!.label,
    weight: w[j]!,
    dataset: rows[i]!.source,
    fold: 0,
  }));
  const trained = trainHead(examples, JUDGE_BITS, JUDGE_TRAIN);
  const { q, scale } = quantise(trained.w);
  return {
    bias: Math.round(trained.bias * 1e4) / 1e4,
    scale,
    q,
    languages: languagesTaught(rows, ids),
  };
}

function logitOf(m: Quantised, table: Float32Array, v: Vec): number {
  let z = m.bias;
  for (let j = 0; j < v.indices.length; j++) z += table[m.q[v.indices[j]!]! + 128]! * v.values[j]!;
  return z;
}

/** Weights as trained, without the thresholds and word limit the measure chooses. */
type TrainedWeights = Omit<
  JudgeWeights,
  'threshold' | 'linkThreshold' | 'linkShare' | 'maxWords' | 'about'
>;

export interface JudgeTraining {
  /**
   * The model that never saw this source (and, for a folded source, this fold), as shipped
   * weights without threshold and word limit; the full model for a source never trained on.
   */
  without(source: string, fold: number): TrainedWeights;
  /** Each row's logit from a model that never saw its source. */
  logits: Float64Array;
  /** Whether the model that judged each row was taught its language (MIN_LANGUAGE_ROWS). */
  taught: boolean[];
  /** Each row's calibrated probability. */
  probabilities: number[];
  platt: { a: number; b: number };
  /** The model trained on every row that may be trained on, as it ships (without its threshold). */
  full: TrainedWeights;
}

/** What is held out in turn: a source (its folds, for a folded source), or a language. */
export type HoldOut = 'source' | 'language';

/** The language the analyzer read a row in, from its named inputs. */
export const languageOf = (r: JudgeRow) =>
  r.inputs.find((x) => x.startsWith('lang:'))?.slice(5) ?? 'und';

/** The groups held out in turn, each with its name and the rows it holds. */
function heldGroups(
  rows: readonly JudgeRow[],
  trainable: readonly number[],
  holdOut: HoldOut,
): Array<{ key: string; name: string; held: (r: JudgeRow) => boolean }> {
  if (holdOut === 'language')
    return [...new Set(trainable.map((i) => languageOf(rows[i]!)))].map((lang) => ({
      key: `lang:${lang}`,
      name: `language ${lang}`,
      held: (r: JudgeRow) => languageOf(r) === lang,
    }));
  return [...new Set(trainable.map((i) => rows[i]!.source))].flatMap((source) => {
    const folds = FOLDED_SOURCES.has(source) ? FOLDS : 1;
    return Array.from({ length: folds }, (_, k) => ({
      key: `${source}|${folds === 1 ? 0 : k}`,
      name: folds === 1 ? source : `${source} (fold ${k + 1} of ${folds})`,
      held: (r: JudgeRow) => r.source === source && (folds === 1 || r.fold === k),
    }));
  });
}

export function trainJudge(
  rows: readonly JudgeRow[],
  log: (s: string) => void,
  holdOut: HoldOut = 'source',
): JudgeTraining {
  const vecs = rows.map(vectorOf);
  const trainable = rows.flatMap((r, i) => (r.neverTrain ? [] : [i]));
  const logits = new Float64Array(rows.length).fill(Number.NaN);
  const taught: boolean[] = rows.map(() => false);
  const models = new Map<string, Quantised>();
  for (const { key, name, held } of heldGroups(rows, trainable, holdOut)) {
    const m = trainQuantised(
      rows,
      vecs,
      trainable.filter((i) => !held(rows[i]!)),
    );
    models.set(key, m);
    const table = decodeTable(m.scale, 'sqrt');
    rows.forEach((r, i) => {
      // Holding out sources, rows never trained on are judged by the full model below; holding
      // out languages, by the model that never saw their language, like every other row.
      if (held(r) && (holdOut === 'language' || !r.neverTrain)) {
        logits[i] = logitOf(m, table, vecs[i]!);
        taught[i] = m.languages.includes(languageOf(r));
      }
    });
    log(`Judged ${name} by a model trained without it.`);
  }
  const full = trainQuantised(rows, vecs, trainable);
  const fullTable = decodeTable(full.scale, 'sqrt');
  rows.forEach((r, i) => {
    if (r.neverTrain && (holdOut === 'source' || Number.isNaN(logits[i]!))) {
      logits[i] = logitOf(full, fullTable, vecs[i]!);
      taught[i] = full.languages.includes(languageOf(r));
    }
  });
  const platt = fitPlatt(
    trainable.map((i) => logits[i]!),
    trainable.map((i) => rows[i]!.label),
    weightsOf(rows, trainable),
  );
  const probabilities = [...logits].map((z) => 1 / (1 + Math.exp(-(platt.a * z + platt.b))));
  const asWeights = (m: Quantised) => {
    const weights = encodeBase64(m.q);
    return {
      version: 1,
      bits: JUDGE_BITS,
      bias: m.bias,
      scale: m.scale,
      weights,
      platt,
    };
  };
  return {
    logits,
    taught,
    probabilities,
    platt,
    full: asWeights(full),
    without: (source, fold) => {
      if (holdOut !== 'source')
        throw new Error('Models without a source exist only when holding out sources.');
      const folded = FOLDED_SOURCES.has(source);
      return asWeights(models.get(`${source}|${folded ? fold : 0}`) ?? full);
    },
  };
}

/** Platt scaling by gradient descent on the weighted log-loss. */
export function fitPlatt(z: number[], y: Array<0 | 1>, w: number[]): { a: number; b: number } {
  let a = 1;
  let b = 0;
  const total = w.reduce((x, v) => x + v, 0);
  for (let it = 0; it < 500; it++) {
    let ga = 0;
    let gb = 0;
    for (let i = 0; i < z.length; i++) {
      const g = (1 / (1 + Math.exp(-(a * z[i]! + b))) - y[i]!) * w[i]!;
      ga += g * z[i]!;
      gb += g;
    }
    a -= ga / total;
    b -= gb / total;
  }
  return { a: Math.round(a * 1e4) / 1e4, b: Math.round(b * 1e4) / 1e4 };
}
