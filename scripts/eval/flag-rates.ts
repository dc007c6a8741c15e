/**
 * Dev tool (`node scripts/eval.mjs flags`): each red-flag rule's hit rate, by severity, on the bad
 * side and on every legitimate source, the SpamAssassin way: a rule that hits legitimate text is
 * demoted or removed however well it catches.
 */
import { printTable } from '../../bench/lib';
import { dataDirFromArgs } from './common';
import { loadDatasets } from './datasets';
import { analyzeRow } from './items';

const sets = (process.env.DS ?? 'legit-genres,phishing-email,smishing,sms').split(',');
const datasets = loadDatasets(dataDirFromArgs(process.argv)).filter((d) => sets.includes(d.id));
const groups = new Map<string, { rows: number; hits: Map<string, number> }>();
for (const d of datasets) {
  for (const row of d.rows) {
    const key = `${d.id}:${row.label ? 'bad' : row.dataset === 'legit-genres' ? row.source : 'good'}`;
    const g = groups.get(key) ?? groups.set(key, { rows: 0, hits: new Map() }).get(key)!;
    g.rows++;
    const item = analyzeRow(row);
    for (const t of new Set(
      item.findings.redFlags
        .filter((f) => f.severity !== 'low')
        .map((f) => `${f.type}/${f.severity}`),
    )) {
      g.hits.set(t, (g.hits.get(t) ?? 0) + 1);
    }
  }
}
const types = [...new Set([...groups.values()].flatMap((g) => [...g.hits.keys()]))].sort();
printTable(
  types.map((t) => ({
    rule: t,
    ...Object.fromEntries(
      [...groups].map(([k, g]) => [k, `${(((g.hits.get(t) ?? 0) / g.rows) * 100).toFixed(1)}%`]),
    ),
  })),
);
