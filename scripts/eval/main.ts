/**
 * npm run eval: ROC-AUC of (100 - credibilityScore) against the bad label for every labelled data
 * set in ../shared/data, through the real pipeline (acquireText -> offline analyser -> score).
 * Three columns: the rules alone (no model), the shipped model (trained on all of this data, so
 * in-sample), and k-fold cross-validation (the model retrained without the held-out fold; rows
 * of one group, e.g. one host's URLs or duplicate texts, stay in one fold), so overfitting shows.
 * Then the persuasion-technique report. `-- --write` saves the figures to src/shared/evaluation.json.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyseOffline } from '../../src/server/analysis/offline/index';
import { createModel, shippedModel, type LearnedModel } from '../../src/server/analysis/offline/model/index';
import { score } from '../../src/server/analysis/score';
import type { Acquired, Findings } from '../../src/server/analysis/types';
import type { Evaluation, EvaluationRow } from '../../src/shared/evaluation';
import { printTable } from '../../bench/lib';
import { dataDirFromArgs } from './common';
import { loadDatasets, type Row } from './datasets';
import { rocAuc } from './metrics';
import { balance, knownGoodExamples, toExample, trainModel } from './train-lib';

const argv = process.argv;
const foldsArg = argv.indexOf('--folds');
const FOLDS = foldsArg >= 0 ? Number(argv[foldsArg + 1]) : 5;
const started = performance.now();
const dataDir = dataDirFromArgs(argv);
const onlyArg = argv.indexOf('--only');
const only = onlyArg >= 0 ? (argv[onlyArg + 1] ?? '').split(',') : null;
const datasets = loadDatasets(dataDir).filter((d) => !only || only.includes(d.id));
const now = new Date();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

interface Item {
  row: Row;
  acquired: Acquired;
  findings: Findings;
  fold: number;
}

function acquire(row: Row): Acquired {
  const acquired = acquireText(row.text);
  if (row.title) {
    acquired.type = 'article';
    acquired.title = row.title;
  }
  return acquired;
}

const items: Item[] = [];
for (const d of datasets) {
  for (const row of d.rows) {
    const acquired = acquire(row);
    items.push({ row, acquired, findings: analyseOffline(acquired), fold: 0 });
  }
}
// Item i is example i; the known-good hosts come after them and are never held out.
const examples = balance([...items.map((it) => toExample(it.row, FOLDS)), ...knownGoodExamples()]);
items.forEach((it, i) => (it.fold = examples[i]!.fold));
console.error(`Analysed ${items.length} rows (${elapsed()}).`);

const risk = (it: Item, model: LearnedModel | null) =>
  100 - score(it.findings, it.acquired, { analyzedAt: now, durationMs: 0, model }).scorecard.credibilityScore;

const rulesOnly = items.map((it) => risk(it, null));
const inSample = items.map((it) => risk(it, shippedModel()));
const crossValidated = new Array<number>(items.length).fill(NaN);
// The fold model's own log-odds, without the rules: shows what the model generalises to alone
// (e.g. on scam domains, where the shipped scam list makes the rules perfect in-sample).
const modelAlone = new Array<number>(items.length).fill(NaN);
for (let k = 0; k < FOLDS; k++) {
  const model = createModel(trainModel(examples.filter((e) => e.fold !== k), `fold ${k}`));
  items.forEach((it, i) => {
    if (it.fold !== k) return;
    crossValidated[i] = risk(it, model);
    modelAlone[i] = model.read({ text: it.acquired.text, title: it.acquired.title, url: it.acquired.url, links: it.acquired.links }).logit;
  });
  console.error(`Fold ${k + 1}/${FOLDS} done (${elapsed()}).`);
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const results: EvaluationRow[] = datasets.map((d) => {
  const idx = items.flatMap((it, i) => (it.row.dataset === d.id ? [i] : []));
  const labels = idx.map((i) => items[i]!.row.label);
  const auc = (xs: number[]) => round(rocAuc(idx.map((i) => xs[i]!), labels));
  return {
    dataset: d.id,
    label: d.label,
    rows: idx.length,
    bad: labels.filter((l) => l === 1).length,
    rulesOnlyAuc: auc(rulesOnly),
    inSampleAuc: auc(inSample),
    crossValidatedAuc: auc(crossValidated),
    modelAloneCvAuc: auc(modelAlone),
    goal: d.goal,
  };
});

console.log(`\nROC-AUC of (100 - credibilityScore) against the bad label; ${FOLDS}-fold CV retrains the model without the held-out fold.\n`);
printTable(
  results.map((r) => ({
    'data set': r.label,
    rows: r.rows,
    bad: r.bad,
    'rules only': r.rulesOnlyAuc.toFixed(3),
    'in-sample (shipped model)': r.inSampleAuc.toFixed(3),
    [`${FOLDS}-fold CV`]: r.crossValidatedAuc.toFixed(3),
    'model alone, CV': (r.modelAloneCvAuc ?? NaN).toFixed(3),
    goal: r.goal.toFixed(2),
    'CV meets goal': r.crossValidatedAuc >= r.goal ? 'yes' : 'no',
  })),
);

const persuasionPath = resolve('scripts/eval/persuasion.ts');
if (existsSync(persuasionPath)) {
  const { persuasionReport } = (await import('./persuasion')) as { persuasionReport: (dir: string) => Promise<Array<Record<string, string | number>>> };
  console.log('\nPersuasion techniques (SemEval-2021 task 6), detection by the bias detector:\n');
  printTable(await persuasionReport(dataDir));
}
console.log(`\nDone in ${elapsed()}.`);

if (argv.includes('--write') && !only) {
  const evaluation: Evaluation = {
    generatedAt: now.toISOString(),
    command: 'npm run eval -- --write',
    folds: FOLDS,
    metric: 'ROC-AUC of (100 - credibilityScore) against the bad label',
    rows: results,
  };
  const out = resolve('src/shared/evaluation.json');
  writeFileSync(out, `${JSON.stringify(evaluation, null, 2)}\n`);
  console.log(`Wrote ${out}.`);
}
