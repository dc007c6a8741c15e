/**
 * npm run eval -- diagnose (dev tool): model-only cross-validated ROC-AUC per data set and head,
 * for a grid of training options, to tune the heads without running the whole pipeline.
 */
import { dataDirFromArgs } from './common';
import { loadDatasets } from './datasets';
import { rocAuc } from './metrics';
import {
  HEAD_BITS,
  balance,
  toExample,
  trainHead,
  type Example,
  type TrainOptions,
} from './train-lib';

const FOLDS = 5;
const datasets = loadDatasets(dataDirFromArgs(process.argv)).filter((d) =>
  (process.env.DS ?? 'fake-news,liar').split(',').includes(d.id),
);
const examples = balance(datasets.flatMap((d) => d.rows).map((r) => toExample(r, FOLDS)));
const grid: TrainOptions[] = JSON.parse(
  process.env.GRID ?? '[{"epochs":6,"learningRate":0.2,"l2":1e-6}]',
);
for (const opt of grid) {
  const oof = new Array<number>(examples.length).fill(0);
  for (let k = 0; k < FOLDS; k++) {
    for (const genre of ['short', 'long', 'url'] as const) {
      const train = examples.filter((e) => e.fold !== k && e.genre === genre);
      if (!train.length) continue;
      const { w, bias } = trainHead(train, HEAD_BITS[genre], opt);
      examples.forEach((e: Example, i) => {
        if (e.fold !== k || e.genre !== genre) return;
        let z = bias;
        for (let j = 0; j < e.indices.length; j++) z += w[e.indices[j]!]! * e.values[j]!;
        oof[i] = z;
      });
    }
  }
  const out = datasets.map((d) => {
    const idx = examples.flatMap((e, i) => (e.dataset === d.id ? [i] : []));
    return `${d.id} ${rocAuc(
      idx.map((i) => oof[i]!),
      idx.map((i) => examples[i]!.label),
    ).toFixed(3)}`;
  });
  console.log(JSON.stringify(opt), out.join('  '));
}
