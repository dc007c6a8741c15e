/**
 * The corpus of work requests, strangers, collect requests and support
 * (scripts/train/corpus/work-and-strangers.csv) is well-formed: its columns, labels, families and
 * channels, a source page on every row and never on both sides of the split, about a third held
 * out, each scam family beside its genuine look-alikes, other languages with both labels, every
 * text in the language its row names, and no text shared with the other corpora or ../shared/data.
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

const FILE = 'work-and-strangers.csv';
const rows = corpusRows(FILE);
const SCAM_FAMILIES = [
  'ceo-fraud',
  'wrong-number-opener',
  'job-task-recharge',
  'benefit-card',
  'upi-collect',
  'wallet-collect',
  'marketplace-overpayment',
  'marketplace-fake-escrow',
  'tech-support',
];
const LEGIT_FAMILIES = [
  'work-request',
  'wrong-number-genuine',
  'job-genuine',
  'benefit-genuine',
  'wallet-genuine',
  'marketplace-genuine',
  'support-genuine',
];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const testShare = (some: readonly (typeof rows)[number][]) =>
  some.filter((r) => r.split === 'test').length / some.length;

describe('the corpus of work requests and strangers', () => {
  it('has the promised columns, 150 scams and 130 genuine rows', () => {
    expect(corpusHeader(FILE)).toEqual(CORPUS_COLUMNS);
    expect(rows.filter((r) => r.label === 'scam').length).toBeGreaterThanOrEqual(150);
    expect(rows.filter((r) => r.label === 'legit').length).toBeGreaterThanOrEqual(130);
  });

  it('gives every row a family of its label, a channel, a split and a source page', () => {
    for (const r of rows) {
      const where = r.text!.slice(0, 50);
      expect(r.label === 'scam' ? SCAM_FAMILIES : LEGIT_FAMILIES, where).toContain(r.family);
      expect(['sms', 'email', 'chat', 'voicemail'], where).toContain(r.channel);
      expect(['train', 'test'], where).toContain(r.split);
      expect(r.lang, where).toMatch(/^[a-z]{2}$/);
      expect(r.source_name!.trim().length, where).toBeGreaterThan(3);
      expect(r.source_url, where).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
      expect(words(r.text!), where).toBeGreaterThanOrEqual(10);
      expect(words(r.text!), where).toBeLessThanOrEqual(160);
    }
    expect(new Set(rows.map((r) => norm(r.text!))).size).toBe(rows.length);
  });

  it('holds every family on both sides of the split, a third held out, no page on both', () => {
    for (const family of [...SCAM_FAMILIES, ...LEGIT_FAMILIES]) {
      const some = rows.filter((r) => r.family === family);
      expect(some.length, family).toBeGreaterThanOrEqual(10);
      expect(testShare(some), family).toBeGreaterThan(0);
      expect(testShare(some), family).toBeLessThan(1);
    }
    expect(pagesOnBothSides(rows)).toEqual([]);
    expect(testShare(rows)).toBeGreaterThan(0.28);
    expect(testShare(rows)).toBeLessThan(0.4);
  });

  it('has both labels in at least eight languages besides English', () => {
    const langs = new Set(rows.map((r) => r.lang!));
    const both = [...langs].filter(
      (l) =>
        l !== 'en' &&
        rows.some((r) => r.lang === l && r.label === 'scam') &&
        rows.some((r) => r.lang === l && r.label === 'legit'),
    );
    expect(both.length).toBeGreaterThanOrEqual(8);
  });

  it('writes each text in the language its row names', () => {
    expect(misreadShare(rows, new Set())).toBeLessThan(0.05);
  });

  it('shares no text with the other corpora of its folder nor the message sets', () => {
    expect(sharedWithOtherCorpora(FILE, rows)).toEqual([]);
    expect(sharedWithData(rows)).toEqual([]);
  });
});
