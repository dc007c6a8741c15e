/**
 * Pinned examples through the real pipeline (acquireText -> signals -> offline analyzer -> score
 * with the shipped model): each gets the grade band and the flags a careful reader would give it,
 * on the evidence-based scale (src/shared/scale.ts). The legitimate ones are texts of the kinds the
 * analyzer used to cry wolf on: a genuine card alert, an operator's PIN notice, a health agency's
 * post with a shortened link and a wire report with a byline.
 */
import { describe, expect, it } from 'vitest';
import { NO_POSITIVE_CEILING, NO_WARNING_FLOOR, type Results } from '../../src/shared';
import { NOT_ENOUGH_TO_JUDGE, judgementLabel } from '../../src/shared/judgement-state';
import {
  BANK_PHISHING_SMS,
  FAKE_SHOP_ADVERT,
  GENUINE_CARD_ALERT,
  HEALTH_AGENCY_POST,
  MIRACLE_CURE_POST,
  OPERATOR_PIN_NOTICE,
  SOBER_NEWS_REPORT,
  WIRE_REPORT_WITH_BYLINE,
} from './examples';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text);
const types = (r: Results) => new Set(r.redFlags.map((f) => f.type));
const warnings = (r: Results) => r.redFlags.filter((f) => f.severity !== 'low');

/** Every flag quotes a span that is really in the text the person pasted. */
function expectQuotedSpans(r: Results, text: string): void {
  for (const f of r.redFlags)
    expect(text, `${f.type} quotes "${f.textExample}"`).toContain(f.textExample);
}

describe('a bank-phishing text message', () => {
  it('is flagged as impersonation with a threat and a look-alike link, graded F as phishing, with what to do', async () => {
    const r = await analyze(BANK_PHISHING_SMS);
    const t = types(r);
    expect(t).toContain('impersonation');
    expect(t).toContain('suspicious_link');
    expect(t.has('urgency') || t.has('threat')).toBe(true);
    expect(r.redFlags.find((f) => f.type === 'suspicious_link')!.textExample).toContain(
      'hsbc-uk-verify-account.info',
    );
    expectQuotedSpans(r, BANK_PHISHING_SMS);
    expect(r.scorecard.credibilityScore).toBeLessThan(30);
    expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
    expect(r.summary.verdict).toMatchObject({ evidence: 'warning' });
    expect(r.summary.verdict!.headline).toMatch(/phishing/);
    expect(r.summary.verdict!.actions.join(' ')).toMatch(/Don’t tap its links/);
    // The bars agree with an F: no healthy factual bar, manipulation shows as bias.
    expect(r.scorecard.factualAccuracy).toBeLessThan(40);
    expect(r.scorecard.biasLevel).toBeGreaterThan(40);
  });
});

describe('a fake-shop advert', () => {
  it('is flagged for payment by crypto or gift card and for pressure, and graded F as a scam', async () => {
    const r = await analyze(FAKE_SHOP_ADVERT);
    const t = types(r);
    expect(t).toContain('payment_request');
    expect(t.has('urgency') || t.has('scarcity')).toBe(true);
    expect(r.redFlags.find((f) => f.type === 'payment_request')!.textExample).toMatch(
      /Bitcoin|gift card|Western Union/i,
    );
    expectQuotedSpans(r, FAKE_SHOP_ADVERT);
    expect(r.scorecard.credibilityScore).toBeLessThan(30);
    expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
  });

  it('names the look-alike shop address as imitating the brand', async () => {
    const r = await analyze(FAKE_SHOP_ADVERT);
    const link = r.redFlags.find((f) => f.type === 'suspicious_link')!;
    expect(link.textExample).toContain('nike-outlet-clearance.shop');
    expect(link.indicator).toMatch(/Nike/);
  });
});

