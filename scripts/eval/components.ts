/** Dev tool (npm run eval -- components): ROC-AUC of each scorecard part, rules only, per data set. */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyseOffline } from '../../src/server/analysis/offline/index';
import { score } from '../../src/server/analysis/score';
import { dataDirFromArgs } from './common';
import { loadDatasets } from './datasets';
import { rocAuc } from './metrics';

const ids = (process.env.DS ?? 'liar,fake-news').split(',');
for (const d of loadDatasets(dataDirFromArgs(process.argv)).filter((x) => ids.includes(x.id))) {
  const parts = new Map<string, number[]>();
  const labels: Array<0 | 1> = [];
  for (const row of d.rows) {
    const acq = acquireText(row.text);
    if (row.title) acq.title = row.title;
    const r = score(analyseOffline(acq), acq, { analyzedAt: new Date(), durationMs: 0, model: null });
    labels.push(row.label);
    const add = (k: string, v: number) => (parts.get(k) ?? parts.set(k, []).get(k)!).push(v);
    add('credibility(risk)', 100 - r.scorecard.credibilityScore);
    add('claims', r.claims.length);
    add('redFlags', r.redFlags.length);
    add('bias', r.scorecard.biasLevel);
    for (const b of r.scorecard.breakdown ?? []) add(b.component, b.component === 'red_flag_penalty' ? b.score : 100 - b.score);
  }
  console.log(d.id, [...parts].map(([k, v]) => `${k} ${rocAuc(v, labels).toFixed(3)} (mean ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(1)})`).join('\n  '));
}
