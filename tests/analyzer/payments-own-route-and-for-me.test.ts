/**
 * A payment asked through where the reader already pays ("through your ParentPay account", "at
 * your council's website", "by direct debit"), in a message that gives no link, number or bank
 * details of its own, sends the reader nowhere: a school letter of 75 words was F. Copies that
 * add a site, a threat, bank details or gift cards stay D or F. In other languages, a payment
 * made "for me" ("een betaling voor me", "eine Zahlung für mich") is money asked of the reader,
 * and a payment thanked for ("danke für die Zahlung") was made.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Subject: Year 5 trip to the Science Museum - please pay by Wednesday\n\nDear Parent/Carer,\n\nYear 5 will visit the Science Museum on Monday 24 March. The trip costs £14 per child. Please pay through your ParentPay account by Wednesday 12 March and tick the consent box there. If paying is a difficulty, please speak to Mrs Adeyemi in the office.\n\nKind regards,\nPeter Lund\nMeadow Lane Primary School',
  'School trip: please pay £12 through your ParentPay account by Friday. Thank you!',
  'Choir tour reminder: the £40 deposit is due by 2 May. Please pay via your SchoolMoney account or at the school office. Thanks, Ms Grant',
  // The short letter in other words: no word of it but the amount's sign.
  'Swimming gala: kindly settle the £6 entry using your Arbor parent portal before Wednesday. Cheers, PE department',
  'Hola mamá, ya hice el pago del gimnasio, no te preocupes. Besos',
  'Hallo Papa, danke für die Zahlung für mich gestern, ist angekommen. Bis Sonntag!',
  'Hoi mam, ik heb de betaling voor het schoolreisje gedaan, je hoeft niks te doen. Tot vanavond!',
];

const SCAMS = [
  // Copies of the school letter's shape with a way to pay that is not the reader's own.
  'Pay the £15 trip fee through your ParentPay account by Thursday at parentpay-trips.com or your child cannot attend.',
  'Swimming gala: your £6 entry is unpaid. Settle it within 2 hours at arbor-parent-pay.com or your child is removed from the team.',
  'Your electricity will be disconnected today. Pay the overdue £84 via your account now to avoid disconnection.',
  "Dear parent, the trip payment failed. Send £15 by bank transfer to sort code 20-00-00 account 12345678 today or your child's place will be given away.",
  'Dear Parent, kindly pay the school fee balance of £250 via Amazon gift cards and send the codes to the bursar at this number.',
  // A relative on a new number asking for a payment "for me".
  'Hoi mam, mijn telefoon is kapot, dit is mijn nieuwe nummer. Kun je even een betaling voor me doen?',
  'Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer. Kannst du kurz eine Zahlung für mich machen?',
  'Hola mamá, se me rompió el móvil, este es mi número nuevo. ¿Puedes hacer un pago para mí?',
  "Salut maman, mon téléphone est cassé, c'est mon nouveau numéro. Tu peux faire un paiement pour moi ?",
];

pinGrades(GENUINE, SCAMS, 'payments through your own account, and payments for the writer');

describe('what a payment through your own account is read as', () => {
  it('is not read as a request for card details', async () => {
    const r = await analyzeText(GENUINE[1]!);
    const said = JSON.stringify(r.redFlags);
    expect(said).not.toMatch(/card or account details/i);
  });
});
