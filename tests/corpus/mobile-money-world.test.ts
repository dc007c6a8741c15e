/**
 * The corpus of mobile money and everyday money messages in Africa, South Asia and the
 * Philippines (scripts/train/corpus/mobile-money-world.csv) is well-formed: its columns, labels,
 * channels and splits, a source named on every row (a page's address where one was found), about
 * two fifths held out with every family of three rows or more on both sides, scams and genuine
 * messages in English and in Swahili and French, and no text repeated or shared with the other
 * corpora or ../shared/data. It is measured, never trained on (scripts/eval/judge-data.ts).
 */
import { describe, expect, it } from 'vitest';
import { norm } from '../../scripts/eval/csv';
import {
  CORPUS_COLUMNS,
  corpusHeader,
  corpusRows,
  sharedWithData,
  sharedWithOtherCorpora,
} from '../helpers/corpus';

const FILE = 'mobile-money-world.csv';
const rows = corpusRows(FILE);
const testShare = (some: readonly (typeof rows)[number][]) =>
  some.filter((r) => r.split === 'test').length / some.length;

describe('the corpus of mobile money messages', () => {
  it('has the promised columns, 140 scams and 160 genuine rows', () => {
    expect(corpusHeader(FILE)).toEqual(CORPUS_COLUMNS);
    expect(rows.filter((r) => r.label === 'scam').length).toBeGreaterThanOrEqual(140);
    expect(rows.filter((r) => r.label === 'legit').length).toBeGreaterThanOrEqual(160);
  });

  it('gives every row a label, a family, a channel, a split and its source', () => {
    for (const r of rows) {
      const where = r.text!.slice(0, 50);
      expect(['scam', 'legit'], where).toContain(r.label);
      expect(r.family, where).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(['sms', 'chat', 'app'], where).toContain(r.channel);
      expect(['train', 'test'], where).toContain(r.split);
      expect(r.lang, where).toMatch(/^[a-z]{2}$/);
      expect(r.source_name!.trim().length, where).toBeGreaterThan(3);
      if (r.source_url) expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
      expect(r.text!.length, where).toBeGreaterThanOrEqual(20);
      expect(r.text!.length, where).toBeLessThanOrEqual(400);
    }
    expect(new Set(rows.map((r) => norm(r.text!))).size).toBe(rows.length);
  });

  it('holds out about two fifths, every family of three rows or more on both sides', () => {
    const families = new Set(rows.map((r) => `${r.label}:${r.family}`));
    for (const family of families) {
      const some = rows.filter((r) => `${r.label}:${r.family}` === family);
      if (some.length < 3) continue;
      expect(testShare(some), family).toBeGreaterThan(0);
      expect(testShare(some), family).toBeLessThan(1);
    }
    expect(testShare(rows)).toBeGreaterThan(0.3);
    expect(testShare(rows)).toBeLessThan(0.5);
  });

  it('has scams and genuine messages in Swahili and French as well as English', () => {
    for (const lang of ['en', 'sw', 'fr']) {
      expect(
        rows.some((r) => r.lang === lang && r.label === 'scam'),
        lang,
      ).toBe(true);
      expect(
        rows.some((r) => r.lang === lang && r.label === 'legit'),
        lang,
      ).toBe(true);
    }
  });

  it('shares no text with the other corpora of its folder nor the message sets', () => {
    expect(sharedWithOtherCorpora(FILE, rows)).toEqual([]);
    expect(sharedWithData(rows)).toEqual([]);
  });
});
