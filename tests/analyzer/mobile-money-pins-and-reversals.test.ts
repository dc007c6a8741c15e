/**
 * Written for these tests (none is a row of any corpus or battery): mobile-money messages as they
 * are written in East and West Africa, where a stand-in battery of 204 such texts found these
 * readings missing (85adde3: 28 of 83 scams missed, none of them read for what it asks).
 * - a PIN or password asked to be sent in a message ("text your MoMo PIN to …", "Tuma PIN yako",
 *   "envoyez votre code secret") is hard evidence whoever asks: only the app asks for it, on the
 *   reader's own phone. Asked with no push and no foreign channel it was read as nothing;
 * - amounts as texts write them ("send me 15k", "50 bob", "5,000/=", "send 30 000 by MoMo") were
 *   no money, so the plea for them asked nothing;
 * - "kindly reverse to 07…" after money said to be "sent wrongly" is money asked back, and a
 *   receipt's "You have received Ksh …" is no fee held back; a phone number is no fortune;
 * - "Don't call, I'll explain later" is a call forbidden (the plea's own push), not a "never asks"
 *   reassurance;
 * - a national identity or bank verification number (BVN, CNIC, NIN) asked by text is personal
 *   details asked;
 * - francs CFA written onto their amount ("10 000F") are money, and vacancies offered are an offer
 *   of work (a fee asked for them is the job scam's).
 * On 85adde3 the Swahili PIN, the service-desk passcode and the "15k" plea were graded C and the
 * four readings below failed; the other scams were D or F by other marks (a deadline, a brand
 * named, a look-alike pretext) and are pinned with what now reads them; the guards held.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  // A PIN sent by text, in English, Swahili and French, and a paraphrase with no word in common.
  'Airtel Money: we detected a login to your wallet from a new phone. To block it, text your Airtel Money PIN to 0756 112 300 within 30 minutes.',
  'Mpendwa mteja, laini yako itafungwa leo. Tuma PIN yako ya M-Pesa kwa namba 0722 415 908 ili tuzuie.',
  'Orange Money: votre compte est suspendu suite à une activité inhabituelle. Envoyez votre code secret au 07 08 44 55 66 pour le réactiver.',
  'Hello dear, this is the service desk. Respond with ur mobile banking passcode so our officer can stop the unauthorised withdrawal.',
  // Money asked as texts write it, with a push the plea brings.
  "Auntie please send me 15k on this line, I am stranded at the bus stage. Battery dying, don't call me",
  "Uncle it is Brian, my phone fell in water so I am using a friend's line. Send 30 000 by MoMo to this number, the hospital is asking for a deposit now",
  // Money said to be sent wrongly, asked back to another number.
  'You have received UGX 75,000.00 from 0782 441 903. Balance UGX 81,200. Sorry that cash was sent wrongly, kindly reverse to 0782 441 903',
  // Francs CFA written onto the amount ("10 000F"), a fee sent to a number for a prize.
  'Bravo, vous avez gagné 500 000 FCFA avec Moov Money! Pour débloquer le gain, réglez les frais de 10 000F au 01 22 33 44 55.',
  // Vacancies offered, and a fee for them.
  'VACANCIES: KenGen is recruiting 25 security officers, monthly pay Ksh 28,000. Pay Ksh 2,000 registration and medical fee to 0711 234 876 to book your interview.',
  // Identity numbers asked by text for a prize.
  'Congratulations! Your number won N1,500,000 in the Glo anniversary draw. Text your full name, BVN and account number to 0803 551 2290 to claim before midnight.',
];

const GUARDS = [
  'M-PESA: Your PIN was changed on 12/3/25 at 9:14 PM. If this was not you, call 100. Never share your PIN with anyone.',
  'MTN will never ask you to send your MoMo PIN. If anyone asks you for it, report to 100.',
  'Usitume PIN yako kwa mtu yeyote. Safaricom haitakuuliza PIN yako.',
  'Mum I have sent you 40k for the rent, let me know when it arrives',
  'Ran my first 10k this morning, legs are dead but so happy!',
  "Don't call me tonight, I will ring you tomorrow after work x",
  'If you sent money to the wrong number, forward the confirmation SMS to 456 to ask for a reversal. Safaricom will never call you to reverse a transaction.',
  'Vous avez envoyé 15 000F au 07 58 21 44 90. Frais: 150F. Nouveau solde: 32 450F. Orange Money vous remercie.',
  'Vacancies at Two Rivers Mall: shop assistants needed. Apply in person at the customer desk with your CV. No fees are charged at any stage.',
  'To link your BVN to your account, visit any of our branches or dial *565*0# from your registered line.',
];

pinGrades(GUARDS, SCAMS, 'mobile-money PINs, amounts and reversals');

describe('mobile-money readings', () => {
  it('reads a PIN asked to be sent as a secret asked, and a warning as none', () => {
    const asks = (t: string) => anatomyOf(t).asks.map((a) => a.label);
    expect(asks(SCAMS[0]!)).toContain('to send your PIN or password in a message');
    expect(asks(SCAMS[1]!)).toContain('to send your PIN or password in a message');
    expect(asks(GUARDS[1]!)).not.toContain('to send your PIN or password in a message');
  });

  it('reads "15k" and "30 000" sent as money asked, not "a 10k"', () => {
    expect(anatomyOf(SCAMS[4]!).asks.map((a) => a.kind)).toContain('pay');
    expect(anatomyOf(SCAMS[5]!).asks.map((a) => a.kind)).toContain('pay');
    expect(anatomyOf(GUARDS[4]!).asks.map((a) => a.kind)).not.toContain('pay');
  });

  it('reads "don\'t call" as a call forbidden, not a reassurance', () => {
    const a = anatomyOf(SCAMS[4]!);
    expect(a.reassurances).toEqual([]);
    expect(a.pressures.map((p) => p.kind)).toContain('no_call');
  });

  it('reads a reversal asked after money sent wrongly as money asked, with no fee or fortune', () => {
    const a = anatomyOf(SCAMS[6]!);
    expect(a.asks.map((x) => x.kind)).toContain('pay');
    expect(a.pressures.map((p) => p.kind)).not.toContain('fee');
    expect(a.pressures.map((p) => p.kind)).not.toContain('too_good');
  });

  // Added on 0ba38ca, where it failed: a bare amount sent to a number in Swahili ("Nitumie 2,000
  // kwa 0733 …") is money asked, as "send me 15k" is in English; without a number to send it to,
  // "nitumie 2,000" (of anything) is not read as money.
  it('reads a bare amount sent to a number in Swahili as money asked', () => {
    const asks = (t: string) => anatomyOf(t).asks.map((x) => x.kind);
    expect(asks('Mama nitumie 2,000 kwa 0733 555 218 haraka, nimekwama hapa stage.')).toContain(
      'pay',
    );
    expect(asks('Nitumie 2,000 picha za harusi kesho.')).not.toContain('pay');
  });
});
