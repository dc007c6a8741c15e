import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CLAIMS } from '../../../../shared';
import { SOBER_NEWS_REPORT } from '../__fixtures__/samples';
import { SENTENCE_CUES, cueHits, extractClaims, worthinessOf } from './index';
import { CLAIM_FEATURES, CLAIM_WEIGHTS, type ClaimFeatures } from './weights';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { mulberry32 } from '../../../../../tests/helpers/prng';
import { firstMatch } from '../../knowledge/patterns';
import { hitsBySentence } from '../../knowledge/sentence-hits';
import { splitSentences } from '../../knowledge/sentences';

describe('extractClaims', () => {
  it('picks the sentences with figures and leaves the small talk out', () => {
    const text =
      'Hi all, hope you are well. Unemployment fell to 4.2% in March, according to the Office for National Statistics. ' +
      'What a week it has been! The council spent £3.5 million on the new bridge. Thanks for reading.';
    const claims = extractClaims(text).map((c) => c.claim.claim);
    expect(claims).toEqual([
      'Unemployment fell to 4.2% in March, according to the Office for National Statistics.',
      'The council spent £3.5 million on the new bridge.',
    ]);
  });

  it('marks every claim uncertain with no invented sources, and says what would settle it', () => {
    const [stat, money] = extractClaims(
      'Unemployment fell to 4.2% in March. The council spent £3.5 million on the new bridge.',
    );
    expect(stat!.claim).toMatchObject({ status: 'uncertain', sources: [] });
    expect(stat!.kind).toBe('statistic');
    expect(stat!.claim.analysis).toMatch(/national statistic.*4\.2%.*statistics body/);
    expect(money!.kind).toBe('money');
    expect(money!.claim.analysis).toMatch(/annual report|budget/);
  });

  it('tailors the advice to the kind of claim', () => {
    const kinds = extractClaims(
      'A study published in the BMJ in 2021 found that 30% of patients improved. ' +
        'Prime Minister Anna Berg said the reform will cut waiting times. ' +
        'Eating late at night causes weight gain in most adults.',
    ).map((c) => [c.kind, c.claim.analysis] as const);
    expect(kinds[0]![0]).toBe('study');
    expect(kinds[0]![1]).toMatch(/who funded it/);
    expect(kinds[1]![0]).toBe('quote');
    expect(kinds[1]![1]).toMatch(/Anna Berg.*transcript/);
    expect(kinds[2]![0]).toBe('causal');
    expect(kinds[2]![1]).toMatch(/cause-and-effect/);
  });

  it('marks a known hoax false and names the pattern', () => {
    const [claim] = extractClaims(
      'New documents prove that 5G towers are spreading the coronavirus across Europe.',
    );
    expect(claim!.claim.status).toBe('false');
    expect(claim!.claim.analysis).toMatch(/known false claim "5G causes or spreads COVID-19"/);
    expect(claim!.claim.confidence).toBeGreaterThanOrEqual(90);
  });

  it('marks the advance-fee lottery script false only when a fee is asked for', () => {
    const scam =
      'Congratulations, you have won £850,000 in the UK National Lottery. To release your prize, pay the £95 processing fee today.';
    const won = extractClaims(scam).find((c) => c.claim.claim.includes('you have won'));
    expect(won?.claim.status).toBe('false');
    const news = extractClaims(
      'You have won the lottery if your ticket shows 4, 8 and 15, the operator said on Saturday.',
    );
    expect(news.every((c) => c.claim.status === 'uncertain')).toBe(true);
  });

  it('keeps at most MAX_CLAIMS, the most check-worthy, in document order', () => {
    const filler = Array.from({ length: 15 }, (_, i) => `Item ${i} was nice.`).join(' ');
    const strong = Array.from(
      { length: 12 },
      (_, i) =>
        `Sales in region ${i + 1} rose ${10 + i}% to $${i + 2} million in 2023, the company said.`,
    ).join(' ');
    const claims = extractClaims(`${filler} ${strong}`);
    expect(claims).toHaveLength(MAX_CLAIMS);
    expect(claims.every((c) => c.claim.claim.startsWith('Sales'))).toBe(true);
    const starts = claims.map((c) => c.span.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('gives higher confidence to more check-worthy sentences', () => {
    const [weak, strong] = extractClaims(
      'Mayor Jane Doe opened the new library in Leeds on Monday. Crime fell 12% in 2023 compared with 2022, police figures show.',
    );
    expect(strong!.claim.confidence).toBeGreaterThan(weak!.claim.confidence);
  });

  it('finds the statistic sentences of a news report', () => {
    const claims = extractClaims(SOBER_NEWS_REPORT).map((c) => c.claim.claim);
    // The dateline is the report's, not the claim's.
    expect(claims[0]).toMatch(/^Britain's economy grew by 0\.3%/);
    expect(claims.some((c) => c.startsWith('A study published in the Lancet in 2023'))).toBe(true);
  });

  it('finds no claim in a short notice about the reader’s own dealings, however it goes on', () => {
    for (const text of [
      'Your vehicle registration renewal was received. Your new sticker will arrive by mail in 7 to 10 days.',
      'Chase: A $742.18 debit card transaction at BESTBUY.COM was approved on card ending 4417. Refunds for disputed charges usually take 10 business days.',
      'HDFC Bank: Your A/c XX7788 is credited with INR 45,000.00 on 28-11-26. Avl Bal: INR 61,230.50',
    ])
      expect(extractClaims(text), text).toEqual([]);
    // The same sentence in a report is read as usual.
    const report =
      'Refunds for disputed charges usually take 10 business days, the Consumer Financial Protection Bureau said in a 2024 report on 1,200 banks.';
    expect(extractClaims(report).length).toBe(1);
  });

  it('ignores questions and instructions', () => {
    expect(
      extractClaims('Did you know 90% of people sleep badly? Click here to buy 2 packs for $20.'),
    ).toEqual([]);
  });
});

describe('worthinessOf', () => {
  it('is the bias plus every feature times its weight', () => {
    const seed = 14;
    const random = mulberry32(seed);
    for (let run = 0; run < 50; run++) {
      const x = Object.fromEntries(
        CLAIM_FEATURES.map((n) => [n, random() < 0.3 ? 1 : 0]),
      ) as ClaimFeatures;
      const sum = CLAIM_FEATURES.reduce(
        (w, n) => w + CLAIM_WEIGHTS.weights[n] * x[n],
        CLAIM_WEIGHTS.bias,
      );
      expect(worthinessOf(x), `seed ${seed}, run ${run}`).toBeCloseTo(sum, 9);
    }
  });
});

describe('hitsBySentence', () => {
  // One pass over the whole text must give each sentence the hit a search of that sentence gives.
  const PIECES = [
    'Sales rose',
    ' 5%',
    ' 100 %',
    ' $3.5 million',
    ' said Ann Lee',
    '. ',
    '.\n',
    '\n\n',
    ' 5\n%',
    ' more\nthan',
    ' than',
    ' more',
    ' in 2021',
    ' cures',
    ' I think',
    ' Study',
    '! ',
    ' all',
    'é',
    '😀',
    ' ',
  ];
  const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join(''));

  it('matches a per-sentence search for every cue the claims are scored on', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const sentences = splitSentences(text);
        for (const re of Object.values(SENTENCE_CUES)) {
          expect(hitsBySentence(re, text, sentences)).toEqual(
            sentences.map((s) => firstMatch(re, s.text)),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('cueHits', () => {
  // A cue searched without an alternative, and its sentences that may hold one with it, must give
  // each sentence the hit a search of that sentence with the whole cue gives.
  const PIECES = [
    'Sales rose',
    ' fewer than',
    ' wider than',
    ' Older than',
    ' rather than',
    ' never than',
    ' more costly than',
    ' er than',
    ' ER THAN',
    ' than',
    ' 5%',
    ' the most',
    ' went up',
    '. ',
    '.\n',
    '! ',
    'é',
    ' ',
  ];
  const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join(''));
  it('gives every sentence the first hit of the whole cue', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const sentences = splitSentences(text);
        for (const name of Object.keys(SENTENCE_CUES) as Array<keyof typeof SENTENCE_CUES>) {
          expect(cueHits(name, text, sentences)).toEqual(
            sentences.map((s) => firstMatch(SENTENCE_CUES[name], s.text)),
          );
        }
      }),
      { numRuns: 300, seed: FUZZ_SEED },
    );
  });
});
