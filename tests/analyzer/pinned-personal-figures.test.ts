/**
 * Issue 24, point 5, through the real pipeline (acquireText -> signals -> offline analyzer ->
 * score with the shipped model): a one-time code, a boss's gift-card request, a toll bill, a
 * parcel notice and a bank's payment check are the reader's own dealings. No claim, advice or
 * question sends the reader to a statistics office or an annual report for them, and none is
 * called false. Each text is paired with a paraphrase that shares no distinctive word with it.
 * (The grade and the scam finding are the scam reading's to pin.)
 */
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/shared';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text);
/** Words that send a reader to official statistics or to a company's accounts for a figure. */
const TO_STATISTICS =
  /statistics (?:office|body)|annual report|regulatory filing|public-spending|Where does the figure/;
const ourWords = (r: Results) => [...r.claims.map((c) => c.analysis), ...r.criticalQuestions];

const PERSONAL: ReadonlyArray<readonly [string, string]> = [
  ['a one-time code', 'Your verification code is 482913. Do not share it with anyone.'],
  [
    'a login code worded apart',
    'Use 730516 to sign in. It expires in ten minutes and our staff will never ask for it.',
  ],
  [
    'a boss asking for gift cards',
    "Are you at your desk? I'm in a meeting, buy four £100 gift cards and send me the codes.",
  ],
  [
    'the same request worded apart',
    "Quick favour, pick up three Steam vouchers worth $50 each and text me the numbers on the back, I'll pay you back tonight.",
  ],
  [
    'a toll bill',
    'E-ZPass: You have an unpaid toll of $6.99. Pay now at ezpass-tolls.vip to avoid a late fee of $50.',
  ],
  [
    'a road charge worded apart',
    'Reminder from the highway authority: a balance of £4.20 for road usage remains outstanding; settle it today at roads-pay.top or a £35 penalty applies.',
  ],
  [
    'a tax debt told of the reader',
    'You owe the IRS $4,320 in back taxes. A warrant will be issued unless you call 1-800-555-0100 today.',
  ],
  [
    'an overdue bill with a deadline',
    'Your electricity bill of £86.40 is overdue. Pay within 24 hours to avoid disconnection.',
  ],
  [
    'a bank asking whether the reader made a payment',
    'Barclays: Did you try to pay £249.99 to CURRYS ONLINE? Reply Y or N. We will never ask for your PIN.',
  ],
  [
    'a parcel notice',
    'Royal Mail: your parcel RM123456789GB will be delivered on Tuesday between 9am and 1pm.',
  ],
  [
    'an appointment reminder',
    'Reminder: the dentist expects you on Thursday 2 May at 9.15am. Reply C to cancel.',
  ],
];

describe('the reader’s own dealings are not sent to official statistics', () => {
  for (const [what, text] of PERSONAL) {
    it(`reads ${what} without a figure to trace`, async () => {
      const r = await analyze(text);
      for (const words of ourWords(r)) expect(words).not.toMatch(TO_STATISTICS);
      expect(r.claims.filter((c) => c.status === 'false')).toEqual([]);
    });
  }

  it('asks about a parcel in the organisation’s own app, not in the press', async () => {
    const r = await analyze(
      'Royal Mail: your parcel RM123456789GB will be delivered on Tuesday between 9am and 1pm.',
    );
    expect(r.criticalQuestions.join(' ')).toMatch(/organisation's own app or website/);
    expect(r.criticalQuestions.join(' ')).not.toMatch(/independent sources/);
  });

  it('still sends a public figure to where it was first published', async () => {
    const r = await analyze(
      'Unemployment fell to 4.2% in March. The council spent £3.5 million on the new bridge.',
    );
    expect(ourWords(r).join(' ')).toMatch(/official release of the statistics body/);
    expect(r.criticalQuestions.join(' ')).toMatch(/Where does the figure "4\.2%" come from/);
  });
});
