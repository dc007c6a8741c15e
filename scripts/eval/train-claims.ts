/**
 * node scripts/eval.mjs train-claims [--data <dir>]: fits the claim-choice models of
 * src/server/analysis/offline/claims and writes them to resources/model:
 *   - claim-words.json, the word model (sentence features, words, word pairs, opening word);
 *   - claim-weights.json, the feature model (sentence features alone).
 * English is read by both (a sentence is chosen when either model chooses it), other languages by
 * the feature model. Fitted on ../shared/data (claim-data.ts): the check-worthiness sentences of
 * two sources, LIAR's train statements and sentences that are no claim; LIAR's valid split is the
 * test and is never read here. Thresholds are chosen on out-of-fold scores (5 folds by row index):
 * the word model's is the highest at which LIAR train statements are still found at
 * TARGET_RECALL, the feature model's the one with the best F1 on the other sentences. Out of source:
 * both fitted, thresholds included, without one check-worthiness source and measured on it. No
 * randomness: the same data gives the same models. Only weights are written, nothing of the data.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MIN_CHECK_WORTHINESS, claimReadingOf } from '../../src/server/analysis/offline/claims';
import {
  CLAIM_FEATURES,
  type ClaimFeatures,
  type ClaimWeights,
  type WordModelFile,
} from '../../src/server/analysis/offline/claims/weights';
import {
  CHECKTHAT,
  CLAIMBUSTER,
  LIAR_TRAIN,
  claimTrainingSet,
  neutralDevSentences,
} from './claim-data';
import { type Fitted, type TrainingRow, figures, fitModel, logit, outOfFold } from './claim-model';
import { dataDirFromArgs } from './common';

/** Share of LIAR's train statements the word model's threshold keeps, out of fold. */
const TARGET_RECALL = 0.93;
const FOLDS = 5;
/** Token weights smaller than this are left out of the shipped file. */
const MIN_WORD_WEIGHT = 0.05;
/**
 * The pull towards zero: out-of-source F1 was the same for 3e-4, 1e-3 and 3e-3, and the strongest
 * keeps the weights smallest. Words seen in fewer than five sentences get none.
 */
const WORDS = { words: true, l2: 3e-3, minCount: 5 } as const;
/**
 * The feature model is pulled firmly towards the hand-set weights, and two features keep them:
 * what a health or a cause-and-effect claim looks like cannot be learned from these sources,
 * whose health sentences are nearly all tweets about one virus in March 2020, most of them
 * labelled not check-worthy (fitted freely, "health" weighed against a claim).
 */
const FEATURES = { words: false, l2: 0.02, fixed: ['health', 'causal'] } as const;

interface Ensemble {
  words: Fitted;
  features: Fitted;
  tWords: number;
  tFeatures: number;
  /** The feature model can choose a sentence only when the word model's logit is at least this. */
  veto: number;
}

/** Share of the no-claim sentences (reviews, personal messages) the two models may choose. */
const MAX_NO_CLAIM_CHOSEN = 0.05;
const NO_CLAIM = new Set(['review sentences', 'personal text messages']);

