/**
 * npm run eval:judge -- [--data ../shared/data] [--cache <file>] [--threshold 0.7] [--short-words 60]
 *   [--gate asks|rule|none] [--families]
 *
 * Issue 33's measure of a learned judge, before it decides anything in the product: one logistic
 * regression (hashed word and character n-grams of the message, plus the rules' findings, the
 * anatomy's parts, its links and numbers and the language read, as inputs; judge-features.ts),
 * trained across every message source of ../shared/data and the genuine look-alike corpora, and
 * measured leave-one-source-out: each source's rows are judged by a model trained without that
 * source (Thai SMS, the only Thai source, by five folds of its messages). The sources set aside
 * (judge-data.ts) and the corpora's test parts are never trained on, and are printed last.
 *
 * The probability is calibrated by Platt scaling on the out-of-source logits (equal weight per
 * source and label); the calibration curve and its expected calibration error are printed. The
 * decision measured: graded D/F when the rules say so, or when the judge's probability reaches
 * the threshold on a message under the word limit and the gate holds (`asks`: the anatomy read
 * an ask and no reassurance; `rule`: a rule found something medium or high and no reassurance).
 * `--inputs words|findings|text` measures the judge without character n-grams, with the findings
 * alone, or with the n-grams alone. It prints figures, never a message.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fnv1a, textFeatures } from '../../src/server/analysis/signals/model/features';
import { featureValues } from '../../src/server/analysis/signals/model/model';
import { shippedModel } from '../../src/server/analysis/signals/model/index';
import { printTable } from '../../bench/lib';
import { dataDirFromArgs } from './common';
import { analyzeJudgeRow, loadJudgeRows, riskOf, SET_ASIDE, type JudgeRow } from './judge-data';
import { structuredFeatures } from './judge-features';
import { D_OR_F_RISK, rocAuc } from './metrics';
import { trainHead, type Example } from './train-lib';

const argv = process.argv;
const flag = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const NOW = new Date('2026-11-28T00:00:00Z');
const BITS = 18;
/** A source or label group with fewer rows counts as if it had this many. */
const MIN_GROUP = 50;
const THRESHOLD = Number(flag('--threshold', '0.7'));
const SHORT_WORDS = Number(flag('--short-words', '60'));
const GATE = flag('--gate', 'asks');
/** Which inputs the judge reads: all, words (word n-grams and the findings, no character n-grams), findings (the findings alone), text (n-grams alone). */
const INPUTS = flag('--inputs', 'all');
const TRAIN = { epochs: 6, learningRate: 0.1, l2: 1e-5 };
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

interface Judged extends JudgeRow {
  /** The rules' and anatomy's findings, as the judge's named inputs. */
  s: string[];
  /** 100 - credibility score of today's pipeline (rules with the shipped model). */
  risk: number;
}

function analyzeAll(): Judged[] {
  const cache = flag('--cache', '');
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const rows = loadJudgeRows(dataDirFromArgs(argv)).map((r, i, all) => {
    const it = analyzeJudgeRow(r);
    const rules = riskOf(it, null, NOW);
    if (i % 4000 === 0) console.error(`Analyzed ${i} of ${all.length} (${elapsed()}).`);
    return {
      ...r,
      s: structuredFeatures(it.findings, it.signals, r.text, rules),
      risk: riskOf(it, shippedModel(), NOW),
    };
  });
  if (cache) writeFileSync(cache, JSON.stringify(rows));
  return rows;
}

const rows = analyzeAll();
console.error(`${rows.length} rows (${elapsed()}).`);
const words = rows.map((r) => r.text.split(/\s+/).filter(Boolean).length);
const feats = rows.map((r) => {
  const fs = INPUTS === 'findings' ? [] : textFeatures(r.text, BITS, INPUTS !== 'words');
  const indices = fs.map((f) => f.index);
  const values = [...featureValues(fs)];
  for (const name of INPUTS === 'text' ? [] : r.s) {
    indices.push(fnv1a(`s:${name}`) & ((1 << BITS) - 1));
    values.push(1);
  }
  return { indices: Uint32Array.from(indices), values: Float32Array.from(values) };
});

/** Equal total weight per (source, label), so no corpus's style dominates. */
function weightsOf(ids: number[]): number[] {
  const key = (i: number) => `${rows[i]!.source}|${rows[i]!.label}`;
  const counts = new Map<string, number>();
  for (const i of ids) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  return ids.map((i) => 1000 / Math.max(counts.get(key(i))!, MIN_GROUP));
}
function train(ids: number[]) {
  const w = weightsOf(ids);
  const examples: Example[] = ids.map((i, j) => ({
    genre: 'short',
    indices: feats[i]!.indices,
    values: feats[i]!.values,
    label: rows[i]!.label,
    weight: w[j]!,
    dataset: rows[i]!.source,
    fold: 0,
  }));
  return trainHead(examples, BITS, TRAIN);
}
function logitOf(model: { w: Float64Array; bias: number }, i: number): number {
  let z = model.bias;
  const f = feats[i]!;
  for (let j = 0; j < f.indices.length; j++) z += model.w[f.indices[j]!]! * f.values[j]!;
  return z;
}

