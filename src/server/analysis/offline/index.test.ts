import { describe, expect, it } from 'vitest';
import { acquireText } from '../acquire/text';
import { emptyAcquired } from '../types';
import {
  BANK_PHISHING_SMS,
  CONSPIRACY_POST,
  FAKE_SHOP_AD,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
  SPANISH_SCAM,
} from './__fixtures__/samples';
import { MAX_QUESTIONS } from './questions';
import { analyseOffline, createOfflineAnalyzer } from './index';

describe('createOfflineAnalyzer', () => {
  it('is named "offline" and analyses through the Analyzer interface', async () => {
    const analyzer = createOfflineAnalyzer();
    expect(analyzer.name).toBe('offline');
    const findings = await analyzer.analyse(acquireText(BANK_PHISHING_SMS));
    expect(findings.analyzer).toBe('offline');
    expect(findings.language).toBe('en');
    expect(findings.redFlags.length).toBeGreaterThan(0);
  });
});

describe('analyseOffline', () => {
  it('asks questions that follow from what was found', () => {
    const phishing = analyseOffline(acquireText(BANK_PHISHING_SMS)).criticalQuestions;
    expect(phishing.some((q) => /reach Barclays through the number on your card/.test(q))).toBe(true);
    expect(phishing.some((q) => /barclays-secure-login\.xyz/.test(q))).toBe(true);

    const shop = analyseOffline(acquireText(FAKE_SHOP_AD)).criticalQuestions;
    expect(shop.some((q) => /Who benefits if you pay by gift card\?/.test(q))).toBe(true);

    const news = analyseOffline(acquireText(SOBER_NEWS_REPORT)).criticalQuestions;
    expect(news.some((q) => /What does the cited study.* actually measure, in whom, and who funded it\?/.test(q))).toBe(true);
    expect(news.some((q) => /0\.3%/.test(q))).toBe(true);

    const cure = analyseOffline(acquireText(MIRACLE_CURE_POST)).criticalQuestions;
    expect(cure.some((q) => /clinical trial/.test(q))).toBe(true);

    for (const q of [phishing, shop, news, cure]) {
      expect(q.length).toBeGreaterThanOrEqual(3);
      expect(q.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    }
  });

  it('lists what speaks for a careful report', () => {
    const signals = analyseOffline(acquireText(SOBER_NEWS_REPORT)).positiveSignals;
    const byName = new Map(signals.map((s) => [s.indicator, s]));
    expect(byName.get('Wire-service dateline')?.textExample).toBe('(Reuters) -');
    expect(byName.get('Cites studies or publications')?.textExample).toBe('published in the Lancet');
    expect(byName.get('Other side represented')?.textExample).toBe('declined to comment');
    expect(byName.has('Named sources')).toBe(true);
    expect(byName.has('Careful, hedged wording')).toBe(true);
  });

  it('finds nothing positive in a scam', () => {
    expect(analyseOffline(acquireText(BANK_PHISHING_SMS)).positiveSignals).toEqual([]);
  });

  it('adds a known-false flag and a false claim for a debunked hoax', () => {
    const f = analyseOffline(acquireText('Scientists have now confirmed that 5G masts cause COVID symptoms in nearby residents.'));
    expect(f.claims[0]?.status).toBe('false');
    expect(f.redFlags[0]).toMatchObject({ type: 'known_false_claim', severity: 'high', textExample: '5G masts cause COVID' });
  });

  it('says when the text is not English, and still catches the scam', () => {
    const f = analyseOffline(acquireText(SPANISH_SCAM));
    expect(f.language).toBe('es');
    expect(f.notes.join(' ')).toMatch(/Spanish.*limited/);
    expect(f.redFlags.map((r) => r.type)).toContain('credential_request');
  });

  it('checks an article title for clickbait, quoting the title', () => {
    const acquired = { ...emptyAcquired('article', 'The council met on Tuesday to discuss the budget.'), title: "You Won't Believe What The Council Did Next" };
    const flag = analyseOffline(acquired).redFlags.find((r) => r.type === 'clickbait');
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
      video: { videoId: 'abc', channelName: null, durationSeconds: 60, description: null, segments, transcriptLength: 80 },
    };
    expect(analyseOffline(acquired).claims[0]).toMatchObject({ claim: segments[1]!.text, timestampSeconds: 42 });
  });

  it('gives bias spans that point into the text', () => {
    const acquired = acquireText(CONSPIRACY_POST);
    for (const b of analyseOffline(acquired).biasFindings) {
      for (const s of b.spans) expect(acquired.text.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it('handles empty text without inventing anything', () => {
    const f = analyseOffline(acquireText('   '));
    expect(f).toMatchObject({ claims: [], redFlags: [], biasFindings: [], positiveSignals: [], criticalQuestions: [] });
  });
});
