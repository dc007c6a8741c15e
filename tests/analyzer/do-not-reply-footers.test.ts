/**
 * Written for these tests (none is a row of any corpus or battery): "Please do not reply to this
 * email" tells the reader where not to write (the sender's address is not read); it does not say
 * that nothing is needed of them. It was read as the reassurance "says no action is needed", and
 * the judge decides nothing beside a reassurance, so phishing mail that ends as genuine notices do
 * ("This is an automated message, please do not reply") was never the judge's to call: 38 of
 * Nazario's missed phishing mails carried a reassurance, most of them only this footer.
 * "No reply needed" and "You do not need to reply" still say that nothing is needed.
 * On 0693dab the footers were read as reassurances: the first and third tests failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { judgeInputs, judgeMayDecide } from '../../src/server/analysis/signals/judge/inputs';

const FOOTERS = [
  'Your statement for March is now available in online banking. Please do not reply to this email.',
  'Your order has shipped and should arrive on Thursday. THIS IS AN AUTOMATED MESSAGE, PLEASE DO NOT REPLY.',
  'Your appointment request was received. Please don’t respond directly to this e-mail.',
  'Votre colis a été expédié. Do not reply to this message.',
];

const NOTHING_NEEDED = [
  'Your delivery is booked for Friday between 8am and noon. No reply needed.',
  'We have received your form and everything is in order. You do not need to reply to this message.',
];

const PAYROLL_PHISH = `Subject: Action needed on your payroll profile

Hello,

Human Resources is moving staff pay records to a new system this month. Your direct deposit details could not be matched and the next salary payment will be held until you confirm them.

Please sign in with your staff e-mail and password on the payroll page and confirm your bank details before Friday.

Payroll Services
Please do not reply to this email.`;

const REDELIVERY_PHISH = `Subject: Your parcel could not be delivered

Dear customer,

We tried to deliver your parcel today but the address label was incomplete. The parcel is waiting at our depot and will be returned to the sender in 3 days.

To choose a new delivery date, confirm your address and pay the redelivery charge of 1.99 on our delivery page.

Customer Care
This is an automated message, please do not reply.`;

const STATEMENT = `Subject: Your March statement is ready

Hello Priya,

Your statement for the account ending 2231 is now available. Sign in to online banking or the app to view and download it.

Thank you for banking with us.

Please do not reply to this email.`;

const kinds = (text: string) => anatomyOf(text).reassurances.map((r) => r.kind);

describe('a do-not-reply footer', () => {
  it('is no reassurance that nothing is needed', () => {
    for (const text of FOOTERS) expect(kinds(text), text).not.toContain('no_action');
  });

  it('still leaves "no reply needed" a reassurance', () => {
    for (const text of NOTHING_NEEDED) expect(kinds(text), text).toContain('no_action');
  });

  it('does not take a phishing mail away from the judge', () => {
    const inputsOf = (text: string) => {
      const signals = computeSignals(acquireText(text));
      return judgeInputs(text, signals.anatomy ?? null, signals.textLinks, 'en');
    };
    for (const text of [PAYROLL_PHISH, REDELIVERY_PHISH]) {
      const inputs = inputsOf(text);
      expect(inputs, text).not.toContain('reas:no_action');
      const without = inputsOf(text.slice(0, text.lastIndexOf('\n')));
      expect(judgeMayDecide(inputs, false, true), text).toBe(judgeMayDecide(without, false, true));
    }
    expect(judgeMayDecide(inputsOf(REDELIVERY_PHISH), false, true)).toBe(true);
  });
});

pinGrades([STATEMENT], [PAYROLL_PHISH, REDELIVERY_PHISH], 'mail ending "please do not reply"');
