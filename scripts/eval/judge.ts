/**
 * npm run eval:judge -- [--data ../shared/data] [--cache <file>] [--threshold 0.7]
 *   [--link-threshold 0.6] [--short-words 60] [--gate not-own|asks] [--families] [--write]
 *   [--hold-out source|language] [--new-language-threshold 0.95]
 *
 * Issue 33's judge (src/server/analysis/signals/judge), trained and measured: one logistic
 * regression over the message's hashed word and character n-grams and its named inputs (the
 * anatomy's parts, its links and numbers, the language; judge/inputs.ts), trained across every
 * message source of ../shared/data and the corpora of scripts/train/corpus (judge-lib.ts), and
 * measured leave-one-source-out: each source's rows are judged by a model trained without that
 * source (Thai SMS, the only Thai source, by five folds of its messages). The sources set aside
 * (judge-data.ts) and the corpora's test parts are never trained on, and are printed last.
 *
 * The probability is calibrated by Platt scaling on the out-of-source logits; the calibration
 * curve and its expected calibration error are printed. The decision shown: D/F when today's
 * pipeline says so without the judge, or when the judge's probability reaches the threshold on a
 * message under the word limit that asks, does not reassure and offers no way to act that is the
 * sender's own, or the link threshold where its link is not the sender's, listed or a look-alike,
 * or it moves the reader to a messaging app (judge/inputs.ts judgeSaysScam; `--gate asks` drops the own-way condition; an
 * approximation of the scorer:
 * `npm run eval` runs the real one with these out-of-source judges). `--write` saves the model
 * trained on every trainable row to resources/model/judge.json. It prints figures, never a message.
 *
 * `--hold-out language` measures leave-one-language-out instead: every row, set-aside and test
 * parts included, is judged by a model trained on no message in its language (as the analyzer read
 * it), and Platt scaling is fitted on those logits; the thresholds stay the shipped ones. What it
 * says is how the judge reads a language it has never been taught (bench/EVAL.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectLanguage } from '../../src/server/analysis/knowledge/language';
import { distinctWordCount } from '../../src/server/analysis/knowledge/distinct-words';
import {
  judgeInputs,
  judgeSaysScam,
  wordCount,
} from '../../src/server/analysis/signals/judge/index';
import type { JudgeWeights } from '../../src/server/analysis/signals/judge/judge';
import { shippedModel } from '../../src/server/analysis/signals/model/index';
import { printTable } from '../../bench/lib';
import { dataDirFromArgs } from './common';
import { analyzeJudgeRow, loadJudgeRows, SET_ASIDE, type JudgeRow } from './judge-data';
import { riskOf } from './items';
import { type HoldOut, languageOf, trainJudge } from './judge-lib';
import { D_OR_F_RISK, rocAuc } from './metrics';

const argv = process.argv;
const flag = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const NOW = new Date('2026-11-28T00:00:00Z');
/** The shipped threshold and word limit (bench/EVAL.md says how they were chosen). */
export const JUDGE_THRESHOLD = 0.76;
export const JUDGE_MAX_WORDS = 60;
export const JUDGE_LINK_THRESHOLD = 0.5;
/** Long mail (JUDGE_MAX_WORDS up to this many words) and its bar; 0 words: not judged. */
export const JUDGE_LONG_WORDS = 250;
export const JUDGE_LONG_THRESHOLD = 0.75;
const THRESHOLD = Number(flag('--threshold', String(JUDGE_THRESHOLD)));
const LINK_THRESHOLD = Number(flag('--link-threshold', String(JUDGE_LINK_THRESHOLD)));
const SHORT_WORDS = Number(flag('--short-words', String(JUDGE_MAX_WORDS)));
/** Long mail: judged from SHORT_WORDS up to LONG_WORDS words at its own bar (off by default). */
const LONG_WORDS = Number(flag('--long-words', String(JUDGE_LONG_WORDS)));
const LONG_THRESHOLD = Number(flag('--long-threshold', String(JUDGE_LONG_THRESHOLD)));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