/** A percentage, an amount or a count of 100 or more: the word model's veto does not overrule it (hasFigure). */
const FIGURES = ['percent', 'money', 'bigNumber'].map((n) => CLAIM_FEATURES.indexOf(n as never));
const figure = (r: TrainingRow) => FIGURES.some((i) => r.x[i] === 1);
const isCheckWorthiness = (source: string) => source === CLAIMBUSTER || source === CHECKTHAT;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Both models fitted on `rows`, each with its threshold chosen out of fold. */
function fitEnsemble(rows: readonly TrainingRow[], log: boolean): Ensemble {
  const oofWords = outOfFold(rows, FOLDS, WORDS);
  const liar = rows.flatMap((r, i) =>
    r.source === LIAR_TRAIN ? [{ z: oofWords[i]!, y: r.y }] : [],
  );
  let tWords = -3;
  for (let t = -3; t <= 3; t += 0.05) if (figures(liar, t).recall >= TARGET_RECALL) tWords = t;
  const oofFeatures = outOfFold(rows, FOLDS, FEATURES);
  // Best F1 over the labelled sentences that are not LIAR's (all claims): the check-worthiness
  // sources and the no-claim sentences, so reviews and personal messages count against it.
  const cw = rows.flatMap((r, i) =>
    r.source !== LIAR_TRAIN ? [{ z: oofFeatures[i]!, y: r.y }] : [],
  );
  let tFeatures = 0;
  let bestF1 = -1;
  for (let t = -3; t <= 3; t += 0.05) {
    const { f1 } = figures(cw, t);
    if (f1 > bestF1) [tFeatures, bestF1] = [t, f1];
  }
  tWords = round2(tWords);
  tFeatures = round2(tFeatures);
  // The feature model knows the shape of a claim whatever its subject, but it also takes chat and
  // reviews with names and numbers in them: it may choose a sentence only where the word model
  // does not clearly read it as one of those. The most permissive veto that keeps the no-claim
  // sentences chosen at MAX_NO_CLAIM_CHOSEN at most.
  const both = (i: number, veto: number) =>
    oofWords[i]! >= tWords ||
    (oofFeatures[i]! >= tFeatures && (oofWords[i]! >= veto || figure(rows[i]!)));
  const noClaim = rows.flatMap((r, i) => (NO_CLAIM.has(r.source) ? [i] : []));
  let veto = tWords;
  for (let v = tWords; v >= tWords - 8; v -= 0.25)
    if (noClaim.filter((i) => both(i, v)).length <= MAX_NO_CLAIM_CHOSEN * noClaim.length) veto = v;
  veto = round2(veto);
  if (log) {
    const chosen = rows.map((r, i) => ({
      z: both(i, veto) ? 1 : 0,
      y: r.y,
      source: r.source,
    }));
    console.log(
      `Thresholds: word model ${tWords} (LIAR train found at ${pct(figures(liar, tWords).recall)} out of fold), feature model ${tFeatures} where the word model reads at least ${veto}.`,
    );
    for (const source of [...new Set(rows.map((r) => r.source))]) {
      const f = figures(
        chosen.filter((c) => c.source === source),
        1,
      );
      console.log(
        `  ${source}, both models, out of fold: ${isCheckWorthiness(source) ? `precision ${pct(f.precision)}, recall ${pct(f.recall)}` : `chosen ${pct(f.chosen)}`}`,
      );
    }
  }
  return {
    words: fitModel(rows, WORDS),
    features: fitModel(rows, FEATURES),
    tWords,
    tFeatures,
    veto,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const chooses = (e: Ensemble, r: TrainingRow) => {
  const w = logit(e.words, r);
  return w >= e.tWords || (logit(e.features, r) >= e.tFeatures && (w >= e.veto || figure(r)));
};

const dataDir = dataDirFromArgs(process.argv);
const sentences = claimTrainingSet(dataDir);
if (sentences.length === 0)
  throw new Error(`No claim data in ${dataDir}: the training needs ../shared/data.`);
const started = Date.now();
const all = sentences.map((s) => {
  const r = claimReadingOf(s.text);
  return {
    x: CLAIM_FEATURES.map((n) => r.x[n]),
    tokens: r.tokens,
    y: s.y,
    source: s.source,
    ruled: r.notClaim !== null,
  };
});
// A sentence a rule says is no claim never reaches the models.
const rows: TrainingRow[] = all.filter((r) => !r.ruled);
console.log(
  `Read ${all.length} sentences; ${all.length - rows.length} are no claim by rule (${all.filter((r) => r.ruled && r.y).length} of them labelled claims).`,
);

const shipped = fitEnsemble(rows, true);

for (const [held, kept] of [
  [CLAIMBUSTER, CHECKTHAT],
  [CHECKTHAT, CLAIMBUSTER],
] as const) {
  const e = fitEnsemble(
    rows.filter((r) => r.source !== held),
    false,
  );
  const f = figures(
    rows.filter((r) => r.source === held).map((r) => ({ z: chooses(e, r) ? 1 : 0, y: r.y })),
    1,
  );
  console.log(
    `Out of source: fitted on ${kept}, LIAR train and the no-claim sentences, measured on ${held}: precision ${pct(f.precision)}, recall ${pct(f.recall)}, F1 ${pct(f.f1)}.`,
  );
}

const neutral = neutralDevSentences().filter((text) => {
  const r = claimReadingOf(text);
  const row = { x: CLAIM_FEATURES.map((n) => r.x[n]), tokens: r.tokens, y: 0 as const, source: '' };
  return !r.notClaim && chooses(shipped, row);
});
console.log(
  `Neutral asides (dev) chosen: ${neutral.length}${neutral.length ? `: ${neutral.join(' | ')}` : ''}`,
);

const round = (v: number) => Math.round(v * 1000) / 1000;
function asWeights(m: Fitted, t: number): ClaimWeights {
  const weights = {} as ClaimFeatures;
  CLAIM_FEATURES.forEach((n, i) => {
    weights[n] = round(m.weights[i]!);
  });
  // The logit at the chosen threshold becomes MIN_CHECK_WORTHINESS.
  return { about: '', bias: round(m.bias - t + MIN_CHECK_WORTHINESS), weights };
}

const kept = [...shipped.words.words]
  .filter(([, w]) => Math.abs(w) >= MIN_WORD_WEIGHT)
  .sort(([a], [b]) => (a < b ? -1 : 1));
const wordFile: WordModelFile = {
  ...asWeights(shipped.words, shipped.tWords),
  veto: round(shipped.veto - shipped.tWords + MIN_CHECK_WORTHINESS),
  about: `Logistic regression over the claim features and ${kept.length} words, word pairs and opening words, fitted on ${rows.length} sentences of ../shared/data (check-worthiness, LIAR train, review sentences, personal SMS); threshold ${shipped.tWords} (LIAR train found at ${pct(TARGET_RECALL)} out of fold) shifted to MIN_CHECK_WORTHINESS; no randomness.`,
  words: Object.fromEntries(kept.map(([t, w]) => [t, round2(w)])),
};
writeFileSync(resolve('resources/model/claim-words.json'), `${JSON.stringify(wordFile)}\n`);
const featureFile: ClaimWeights = {
  ...asWeights(shipped.features, shipped.tFeatures),
  about: `Logistic regression over the claim features alone, fitted on ${rows.length} sentences of ../shared/data; threshold ${shipped.tFeatures} (best F1 on the sentences other than LIAR's, out of fold) shifted to MIN_CHECK_WORTHINESS; no randomness.`,
};
writeFileSync(
  resolve('resources/model/claim-weights.json'),
  `${JSON.stringify(featureFile, null, 1)}\n`,
);
console.log(
  `Wrote resources/model/claim-words.json and claim-weights.json in ${Math.round((Date.now() - started) / 1000)} s.`,
);
