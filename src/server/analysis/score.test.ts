import { describe, expect, it } from 'vitest';
import { FRAMEWORK_VERSION, SCORING_WEIGHTS, resultsSchema, type Claim, type Results } from '../../shared';
import { acquireText } from './acquire/text';
import { createOfflineAnalyzer } from './offline/index';
import {
  BANK_PHISHING_SMS,
  CONSPIRACY_POST,
  EVERYDAY_NOTE,
  CRYPTO_INVESTMENT,
  FAKE_SHOP_AD,
  MIRACLE_CURE_POST,
  SCAM_WARNING_NEWS,
  SOBER_NEWS_REPORT,
  TECH_SUPPORT_POPUP,
} from './offline/__fixtures__/samples';
import { runAnalysis } from './pipeline';
import { score } from './score';
import { emptyAcquired, type Findings } from './types';

const analyzer = createOfflineAnalyzer();
const now = () => new Date('2025-06-01T12:00:00Z');
const analyse = (content: string) => runAnalysis(acquireText(content), { analyzer, now });

describe('credibility bands a careful reader would give', () => {
  it('scores the bank-phishing text as a scam: F, status false, well under 40', async () => {
    const r = await analyse(BANK_PHISHING_SMS);
    expect(r.scorecard.credibilityScore).toBeLessThan(40);
    expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
    expect(r.summary.message).toMatch(/scam or phishing/);
  });

  it('scores the fake shop as a scam', async () => {
    const r = await analyse(FAKE_SHOP_AD);
    expect(r.scorecard.credibilityScore).toBeLessThan(40);
    expect(r.summary.overallStatus).toBe('false');
  });

  it('scores the tech-support pop-up and the crypto investment pitch as scams', async () => {
    for (const text of [TECH_SUPPORT_POPUP, CRYPTO_INVESTMENT]) {
      const r = await analyse(text);
      expect(r.scorecard.credibilityScore).toBeLessThan(40);
      expect(r.summary.overallStatus).toBe('false');
    }
  });

  it('does not call a news report about a scam a scam, though it quotes the scam', async () => {
    const r = await analyse(SCAM_WARNING_NEWS);
    expect(r.redFlags.map((f) => f.type)).toContain('fee_request');
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(60);
    expect(r.summary.message).toMatch(/reporting that quotes scam wording/);
  });

  it('scores the miracle cure and the conspiracy post low, but without calling them scams', async () => {
    for (const text of [MIRACLE_CURE_POST, CONSPIRACY_POST]) {
      const r = await analyse(text);
      expect(r.scorecard.credibilityScore).toBeLessThan(50);
      expect(r.summary.overallStatus).toBe('uncertain');
    }
  });

  it('gives the conspiracy post a clearly raised bias level', async () => {
    const r = await analyse(CONSPIRACY_POST);
    expect(r.scorecard.biasLevel).toBeGreaterThan(40);
  });

  it('scores a sober, well-sourced report high (75 or more, B or A) with no bias', async () => {
    const r = await analyse(SOBER_NEWS_REPORT);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(75);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(r.scorecard.biasLevel).toBe(0);
    expect(r.redFlags).toEqual([]);
  });

  it('scores neutral everyday text as moderate', async () => {
    const r = await analyse(EVERYDAY_NOTE);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(60);
    expect(r.scorecard.credibilityScore).toBeLessThan(80);
  });

  it('orders the five samples the way a careful reader would', async () => {
    const s = async (t: string) => (await analyse(t)).scorecard.credibilityScore;
    const news = await s(SOBER_NEWS_REPORT);
    const everyday = await s(EVERYDAY_NOTE);
    const conspiracy = await s(CONSPIRACY_POST);
    const phishing = await s(BANK_PHISHING_SMS);
    expect(news).toBeGreaterThan(everyday);
    expect(everyday).toBeGreaterThan(conspiracy);
    expect(conspiracy).toBeGreaterThan(phishing);
  });
});

