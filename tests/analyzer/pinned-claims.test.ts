/**
 * Pinned examples for issue 14, points 3 and 4, through the real pipeline (acquireText ->
 * signals -> offline analyzer -> score with the shipped model): authority is not evidence, and
 * claims are chosen by check-worthiness, not by digits. Each text is written for FactLens in the
 * shape people meet it, with the grade band and the findings a careful reader would give it; each
 * rule is paired with the legitimate text it must not fire on.
 */
import { describe, expect, it } from 'vitest';
import { NO_POSITIVE_CEILING, NO_WARNING_FLOOR, type Results } from '../../src/shared';
import { extractClaims } from '../../src/server/analysis/offline/claims';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text);
const authority = (r: Results) => r.biasFindings.find((b) => b.technique === 'appeal_to_authority');
const indicators = (r: Results) => r.positiveSignals.map((p) => p.indicator);

/** A named authority vouching for a strong health conclusion, with nothing a reader could open. */
const AUTHORITY_HEALTH_POST = `A 2023 study from the World Health Organization and the Centers for Disease Control and Prevention proves that drinking three cups of green tea a day prevents heart disease and cancer.
Start every morning with green tea and protect your family. Pass this on to the people you love.`;

/** A politician putting words in an opponent's mouth: a quote to check, not a source. */
const FABRICATED_QUOTE_POST = `Senator Mark Ellison said: Governor Dana Price "has pledged a huge tax hike on almost all families." Voters deserve to know what is coming before they go to the polls in November.`;

/** A wire report with its dateline and links to the statistics office and the central bank. */
const WIRE_REPORT_WITH_LINKS = `LONDON (Reuters) - British inflation fell to 3.2% in March from 3.4% in February, the Office for National Statistics said on Wednesday, in line with forecasts from economists polled by Reuters.

Food prices rose 4.0% from a year earlier, the smallest increase since November 2021, the ONS said. "Inflation eased again in March, driven by food prices," said Grant Fitzner, the ONS chief economist. The full release is at https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/consumerpriceinflation/march2024 and the Bank of England's latest forecast at https://www.bankofengland.co.uk/monetary-policy-report/2024/february-2024.`;

/** A health report that cites the journal, the date and links the paper. */
const LANCET_REPORT = `A study published in The Lancet on 3 March 2024 found that adults who walked at least 7,000 steps a day had a 47% lower risk of early death than those who walked fewer than 4,000 steps. The researchers followed 15,000 people in four countries for eight years. The authors cautioned that the study was observational and could not prove cause and effect. Read the paper: https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)00123-4/fulltext`;

