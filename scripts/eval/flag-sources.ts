/**
 * Dev tool (`node scripts/eval.mjs flag-sources [--data <dir>] [--json <file>]`): how often any
 * medium or high red flag (the rules and the anatomy, no learned model) fires, per source, genre
 * and family: on the legitimate side a false alarm, on the scam side the catch of the flags. Also
 * the genuine transactional messages written for the tests (tests/analyzer/genuine-transactional.ts),
 * where any such flag is a false alarm, and where a flag's quote should never be a reassurance or
 * a time. The flags explain; the calibrated model decides: this measures the explanations only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTable } from '../../bench/lib';
import { GENUINE_TRANSACTIONAL } from '../../tests/analyzer/genuine-transactional';
import { dataDirFromArgs } from './common';
import { readCsv } from './csv';
import { type Row, loadDatasets } from './datasets';
import { analyzeRow } from './items';

const dir = dataDirFromArgs(process.argv);
const jsonAt = process.argv.indexOf('--json');
const jsonOut = jsonAt >= 0 ? process.argv[jsonAt + 1] : undefined;

interface Group {
  side: 'legit' | 'scam';
  name: string;
  rows: number;
  flagged: number;
  high: number;
  /** Flags whose quote is a time, or sits in a sentence that negates or reassures. */
  suspectQuotes: number;
  types: Map<string, number>;
}
const groups = new Map<string, Group>();

/** A time of day or an opening-hours range ("8:30am", "6pm", "0900-1730", "14:05"). */
const TIME =
  /(?<![\d.,])(?:\d{1,2}[:.h]\d{2}\s?(?:[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?|[0-2]\d[0-5]\d\s?[-–]\s?[0-2]\d[0-5]\d)(?![\d])/i;
/** Negators in the languages the rules read: a quote in a negated sentence is suspect. */
const NEGATED =
  /(?<![\p{L}])(?:never|not|no|n't|don't|won't|didn't|nobody|nothing|nunca|jamás|jamais|ne|n'|niemals|nie|nicht|kein\p{L}*|não|non|mai|nooit|niet|geen|tidak|jangan|bukan)(?![\p{L}])|n't|n’t/iu;

function sentenceAround(text: string, quote: string): string {
  const at = text.indexOf(quote);
  if (at < 0) return quote;
  const before = text.slice(0, at);
  const start =
    Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('\n')) + 1;
  const afterEnd = text.slice(at + quote.length).search(/[.?!](?:\s|$)|\n/);
  return text.slice(start, afterEnd < 0 ? undefined : at + quote.length + afterEnd);
}

function count(side: Group['side'], name: string, row: Row): void {
  const key = `${side}|${name}`;
  const g =
    groups.get(key) ??
    groups
      .set(key, { side, name, rows: 0, flagged: 0, high: 0, suspectQuotes: 0, types: new Map() })
      .get(key)!;
  g.rows++;
  const flags = analyzeRow(row).findings.redFlags.filter((f) => f.severity !== 'low');
  if (flags.length) g.flagged++;
  if (flags.some((f) => f.severity === 'high')) g.high++;
  if (
    side === 'legit' &&
    flags.some(
      (f) =>
        !!f.textExample &&
        (TIME.test(f.textExample) || NEGATED.test(sentenceAround(row.text, f.textExample))),
    )
  )
    g.suspectQuotes++;
  for (const t of new Set(flags.map((f) => f.type))) g.types.set(t, (g.types.get(t) ?? 0) + 1);
}

const asRow = (text: string, source: string): Row => ({
  dataset: 'smishing',
  text,
  title: null,
  label: 0,
  group: text,
  source,
});

const wanted = new Set(['legit-genres', 'phishing-email', 'smishing', 'modern-scams', 'sms']);
for (const d of loadDatasets(dir).filter((x) => wanted.has(x.id))) {
  for (const row of d.rows) {
    const side = row.label ? 'scam' : 'legit';
    const name =
      d.id === 'legit-genres'
        ? `legit-genres: ${row.source}`
        : d.id === 'modern-scams'
          ? `modern-scams: ${row.family ?? row.source}`
          : d.id === 'smishing'
            ? `smishing: ${row.label ? row.source : `ham (${row.source})`}`
            : d.id === 'sms'
              ? `UCI SMS: ${row.label ? 'spam' : 'ham'}`
              : `phishing-email: ${row.source}`;
    count(side, name, row);
  }
}
try {
  for (const r of readCsv(join(dir, 'thai-sms/thai-sms.csv'))) {
    const scam = r.label === 'scam';
    count(scam ? 'scam' : 'legit', `thai-sms: ${scam ? 'scam' : `genuine ${r.kind}`}`, {
      ...asRow(r.text!, 'thai-sms'),
      label: scam ? 1 : 0,
    });
  }
} catch {
  console.log('(thai-sms not found: skipped)');
}
for (const m of GENUINE_TRANSACTIONAL)
  count('legit', `written genuine transactional: ${m.kind}`, asRow(m.text, 'written'));

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)}%`;
const table = [...groups.values()]
  .sort((a, b) => a.side.localeCompare(b.side) || a.name.localeCompare(b.name))
  .map((g) => ({
    side: g.side,
    group: g.name,
    rows: g.rows,
    'medium/high': pct(g.flagged, g.rows),
    high: pct(g.high, g.rows),
    'quote is a time or negated': g.side === 'legit' ? String(g.suspectQuotes) : '',
    'commonest flags': [...g.types]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([t, n]) => `${t} ${pct(n, g.rows)}`)
      .join(', '),
  }));
printTable(table);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(table, null, 2)}\n`);
