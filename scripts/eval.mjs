// npm run eval [-- --write] [-- --data <dir>] [-- --folds <k>]: scores every labelled data set in
// ../shared/data with the real analyzer and prints ROC-AUC (scripts/eval/main.ts).
// npm run train: retrains the learned model (scripts/train-model.ts); `node scripts/eval.mjs
// train-claims` refits the claim-choice weights (scripts/eval/train-claims.ts); `node scripts/eval.mjs claims`
// prints the claim figures (scripts/eval/claims-report.ts). Dev tools: `node scripts/eval.mjs
// diagnose` (model-only CV per head) and `node scripts/eval.mjs flags` (each rule's hit rate, bad vs legitimate);
// `node scripts/eval.mjs flag-sources` (how often a medium or high flag fires per source, genre and family).
// `node scripts/eval.mjs docs` writes the evaluation table of docs/how-it-judges.md from evaluation.json.
// Both go through Vite's module runner, as the benches do, so server code loads as the build sees it.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const scripts = {
  train: 'scripts/train-model.ts',
  'train-claims': 'scripts/eval/train-claims.ts',
  claims: 'scripts/eval/claims-report.ts',
  diagnose: 'scripts/eval/diagnose.ts',
  flags: 'scripts/eval/flag-rates.ts',
  'flag-sources': 'scripts/eval/flag-sources.ts',
  'train-domains': 'scripts/eval/train-domains.ts',
  docs: 'scripts/docs/evaluation-table.ts',
};
const script = scripts[process.argv[2]] ?? 'scripts/eval/main.ts';
await runnerImport(resolve(script), { configFile: false, logLevel: 'error' });