describe('results contract', () => {
  it('validates against resultsSchema for every sample', async () => {
    for (const text of [BANK_PHISHING_SMS, FAKE_SHOP_AD, MIRACLE_CURE_POST, CONSPIRACY_POST, SOBER_NEWS_REPORT, EVERYDAY_NOTE, '']) {
      expect(() => resultsSchema.parse(runAnalysisSync(text))).not.toThrow();
    }
  });

  it('fills metadata: version, type, analyser, language, notes, length, time', async () => {
    const r = await analyse(SOBER_NEWS_REPORT);
    expect(r.analyzedAt).toBe('2025-06-01T12:00:00.000Z');
    expect(r.analysisMetadata).toMatchObject({
      version: FRAMEWORK_VERSION,
      type: 'text',
      analyzer: 'offline',
      language: 'en',
      contentLength: acquireText(SOBER_NEWS_REPORT).text.length,
    });
    expect(r.analysisMetadata.notes.join(' ')).toMatch(/not checked against outside sources/);
    expect(r.analysisMetadata.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('explains the score: the four source criteria carry the research brief\'s weights', async () => {
    const r = await analyse(SOBER_NEWS_REPORT);
    const parts = new Map(r.scorecard.breakdown!.map((b) => [b.component, b]));
    expect(parts.get('source_authority')?.weight).toBe(SCORING_WEIGHTS.sourceAuthority);
    expect(parts.get('source_authority')?.parent).toBe('source_quality');
    expect(parts.get('factual_accuracy')?.parent).toBeUndefined();
    expect(parts.get('author_expertise')?.weight).toBe(SCORING_WEIGHTS.authorExpertise);
    expect(parts.get('citation_quality')?.weight).toBe(SCORING_WEIGHTS.citationQuality);
    expect(parts.get('publication_standards')?.weight).toBe(SCORING_WEIGHTS.publicationStandards);
    const weighted = ['source_authority', 'author_expertise', 'citation_quality', 'publication_standards']
      .map((k) => parts.get(k)!.weight * parts.get(k)!.score)
      .reduce((a, b) => a + b, 0);
    expect(r.scorecard.sourceQuality).toBe(Math.round(weighted));
  });

  it('shows the penalty and the ceiling that sank a scam', async () => {
    const r = await analyse(BANK_PHISHING_SMS);
    const parts = new Map(r.scorecard.breakdown!.map((b) => [b.component, b]));
    expect(parts.get('red_flag_penalty')!.score).toBeGreaterThan(30);
  });

  it('counts claims by status and keeps every offline claim uncertain', async () => {
    const r = await analyse(SOBER_NEWS_REPORT);
    expect(r.claims.length).toBeGreaterThan(0);
    expect(r.summary).toMatchObject({ verifiedCount: 0, falseCount: 0, uncertainCount: r.claims.length, overallStatus: 'uncertain' });
    expect(r.summary.message).toMatch(/not checked against outside sources/);
  });

  it('is deterministic: the same input gives the same results apart from the time taken', async () => {
    const strip = (r: Results) => ({ ...r, analysisMetadata: { ...r.analysisMetadata, durationMs: 0 } });
    for (const text of [BANK_PHISHING_SMS, SOBER_NEWS_REPORT, CONSPIRACY_POST]) {
      expect(strip(await analyse(text))).toEqual(strip(await analyse(text)));
    }
  });

  it('analyses a 25,000-character text', async () => {
    let long = '';
    for (let i = 0; long.length < 25_000; i++) long += `${[SOBER_NEWS_REPORT, BANK_PHISHING_SMS, CONSPIRACY_POST][i % 3]}\n\n`;
    const r = await analyse(long.slice(0, 25_000));
    expect(resultsSchema.parse(r).analysisMetadata.contentLength).toBeGreaterThan(24_000);
    expect(r.claims.length).toBeLessThanOrEqual(10);
  });
});

describe('status from another analyser\'s verdicts', () => {
  const claim = (status: Claim['status']): Claim => ({ claim: 'x', status, confidence: 80, analysis: 'checked', sources: [] });
  const findings = (claims: Claim[]): Findings => ({
    analyzer: 'test', language: 'en', claims, redFlags: [], biasFindings: [], positiveSignals: [], criticalQuestions: [], notes: [],
  });
  const run = (claims: Claim[]) => score(findings(claims), emptyAcquired('text', 'Some text.'), { analyzedAt: now(), durationMs: 1 });

  it('is verified only when every claim was verified', () => {
    expect(run([claim('verified'), claim('verified')]).summary.overallStatus).toBe('verified');
    expect(run([claim('verified'), claim('uncertain')]).summary.overallStatus).toBe('uncertain');
  });

  it('is mixed when verified and false claims meet, and false when a claim is false', () => {
    expect(run([claim('verified'), claim('false')]).summary.overallStatus).toBe('mixed');
    const r = run([claim('false'), claim('uncertain')]);
    expect(r.summary.overallStatus).toBe('false');
    expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(35);
    expect(r.summary.message).toMatch(/known to be false/);
  });
});

describe('source signals of an acquired article', () => {
  it('credits a reputable domain, a named author and publisher pages', () => {
    const base = emptyAcquired('article', 'The committee published its findings on Tuesday.');
    const known = {
      ...base,
      url: 'https://www.reuters.com/x',
      domain: 'reuters.com',
      author: 'Jane Doe',
      publishedAt: '2025-05-01T00:00:00Z',
      page: { https: true, hasAbout: true, hasContact: true, hasCorrections: true, hasPrivacy: true, hasTerms: true },
    };
    const unknown = { ...base, url: 'http://paypa1-support.top/x', domain: 'paypa1-support.top' };
    const f: Findings = { analyzer: 'offline', language: 'en', claims: [], redFlags: [], biasFindings: [], positiveSignals: [], criticalQuestions: [], notes: [] };
    const ctx = { analyzedAt: now(), durationMs: 1 };
    expect(score(f, known, ctx).scorecard.sourceQuality).toBeGreaterThan(score(f, unknown, ctx).scorecard.sourceQuality + 30);
    expect(score(f, known, ctx).scorecard.transparencyScore).toBeGreaterThan(score(f, unknown, ctx).scorecard.transparencyScore);
  });
});

import { analyseOffline } from './offline/index';
function runAnalysisSync(content: string): Results {
  const acquired = acquireText(content);
  return score(analyseOffline(acquired), acquired, { analyzedAt: now(), durationMs: 0 });
}
