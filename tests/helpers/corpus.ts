/**
 * Checks shared by the tests of the development corpora in scripts/train/corpus (look-alikes,
 * genuine formats, genuine promotions, long mail): their columns, a source page never on both
 * sides of the split, each text in the language its row names, and no text repeated from another
 * corpus or from the message sets of ../shared/data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { norm, parseCsv, readCsv } from '../../scripts/eval/csv';
import { detectLanguage } from '../../src/server/analysis/knowledge/language';

export const CORPUS_DIR = resolve(__dirname, '../../scripts/train/corpus');
export const CORPUS_FILES = [
  'look-alikes.csv',
  'genuine-formats.csv',
  'genuine-promotions.csv',
  'long-mail.csv',
  'long-mail-more.csv',
  'retold.csv',
  'work-and-strangers.csv',
  'mobile-money-world.csv',
  'public-warnings.csv',
];
export const CORPUS_COLUMNS = [
  'label',
  'family',
  'lang',
  'channel',
  'text',
  'source_name',
  'source_url',
  'split',
];
export const SHARED_DATA = resolve(__dirname, '../../../shared/data');
/** The message sets of ../shared/data whose `text` column a corpus text must not repeat. */
const SHARED_SETS = [
  'smishing/smishing.csv',
  'modern-scams/modern-scams.csv',
  'thai-sms/thai-sms.csv',
  'sms-spam/dev.csv',
];

export type CorpusRow = Record<string, string | undefined>;

export const corpusHeader = (file: string) =>
  parseCsv(readFileSync(resolve(CORPUS_DIR, file), 'utf8'))[0];
export const corpusRows = (file: string): CorpusRow[] => readCsv(resolve(CORPUS_DIR, file));

/** Source pages with rows on both sides of the split (none may be). */
export function pagesOnBothSides(rows: readonly CorpusRow[]): string[] {
  const sides = new Map<string, Set<string>>();
  for (const r of rows)
    sides.set(r.source_url!, (sides.get(r.source_url!) ?? new Set()).add(r.split!));
  return [...sides].filter(([, s]) => s.size > 1).map(([url]) => url);
}

/**
 * The share of rows the language detector reads as another language than the row names; rows in
 * a language it cannot name (Swahili is not among eld's 60) are left out.
 */
export function misreadShare(
  rows: readonly CorpusRow[],
  undetectable: ReadonlySet<string>,
): number {
  const checked = rows.filter((r) => !undetectable.has(r.lang!));
  const wrong = checked.filter((r) => {
    const got = detectLanguage(r.text!);
    return got !== 'und' && got !== r.lang;
  });
  return wrong.length / checked.length;
}

/** Texts of these rows that another corpus of the folder also holds. */
export function sharedWithOtherCorpora(file: string, rows: readonly CorpusRow[]): string[] {
  const theirs = new Set<string>();
  for (const other of CORPUS_FILES) {
    const path = resolve(CORPUS_DIR, other);
    if (other !== file && existsSync(path))
      for (const r of readCsv(path)) theirs.add(norm(r.text ?? ''));
  }
  return rows.filter((r) => theirs.has(norm(r.text!))).map((r) => r.text!);
}

/** Texts of these rows that a message set of ../shared/data holds (none when it is absent). */
export function sharedWithData(rows: readonly CorpusRow[]): string[] {
  const mine = new Map(rows.map((r) => [norm(r.text!), r.text!]));
  const shared: string[] = [];
  for (const set of SHARED_SETS) {
    const path = resolve(SHARED_DATA, set);
    if (!existsSync(path)) continue;
    for (const r of readCsv(path)) {
      const text = mine.get(norm(r.text ?? ''));
      if (text !== undefined) shared.push(text);
    }
  }
  return shared;
}
