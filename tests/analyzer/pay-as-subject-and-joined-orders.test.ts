/**
 * Battery 34 (texts and e-mails of 2025-26 in twelve languages, run unseen on d6ff524, then read),
 * mended as grammar, not as phrases; written for this test in other words:
 * - a word a modal follows is the subject of its clause, not an order: "pay will arrive on
 *   Wednesday" tells when wages come, and a staff notice saying so was graded F ("asks you to
 *   pay");
 * - an order joined to another by "and" or "then" is an order too: in "keep your phone close and
 *   have your card PIN to hand" only the first verb was read, so what the second asks (a secret,
 *   for a caller the message announces) was never seen;
 * - "the final day to sign up" is the last chance to act, as "by Friday" is a deadline: a loan
 *   relief text saying so, with a number to call, was C.
 * On d6ff524 the genuine notices below were D or F, the joined orders read no secret asked and
 * the scam was C.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Morning all, a reminder from the office: with Monday being a public holiday, pay will arrive a day early on Friday. Your payslips are in the staff portal as always. Priya, Finance',
  'Hello everyone, payday moves this month: salary will be in your accounts on the 27th because of the bank closure. Any questions, ask me. Tom (HR)',
];

const SCAMS = [
  'US Federal Aid Office: your car loan qualifies for the 2026 payment reduction scheme. Tonight is the last day to sign up. Text BACK or ring 1-877-604-2219 to keep your place.',
];

pinGrades(GENUINE, SCAMS, 'staff notices about when pay arrives, and a last day to sign up');

const JOINED = [
  'A security officer from your bank will phone you within the hour. Keep your phone close and have your card PIN to hand.',
  'Your parcel is held. Visit the page below and then enter your card number and the code we text you.',
];

const SINGLE = [
  'Keep your receipt and bring it with you if you want to return the item.',
  'Open the app and check your statement for the month.',
];

const kinds = (text: string) => anatomyOf(text).asks.map((a) => a.kind);

describe('orders joined by "and" or "then"', () => {
  it('reads what the joined order asks of a secret', () => {
    for (const text of JOINED) expect(kinds(text), text).toContain('secret');
  });
  it('reads no secret or payment where the joined order asks none', () => {
    for (const text of SINGLE) {
      const asked = kinds(text);
      expect(asked, text).not.toContain('secret');
      expect(asked, text).not.toContain('pay');
    }
  });
  it('reads no payment in "pay will arrive"', () => {
    expect(kinds(GENUINE[0]!)).not.toContain('pay');
  });
});
