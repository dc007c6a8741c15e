/**
 * Battery 30 (everyday messages in nine languages, mostly genuine), run unseen on 4228dad and then
 * read, mended as families; written for this test in other words. On 4228dad each genuine message
 * below was D or F:
 * - a bank's list of what it will never do, its "never" said once in the list's head ("Things we
 *   will never do:") and each item under it a scam's ask ("• Send someone to pick up your card");
 * - a surgery's call back that says "no es nada urgente": urgency denied is no urgency (the German
 *   "nichts Dringendes" was read so already, and is kept as a guard);
 * - "out of stock until Friday" says how long a state lasts, not a deadline on the reader;
 * - a booking's terms ("late cancellations may be charged £25") are no charge to cancel by calling
 *   and no threat;
 * - a club's dues paid "auf das bekannte Vereinskonto", asking members for their own new IBAN, is
 *   no payee's changed account.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { readScopes } from '../../src/server/analysis/signals/anatomy/scope';

const NEVER_LIST = `Subject: Staying safe from fraud

Hello Mr Byrne,

Criminals often pretend to be from your bank. So that you can always tell it's really us, here are the things we will never do:

• Tell you to transfer your savings to a new account to protect them
• Ask for your card PIN or your online banking password
• Ask you to read out a code we've texted you
• Send someone to your home to pick up your card

If a call feels wrong, hang up and ring the number on the back of your card.

Read more at barclays.co.uk/fraud

Barclays`;

const GENUINE = [
  NEVER_LIST,
  'Hola, le llamamos del centro de salud de Vallecas para Luis Romero. La doctora quiere comentarle la analítica, no es nada urgente. Llámenos al 913 220 418 por las mañanas, por favor. Gracias.',
  'Reminder: you are booked in with Harbourside Physio on Tue 14 May at 5:15pm. Reply Y to confirm or call 0131 496 0277 to move it. Late cancellations (less than 24 hours) may be charged £30.',
  `Subject: Beitrag 2026

Hallo zusammen,

bei ein paar Mitgliedern ist die Lastschrift für den Jahresbeitrag (72 €) zurückgekommen, meist wegen einer neuen Bankverbindung. Bitte überweist den Beitrag bis Ende April auf das bekannte Vereinskonto und schickt mir eure neue IBAN, damit ich das Mandat ändern kann.

Viele Grüße
Petra, Kassenwartin SV Eichenau`,
  'Hi, this is Mark from Boots pharmacy on Church Street, just calling about your repeat prescription. One of the items is out of stock until Friday, so if you could pop in or give us a call back on 01632 960 411 we can talk about an alternative. Thanks, bye.',
  'Guten Tag, hier ist die Praxis Dr. Weber für Frau Keller. Es ist nichts Dringendes, aber bitte rufen Sie uns wegen Ihrer Blutwerte unter 089 2318 440 zurück. Vielen Dank.',
];

pinGrades(GENUINE, [], 'never lists and calm calls (battery 30)');

describe('a list under "we will never"', () => {
  it('reads each item as something the sender never does', () => {
    const reading = readScopes(NEVER_LIST);
    const item = NEVER_LIST.indexOf('Send someone');
    expect(
      reading.scopes.some((s) => s.kind === 'negated' && item >= s.start && item < s.end),
    ).toBe(true);
    expect(reading.reassurances.map((r) => r.kind)).toContain('never_asks');
  });

  it('does not read a list that follows an order as negated', () => {
    const text =
      'Never mind the last message. Do this now:\n\n- Send us your card PIN\n- Call 0800 123 456';
    const at = text.indexOf('Send us');
    expect(readScopes(text).scopes.some((s) => at >= s.start && at < s.end)).toBe(false);
  });
});
