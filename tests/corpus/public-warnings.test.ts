/**
 * The corpus of messages written after public warning pages and firms' published formats
 * (scripts/train/corpus/public-warnings.csv) is well-formed: its columns, labels, channels and
 * splits, the page each row follows on every row, a page never on both sides of the split, about a
 * third held out, scams and genuine messages in each of the eleven languages the judge is measured
 * in, the issue's own examples left out (the judge's pinned tests), and no text repeated or shared
 * with the other corpora or ../shared/data. Its train part trains the judge
 * (scripts/eval/judge-data.ts).
 */
import { describe, expect, it } from 'vitest';
import { norm } from '../../scripts/eval/csv';
import {
  CORPUS_COLUMNS,
  corpusHeader,
  corpusRows,
  pagesOnBothSides,
  sharedWithData,
  sharedWithOtherCorpora,
} from '../helpers/corpus';

const FILE = 'public-warnings.csv';
const rows = corpusRows(FILE);
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'id', 'vi'];
/** The issue's "Why" examples, by what names them: none may be in the training data. */
const ISSUE_EXAMPLES =
  /bestbuy|tollpay-center|\$9,?000|hong kong|uncle|\bboots\b|dropbox|\bameli\b|tiktok|\bgym\b/i;

describe('the corpus of public warnings and published formats', () => {
  it('has the promised columns, 350 scams and 400 genuine rows', () => {
    expect(corpusHeader(FILE)).toEqual(CORPUS_COLUMNS);
    expect(rows.filter((r) => r.label === 'scam').length).toBeGreaterThanOrEqual(350);
    expect(rows.filter((r) => r.label === 'legit').length).toBeGreaterThanOrEqual(400);
  });

  it('gives every row a label, a family, a channel, a split and the page it follows', () => {
    for (const r of rows) {
      const where = r.text!.slice(0, 50);
      expect(['scam', 'legit'], where).toContain(r.label);
      expect(r.family, where).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(['sms', 'chat', 'email', 'call', 'social'], where).toContain(r.channel);
      expect(['train', 'test'], where).toContain(r.split);
      expect(r.lang, where).toMatch(/^[a-z]{2}$/);
      expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
      expect(r.text!.length, where).toBeGreaterThanOrEqual(20);
      expect(r.text!, where).not.toMatch(ISSUE_EXAMPLES);
    }
    expect(new Set(rows.map((r) => norm(r.text!))).size).toBe(rows.length);
  });

  it('holds out about a third, by page', () => {
    expect(pagesOnBothSides(rows)).toEqual([]);
    const held = rows.filter((r) => r.split === 'test').length / rows.length;
    expect(held).toBeGreaterThan(0.25);
    expect(held).toBeLessThan(0.45);
  });

  it('trains on scams and genuine messages in every language the judge is measured in', () => {
    for (const lang of LANGUAGES)
      for (const label of ['scam', 'legit'])
        expect(
          rows.some((r) => r.lang === lang && r.label === label && r.split === 'train'),
          `${lang} ${label}`,
        ).toBe(true);
  });

  it('shares no text with the other corpora of its folder nor the message sets', () => {
    expect(sharedWithOtherCorpora(FILE, rows)).toEqual([]);
    expect(sharedWithData(rows)).toEqual([]);
  });
});
