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
import { FLAG_PENALTY, score, SCAM_CAP } from './score';
import { MODEL_MAX_DOWN, MODEL_MAX_DOWN_ADDRESS, MODEL_MAX_DOWN_SOURCED, MODEL_MAX_UP } from './offline/model/adjust';
import { handModel } from './offline/model/hand-model';
import type { LearnedModel } from './offline/model/model';
import { emptyAcquired, type Acquired, type Findings } from './types';
import { acquirePage } from './acquire/page';
import { normalShopHtml, scamShopHtml } from '../../../tests/fakes/web/shop-pages';

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

describe('the learned model inside the score', () => {
  const run = (text: string, model: LearnedModel | null) => {
    const acquired = acquireText(text);
    return score(analyseOffline(acquired), acquired, { analyzedAt: now(), durationMs: 0, model });
  };
  const sure = (logit: number) => handModel(logit);

  it('cannot rescue a scam, however sure it is that the text is fine', () => {
    for (const text of [BANK_PHISHING_SMS, FAKE_SHOP_AD, TECH_SUPPORT_POPUP]) {
      const r = run(text, sure(-50));
      expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(SCAM_CAP);
      expect(r.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
    }
  });

  it('cannot turn a sober, well-sourced report into a suspect, however sure it is', () => {
    const rulesOnly = run(SOBER_NEWS_REPORT, null).scorecard.credibilityScore;
    const r = run(SOBER_NEWS_REPORT, sure(50));
    expect(rulesOnly - r.scorecard.credibilityScore).toBeLessThanOrEqual(MODEL_MAX_DOWN_SOURCED);
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(70);
    expect(r.summary.overallStatus).toBe('uncertain');
    expect(r.summary.message).toMatch(/disagree/);
  });

  it('moves a plain text by at most its limits, and shows how much in the breakdown', () => {
    const rulesOnly = run(EVERYDAY_NOTE, null);
    expect(rulesOnly.scorecard.breakdown!.some((b) => b.component === 'learned_model')).toBe(false);
    const down = run(EVERYDAY_NOTE, sure(50));
    const up = run(EVERYDAY_NOTE, sure(-50));
    const base = rulesOnly.scorecard.credibilityScore;
    expect(base - down.scorecard.credibilityScore).toBeGreaterThan(MODEL_MAX_DOWN - 2);
    expect(base - down.scorecard.credibilityScore).toBeLessThanOrEqual(MODEL_MAX_DOWN + 1);
    expect(up.scorecard.credibilityScore - base).toBeLessThanOrEqual(MODEL_MAX_UP + 1);
    expect(up.scorecard.credibilityScore).toBeGreaterThan(base);
    const row = down.scorecard.breakdown!.find((b) => b.component === 'learned_model')!;
    expect(row.label).toMatch(/subtracted/);
    expect(row.note).toMatch(/99% like/);
  });

  it('moves an address less than a text: the URL head knows few honest sites', () => {
    const url = 'https://www.example-garden-supplies.co.uk/products/watering-can';
    const drop = run(url, null).scorecard.credibilityScore - run(url, sure(50)).scorecard.credibilityScore;
    expect(drop).toBeGreaterThan(MODEL_MAX_DOWN_ADDRESS - 2);
    expect(drop).toBeLessThanOrEqual(MODEL_MAX_DOWN_ADDRESS + 1);
  });

  it('quotes its strongest cue as a low, penalty-free flag when very sure', () => {
    const r = run('Claim your free prize today', handModel(0, { free: 127, prize: 127 }));
    const flag = r.redFlags.find((f) => f.type === 'learned_pattern');
    expect(flag).toMatchObject({ severity: 'low' });
    expect(['free', 'prize']).toContain(flag!.textExample);
    const penalty = r.scorecard.breakdown!.find((b) => b.component === 'red_flag_penalty')!;
    expect(penalty.note).toMatch(/0 low/);
  });

  it('says in the summary how sure FactLens is', async () => {
    expect((await analyse(BANK_PHISHING_SMS)).summary.message).toMatch(/How sure we are: fairly sure/);
    expect(run('ok see you', null).summary.message).toMatch(/little text to go on/);
  });
});

describe('shops are judged as shops', () => {
  const readShop = (html: string, url: string) =>
    acquirePage({ url, requestedUrl: url, redirects: [], status: 200, contentType: 'text/html', charset: 'utf-8', body: html, bytes: html.length }, { kind: 'shopping', now: now() });
  const judge = (acquired: Acquired, model: LearnedModel | null = null) => score(analyseOffline(acquired), acquired, { analyzedAt: now(), durationMs: 0, model });
  const row = (r: Results, component: string) => r.scorecard.breakdown!.find((b) => b.component === component);
  const NORMAL = 'https://www.northfield-sports.co.uk/trailrunner-3';
  const SCAM = 'https://nlke-airmax-store.com/air-max';
  const SHOP_CRITERIA = ['domain_trust', 'payment_safety', 'review_authenticity', 'business_identity', 'shop_policies'];

  it('grades an honest, accountable shop B or C and a blatant scam shop F, far below', () => {
    const normal = judge(readShop(normalShopHtml(2025), NORMAL));
    const scam = judge(readShop(scamShopHtml(), SCAM));
    expect(normal.scorecard.credibilityScore).toBeGreaterThanOrEqual(70);
    expect(normal.scorecard.credibilityScore).toBeLessThan(90);
    expect(['B', 'C']).toContain(normal.summary.overallGrade);
    expect(scam.scorecard.credibilityScore).toBeLessThanOrEqual(20);
    expect(scam.summary).toMatchObject({ overallGrade: 'F', overallStatus: 'false' });
    expect(scam.summary.message).toMatch(/fake shop/);
    expect(normal.summary.message).toMatch(/accountable business/);
  });

  it('explains a shop by shop criteria, not by author and citations', () => {
    const normal = judge(readShop(normalShopHtml(2025), NORMAL));
    const components = normal.scorecard.breakdown!.map((b) => b.component);
    for (const c of SHOP_CRITERIA) expect(components, c).toContain(c);
    for (const c of ['author_expertise', 'citation_quality']) expect(components).not.toContain(c);
    expect(row(normal, 'business_identity')?.note).toMatch(/contact details, a street address and a company registration/);
    expect(row(normal, 'shop_policies')?.note).toMatch(/returns policy.*privacy policy and terms of sale/);
    expect(row(normal, 'payment_safety')?.note).toMatch(/Card or PayPal/);
    // Its product statements (a price, a weight) are not held against it for citing no study.
    expect(normal.scorecard.factualAccuracy).toBeGreaterThanOrEqual(70);
    expect(row(normal, 'factual_accuracy')?.note).toMatch(/not expected to cite studies/);

    const scam = judge(readShop(scamShopHtml(), SCAM));
    expect(row(scam, 'payment_safety')?.note).toMatch(/Only irreversible payment/);
    expect(row(scam, 'domain_trust')?.note).toMatch(/imitates Nike/);
    expect(row(scam, 'review_authenticity')?.note).toMatch(/identical texts/);
    expect(row(scam, 'shop_policies')?.note).toMatch(/refuses returns/);
    for (const c of SHOP_CRITERIA) expect(row(scam, c)!.score, c).toBeLessThan(row(normal, c)!.score);
  });

  it('ranks shops by what they show: each missing safeguard costs, and plain HTTP too', () => {
    const html = normalShopHtml(2025);
    const full = judge(readShop(html, NORMAL)).scorecard.credibilityScore;
    const plain = judge(readShop(html, NORMAL.replace('https:', 'http:'))).scorecard.credibilityScore;
    const anonymous = judge(readShop(html.replace(/<footer>[\s\S]*<\/footer>/, '<footer></footer>'), NORMAL)).scorecard.credibilityScore;
    const cryptoToo = judge(readShop(html.replace('and Apple Pay.', 'Apple Pay and Bitcoin.'), NORMAL)).scorecard.credibilityScore;
    expect(plain).toBeLessThan(full);
    expect(anonymous).toBeLessThan(full - 10);
    expect(cryptoToo).toBeLessThan(full - 10);
  });

  it('lets the model read only a shop\'s domain, never its page or path, within the address limit', () => {
    // A model that hates the words of the page and its path would sink it if it read them.
    const hatesPage = handModel(0, { trailrunner: 127, shoe: 127, 'path:trailrunner': 127 });
    const shop = readShop(normalShopHtml(2025), NORMAL);
    expect(judge(shop, hatesPage).scorecard.credibilityScore).toBe(judge(shop, null).scorecard.credibilityScore);
    const asArticle: Acquired = { ...shop, type: 'article', shop: null };
    expect(judge(asArticle, hatesPage).scorecard.credibilityScore).toBeLessThan(judge(asArticle, null).scorecard.credibilityScore - 5);
    const hatesAll = judge(shop, handModel(50));
    const learned = row(hatesAll, 'learned_model')!;
    expect(learned.note).toMatch(/Only the shop's domain was read/);
    expect(learned.score).toBeLessThanOrEqual(MODEL_MAX_DOWN_ADDRESS);
    // A shop on a bare host (an IP address, a local name) has no domain for the model to read.
    const local = readShop(normalShopHtml(2025), 'http://localhost:8080/shop/normal');
    expect(row(judge(local, handModel(50)), 'learned_model')).toBeUndefined();
  });

  it('raises at most low-severity flags for honest shop copy: sale prices, free shipping, stock', () => {
    const html = normalShopHtml(2025).replace(
      '<p>Price: £89.00. Sale: 15% off selected colours this month.</p>',
      '<p>Was $110, now $88: 20% off this week. Free shipping over $50. In stock and ready to ship. Summer sale ends Sunday.</p>',
    );
    const r = judge(readShop(html, NORMAL));
    expect(r.redFlags.filter((f) => f.severity !== 'low')).toEqual([]);
    expect(['B', 'C']).toContain(r.summary.overallGrade);
  });

  it('counts one sign once when the text rules and the shop signals quote the same words', () => {
    const html = normalShopHtml(2025).replace('Sale: 15% off selected colours this month.', 'Only 2 left in stock.');
    const r = judge(readShop(html, NORMAL));
    const scarcity = r.redFlags.filter((f) => f.type === 'scarcity');
    expect(scarcity.length).toBe(2);
    expect(r.redFlags.length).toBe(2);
    expect(row(r, 'red_flag_penalty')!.score).toBe(FLAG_PENALTY.medium);
  });
});
