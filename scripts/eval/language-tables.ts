/**
 * npm run eval:languages -- [--data ../shared/data]: the figures of bench/EVAL.md's section on the
 * languages read from word tables, with the rules alone (no learned model), as counts and shares:
 * - Thai SMS in two parts: every fifth row of the file (rows 0, 5, 10, …), set aside and never read
 *   while the Thai table was written, and the other four fifths;
 * - the Indonesian SMS of `smishing` in the same two parts (labels ham, spam = promotions,
 *   smishing = fraud);
 * - the look-alike corpus (scripts/train/corpus/look-alikes.csv) by split and by language.
 * It prints no message text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './csv';
import { analyzeRow, riskOf } from './items';
import { D_OR_F_RISK } from './metrics';

const NOW = new Date('2026-11-28T00:00:00Z');
const arg = process.argv.indexOf('--data');
const dataDir = arg > 0 ? process.argv[arg + 1]! : join(process.cwd(), '..', 'shared', 'data');

function rowsOf(path: string): Array<Record<string, string>> {
  const [head, ...body] = parseCsv(readFileSync(path, 'utf8'));
  return body.map((c) => Object.fromEntries(head!.map((h, j) => [h, c[j] ?? ''])));
}

const counts = new Map<string, [number, number]>();
const count = (key: string, hit: boolean) => {
  const c = counts.get(key) ?? [0, 0];
  c[0]++;
  if (hit) c[1]++;
  counts.set(key, c);
};
const graded = (text: string) =>
  riskOf(analyzeRow({ text, label: 0 } as never), null, NOW) > D_OR_F_RISK;

rowsOf(join(dataDir, 'thai-sms', 'thai-sms.csv')).forEach((r, i) => {
  const part = i % 5 === 0 ? 'thai-sms, the fifth set aside' : 'thai-sms, the four fifths read';
  count(`${part} | ${r.label === 'scam' ? 'scams' : `genuine ${r.kind}`}`, graded(r.text!));
});
rowsOf(join(dataDir, 'smishing', 'smishing.csv'))
  .filter((r) => r.source!.startsWith('Indonesian'))
  .forEach((r, i) => {
    const part =
      i % 5 === 0 ? 'Indonesian SMS, the fifth set aside' : 'Indonesian SMS, the four fifths read';
    count(`${part} | ${r.label}`, graded(r.text!));
  });
for (const r of rowsOf(join(process.cwd(), 'scripts', 'train', 'corpus', 'look-alikes.csv'))) {
  const side = r.label === 'scam' ? 'scams' : 'genuine';
  const hit = graded(r.text!);
  count(`look-alikes, ${r.split} | ${side}`, hit);
  if (r.lang !== 'en') count(`look-alikes, ${r.split}, not English | ${side}`, hit);
  count(`look-alikes, ${r.lang} | ${side}`, hit);
}
console.log('| set and part | side | rows | graded D/F |');
console.log('| --- | --- | --- | --- |');
for (const [key, [n, d]] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
  const [set, side] = key.split(' | ');
  console.log(`| ${set} | ${side} | ${n} | ${d} (${((100 * d) / n).toFixed(1)}%) |`);
}