interface Judged extends JudgeRow {
  /** The judge's named inputs, read from the row's analysis. */
  inputs: string[];
  /** 100 - credibility score of today's pipeline without the judge (rules and the shipped model). */
  risk: number;
  /** The rules' red flags of medium or high severity, as "type/severity". */
  flags: string[];
}

function analyzeAll(): Judged[] {
  const cache = flag('--cache', '');
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const rows = loadJudgeRows(dataDirFromArgs(argv)).map((r, i, all) => {
    const it = analyzeJudgeRow(r);
    if (i % 4000 === 0) console.error(`Analyzed ${i} of ${all.length} (${elapsed()}).`);
    return {
      ...r,
      inputs: judgeInputs(r.text, it.signals.anatomy, it.signals.textLinks, detectLanguage(r.text)),
      risk: riskOf(it, shippedModel(), NOW),
      flags: [
        ...new Set(
          it.findings.redFlags
            .filter((f) => f.severity !== 'low')
            .map((f) => `${f.type}/${f.severity}`),
        ),
      ],
    };
  });
  if (cache) writeFileSync(cache, JSON.stringify(rows));
  return rows;
}

const HOLD_OUT = flag('--hold-out', 'source') as HoldOut;
if (HOLD_OUT !== 'source' && HOLD_OUT !== 'language')
  throw new Error('--hold-out takes "source" or "language".');
if (HOLD_OUT === 'language' && argv.includes('--write'))
  throw new Error(
    '--write ships the model measured leave-one-source-out: drop --hold-out language.',
  );
const rows = analyzeAll();
console.error(`${rows.length} rows (${elapsed()}).`);
// Counted as the runtime does (judge.ts): short by all its words, long mail by each sentence once.
const words = rows.map((r) => wordCount(r.text));
const distinctWords = rows.map((r) => distinctWordCount(r.text));
const training = trainJudge(rows, (s) => console.error(`${s} (${elapsed()})`), HOLD_OUT);
const OUT_OF = HOLD_OUT === 'language' ? 'out of language' : 'out of source';
const prob = training.probabilities;
const { a, b } = training.platt;
const trainable = rows.flatMap((r, i) => (r.neverTrain ? [] : [i]));

const GATE = flag('--gate', 'not-own');
/**
 * `--new-language-threshold 0.95`: the bar for a row whose model was not taught its language
 * (judge-lib.ts MIN_LANGUAGE_ROWS), to measure such a bar; the runtime has none (bench/EVAL.md).
 */
const NEW_LANGUAGE = Number(flag('--new-language-threshold', '0'));
const thresholds = { threshold: THRESHOLD, linkThreshold: LINK_THRESHOLD };
/** The bars for a row in a language its judge was not taught (as createJudge reads them). */
const untaught = (t: typeof thresholds) => ({
  threshold: Math.max(t.threshold, NEW_LANGUAGE),
  linkThreshold: Math.max(t.linkThreshold, NEW_LANGUAGE),
});
/** The runtime's decision (judge/inputs.ts); `--gate asks` lets a message's own way to act through. */
const longThresholds = { threshold: LONG_THRESHOLD, linkThreshold: LONG_THRESHOLD };
const barsOf = (i: number, t: typeof thresholds) => (training.taught[i] ? t : untaught(t));
const judgeAlone = (i: number) =>
  words[i]! < SHORT_WORDS
    ? judgeSaysScam(rows[i]!.inputs, prob[i]!, barsOf(i, thresholds), GATE === 'asks')
    : distinctWords[i]! < LONG_WORDS &&
      judgeSaysScam(rows[i]!.inputs, prob[i]!, barsOf(i, longThresholds), false, true);
