/**
 * Written for these tests (none is a row of any corpus or battery): appointment reminders that give
 * a number to ring when the reader cannot come ("If you can't make it please call the surgery on
 * …"). The reader is the one who cannot, and the call is the reader's: no sender out of reach. A
 * surgery, a hospital or a flight named beside a "can't" had read as a colleague "in surgery" who
 * "can't take calls", and 12 of 40 such reminders written by their parts were graded D or F.
 * Beside them, senders who do say they cannot talk, in the same breath, and ask for money.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const WHO = [
  'Your appointment with Dr Okafor is tomorrow at 11am.',
  'Your blood test at Riverside Hospital is on 15/12 at 10:30.',
  "Bella's check-up at Hillcrest Vets is today at 16:00.",
];
const IF_NOT = [
  "If you can't make it please call the surgery on 020 7946 0321.",
  'If you are unable to attend, please ring the hospital on (555) 014-2297 so we can offer the slot to someone else.',
  'Should you not be able to come, call the surgery on +44 161 496 0750.',
];
const REMINDERS = WHO.flatMap((who) => IF_NOT.map((line) => `${who} ${line}`));

const BUSY_SENDERS = [
  "Hi, it's Dr Reyes. I'm in surgery and can't talk. I need you to pick up four $100 Apple gift cards for a patient's family today, I'll pay you back. Send me the codes.",
  "Hey, can't talk now, boarding a flight. Can you send $300 to my friend's account 20-45-11 87654321 for me? Will pay you back tonight.",
  "I cannot answer calls, I'm driving to the hospital. Please transfer £850 to the new supplier account today, it's urgent. Details to follow.",
];

pinGrades(REMINDERS, BUSY_SENDERS, 'of people who cannot come, or cannot talk');

describe("a reader who can't make it", () => {
  it('is no sender out of reach: nothing reads as someone who cannot talk', async () => {
    for (const text of REMINDERS) {
      const r = await analyzeText(text);
      const quoted = r.redFlags.filter((f) => f.severity !== 'low').map((f) => f.textExample);
      expect(quoted, text).toEqual([]);
    }
  });
});