const trainable = rows.flatMap((r, i) => (r.neverTrain ? [] : [i]));
const sources = [...new Set(trainable.map((i) => rows[i]!.source))];
const logit = new Float64Array(rows.length).fill(Number.NaN);
for (const source of sources) {
  const folds = source === 'Thai SMS' ? 5 : 1;
  for (let k = 0; k < folds; k++) {
    const held = (r: JudgeRow) => r.source === source && (folds === 1 || r.fold === k);
    const model = train(trainable.filter((i) => !held(rows[i]!)));
    rows.forEach((r, i) => {
      if (held(r)) logit[i] = logitOf(model, i);
    });
  }
  console.error(`Judged ${source} by a model trained without it (${elapsed()}).`);
}
const full = train(trainable);
rows.forEach((r, i) => {
  if (r.neverTrain) logit[i] = logitOf(full, i);
});

// Platt scaling on the out-of-source logits of the trained-on rows.
let a = 1;
let b = 0;
{
  const w = weightsOf(trainable);
  const total = w.reduce((x, y) => x + y, 0);
  for (let it = 0; it < 500; it++) {
    let ga = 0;
    let gb = 0;
    trainable.forEach((i, j) => {
      const p = 1 / (1 + Math.exp(-(a * logit[i]! + b)));
      const g = (p - rows[i]!.label) * w[j]!;
      ga += g * logit[i]!;
      gb += g;
    });
    a -= ga / total;
    b -= gb / total;
  }
}
const prob = rows.map((_, i) => 1 / (1 + Math.exp(-(a * logit[i]! + b))));

const gateHolds = (i: number) => {
  const s = rows[i]!.s;
  if (s.includes('anat:reassuring')) return GATE === 'none';
  if (GATE === 'asks') return s.includes('anat:asks');
  if (GATE === 'rule') return s.includes('sev:medium') || s.includes('sev:high');
  return true;
};
const rulesSay = (i: number) => rows[i]!.risk > D_OR_F_RISK;
const judgeSays = (i: number) =>
  rulesSay(i) || (words[i]! < SHORT_WORDS && prob[i]! >= THRESHOLD && gateHolds(i));

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
function line(name: string, idx: number[]) {
  const bad = idx.filter((i) => rows[i]!.label === 1);
  const good = idx.filter((i) => rows[i]!.label === 0);
  const both = bad.length > 0 && good.length > 0;
  const labels = idx.map((i) => rows[i]!.label);
  return {
    rows: name,
    n: idx.length,
    scams: bad.length,
    'catch today': pct(bad.filter(rulesSay).length, bad.length),
    'catch with judge': pct(bad.filter(judgeSays).length, bad.length),
    'false alarm today': pct(good.filter(rulesSay).length, good.length),
    'false alarm with judge': pct(good.filter(judgeSays).length, good.length),
    'AUC today': both
      ? rocAuc(
          idx.map((i) => rows[i]!.risk),
          labels,
        ).toFixed(3)
      : '–',
    'AUC judge': both
      ? rocAuc(
          idx.map((i) => prob[i]!),
          labels,
        ).toFixed(3)
      : '–',
  };
}
function table(title: string, key: (r: JudgeRow) => string | null) {
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const k = key(r);
    if (k !== null) (groups.get(k) ?? groups.set(k, []).get(k)!).push(i);
  });
  console.log(`\n${title}\n`);
  printTable([...groups].sort(([x], [y]) => x.localeCompare(y)).map(([k, idx]) => line(k, idx)));
}

console.log(
  `Judge (inputs: ${INPUTS}): threshold ${THRESHOLD}, messages under ${SHORT_WORDS} words, gate "${GATE}"; Platt a=${a.toFixed(3)} b=${b.toFixed(3)}.`,
);
table(
  "Per message set (out of source; set-aside sources and the corpora's test parts excluded):",
  (r) => (r.neverTrain ? null : r.report.split(':')[0]!),
);
table('Per source (out of source):', (r) => (r.neverTrain ? null : r.report));
if (argv.includes('--families'))
  table('Per family (out of source):', (r) =>
    r.neverTrain || !r.family ? null : `${r.report.split(':')[0]} ${r.family}`,
  );
table('Per language as the analyzer read it (out of source):', (r) => {
  if (r.neverTrain) return null;
  const i = rows.indexOf(r as Judged);
  return rows[i]!.s.find((x) => x.startsWith('lang:'))!.slice(5);
});

// Calibration out of source: ten equal-width bins of the calibrated probability.
{
  const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, y: 0 }));
  for (const i of trainable) {
    const bin = bins[Math.min(9, Math.floor(prob[i]! * 10))]!;
    bin.n++;
    bin.p += prob[i]!;
    bin.y += rows[i]!.label;
  }
  const ece =
    bins.reduce((x, bin) => x + (bin.n ? Math.abs(bin.p - bin.y) : 0), 0) / trainable.length;
  console.log(
    `\nCalibration out of source (trained-on sources, unweighted rows): expected calibration error ${ece.toFixed(3)}\n`,
  );
  printTable(
    bins.map((bin, k) => ({
      probability: `${(k / 10).toFixed(1)}-${((k + 1) / 10).toFixed(1)}`,
      rows: bin.n,
      'mean predicted': bin.n ? (bin.p / bin.n).toFixed(3) : '–',
      'share scams': bin.n ? (bin.y / bin.n).toFixed(3) : '–',
    })),
  );
}

table(
  `Set aside, never trained on (reported last: ${[...SET_ASIDE].join(', ')}; the corpora's test parts):`,
  (r) => (r.neverTrain ? r.report : null),
);
console.log(`\nDone in ${elapsed()}.`);
