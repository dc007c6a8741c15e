/**
 * The four kinds of text the issue names, through the real pipeline (acquireText -> offline
 * analyser -> score with the shipped model): each must get the flags, quoted from the text, and
 * the score band a careful reader would give it.
 */
import { describe, expect, it } from 'vitest';
import { resultsSchema, type Results } from '../../src/shared';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import { BANK_PHISHING_SMS, FAKE_SHOP_ADVERT, MIRACLE_CURE_POST, SOBER_NEWS_REPORT } from './examples';

const analyzer = createOfflineAnalyzer();
const analyse = async (text: string): Promise<Results> =>
  resultsSchema.parse(await runAnalysis(acquireText(text), { analyzer, now: () => new Date('2026-01-05T09:00:00Z') }));
const types = (r: Results) => new Set(r.redFlags.map((f) => f.type));

/** Every flag quotes a span that is really in the text the person pasted. */
function expectQuotedSpans(r: Results, text: string): void {
  for (const f of r.redFlags) expect(text, `${f.type} quotes "${f.textExample}"`).toContain(f.textExample);
}

describe('a bank-phishing text message', () => {
  it('is flagged as impersonation with a threat, a deadline and a look-alike link, and graded F as a scam', async () => {
    const r = await analyse(BANK_PHISHING_SMS);
    const t = types(r);
    expect(t).toContain('impersonation');
    expect(t).toContain('suspicious_link');
    expect(t.has('urgency') || t.has('threat')).toBe(true);
    expect(r.redFlags.find((f) => f.type === 'suspicious_link')!.textExample).toContain('hsbc-uk-verify-account.info');
    expectQuotedSpans(r, BANK_PHISHING_SMS);
    expect(r.scorecard.credibilityScore).toBeLessThan(30);
    expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
    expect(r.summary.message).toMatch(/scam or phishing/);
    expect(r.summary.message).toMatch(/Do not click/);
  });
});

describe('a fake-shop advert', () => {
  it('is flagged for payment by crypto or gift card and for pressure, and graded F as a scam', async () => {
    const r = await analyse(FAKE_SHOP_ADVERT);
    const t = types(r);
    expect(t).toContain('payment_request');
    expect(t.has('urgency') || t.has('scarcity')).toBe(true);
    expect(r.redFlags.find((f) => f.type === 'payment_request')!.textExample).toMatch(/Bitcoin|gift card|Western Union/i);
    expectQuotedSpans(r, FAKE_SHOP_ADVERT);
    expect(r.scorecard.credibilityScore).toBeLessThan(30);
    expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
  });

  it('has its throwaway shop address singled out by the learned model', async () => {
    const r = await analyse(FAKE_SHOP_ADVERT);
    const row = r.scorecard.breakdown!.find((b) => b.component === 'learned_model')!;
    expect(row.label).toMatch(/subtracted/);
    expect(row.note).toContain('nike-outlet-clearance.shop');
  });
});

describe('a miracle-cure post', () => {
  it('is flagged as a miracle cure with unnamed studies and pressure to share, and graded F without being called a scam', async () => {
    const r = await analyse(MIRACLE_CURE_POST);
    const t = types(r);
    expect(t).toContain('miracle_cure');
    expect(t).toContain('unsourced_authority');
    expect(t).toContain('share_before_deletion');
    expectQuotedSpans(r, MIRACLE_CURE_POST);
    expect(r.scorecard.credibilityScore).toBeLessThan(40);
    expect(r.summary.overallGrade).toBe('F');
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.scorecard.factualAccuracy).toBeLessThan(60);
    expect(r.criticalQuestions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a sober news report', () => {
  it('gets no warning above low severity, credit for its sourcing, and an A or B', async () => {
    const r = await analyse(SOBER_NEWS_REPORT);
    expect(r.redFlags.filter((f) => f.severity !== 'low')).toEqual([]);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(80);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(r.scorecard.sourceQuality).toBeGreaterThanOrEqual(70);
    expect(r.scorecard.biasLevel).toBeLessThanOrEqual(20);
    const signals = r.positiveSignals.map((p) => p.indicator).join(' | ');
    expect(signals).toMatch(/dateline/i);
    expect(signals).toMatch(/Named sources/);
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.summary.message).toMatch(/careful, sourced writing/);
    expect(r.summary.message).toMatch(/How sure we are/);
  });

  it('ranks the four texts the way a careful reader would', async () => {
    const [news, cure, shop, phish] = await Promise.all(
      [SOBER_NEWS_REPORT, MIRACLE_CURE_POST, FAKE_SHOP_ADVERT, BANK_PHISHING_SMS].map(async (t) => (await analyse(t)).scorecard.credibilityScore),
    );
    expect(news).toBeGreaterThan(cure! + 40);
    expect(news).toBeGreaterThan(shop! + 50);
    expect(news).toBeGreaterThan(phish! + 50);
  });
});