describe('a miracle-cure post', () => {
  it('is flagged as a miracle cure with pressure to share, and graded F without being called a scam', async () => {
    const r = await analyze(MIRACLE_CURE_POST);
    const t = types(r);
    expect(t).toContain('miracle_cure');
    expect(t).toContain('unsourced_authority');
    expect(t).toContain('share_before_deletion');
    expectQuotedSpans(r, MIRACLE_CURE_POST);
    expect(r.summary.overallGrade).toBe('F');
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.summary.verdict!.headline).not.toMatch(/scam/);
    expect(r.scorecard.factualAccuracy).toBeLessThan(60);
    expect(r.scorecard.biasLevel).toBeGreaterThan(20);
    expect(r.criticalQuestions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a sober news report', () => {
  it('gets no warning above low severity, credit for its agency dateline, and a B or better', async () => {
    const r = await analyze(SOBER_NEWS_REPORT);
    expect(warnings(r)).toEqual([]);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(r.summary.verdict).toMatchObject({ evidence: 'positive' });
    expect(r.summary.verdict!.headline).toMatch(/dateline/);
    expect(r.scorecard.biasLevel).toBeLessThanOrEqual(20);
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.summary.message).toMatch(/How sure we are/);
    // Offline nothing is checked: the factual bar says so instead of failing.
    expect(r.scorecard.unassessed).toContain('factualAccuracy');
  });

  it('ranks the four texts the way a careful reader would', async () => {
    const [news, cure, shop, phish] = await Promise.all(
      [SOBER_NEWS_REPORT, MIRACLE_CURE_POST, FAKE_SHOP_ADVERT, BANK_PHISHING_SMS].map(
        async (t) => (await analyze(t)).scorecard.credibilityScore,
      ),
    );
    expect(news).toBeGreaterThan(cure! + 40);
    expect(news).toBeGreaterThan(shop! + 50);
    expect(news).toBeGreaterThan(phish! + 50);
  });
});

describe('legitimate messages the analyzer used to cry wolf on', () => {
  it('a genuine card alert that mentions the PIN only to warn is C or better, with no impersonation or credential flag', async () => {
    const r = await analyze(GENUINE_CARD_ALERT);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
    expect(types(r).has('impersonation')).toBe(false);
    expect(types(r).has('credential_request')).toBe(false);
    expect(warnings(r)).toEqual([]);
  });

  it('an operator notice that a PIN typed earlier was invalid is C or better with no warning', async () => {
    const r = await analyze(OPERATOR_PIN_NOTICE);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
    expect(warnings(r)).toEqual([]);
  });

  it('a health agency post with a shortened link is C or better: the shortener alone is only a low note', async () => {
    const r = await analyze(HEALTH_AGENCY_POST);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
    expect(warnings(r)).toEqual([]);
    expect(r.redFlags.find((f) => f.type === 'suspicious_link')?.severity).toBe('low');
  });

  it('a wire report with a byline is B or better, crediting the named author and the agency', async () => {
    const r = await analyze(WIRE_REPORT_WITH_BYLINE);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(r.summary.verdict!.headline).toMatch(/Maria Keller/);
    expect(r.summary.verdict!.headline).toMatch(/Reuters/);
    expect(warnings(r)).toEqual([]);
  });

  it('a text with no findings either way is in the C band, uncertain, and says so', async () => {
    const r = await analyze(
      'The committee will meet again on Thursday to discuss the new timetable for the spring term.',
    );
    expect(r.redFlags).toEqual([]);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
    expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
    expect(r.summary).toMatchObject({ overallGrade: 'C', overallStatus: 'uncertain' });
    expect(r.summary.verdict).toMatchObject({
      evidence: 'none',
      headline:
        'There is not enough here to judge: we found no warning signs and nothing we could verify.',
    });
    expect(judgementLabel(r)).toBe(NOT_ENOUGH_TO_JUDGE);
    expect(r.summary.message).toMatch(
      /^There is not enough here to judge: we found no warning signs and nothing we could verify\. Check/,
    );
    expect(r.summary.message).not.toMatch(/nothing suspicious|\bsafe\b/i);
    expect(r.scorecard.unassessed).toEqual(
      expect.arrayContaining(['sourceQuality', 'factualAccuracy', 'transparencyScore']),
    );
  });
});
