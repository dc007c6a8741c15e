/**
 * The development corpora of genuine messages in real organisations' own formats
 * (scripts/train/corpus/genuine-formats.csv: transactional and service messages;
 * genuine-promotions.csv: marketing and service texts) are well-formed: their columns, every row
 * legit with a family, language, channel, split and source page, a page never on both sides of the
 * split, English and ten other languages with several families each and about a third held out,
 * every text in the language its row names, and no text shared with another corpus of the folder
 * or with the message sets of ../shared/data (when that directory is there).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { norm } from '../../scripts/eval/csv';
import {
  CORPUS_COLUMNS,
  corpusHeader,
  corpusRows,
  misreadShare,
  pagesOnBothSides,
  SHARED_DATA,
  sharedWithData,
  sharedWithOtherCorpora,
} from '../helpers/corpus';

const OTHER_LANGUAGES = ['es', 'pt', 'fr', 'de', 'it', 'nl', 'id', 'vi', 'th', 'sw'];
/** Swahili is not among the language detector's 60 languages: its texts read as Tagalog or nothing. */
const UNDETECTABLE = new Set(['sw']);

const CORPORA = [
  {
    file: 'genuine-formats.csv',
    families: [
      'bank-alert',
      'mobile-money',
      'otp',
      'delivery',
      'order',
      'prescription',
      'appointment',
      'school',
      'utility',
      'bill',
      'password-reset',
      'renewal',
      'statement',
      'promotion',
      'travel',
      'account-notice',
    ],
    englishAtMost: 0.55,
    /** Swahili covers mobile money, codes and utilities only. */
    minFamilies: (lang: string) => (lang === 'sw' ? 3 : 4),
  },
  {
    file: 'genuine-promotions.csv',
    families: [
      'carrier-offer',
      'carrier-service',
      'bank-offer',
      'loyalty',
      'shop-promotion',
      'app-promotion',
      'charity-or-public',
      'survey',
    ],
    englishAtMost: 0.5,
    minFamilies: () => 4,
  },
];

for (const corpus of CORPORA)
  describe(`the corpus ${corpus.file}`, () => {
    const rows = corpusRows(corpus.file);

    it('has the promised columns and at least 220 rows', () => {
      expect(corpusHeader(corpus.file)).toEqual(CORPUS_COLUMNS);
      expect(rows.length).toBeGreaterThanOrEqual(220);
    });

    it('gives every row the legit label, a family, language, channel, text, split and source page', () => {
      for (const r of rows) {
        const where = r.text!.slice(0, 50);
        expect(r.label, where).toBe('legit');
        expect(corpus.families, where).toContain(r.family);
        expect(['sms', 'email', 'chat', 'call', 'voicemail'], where).toContain(r.channel);
        expect(['train', 'test'], where).toContain(r.split);
        expect(r.lang, where).toMatch(/^[a-z]{2}$/);
        expect(r.text!.trim().length, where).toBeGreaterThan(5);
        expect(r.source_name!.trim().length, where).toBeGreaterThan(3);
        expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
      }
    });

    it('holds no text twice and keeps each source page on one side of the split', () => {
      const texts = rows.map((r) => norm(r.text!));
      expect(new Set(texts).size).toBe(texts.length);
      expect(pagesOnBothSides(rows)).toEqual([]);
    });

    it('has at least 12 rows of several families in each other language, about a third held out', () => {
      const english = rows.filter((r) => r.lang === 'en').length / rows.length;
      expect(english).toBeGreaterThan(0.35);
      expect(english).toBeLessThan(corpus.englishAtMost);
      for (const lang of ['en', ...OTHER_LANGUAGES]) {
        const mine = rows.filter((r) => r.lang === lang);
        expect(mine.length, lang).toBeGreaterThanOrEqual(12);
        expect(new Set(mine.map((r) => r.family)).size, lang).toBeGreaterThanOrEqual(
          corpus.minFamilies(lang),
        );
        const test = mine.filter((r) => r.split === 'test').length / mine.length;
        expect(test, lang).toBeGreaterThan(0.2);
        expect(test, lang).toBeLessThan(0.45);
      }
    });

    it('writes each text in the language its row names', () => {
      // Short texts can be misread (a brand name, a short code): a few, no more.
      expect(misreadShare(rows, UNDETECTABLE)).toBeLessThan(0.05);
    });

    it('shares no text with the other corpora of its folder', () => {
      expect(sharedWithOtherCorpora(corpus.file, rows)).toEqual([]);
    });

    it.skipIf(!existsSync(SHARED_DATA))('repeats no text of ../shared/data', () => {
      expect(sharedWithData(rows)).toEqual([]);
    });
  });