const rulesSay = (i: number) => rows[i]!.risk > D_OR_F_RISK;
const judgeSays = (i: number) => rulesSay(i) || judgeAlone(i);
// The messages only the link threshold adds, out of source on trained-on sources: how often they
// were scams is what the report says of such a reading (JudgeWeights.linkShare).
const byLink = trainable.filter((i) => !rulesSay(i) && judgeAlone(i) && prob[i]! < THRESHOLD);
const byLinkScams = byLink.filter((i) => rows[i]!.label === 1).length;
const linkShare = byLink.length ? Math.round((100 * byLinkScams) / byLink.length) / 100 : 0;

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
  `Judge: threshold ${THRESHOLD} (${LINK_THRESHOLD} with a foreign, listed or look-alike link or a messaging app${NEW_LANGUAGE ? `; ${NEW_LANGUAGE} in a language its model was not taught` : ''}), messages under ${SHORT_WORDS} words that ask and do not reassure; Platt a=${a.toFixed(3)} b=${b.toFixed(3)}.`,
);
console.log(
  `Added by the link threshold alone (${OUT_OF}, trained-on sources): ${byLink.length} messages, ${pct(byLinkScams, byLink.length)} of them scams.`,
);
table(
  `Per message set (${OUT_OF}; set-aside sources and the corpora's test parts excluded):`,
  (r) => (r.neverTrain ? null : r.report.split(':')[0]!),
);
table(`Per source (${OUT_OF}):`, (r) => (r.neverTrain ? null : r.report));
if (argv.includes('--families'))
  table(`Per family (${OUT_OF}):`, (r) =>
    r.neverTrain || !r.family ? null : `${r.report.split(':')[0]} ${r.family}`,
  );
table(`Per language as the analyzer read it (${OUT_OF}):`, (r) =>
  r.neverTrain ? null : languageOf(r as Judged),
);
if (HOLD_OUT === 'language')
  table(
    "Per language, the corpora's test parts and the set-aside sources (never trained on, judged by a model that never saw their language):",
    (r) => (r.neverTrain ? `${languageOf(r as Judged)} ${r.report}` : null),
  );

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
    `\nCalibration ${OUT_OF} (trained-on sources, unweighted rows): expected calibration error ${ece.toFixed(3)}\n`,
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
// `--dump <file>`: one line per row (report, label, probability, today's risk, decision, text,
// the rules' flags of medium or high severity),
// for reading the misses and false alarms by eye.
const dump = flag('--dump', '');
if (dump)
  writeFileSync(
    dump,
    rows
      .map((r, i) =>
        [
          r.report,
          r.label,
          prob[i]!.toFixed(3),
          r.risk,
          judgeSays(i) ? 'DF' : '-',
          words[i],
          r.inputs.join(' '),
          r.text.replace(/\s+/g, ' '),
          (r.flags ?? []).join(' '),
        ].join('\t'),
      )
      .join('\n'),
  );
if (argv.includes('--write')) {
  const weights: JudgeWeights = {
    ...training.full,
    threshold: JUDGE_THRESHOLD,
    linkThreshold: JUDGE_LINK_THRESHOLD,
    linkShare,
    maxWords: JUDGE_MAX_WORDS,
    ...(JUDGE_LONG_WORDS > 0
      ? { longMaxWords: JUDGE_LONG_WORDS, longThreshold: JUDGE_LONG_THRESHOLD }
      : {}),
    about: `Trained by npm run eval:judge -- --write on ${trainable.length} messages of ${new Set(trainable.map((i) => rows[i]!.source)).size} sources (../shared/data and scripts/train/corpus, test parts and ${[...SET_ASIDE].join(', ')} left out); measured leave-one-source-out in bench/EVAL.md.`,
  };
  const out = resolve('resources/model/judge.json');
  writeFileSync(out, `${JSON.stringify(weights)}\n`);
  console.log(`Wrote ${out}.`);
}
console.log(`\nDone in ${elapsed()}.`);
