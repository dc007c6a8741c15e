/**
 * Mobile operators' offers answered only through their own service code, and the "money sent to
 * you by mistake" trick told after a receipt, which a battery of African and Asian texts found
 * graded wrong. Written for these tests; none is a row of any corpus or battery.
 *
 * - Every way to act is the operator's own service code ("Dial *185*7#"), and nothing is asked that
 *   harms wherever it is given (a PIN, a card, gift cards): what is bought, borrowed or claimed
 *   there is settled by the operator on its own network. Its loan offers, data gifts and cashback
 *   are not enough to judge, not scams; a PIN asked for through the same code still is one.
 * - A claimed mistake told after a copied receipt's lines ("You have received … Your new balance …
 *   Transaction ID … Sorry, I sent you money by mistake"), money asked back in any words ("send it
 *   back", "send back to 0783 …", "reverse it to …"), with the currency named in words ("20,000
 *   shillings"): the reversal trick. So in Swahili ("nimekutumia … kwa makosa … nirudishie kwa
 *   0722 …"), even after a relative's address ("Habari dada").
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Airtel: You can now borrow up to UGX 500,000 instantly with Airtel Quick Loan. No paperwork, no guarantor. Dial *185*7# NOW to get yours. T&Cs apply.',
  'MTN: As a loyal customer you have been awarded 500MB FREE data valid until midnight. Dial *131*4# to check your balance.',
  'JazzCash: You have received Rs 200 cashback on your last bill payment. Offer valid this month only. Dial *786# for details.',
  // Swahili: an operator's keyword to a short number; a child's money sent to a parent.
  'Hongera! Umepokea Tsh5,000 kutoka promosheni ya Vodacom. Tuma neno SALIO kwenda 15300 kujua zaidi.',
  'Mama, nimekutumia Ksh 1,000 ya sokoni. Ukipata niambie.',
];

const SCAMS = [
  'MTN: Your MoMo account has been suspended. Dial *165# and enter your PIN to restore it now.',
  "Hello. You have received TZS 95,000 from ASHA JUMA (255714332801). Your new balance: TZS 96,200. Transaction ID 5521904 .\nSorry please I have sent you money by mistake it was for my father's medicine, kindly send it back to 0714332801 God bless you",
  'You have received 40,000 RWF from MUGISHA ERIC (*********552). Your new balance: 40,510 RWF. Financial Transaction Id: 77310\nPlease I sent it by mistake, it is school fees, kindly send back to 0783 XXX 552',
  'Dear, I transferred 20,000 shillings to your M-Pesa by mistake. Please reverse it to my number 0722 418 906, it is for my rent.',
  // Swahili: "I sent you … by mistake … please send it back to me at …", after a relative's address.
  'Habari dada, nimekutumia Ksh 2,500 kwa makosa, nilikuwa nalipa kodi ya nyumba. Tafadhali nirudishie kwa 0722 318 440. Asante sana.',
  'Ndugu yangu nimekosea kutuma Tsh 45,000 kwenye namba yako. Naomba unirudishie kwa 0655 210 334, ni pesa ya dawa.',
];

pinGrades(GENUINE, SCAMS, 'answered through an operator’s code, and reversal pleas');

describe('an operator’s offer through its own code', () => {
  it('is not called the shape of a scam, and its gift is a minor sign', async () => {
    const loan = await analyzeText(GENUINE[0]!);
    expect(loan.redFlags.some((f) => f.type === 'scam_anatomy')).toBe(false);
    const gift = await analyzeText(GENUINE[1]!);
    const prize = gift.redFlags.find((f) => f.type === 'prize_scam');
    expect(prize?.severity ?? 'low').toBe('low');
  });
});

describe('a reversal plea after a receipt', () => {
  it('quotes the money asked back', async () => {
    const r = await analyzeText(SCAMS[1]!);
    const quotes = r.redFlags.map((f) => f.textExample ?? '').join(' | ');
    expect(quotes).toMatch(/send it back to 0714332801/);
  });
});
