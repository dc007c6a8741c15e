/**
 * npm run bench languages: what reading other languages costs per message. The language reader
 * (eld's extra-small database, loaded when the module is imported) and the meaning classes (each
 * language's index built on its first message) on the short texts of
 * scripts/knowledge/short-texts.csv, against a baseline measured in the same run: folding the
 * same texts' words (lower case, no diacritics), the least any word-level reading must do.
 */
import { join, resolve } from 'node:path';
import { readCsv } from '../scripts/eval/csv';
import { readLanguage } from '../src/server/analysis/knowledge/language';
import { meaningClassesOf } from '../src/server/analysis/knowledge/meaning-classes';
import { fold } from '../src/server/analysis/knowledge/meaning-morphology';
import { addSummary, measure, printTable, verdict } from './lib';

const rows = readCsv(join(resolve(import.meta.dirname, '..'), 'scripts/knowledge/short-texts.csv'));
const texts = rows.map((r) => ({ lang: r.lang!, text: r.text! }));
const per = (ms: number) => (ms * 1000) / texts.length;

/** Runs `fn` over every text. */
function each(fn: (t: { lang: string; text: string }) => unknown): () => void {
  return () => {
    for (const t of texts) fn(t);
  };
}

const RUNS = { runs: 100, warmup: 10 };
const foldOnly = await measure(
  each((t) => t.text.split(/\s+/).map(fold)),
  RUNS,
);
const lid = await measure(
  each((t) => readLanguage(t.text)),
  RUNS,
);
const classes = await measure(
  each((t) => meaningClassesOf(t.text, t.lang)),
  RUNS,
);
const both = await measure(
  each((t) => meaningClassesOf(t.text, readLanguage(t.text).code)),
  RUNS,
);

printTable([
  {
    step: 'fold the words (baseline)',
    'median µs per message': per(foldOnly.medianMs),
    'x baseline': 1,
  },
  {
    step: 'read the language',
    'median µs per message': per(lid.medianMs),
    'x baseline': lid.medianMs / foldOnly.medianMs,
  },
  {
    step: 'meaning classes',
    'median µs per message': per(classes.medianMs),
    'x baseline': classes.medianMs / foldOnly.medianMs,
  },
  {
    step: 'language, then classes',
    'median µs per message': per(both.medianMs),
    'x baseline': both.medianMs / foldOnly.medianMs,
  },
]);
console.log(
  `${texts.length} short messages in ${new Set(texts.map((t) => t.lang)).size} languages.`,
);
const perMessageMs = both.medianMs / texts.length;
addSummary({
  bench: 'languages',
  measure: 'language and meaning classes of an SMS',
  figure: `${(perMessageMs * 1000).toFixed(0)} µs`,
  goal: '< 1 ms',
  verdict: verdict(perMessageMs, { atMost: 1 }),
});
