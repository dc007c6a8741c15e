/**
 * The corpus of scams retold by the people who met them (scripts/train/corpus/retold.csv) is
 * well-formed: its columns, labels, families and channels, every text 25 to 160 words with a
 * source page, a page never on both sides of the split and about a third held out, genuine
 * accounts, questions and warnings beside the scam reports (so "I got a text" is no mark of a
 * scam), other languages with both labels, every text in the language its row names, and no text
 * (nor its first 40 characters) shared with the other corpora or with ../shared/data.
 */
import { describe, expect, it } from 'vitest';
import { norm } from '../../scripts/eval/csv';
import {
  CORPUS_COLUMNS,
  corpusHeader,
  corpusRows,
  misreadShare,
  pagesOnBothSides,
  sharedWithData,
  sharedWithOtherCorpora,
} from '../helpers/corpus';

const FILE = 'retold.csv';
const rows = corpusRows(FILE);
const SCAM_FAMILIES = [
  'bank-impersonation',
  'government-impersonation',
  'tech-support',
  'refund-overpayment',
  'grandparent-family-emergency',
  'romance',
  'investment-crypto',
  'pig-butchering-wrong-number',
  'job-task',
  'fake-check',
  'marketplace',
  'parcel-delivery-fee',
  'toll-fine',
  'prize-sweepstakes-lottery',
  'utility-shutoff',
  'rental-housing',
  'online-shop-nondelivery',
  'account-takeover-code',
  'phishing-email-login',
  'sextortion',
  'charity',
  'loan-advance-fee',
  'subscription-renewal',
  'impersonated-friend-social-media',
];
const LEGIT_FAMILIES = ['genuine-experience', 'question-genuine', 'warning'];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const testShare = (some: readonly (typeof rows)[number][]) =>
  some.filter((r) => r.split === 'test').length / some.length;

describe('the corpus of retold scams', () => {
  it('has the promised columns, 200 scam reports and 100 genuine rows', () => {
    expect(corpusHeader(FILE)).toEqual(CORPUS_COLUMNS);
    expect(rows.filter((r) => r.label === 'scam').length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((r) => r.label === 'legit').length).toBeGreaterThanOrEqual(100);
  });

  it('gives every row a family of its label, a channel, a split and a source page', () => {
    for (const r of rows) {
      const where = r.text!.slice(0, 50);
      expect(r.label === 'scam' ? SCAM_FAMILIES : LEGIT_FAMILIES, where).toContain(r.family);
      expect(['report', 'question', 'warning'], where).toContain(r.channel);
      expect(['train', 'test'], where).toContain(r.split);
      expect(r.source_name!.trim().length, where).toBeGreaterThan(3);
      expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
      expect(words(r.text!), where).toBeGreaterThanOrEqual(25);
      expect(words(r.text!), where).toBeLessThanOrEqual(160);
    }
    expect(new Set(rows.map((r) => norm(r.text!))).size).toBe(rows.length);
  });

  it('covers every scam family and every genuine kind on both sides of the split', () => {
    for (const family of [...SCAM_FAMILIES, ...LEGIT_FAMILIES]) {
      const some = rows.filter((r) => r.family === family);
      expect(some.length, family).toBeGreaterThanOrEqual(5);
      expect(testShare(some), family).toBeGreaterThan(0);
      expect(testShare(some), family).toBeLessThan(1);
    }
  });

  it('keeps each source page on one side of the split, about a third held out', () => {
    expect(pagesOnBothSides(rows)).toEqual([]);
    expect(testShare(rows)).toBeGreaterThan(0.25);
    expect(testShare(rows)).toBeLessThan(0.4);
  });

  it('has both labels in at least six languages besides English', () => {
    const langs = new Set(rows.map((r) => r.lang!));
    const both = [...langs].filter(
      (l) =>
        l !== 'en' &&
        rows.some((r) => r.lang === l && r.label === 'scam') &&
        rows.some((r) => r.lang === l && r.label === 'legit'),
    );
    expect(both.length).toBeGreaterThanOrEqual(6);
  });

  it('writes each text in the language its row names', () => {
    expect(misreadShare(rows, new Set())).toBeLessThan(0.03);
  });

  it('shares no text with the other corpora of its folder nor the message sets', () => {
    expect(sharedWithOtherCorpora(FILE, rows)).toEqual([]);
    expect(sharedWithData(rows)).toEqual([]);
  });
});
