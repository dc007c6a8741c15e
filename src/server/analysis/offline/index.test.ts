import { describe, expect, it } from 'vitest';
import { acquireText } from '../acquire/text';
import { emptyAcquired } from '../types';
import {
  BANK_PHISHING_SMS,
  CONSPIRACY_POST,
  FAKE_SHOP_AD,
  MIRACLE_CURE_POST,
  PARTISAN_POST,
  SOBER_NEWS_REPORT,
  SPANISH_SCAM,
} from './__fixtures__/samples';
import { shopDomainSignals } from '../acquire/shopping/domain-signals';
import type { ShopSignals } from '../knowledge/shop-signals';
import { MAX_QUESTIONS } from './claims/questions';
import { computeSignals } from '../signals';
import { createOfflineAnalyzer } from './index';
import { analyzeAlone } from './__fixtures__/analyze-alone';

describe('createOfflineAnalyzer', () => {
  it('is named "offline" and analyses through the Analyzer interface', async () => {
    const analyzer = createOfflineAnalyzer();
    expect(analyzer.name).toBe('offline');
    const acquired = acquireText(BANK_PHISHING_SMS);
    const findings = await analyzer.analyze(acquired, computeSignals(acquired));
    expect(findings.analyzer).toBe('offline');
    expect(findings.language).toBe('en');
    expect(findings.redFlags.length).toBeGreaterThan(0);
  });
});

