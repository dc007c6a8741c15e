/**
 * The development corpus of genuine look-alikes and reported scams (scripts/train/corpus/
 * look-alikes.csv, issue 33 item 1) is well-formed: its columns, labels, channels and splits,
 * a source page on every row, a page never on both sides of the split, the languages it promises
 * with both labels each, and every text in the language its row names.
 */
import { describe, expect, it } from 'vitest';
import {
  CORPUS_COLUMNS,
  corpusHeader,
  corpusRows,
  misreadShare,
  pagesOnBothSides,
} from '../helpers/corpus';

const FILE = 'look-alikes.csv';
const rows = corpusRows(FILE);
const MAIN_LANGUAGES = ['es', 'pt', 'fr', 'de', 'it', 'nl', 'id', 'vi'];

describe('the look-alike corpus', () => {
  it('has the promised columns and at least 600 rows', () => {
    expect(corpusHeader(FILE)).toEqual(CORPUS_COLUMNS);
    expect(rows.length).toBeGreaterThanOrEqual(600);
  });

  it('gives every row a label, family, language, channel, text, split and source page', () => {
    for (const r of rows) {
      const where = r.text!.slice(0, 50);
      expect(['scam', 'legit'], where).toContain(r.label);
      expect(['sms', 'email', 'chat', 'voicemail'], where).toContain(r.channel);
      expect(['train', 'test'], where).toContain(r.split);
      expect(r.family, where).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(r.lang, where).toMatch(/^[a-z]{2}$/);
      expect(r.text!.trim().length, where).toBeGreaterThan(5);
      expect(r.source_name!.trim().length, where).toBeGreaterThan(3);
      expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
    }
  });

  it('holds no text twice', () => {
    const texts = rows.map((r) => r.text!.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps each source page on one side of the split', () => {
    expect(pagesOnBothSides(rows)).toEqual([]);
  });

  it('has at least 40 rows with both labels in each main language, about a third held out', () => {
    for (const lang of MAIN_LANGUAGES) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(mine.length, lang).toBeGreaterThanOrEqual(40);
      expect(
        mine.some((r) => r.label === 'scam') && mine.some((r) => r.label === 'legit'),
        lang,
      ).toBe(true);
      const test = mine.filter((r) => r.split === 'test').length / mine.length;
      expect(test, lang).toBeGreaterThan(0.2);
      expect(test, lang).toBeLessThan(0.45);
    }
    for (const lang of new Set(rows.map((r) => r.lang!))) {
      const labels = new Set(rows.filter((r) => r.lang === lang).map((r) => r.label));
      expect(labels.size, lang).toBe(2);
    }
  });

  it('writes each text in the language its row names', () => {
    // Short texts can be misread (a Polish code message, a Dutch brand name): a few, no more.
    expect(misreadShare(rows, new Set())).toBeLessThan(0.05);
  });
});
