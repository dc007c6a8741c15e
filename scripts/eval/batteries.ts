/**
 * npm run eval:batteries: the batteries of scripts/eval/batteries, each run through the offline
 * analysis as a pasted text is (acquireText, the signals with the shipped models, the offline
 * analyzer, the score), with what they catch and what they call scams, by language. A battery is
 * a set of messages a helper wrote from public warning pages and the formats firms publish, with
 * no sight of the product, its data or the other batteries (README.md there). Battery 33 is kept
 * as the measure: it is only ever run for these figures, never read; the others were read after
 * their first run, and what they showed was mended. Nothing here trains anything.
 *
 * `--rows` prints each message the analysis gets wrong (id, family, language, grade): for the read
 * batteries only; the measure's rows are never printed.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyzeOffline } from '../../src/server/analysis/offline/index';
import { score } from '../../src/server/analysis/score/index';
import { computeSignals } from '../../src/server/analysis/signals';
import { printTable } from '../../bench/lib';
import { readCsv } from './csv';

/** The battery kept unread as the measure: its rows are never printed. */
export const MEASURE_BATTERY = 'battery33';
const DIR = resolve(import.meta.dirname, 'batteries');
const NOW = new Date('2026-12-08T00:00:00Z');
const showRows = process.argv.includes('--rows');

interface Count {
  scams: number;
  missed: number;
  genuine: number;
  flagged: number;
}
const empty = (): Count => ({ scams: 0, missed: 0, genuine: 0, flagged: 0 });
const pct = (n: number, of: number) => (of ? `${n}/${of} (${((100 * n) / of).toFixed(1)}%)` : '-');

const table: Array<Record<string, string>> = [];
for (const file of readdirSync(DIR)
  .filter((f) => f.endsWith('.csv'))
  .sort()) {
  const name = file.replace(/\.csv$/, '');
  const byLanguage = new Map<string, Count>();
  const all = empty();
  const wrong: string[] = [];
  for (const row of readCsv(resolve(DIR, file))) {
    const acquired = acquireText(row.text!);
    const signals = computeSignals(acquired);
    const results = score(analyzeOffline(acquired, signals), acquired, signals, {
      analyzedAt: NOW,
      durationMs: 0,
    });
    const grade = results.summary.overallGrade;
    const warned = grade === 'D' || grade === 'F';
    const lang = row.lang ?? '?';
    const c = byLanguage.get(lang) ?? empty();
    byLanguage.set(lang, c);
    for (const k of [c, all]) {
      if (row.label === 'scam') {
        k.scams++;
        if (!warned) k.missed++;
      } else {
        k.genuine++;
        if (warned) k.flagged++;
      }
    }
    if ((row.label === 'scam') !== warned)
      wrong.push(`  ${row.id} ${row.label} ${lang} ${row.family}: ${grade}`);
  }
  const measure = name === MEASURE_BATTERY ? ' (the measure, never read)' : '';
  table.push({
    battery: `${name}${measure}`,
    language: 'all',
    'scams missed': pct(all.missed, all.scams),
    'genuine graded D or F': pct(all.flagged, all.genuine),
  });
  for (const [lang, c] of [...byLanguage].sort((a, b) => b[1].scams - a[1].scams))
    table.push({
      battery: '',
      language: lang,
      'scams missed': pct(c.missed, c.scams),
      'genuine graded D or F': pct(c.flagged, c.genuine),
    });
  if (showRows && !measure && wrong.length) console.log(`${name}, wrong:\n${wrong.join('\n')}`);
}
printTable(table);
