/**
 * A payment asked for at work, the way a boss's impersonator asks it ("initiate a transfer of
 * 12,400 EUR … keep this under wraps until Monday", "arrange an urgent bank transfer … don't
 * discuss this with anyone"): the matter kept quiet ("keep this confidential", "keep it to
 * yourself") is a push for secrecy, and a transfer named a few words after the verb ("arrange an
 * urgent bank transfer", "handle a payment", "initiate a transfer") is an ask to pay (anatomy
 * pressure.ts and ask-kinds.ts). Whether it is a scam is for the judge: genuine requests of the same
 * words (an approved invoice, a reorg kept quiet until it is announced, a venue deposit, a surprise
 * party) stay C. Written for these tests; none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "Hi Sam, could you process the payment for invoice 4471 from Harper Plumbing by Friday? It's approved in the system. Thanks, Jo",
  'Hi team, the reorg will be announced on Monday. Please keep this confidential until then. Thanks, Maria',
  'Can you arrange the bank transfer for the venue deposit this week? The hall needs it before the 12th. Cheers',
  'Please keep your card details confidential and never share your PIN with anyone, including bank staff.',
  'Reminder: please initiate the quarterly transfer to the pension provider as usual by the 28th. The amount is in the shared sheet. Thanks, Finance',
  'Surprise party for Dad is on Saturday! Keep it to yourself, he has no idea. Can you bring the cake?',
];

const SCAMS = [
  "Mike, I'm tied up with the auditors. Initiate a transfer of 12,400 EUR to the account I'll email you shortly and keep this under wraps until Monday please.",
  "Are you in the office? I have a confidential task for you. I need you to arrange an urgent bank transfer before 3pm, I will send the account details. Don't discuss this with anyone.",
];

pinGrades(GENUINE, SCAMS, 'asking for a payment at work');

const kinds = askAndPressureKinds;

describe('a payment asked for at work', () => {
  it('reads the matter kept quiet as secrecy, not the reader keeping their own details safe', () => {
    expect(kinds('Keep this confidential until the deal is announced.').pressures).toContain(
      'secrecy',
    );
    expect(kinds('Keep it to yourself for now, I will explain later.').pressures).toContain(
      'secrecy',
    );
    expect(kinds('Please keep this under wraps until Monday.').pressures).toContain('secrecy');
    expect(kinds('Keep your account details confidential at all times.').pressures).toEqual([]);
  });

  it('reads a transfer named a few words after its verb as an ask to pay', () => {
    expect(kinds('I need you to arrange an urgent bank transfer before 3pm.').asks).toContain(
      'pay',
    );
    expect(kinds('Please handle a payment to the new partner firm this afternoon.').asks).toContain(
      'pay',
    );
    expect(kinds('Please arrange a meeting with the new partner firm.').asks).not.toContain('pay');
  });
});
