/**
 * Three readings a new user's messages found wrong. "Your card" said alone is the card the reader
 * pays with (WordNet's first senses are a playing card and a greeting card), so "scammers have
 * copied your card. Call …" is a claim about the reader's card. An amount written onto its
 * currency ("sh100", "UGX5,000", "Rs500") is money, so "Send sh100 to win" asks for money. And a
 * registration fee is money, not a gift card: WordNet files registrations, diplomas and
 * credentials under certificates, and the report said such a message asked the reader "to buy
 * gift cards or vouchers". Nor is "so I can change it back" money to release something: a verb,
 * not WordNet's noun "change". Written for these tests; none is a row of any corpus.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Your card ending 4417 was used for $38.20 at TARGET on 12/03. If this wasn’t you, call the number on the back of your card.',
  'Monzo: Your new card has been dispatched and should arrive in 3-5 working days. You can freeze it any time in the app.',
  'Your card has been blocked after 3 incorrect PIN attempts. To unblock it, visit any branch with your ID or use the app.',
  'Your card expires at the end of this month. Your replacement card is on its way - no action is needed.',
  'Hi Sam, thanks for the card, it made my day! See you Sunday x',
  'Y-Pay: You have received UGX5,000 from JOHN OKELLO 0772123456. Balance UGX 25,300. Ref 48213.',
  'Dear Deeksha, you have been vaccinated with your 2nd dose on 12-03-2022. You may download your vaccination certificate from cowin.gov.in',
];

const SCAMS = [
  'Warning: scammers have copied your card. Call 1-888-555-0199 now to freeze it.',
  'Warning: criminals have skimmed your card. Move your money to a safe account today; our officer will call you with the details.',
  'Heads up - fraudsters made a duplicate of your card at a cash machine. Ring 0800 555 0143 straight away so we can stop it.',
  'CONGRATULATIONS your number has been SELECTED for the DRAW. Send sh100 to win 11.5 MILLION shillings.',
  'Congratulations! Send KES200 now to 0712 345 678 and receive a bonus of KES 20,000 in your wallet.',
];

pinGrades(GENUINE, SCAMS, 'about cards, fees and shillings');

describe('a registration fee is asked as money', () => {
  it('never says the message asks for gift cards or vouchers', async () => {
    const r = await analyzeText(
      'You have won Shs 5,000,000 in the MTN promotion. Send Shs 50,000 registration fee to 0701 234567 to receive it.',
    );
    expect(r.summary.overallGrade).toBe('F');
    expect(JSON.stringify(r.redFlags)).not.toMatch(/gift card|voucher/i);
    expect(JSON.stringify(r.redFlags)).toMatch(/money/i);
  });
});

describe('a code asked for is no fee', () => {
  it('names no fee where someone asks for a code "so I can change it back"', async () => {
    const r = await analyzeText(
      'Hi, sorry I accidentally registered your number for my Maybank2u account. You will receive a TAC SMS now, please forward the 6-digit code to me so I can change it back. Thanks!',
    );
    expect(r.summary.overallGrade).toMatch(/[DF]/);
    expect(JSON.stringify(r.redFlags)).toMatch(/code/);
    expect(JSON.stringify(r.redFlags)).not.toMatch(/\bfees?\b/i);
  });
});