describe('authority is not evidence', () => {
  it('grades a named authority asserting a strong health conclusion C at best, with an appeal-to-authority finding', async () => {
    const r = await analyze(AUTHORITY_HEALTH_POST);
    expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
    expect(['C', 'D', 'F']).toContain(r.summary.overallGrade);
    expect(r.summary.verdict?.evidence).not.toBe('positive');
    const finding = authority(r)!;
    expect(finding.spans[0]!.text).toMatch(
      /^A 2023 study from the World Health Organization and the Centers for Disease Control and Prevention proves$/,
    );
    expect(
      r.criticalQuestions.some((q) =>
        /is this authority an expert on this question, and what evidence do they give\?/.test(q),
      ),
    ).toBe(true);
    // Naming the agencies is not citing them: no study "cited", no organisations in its favour.
    expect(indicators(r)).not.toContain('Cites studies or publications');
    expect(indicators(r)).not.toContain('Names organisations');
    expect(r.criticalQuestions.join(' ')).not.toMatch(/cited study|names no source/);
    expect(r.criticalQuestions).toContain(
      'Who wrote this, and where could you read what the organisations it names actually said? It cites nothing you could open.',
    );
    const health = r.claims.find((c) => c.claim.includes('green tea'))!;
    expect(health.analysis).toMatch(/PubMed|clinical/);
  });

  it('reads the same sentence with no year the same way', async () => {
    const r = await analyze(AUTHORITY_HEALTH_POST.replace('A 2023 study', 'A study'));
    expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
    expect(authority(r)).toBeDefined();
  });

  it('does not grade a fabricated quote B; the quoted words become a claim to check about the person quoted', async () => {
    const r = await analyze(FABRICATED_QUOTE_POST);
    expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
    expect(['A', 'B']).not.toContain(r.summary.overallGrade);
    const claim = r.claims.find((c) => c.claim.includes('has pledged a huge tax hike'))!;
    expect(claim.analysis).toMatch(/Dana Price/);
    expect(claim.analysis).toMatch(/recording|transcript/);
    expect(claim.analysis).toMatch(/not a source/);
    expect(
      r.criticalQuestions.some(
        (q) =>
          q.includes('Dana Price') &&
          q.includes('"has pledged a huge tax hike on almost all families'),
      ),
    ).toBe(true);
  });

  it('keeps the positive evidence of a wire report with a dateline and links to its sources', async () => {
    const r = await analyze(WIRE_REPORT_WITH_LINKS);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(r.summary.verdict?.evidence).toBe('positive');
    expect(indicators(r)).toEqual(
      expect.arrayContaining(['Wire-service dateline', 'Links to reputable sources']),
    );
    expect(authority(r)).toBeUndefined();
    // The dateline is the report's: the claim starts with what is claimed.
    expect(r.claims[0]!.claim).toMatch(/^British inflation fell to 3\.2%/);
    expect(r.claims[0]!.analysis).toMatch(/Office for National Statistics \(ONS\)/);
  });

  it('keeps the positive evidence of a study cited by journal, date and link', async () => {
    const r = await analyze(LANCET_REPORT);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(indicators(r)).toEqual(
      expect.arrayContaining(['Cites studies or publications', 'Links to reputable sources']),
    );
    expect(r.summary.verdict!.headline).toMatch(/cited publication with its year/);
    expect(authority(r)).toBeUndefined();
    expect(
      r.criticalQuestions.some((q) =>
        /What does the study cited as "published in The Lancet" actually measure/.test(q),
      ),
    ).toBe(true);
  });
});

