/**
 * Scam shapes a fifth new-user probe found graded C (late 2026, /work/probe/p20 outside the
 * repository, 30 scams and 20 genuine look-alikes): a court notice that threatens arrest unless a
 * fine is paid today, and a parking ticket "your vehicle has" that is unpaid, with a link to pay.
 * An arrest the reader is told to avoid is a crime laid at their door, whoever the message claims
 * to be; an unpaid thing the reader's own thing "has" is a pretext as "your toll is unpaid" is.
 * "Have your card and PIN ready" is an ask for a secret (for the caller the message announces).
 * Each scam has a paraphrase that shares none of its distinctive words; the genuine texts name the
 * same things.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, itKeepsGenuine, itReadsScams, type PinnedCase } from '../helpers/anatomy-cases';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
import { readAnatomy } from '../../src/server/analysis/signals/anatomy/read';

const SCAMS: PinnedCase[] = [
  {
    name: 'a court notice that threatens arrest unless a fine is paid today',
    pinned:
      'Jury duty notice: You failed to appear for jury service on Nov 12. A bench warrant has been issued. To avoid arrest, pay the $750 fine today using the link or call the clerk.',
    paraphrase:
      'Sheriff’s office: you missed your court date. Settle the $480 penalty by 5pm or you will be arrested at your home. Call 1-866-555-0192.',
  },
  {
    name: 'a parking ticket the reader’s vehicle "has", unpaid, with a link to pay',
    pinned:
      'Your vehicle has an unpaid parking violation. A late fee of $35 will be added if not paid by tomorrow. Pay now: cityparking-pay.com/ticket',
    paraphrase:
      'Your car has an outstanding citation from Nov 20. Avoid the $50 penalty: settle it today at parking-citations-portal.net',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a city’s notice of street cleaning, with the fine it avoids',
    pinned:
      'City of Austin: Street sweeping on your block Wednesday 7-10 AM. Please move vehicles to avoid a citation.',
    paraphrase:
      'Reminder from Springfield Public Works: leaf collection on Elm St tomorrow morning. Park off the street that day so you are not ticketed.',
  },
  {
    name: 'a court’s own reminder of jury service, with no payment',
    pinned:
      'Travis County Jury Office: Reminder, you are scheduled for jury service on Dec 9 at 8:30 AM. Check your status at traviscountytx.gov/jury.',
    paraphrase:
      'Jury summons reminder: please report to the county courthouse on Monday at 9. Parking details are on the court website.',
  },
];

describe('scam shapes of the fifth probe', () => {
  itReadsScams(SCAMS, false);

  it('names an arrest threat for what it is', async () => {
    const r = await analyzeAt(SCAMS[0]!.pinned);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.anatomy?.map((p) => p.label)).toContain('Threatens you with arrest');
  });
});

describe('genuine notices that name the same things', () => {
  itKeepsGenuine(GENUINE);
});

describe('an order to have a secret ready', () => {
  it('is an ask for a code, PIN or password, and the card alone is not', async () => {
    const ask = (text: string) =>
      readAnatomy(text, splitSentences(text), [], [], null).asks.map((a) => a.kind);
    expect(ask('Please have your card and PIN ready when you call us.')).toContain('secret');
    expect(ask('Have your online banking login details ready for our specialist.')).toContain(
      'secret',
    );
    expect(ask('Please have your library card ready at the desk.')).not.toContain('secret');
    expect(
      (await analyzeAt('Have your boarding pass ready at the gate.')).summary.overallGrade,
    ).toMatch(/^[ABC]/);
  });
});
