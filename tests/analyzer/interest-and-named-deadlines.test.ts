/**
 * Two readings of English, each fixed in general terms (issue 33), with probes written for this
 * test:
 *
 * - "Are you interested?", "Interested?" close an offer by asking the reader to answer: that is
 *   the message's ask (a reply). On 6f8a0a3 a task-job offer ending so ("daily salary $200+. Are
 *   you interested?") had no ask, so the judge, which read it at 0.83, could not decide, and it
 *   was graded C.
 * - "Deadline to enroll is Friday" names a deadline with its day: in a message that asks, it is
 *   pressure, though it stands in a sentence of its own (a student-loan "forgiveness" text was C).
 *
 * A friend's or a café's "interested?" is an ask to reply too, and stays C: the ask alone is no
 * warning.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import type { AnatomyFindings } from '../../src/server/analysis/signals/anatomy';
import { analyzeText } from '../helpers/pipeline';

const read = (text: string): AnatomyFindings =>
  computeSignals(acquireText(text), { model: null }).anatomy!;
const bad = (grade: string) => grade === 'D' || grade === 'F';

const TASK_JOB =
  "Hello, I'm Emma, a recruiter from Spark Digital. We help brands boost ratings by completing simple app tasks. 30 minutes per day, daily salary $200+. Are you interested?";
const LOAN_FORGIVENESS =
  'Student Loan Forgiveness: You have been pre-approved for full discharge under the new federal program. Deadline to enroll is Friday. Call 866-555-0132.';

describe('an offer that closes by asking whether you are interested', () => {
  it('reads the question as the ask, and the task job as a scam', async () => {
    const asks = read(TASK_JOB).anatomy.asks;
    expect(asks.map((a) => [a.kind, a.span.text])).toContainEqual(['reply', 'Are you interested?']);
    const r = await analyzeText(TASK_JOB);
    expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
  });

  it('"Do you want to try?" after a boast of trading gains is the pitch\'s ask', async () => {
    const text =
      "My uncle taught me how to trade gold futures on this app, I made $8,000 last week. I can show you how, it's very safe. Do you want to try?";
    expect(read(text).anatomy.asks.map((a) => a.kind)).toContain('reply');
    const r = await analyzeText(text);
    expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
  });

  for (const text of [
    'I made a new lasagna recipe, do you want to try it?',
    'Hey, I have two extra tickets for the Lakers game on Saturday. Are you interested?',
    'We are hiring a part-time barista at our cafe on Main St, 20 hours a week. Interested? Come by for a chat.',
  ])
    it(`a genuine offer stays C: ${text.slice(0, 40)}`, async () => {
      expect(read(text).anatomy.asks.map((a) => a.kind)).toContain('reply');
      const r = await analyzeText(text);
      expect(r.summary.overallGrade).toBe('C');
    });
});

describe('a deadline named with its day', () => {
  it('is pressure in a message that asks, quoted as a deadline', async () => {
    const pressures = read(LOAN_FORGIVENESS).anatomy.pressures;
    expect(pressures.map((p) => [p.kind, p.label, p.span.text])).toContainEqual([
      'deadline',
      'rushes you with a deadline',
      'Deadline to enroll is Friday',
    ]);
    const r = await analyzeText(LOAN_FORGIVENESS);
    expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
  });

  it('is no pressure where the message asks nothing', () => {
    const text =
      'The deadline for the school photo orders is Friday. The photos arrive in January.';
    expect(read(text).anatomy.pressures).toEqual([]);
  });
});