describe('check-worthy claims, not digits', () => {
  it('takes no claim from phone, order, street, version, time-of-day and model numbers, "COVID-19" or a review byline', async () => {
    const text = `Great phone, the battery lasts two days.
- John, 2 hours ago
Call our team on 0800 123 4567 or quote order number 55821943. Visit us at 12 High Street. Update the app to version 4.2 first. The Model 5 comes with COVID-19 exposure alerts. Your appointment is at 09:14.`;
    const r = await analyze(text);
    expect(r.claims).toEqual([]);
    expect(r.criticalQuestions.join(' ')).not.toMatch(/figure/);
  });

  it('still takes the figures next to an identifier', () => {
    const claims = extractClaims(
      'Since the COVID-19 pandemic began, unemployment in Spain rose 3.1% to 14.2%, the INE said.',
    );
    expect(claims).toHaveLength(1);
    expect(claims[0]!.kind).toBe('statistic');
    expect(claims[0]!.focus).toBe('3.1%');
  });

  it('keeps a single checkable claim with no number, with the advice for an event', async () => {
    const text =
      'Sign on ballot drop box in Phoenix tells voters to throw their ballots away\nA sign on a ballot drop box in Phoenix was put there to make voters throw their ballots away.';
    const r = await analyze(text);
    expect(r.claims).toHaveLength(1);
    expect(r.claims[0]!.claim).toMatch(
      /Phoenix was put there to make voters throw their ballots away/,
    );
    expect(r.claims[0]!.analysis).toMatch(/two independent, established news organisations/);
    expect(r.claims[0]!.analysis).toMatch(/primary record/);
    expect(r.summary.message).not.toMatch(/no specific factual claim/i);
  });

  it('reads "7 to 2" as a vote, not a statistic', async () => {
    const r = await analyze(
      'The Supreme Court ruled 7 to 2 on Tuesday that the state’s new congressional map was unconstitutional.',
    );
    expect(r.claims).toHaveLength(1);
    expect(r.claims[0]!.analysis).not.toMatch(/statistics (?:office|body)/);
    expect(r.criticalQuestions.join(' ')).not.toMatch(/Where does the figure/);
  });

  it('does not repeat the headline and the dateline as claims of their own', async () => {
    const text = `UK inflation falls to 3.2% in March as food prices ease
LONDON (Reuters) - UK inflation fell to 3.2% in March as food prices eased, the Office for National Statistics said on Wednesday.
Services inflation, watched closely by the Bank of England, slowed to 6.0% from 6.1%.`;
    const claims = (await analyze(text)).claims.map((c) => c.claim);
    expect(claims.filter((c) => /3\.2% in March/.test(c))).toHaveLength(1);
    expect(claims.some((c) => c.startsWith('LONDON'))).toBe(false);
    expect(claims.some((c) => c.startsWith('Services inflation'))).toBe(true);
  });

  it('keeps claims that differ only in their figures', () => {
    const claims = extractClaims(
      'Sales in France rose 10% to $2 million in 2023. Sales in Spain rose 12% to $3 million in 2023.',
    );
    expect(claims).toHaveLength(2);
  });

  it('gives advice that fits each kind of claim', () => {
    const byKind = new Map(
      extractClaims(
        'Unemployment fell to 4.2% in March. ' +
          'Vitamin D supplements prevent colds in children, a new trial suggests. ' +
          'Prime Minister Anna Berg said the reform will cut waiting times. ' +
          'Police arrested two men in Leeds after the bank robbery. ' +
          'The Acme Corporation is owned by a family trust in Jersey.',
      ).map((c) => [c.kind, c.claim.analysis]),
    );
    expect(byKind.get('statistic')).toMatch(/statistics body of the country it is about/);
    expect(byKind.get('health') ?? byKind.get('study')).toMatch(/PubMed/);
    expect(byKind.get('health') ?? byKind.get('study')).toMatch(
      /health (?:authorities|agencies)|WHO/,
    );
    expect(byKind.get('quote')).toMatch(/recording|transcript/);
    expect(byKind.get('event')).toMatch(/two independent/);
    expect(byKind.get('person')).toMatch(/official website or accounts/);
  });

  it('quotes whole phrases in questions and never a span across two sentences', async () => {
    const r = await analyze(
      'Apple shares rose 2% in early trading, according to First Call. Apple declined to comment on the report. Analysts expect results on Thursday.',
    );
    const asked = r.criticalQuestions.join(' ');
    expect(asked).not.toMatch(/First Call\. Apple/);
    expect(asked).toMatch(/"First Call"/);
  });

  it('asks about "the cited study" only when a study is cited', async () => {
    const none = await analyze(
      'Researchers say that the new bridge carried 40,000 cars a day in its first month, 12% more than planned.',
    );
    expect(none.criticalQuestions.join(' ')).not.toMatch(/cited study|study cited/);
    const named = await analyze(
      'A study by the Grattan Institute found that 30% of renters spend more than a third of their income on rent.',
    );
    expect(named.criticalQuestions.join(' ')).not.toMatch(/study cited as|the cited study/);
    expect(
      named.criticalQuestions.some((q) =>
        /Which study is "A study by the Grattan Institute"\? Can you find its title, journal and date/.test(
          q,
        ),
      ),
    ).toBe(true);
  });

  it('takes no claim from a message about your own card, and asks about it in the organisation’s own channels', async () => {
    const r = await analyze(
      'HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES 2291 on 14 Nov at 18:02. If you don’t recognise this payment, call us on the number on the back of your card.',
    );
    expect(r.claims).toEqual([]);
    expect(r.criticalQuestions.join(' ')).toMatch(/organisation's own app or website/);
    expect(r.criticalQuestions.join(' ')).not.toMatch(/Where does the figure/);
  });

  it('reads a version number as a name and a promise as no claim', () => {
    const [release] = extractClaims(
      'Apple released iOS 17.2 on Monday with a new Journal app, the company said.',
    );
    expect(release!.kind).toBe('event');
    expect(release!.claim.analysis).not.toMatch(/study|statistics (?:office|body)/);
    expect(extractClaims('I’ll pay you back on Friday, promise.')).toEqual([]);
  });

  it('keeps an ordinary news report in the C band or above with its claims', async () => {
    const r = await analyze(
      FABRICATED_QUOTE_POST.replace(
        'Senator Mark Ellison said:',
        'At a rally on Monday, Senator Mark Ellison said',
      ),
    );
    expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
  });
});
