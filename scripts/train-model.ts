/**
 * npm run train: trains the learned model on the development parts of ../shared/data (fixed
 * seed, so the same data gives the same weights) and writes resources/model/weights.json, the
 * artefact the product ships. Nothing of the data itself is written, only hashed weights.
 */
import { writeFileSync } from 'node:fs';
import { dataDirFromArgs, WEIGHTS_PATH } from './eval/common';
import { loadDatasets } from './eval/datasets';
import { balance, knownGoodExamples, toExample, trainModel } from './eval/train-lib';

const started = performance.now();
const dataDir = dataDirFromArgs(process.argv);
const datasets = loadDatasets(dataDir);
const rows = datasets.flatMap((d) => d.rows);
const examples = balance([...rows.map((r) => toExample(r, 1)), ...knownGoodExamples()]);
const about = `Logistic regression over hashed n-grams; heads url/short/long; trained on ${datasets
  .map((d) => `${d.id} (${d.rows.length})`)
  .join(', ')} from the development data, plus known-good hosts; seed fixed; int8 weights.`;
const weights = trainModel(examples, about);
const json = JSON.stringify(weights);
writeFileSync(WEIGHTS_PATH, `${json}\n`);
console.log(
  `Trained on ${examples.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
for (const [g, h] of Object.entries(weights.heads))
  console.log(
    `  head ${g}: ${examples.filter((e) => e.genre === g).length} rows, 2^${h.bits} weights, bias ${h.bias}`,
  );
console.log(`Wrote ${WEIGHTS_PATH} (${(json.length / 1024).toFixed(0)} KB).`);