describe('analyzeOffline', () => {
  it('asks questions that follow from what was found', () => {
    const phishing = analyzeAlone(acquireText(BANK_PHISHING_SMS)).criticalQuestions;
    expect(phishing.some((q) => /reach Barclays through the number on your card/.test(q))).toBe(
      true,
    );
    expect(phishing.some((q) => /barclays-secure-login\.xyz/.test(q))).toBe(true);

    const shop = analyzeAlone(acquireText(FAKE_SHOP_AD)).criticalQuestions;
    expect(shop.some((q) => /Who benefits if you pay by gift card\?/.test(q))).toBe(true);

    const news = analyzeAlone(acquireText(SOBER_NEWS_REPORT)).criticalQuestions;
    expect(
      news.some((q) =>
        /What does the study cited as ".*" actually measure, in whom, and who funded it\?/.test(q),
      ),
    ).toBe(true);
    expect(news.some((q) => /0\.3%/.test(q))).toBe(true);

    const cure = analyzeAlone(acquireText(MIRACLE_CURE_POST)).criticalQuestions;
    expect(cure.some((q) => /clinical trial/.test(q))).toBe(true);

    for (const q of [phishing, shop, news, cure]) {
      expect(q.length).toBeGreaterThanOrEqual(3);
      expect(q.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    }
  });

  it('lists what speaks for a careful report', () => {
    const signals = analyzeAlone(acquireText(SOBER_NEWS_REPORT)).positiveSignals;
    const byName = new Map(signals.map((s) => [s.indicator, s]));
    expect(byName.get('Wire-service dateline')?.textExample).toBe('(Reuters) -');
    expect(byName.get('Cites studies or publications')?.textExample).toBe(
      'published in the Lancet',
    );
    expect(byName.get('Other side represented')?.textExample).toBe('declined to comment');
    expect(byName.has('Named sources')).toBe(true);
    expect(byName.has('Careful, hedged wording')).toBe(true);
  });

  it('finds nothing positive in a scam', () => {
    expect(analyzeAlone(acquireText(BANK_PHISHING_SMS)).positiveSignals).toEqual([]);
  });

  it('adds a known-false flag and a false claim for a debunked hoax', () => {
    const f = analyzeAlone(
      acquireText(
        'Scientists have now confirmed that 5G masts cause COVID symptoms in nearby residents.',
      ),
    );
    expect(f.claims[0]?.status).toBe('false');
    expect(f.redFlags[0]).toMatchObject({
      type: 'known_false_claim',
      severity: 'high',
      textExample: '5G masts cause COVID',
    });
  });

  it('reads a Spanish scam without a note (Spanish is read well), and still catches it', () => {
    const f = analyzeAlone(acquireText(SPANISH_SCAM));
    expect(f.language).toBe('es');
    expect(f.notes.join(' ')).not.toMatch(/Spanish/);
    expect(f.redFlags.map((r) => r.type)).toContain('credential_request');
  });

  it('says in a plain sentence when the language is read less well', () => {
    const f = analyzeAlone(acquireText('Ваша посылка не доставлена. Оплатите доставку по ссылке.'));
    expect(f.language).toBe('ru');
    expect(f.notes).toContain(
      'The text looks Russian. FactLens reads Russian less well than English and the other languages it has word lists for, so warning signs may be missed.',
    );
  });

  it('checks an article title for clickbait, quoting the title', () => {
    const acquired = {
      ...emptyAcquired('article', 'The council met on Tuesday to discuss the budget.'),
      title: "You Won't Believe What The Council Did Next",
    };
    const flag = analyzeAlone(acquired).redFlags.find((r) => r.type === 'clickbait');
    expect(flag?.indicator).toMatch(/in the title/);
    expect(acquired.title).toContain(flag!.textExample);
  });

  it('gives video claims the second at which they are said', () => {
    const segments = [
      { start: 0, text: 'Welcome back to the channel.' },
      { start: 42, text: 'Inflation hit 11.1% in October 2022, the highest in 41 years.' },
    ];
    const acquired = {
      ...emptyAcquired('video', segments.map((s) => s.text).join(' ')),
      video: {
        videoId: 'abc',
        channelName: null,
        durationSeconds: 60,
        description: null,
        segments,
        transcriptLength: 80,
      },
    };
    expect(analyzeAlone(acquired).claims[0]).toMatchObject({
      claim: segments[1]!.text,
      timestampSeconds: 42,
    });
  });

  it('gives bias spans that point into the text', () => {
    const acquired = acquireText(CONSPIRACY_POST);
    for (const b of analyzeAlone(acquired).biasFindings) {
      for (const s of b.spans) expect(acquired.text.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it('handles empty text without inventing anything', () => {
    const f = analyzeAlone(acquireText('   '));
    expect(f).toMatchObject({
      claims: [],
      redFlags: [],
      biasFindings: [],
      positiveSignals: [],
      criticalQuestions: [],
    });
  });

  it('prefers the segment with the exact sentence when the same words open two sentences', () => {
    const segments = [
      {
        start: 5,
        text: 'Unemployment fell in 2023 to 4.2%, the lowest in a decade, officials said.',
      },
      {
        start: 95,
        text: 'Unemployment fell in 2023 to 4.2%, the lowest in a decade, officials said on Friday.',
      },
    ];
    const acquired = {
      ...emptyAcquired('video', segments[1]!.text),
      video: {
        videoId: 'abc',
        channelName: null,
        durationSeconds: 120,
        description: null,
        segments,
        transcriptLength: 90,
      },
    };
    expect(analyzeAlone(acquired).claims[0]?.timestampSeconds).toBe(95);
  });

  it('flags a page whose own address is on the shipped scam list', () => {
    const acquired = {
      ...emptyAcquired('shopping', 'Great deals on sneakers. Free shipping on all orders.'),
      url: 'https://10xuniswap.xyz/shop',
      domain: '10xuniswap.xyz',
    };
    expect(analyzeAlone(acquired).redFlags[0]).toMatchObject({
      indicator: 'Site is on a scam-domain list',
      severity: 'high',
      textExample: '10xuniswap.xyz',
    });
  });

  it("merges a shop's own signals with what its text shows", () => {
    const url = new URL('https://nike-outlet-sale.top/shoes');
    const shop: ShopSignals = {
      domain: shopDomainSignals(url),
      page: {
        maxDiscountPercent: 80,
        discount: '-80%',
        countdown: null,
        scarcity: null,
        viewers: null,
        payments: {
          crypto: null,
          giftCards: null,
          wireTransfer: 'Bank transfer only',
          buyerProtected: null,
        },
        returnsPolicy: null,
        noReturns: null,
        email: null,
        phone: null,
        address: null,
        companyRegistration: null,
        copyrightYear: null,
        copyright: null,
        currentYear: 2026,
        brandImitation: null,
      },
      reviews: {
        count: 0,
        duplicateCount: 0,
        duplicate: null,
        sameTimeCount: 0,
        sameTime: null,
        fiveStarCount: 0,
        ratedCount: 0,
        statedCount: null,
        statedRating: null,
        stated: null,
      },
      schema: { product: true, offer: true, ratingValue: null, ratingCount: null, price: '39.00' },
      hasPrivacy: false,
      hasTerms: false,
      hasContactPage: false,
    };
    const acquired = {
      ...emptyAcquired('shopping', 'Nike Air Max now -80%. Only 2 left in stock!'),
      url: url.href,
      domain: 'nike-outlet-sale.top',
      shop,
    };
    const f = analyzeAlone(acquired);
    const types = f.redFlags.map((r) => r.type);
    expect(types).toEqual(
      expect.arrayContaining(['scarcity', 'too_good_to_be_true', 'payment_request']),
    );
    expect(f.redFlags.find((r) => r.type === 'payment_request')?.textExample).toBe(
      'Bank transfer only',
    );
    expect(f.positiveSignals.map((p) => p.indicator)).toContain('HTTPS');
    const ranks = f.redFlags.map((r) => ({ high: 3, medium: 2, low: 1 })[r.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('asks about the techniques of a partisan post, not generic filler', () => {
    const q = analyzeAlone(acquireText(PARTISAN_POST)).criticalQuestions;
    expect(q.length).toBeGreaterThanOrEqual(3);
    expect(
      q.some((x) =>
        /Do the people described in "leftists want to abolish" really hold that view\?/.test(x),
      ),
    ).toBe(true);
    expect(q.some((x) => /Is "Just like the Nazis" a fair comparison/.test(x))).toBe(true);
  });

  it('asks for the evidence behind a smear and the substance behind glittering words', () => {
    const smear = analyzeAlone(
      acquireText('Governor Hale is a crook and a liar! Everyone knows it.'),
    ).criticalQuestions;
    expect(
      smear.some((x) =>
        /is there a court ruling, record or named witness behind this accusation/.test(x),
      ),
    ).toBe(true);
    const virtue = analyzeAlone(
      acquireText('Our senator is fighting for our freedom and our values. Vote for him!'),
    ).criticalQuestions;
    expect(
      virtue.some((x) => /what concrete policy or action stands behind these words/.test(x)),
    ).toBe(true);
  });
});
