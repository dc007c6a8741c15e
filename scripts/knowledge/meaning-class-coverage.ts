/**
 * How often each meaning class fires on the scam and the genuine side of the Indonesian rows of
 * smishing (smishing vs ham; the operators' promotions, `spam`, apart) and of thai-sms (scam vs
 * genuine; its rows are read in the language the language reader finds, so the Thai ones get
 * none: Thai has no classes yet).
 *
 *   node scripts/knowledge/run-ts.mjs scripts/knowledge/meaning-class-coverage.ts [DATA_DIR]
 */
import { join, resolve } from 'node:path';
import { readCsv } from '../eval/csv';
import { detectLanguage } from '../../src/server/analysis/knowledge/language';
import {
  MEANING_CLASSES,
  meaningClassesOf,
} from '../../src/server/analysis/knowledge/meaning-classes';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = resolve(process.argv[3] ?? join(ROOT, '../../shared/data'));

interface Side {
  name: string;
  texts: string[];
  lang?: string;
}

function table(title: string, sides: Side[]): void {
  const fired = sides.map((side) => {
    const counts = new Map<string, number>();
    let any = 0;
    let ms = 0;
    for (const text of side.texts) {
      const t0 = performance.now();
      const found = meaningClassesOf(text, side.lang ?? detectLanguage(text));
      ms += performance.now() - t0;
      if (Object.keys(found).length) any++;
      for (const cls of Object.keys(found)) counts.set(cls, (counts.get(cls) ?? 0) + 1);
    }
    return { counts, any, ms };
  });
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(`\n${title}`);
  console.log(`| class | ${sides.map((s) => `${s.name} (${s.texts.length})`).join(' | ')} |`);
  console.log(`|---|${sides.map(() => '---:').join('|')}|`);
  for (const cls of MEANING_CLASSES) {
    if (fired.every((f) => !f.counts.get(cls))) continue;
    console.log(
      `| ${cls} | ${fired.map((f, i) => pct(f.counts.get(cls) ?? 0, sides[i]!.texts.length)).join(' | ')} |`,
    );
  }
  console.log(
    `| any class | ${fired.map((f, i) => pct(f.any, sides[i]!.texts.length)).join(' | ')} |`,
  );
  console.log(
    `| mean time | ${fired.map((f, i) => `${(f.ms / Math.max(1, sides[i]!.texts.length)).toFixed(3)} ms`).join(' | ')} |`,
  );
}

const smishing = readCsv(join(DATA, 'smishing/smishing.csv')).filter((r) =>
  r.source!.startsWith('Indonesian'),
);
const bySms = (label: string) => smishing.filter((r) => r.label === label).map((r) => r.text!);
table('Indonesian SMS (smishing.csv), read as Indonesian', [
  { name: 'smishing', texts: bySms('smishing'), lang: 'id' },
  { name: 'ham', texts: bySms('ham'), lang: 'id' },
  { name: 'spam (promotions)', texts: bySms('spam'), lang: 'id' },
]);
const thai = readCsv(join(DATA, 'thai-sms/thai-sms.csv'));
const byThai = (label: string, lang: string) =>
  thai.filter((r) => r.label === label && r.lang === lang).map((r) => r.text!);
table('thai-sms, each row in the language read from it', [
  { name: 'scam, Thai', texts: byThai('scam', 'th') },
  { name: 'genuine, Thai', texts: byThai('genuine', 'th') },
  { name: 'scam, English', texts: byThai('scam', 'en') },
  { name: 'genuine, English', texts: byThai('genuine', 'en') },
]);

const corpus = readCsv(join(ROOT, 'scripts/train/corpus/look-alikes.csv'));
for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'id', 'vi']) {
  const side = (label: string) =>
    corpus.filter((r) => r.lang === lang && r.label === label).map((r) => r.text!);
  table(`look-alike corpus, ${lang}`, [
    { name: 'scam', texts: side('scam'), lang },
    { name: 'legit', texts: side('legit'), lang },
  ]);
}
