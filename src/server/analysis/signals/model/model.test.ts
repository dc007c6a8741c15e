import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LONG_TEXT_WORDS,
  TITLED_ARTICLE_WORDS,
  genreOf,
  isUrlShaped,
  textFeatures,
  urlFeatures,
} from './features';
import { handModel } from './hand-model';
import { shippedModel } from './index';

describe('features', () => {
  it('routes a bare link or domain, a short text and an article to their heads', () => {
    expect(isUrlShaped('http://paypal.com.secure-login.xyz/verify')).toBe(true);
    expect(isUrlShaped('shop-outlet.top')).toBe(true);
    expect(genreOf('shop-outlet.top')).toBe('url');
    expect(genreOf('17 Times Celebrities Shut Down Trolls')).toBe('short');
    expect(genreOf('word '.repeat(LONG_TEXT_WORDS - 1))).toBe('short');
    expect(genreOf('word '.repeat(LONG_TEXT_WORDS))).toBe('long');
    // A short body under a headline is a news item, read by the article head.
    expect(genreOf('word '.repeat(TITLED_ARTICLE_WORDS), 'Senate passes the budget')).toBe('long');
    expect(genreOf('word '.repeat(TITLED_ARTICLE_WORDS - 1), 'Senate passes the budget')).toBe(
      'short',
    );
    expect(genreOf('word '.repeat(TITLED_ARTICLE_WORDS), '  ')).toBe('short');
  });

  it('counts word categories and sentence-length spread as style cues', () => {
    const names = textFeatures(
      'Maybe it is possible that officials could perhaps act. Reportedly they might. Or not at all, who knows.',
      16,
      false,
    ).map((f) => f.name);
    expect(names.some((n) => /^<tentative:[3-6]>$/.test(n))).toBe(true);
    expect(names).toContain('<certainty:0>');
    expect(names.some((n) => /^<sentence-spread:[1-9]>$/.test(n))).toBe(true);
  });

  it('keeps the exact span of every word feature and folds numbers into shapes', () => {
    const text = 'Call 08001234567 NOW to claim £500';
    const feats = textFeatures(text, 16, true);
    for (const f of feats)
      if (f.end > f.start) expect(text.slice(f.start, f.end).length).toBeGreaterThan(0);
    const names = feats.map((f) => f.name);
    expect(names).toContain('<num9+>');
    expect(names).toContain('claim £');
    expect(names).toContain('<CAPS>');
    expect(feats.find((f) => f.name === 'now')!).toMatchObject({ start: 17, end: 20 });
  });

  it('reads a URL by host and path, ignoring the scheme', () => {
    const a = urlFeatures('http://secure-paypal.account-verify.top/login', 16).map((f) => f.name);
    const b = urlFeatures('https://secure-paypal.account-verify.top/login', 16).map((f) => f.name);
    expect(a).toEqual(b);
    expect(a).toContain('tld:top');
    expect(a).toContain('host:paypal');
    expect(a).toContain('path:login');
  });
});

describe('inference', () => {
  it('adds the weights of the features present, scaled by their number', () => {
    const m = handModel(0, { free: 100 });
    const r = m.read({ text: 'free' });
    const n = textFeatures('free', 12, false).length;
    expect(r.logit).toBeCloseTo(100 / Math.sqrt(n), 5);
    expect(r.cues[0]).toMatchObject({ text: 'free', ngram: 'free', source: 'text' });
    expect(m.read({ text: 'hello there' }).logit).toBe(0);
  });

  it('lets the riskiest link of a short message decide, and says so', () => {
    const m = handModel(0, { 'tld:top': 120 });
    const r = m.read({ text: 'See you at six', links: ['http://deals.top/x'] });
    expect(r.decisive).toBe('url');
    expect(r.logit).toBeGreaterThan(0);
    expect(m.read({ text: 'See you at six', links: [] }).logit).toBe(0);
  });
});

describe('the shipped model', () => {
  const model = shippedModel();

  it('is compact: the weights file stays under 1.5 MB', () => {
    expect(
      statSync(new URL('../../../../../resources/model/weights.json', import.meta.url)).size,
    ).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('rates a prize text far more spam-like than a note between friends', () => {
    const spam = model.read({
      text: 'WINNER!! You have been selected to receive a £900 prize reward. To claim call 09061701461. Valid 12 hours only.',
    });
    const ham = model.read({
      text: "Sorry I'm running late, I'll be there in 10 minutes. Do you want me to pick up some milk on the way?",
    });
    expect(spam.probability).toBeGreaterThan(0.8);
    expect(ham.probability).toBeLessThan(0.3);
    expect(spam.cues.length).toBeGreaterThan(0);
    for (const c of spam.cues) expect(c.weight).toBeGreaterThan(0);
  });

  it('rates a listicle headline more clickbait-like than a plain news headline', () => {
    const bait = model.read({
      text: "21 Things Only People Who Grew Up In The '90s Will Understand",
    });
    const news = model.read({ text: 'Senate approves budget bill after overnight session' });
    expect(bait.logit).toBeGreaterThan(news.logit + 2);
  });

  it('rates a look-alike login address riskier than a well-known site', () => {
    const phish = model.read({
      text: 'http://paypal.com-account-verify.secure-login.info/webscr/signin.php',
    });
    const plain = model.read({ text: 'https://en.wikipedia.org/wiki/Logistic_regression' });
    expect(phish.genre).toBe('url');
    expect(phish.probability).toBeGreaterThan(plain.probability);
    expect(phish.probability).toBeGreaterThan(0.8);
  });

  it('quotes cues that are really in the input, and gives the same reading twice', () => {
    const text =
      'URGENT! Your mobile number has won a £2,000 bonus. Call 09050000327 now to claim.';
    const a = model.read({ text });
    expect(a).toEqual(model.read({ text }));
    for (const c of [...a.cues, ...a.reassuring]) expect(text).toContain(c.text);
  });
});
