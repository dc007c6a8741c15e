/**
 * The judge reads long mail too (issue 33): an e-mail from its short-message limit up to its
 * long-mail limit is judged at its own bar, measured out of source against long genuine mail of
 * other sources (Enron, business mail, news articles, the long-mail corpus; bench/EVAL.md). A long
 * phishing e-mail the rules leave in the C band is called a likely scam, with what it asks quoted;
 * a long genuine e-mail with a deadline, an amount and a link is not. Written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { JUDGE_FLAG_TYPE } from '../../src/server/analysis/score/judge-flag';
import {
  createJudge,
  judgeSaysScam,
  wordCount,
} from '../../src/server/analysis/signals/judge/index';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import judgeWeights from '../../resources/model/judge.json';
import { analyzeText, analyzeWithoutJudge } from '../helpers/pipeline';

const withoutJudge = analyzeWithoutJudge;

const PHISH = `Subject: Payment received - action needed

Dear Customer,

Our records show that you have received a money transfer of $1,250.00 from another customer through our secure payment service. The funds are waiting for you in a holding account.

To accept your payment, click the link below and register your account details with the payment service. Once your details are confirmed the money will be released to your account within one business day.

Accept payment

Thank you for banking with us.

Sincerely,
Customer Care
Online Banking Services`;

const NEWSLETTER = `Subject: Spring term newsletter

Dear parents and carers,

What a busy half term it has been! Year 4 visited the Roman museum on Tuesday and came back full of questions about aqueducts, and our choir sang beautifully at the town hall concert. Thank you to everyone who baked for the cake sale: you raised £412 for new library books.

A few reminders: school photographs are on Thursday 14 March, so please send your child in full uniform. Parents' evening bookings open on Monday through stmarysprimary.org.uk/parents, and slots fill quickly. The deadline for returning the swimming consent form is Friday.

We wish you all a restful break.

Mrs Patel, Headteacher`;

describe('the judge reads long mail', () => {
  it('has a long-mail limit above its short-message limit, and a bar of its own', () => {
    expect(judgeWeights.longMaxWords).toBeGreaterThan(judgeWeights.maxWords);
    expect(judgeWeights.longThreshold).toBeGreaterThanOrEqual(0.5);
    expect(judgeWeights.longThreshold).toBeLessThan(1);
  });

  it('calls a long phishing e-mail the rules leave at C a likely scam, quoting its ask', async () => {
    expect(wordCount(PHISH)).toBeGreaterThanOrEqual(judgeWeights.maxWords);
    expect(withoutJudge(PHISH).summary.overallGrade).toBe('C');
    const r = await analyzeText(PHISH);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    const flag = r.redFlags.find((f) => f.type === JUDGE_FLAG_TYPE);
    expect(flag, JSON.stringify(r.redFlags)).toBeDefined();
    expect(PHISH).toContain(flag!.textExample);
    expect(flag!.explanation).toMatch(/What weighed most here: /);
  });

  it('leaves a long genuine e-mail with a deadline, an amount and a link alone', async () => {
    expect(wordCount(NEWSLETTER)).toBeGreaterThanOrEqual(judgeWeights.maxWords);
    const r = await analyzeText(NEWSLETTER);
    expect(['A', 'B', 'C']).toContain(r.summary.overallGrade);
    expect(r.summary.overallStatus).not.toBe('false');
    expect(r.redFlags.find((f) => f.type === JUDGE_FLAG_TYPE)).toBeUndefined();
  });

  it('decides long mail at its own bar, not the short one', () => {
    // The same weights with the bars set either side of the mail's probability.
    const p = createJudge(judgeWeights).read(PHISH, null, [], 'en');
    expect(p).not.toBeNull();
    const at = (longThreshold: number) =>
      createJudge({ ...judgeWeights, threshold: 0, longThreshold }).read(PHISH, null, [], 'en');
    expect(at(Math.min(1, p!.probability + 0.01))?.scam).toBe(false);
    // Without its anatomy the judge may not decide (it asks nothing it can see): only probability.
    expect(at(0)?.probability).toBeCloseTo(p!.probability, 10);
  });

  it("never decides long mail whose only way to act is a phone number: it is the signature's", () => {
    // Written for this test: a colleague's note whose one number sits in the signature.
    const NOTE = `Subject: Gas contracts for March

Anthony, the trading desk called this morning about the active contract with the distribution company dated 1 November. I searched the contract system and found two agreements under the old name of the pipeline, one of them terminated last year and the other still active for the interstate points.

The volumes on the active one look right for the first week of the month, but the meter numbers on the second page do not match what scheduling has on file. I will go through them with Lisa tomorrow and send the corrected list before the nomination deadline on Thursday.

Daren Farmer
Texas Desk, Gas Logistics
713-853-6905`;
    expect(wordCount(NOTE)).toBeGreaterThanOrEqual(judgeWeights.maxWords);
    const signals = computeSignals(acquireText(NOTE), { judge: null });
    // The bar at 0: only what may be decided decides.
    const read = createJudge({ ...judgeWeights, longThreshold: 0 }).read(
      NOTE,
      signals.anatomy,
      signals.textLinks,
      'en',
    );
    expect(read).not.toBeNull();
    expect(read!.scam).toBe(false);
    const t = { threshold: 0.75, linkThreshold: 0.75 };
    const numberOnly = ['anat:asks', 'chan:number:neutral'];
    expect(judgeSaysScam(numberOnly, 0.99, t, false, true)).toBe(false);
    // A short message with a number is still decided, and long mail that asks something is too.
    expect(judgeSaysScam(numberOnly, 0.99, t)).toBe(true);
    expect(judgeSaysScam([...numberOnly, 'ask:call'], 0.99, t, false, true)).toBe(true);
    expect(judgeSaysScam(['anat:asks', 'chan:email:neutral'], 0.99, t, false, true)).toBe(true);
  });

  it('does not read long mail when its weights name no long-mail bar', () => {
    const { longThreshold: _bar, longMaxWords: _limit, ...short } = judgeWeights;
    expect(createJudge(short).read(PHISH, null, [], 'en')).toBeNull();
  });
});
