/**
 * Who a message speaks as, and asks read for what they mean rather than for the words a rule knew.
 *
 * - The sender is the brand a message names first, not the first of the brand lists: Apple's
 *   receipt "billed to Apple Pay Mastercard" is Apple's, a bank's Zelle alert ("BofA: A Zelle
 *   payment …") the bank's. A link to the site of an organisation the message names is no link
 *   "that does not belong to" the sender: both were F 30 ("sends you to a link that does not
 *   belong to Mastercard: reportaproblem.apple.com").
 * - A card payment reported "aan BOL.COM gedaan" (made to a merchant, in Dutch) asks nothing.
 * - "A $50 fee applies to cancellations with less than 24 hours' notice" is a booking's terms,
 *   not a fee to pay before something comes (a dentist's reminder was D).
 * - Gift cards asked for in the trick's own words: "I need 6 Apple gift cards" (the sender's need)
 *   and, in a message naming gift cards, "send me photos of the codes" (C before).
 * - The reader's money moved to an account given by its number ("move your balance to sort code
 *   …, account …") is the safe-account scam, said "safe" or not (C before).
 * - "Could you cover the $1,260", "spot me £50": money asked for the sender; "recharge $312.40 …
 *   and withdraw your full earnings": money put in, a fee on the reader's own earnings; in Spanish and
 *   Portuguese, a payment asked as a favour to the writer ("¿me podrías hacer una transferencia?",
 *   "você me faz um Pix?"), which with a new number is the "hi mum" scam (C before).
 * - "City of Chicago Parking:", "City of Denver Parking:": an organisation's name with a
 *   small word inside opens the message as its sender (no sender was read).
 * - A writer's own "I can't" ("ik kan … niet internetbankieren") reassures the reader of nothing.
 *
 * Written for these tests (paraphrases with other brands, banks, amounts and stories, a Dutch
 * alert, Spanish and Portuguese favours); none is a row of any corpus or battery. On the code
 * before these readings every case fails except the three genuine favours and permit (kept as
 * guards) and the Spanish new-number favour (D before too).
 */
import { describe, expect, it } from 'vitest';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Your receipt from Apple.\nApple Account: m.okafor@icloud.com\nApple Music Individual (Monthly) renews 12 Sep 2025, £10.99\nBilled to Apple Pay Visa.\nQuestions about your bill? Visit reportaproblem.apple.com.',
    'BofA: A Zelle® payment of $212.00 was sent to KAREN DIAZ on 09/14. If you did not send this, call us at the number on the back of your card or visit bankofamerica.com.',
    'ABN AMRO: Er is een betaling van €64,95 aan COOLBLUE.NL gedaan met je betaalpas. Herken je dit niet? Blokkeer je pas in de app of bel het nummer op abnamro.nl.',
    "Riverside Physio: reminder of your session with Sam on Tue 4 Nov at 10:15. Reply YES to confirm or call 020 7946 0321 to move it. A £30 fee applies to cancellations with less than 24 hours' notice.",
    // A payout page's terms: "transfer fee" names the fee, no order to transfer (it was F).
    'You can withdraw your earnings of $120 at any time from the Payouts tab. A $1 transfer fee applies.',
    // A child asking from the number the parent knows: a favour, not enough to judge.
    'Mamá, ¿me puedes hacer una transferencia de 15 € para la excursión del cole? Te lo devuelvo el viernes, ¡gracias!',
    'Oi mãe, você me faz um Pix de 30 reais pro almoço? Te devolvo à noite, beijo',
    'City of Austin Parking: Your permit renewal is confirmed for 2026. Manage your permit at austintexas.gov/parking.',
  ],
  [
    "Morning, are you at your desk? I need five Steam gift cards at $100 each for a client's event today, I'll reimburse you tonight. Scratch the silver strip and send me clear pictures of the codes.",
    'This is Mark from the Lloyds fraud team. Your account has been compromised by an employee. To protect it, move your balance to sort code 30-92-15, account 71288304 today and tell no one at the branch.',
    // The same favour asked from a new number, in Spanish and Portuguese.
    'Hola papá, este es mi número nuevo, el otro se me cayó al agua. ¿Me podrías hacer una transferencia hoy? Te lo devuelvo mañana, es urgente.',
    'Oi pai, mudei de número, o celular antigo estragou. Você me faz um Pix agora? Amanhã te devolvo.',
    // A task job's "recharge" to release the reader's own earnings.
    'Great job finishing 30 tasks today! Your balance is -$86.20 after the bonus order. Recharge $86.20 to finish it and withdraw your full commission of $640.',
    // A council's name with a small word in it is who the message claims to be.
    'City of Denver Parking: You have an unpaid parking ticket (#DV-55120). A late fee of $30 will be added after 5/12. To see the photo and pay, visit denverparking-portal.com.',
  ],
  'named brands and asks in other words',
);

describe('asks read for what they mean', () => {
  it('reads the need of gift cards and the codes sent on as a gift-card ask', () => {
    expect(
      askAndPressureKinds('I need 4 Google Play gift cards of $50 each for a client, urgently.')
        .asks,
    ).toContain('voucher');
    expect(
      askAndPressureKinds(
        'Please buy three Apple gift cards for the team. Then text me photos of the codes on the back.',
      ).asks,
    ).toContain('voucher');
    // A card bought and handed over in person sends no code: no gift-card trick in the codes line.
    expect(
      askAndPressureKinds('Please send me photos of the codes on the whiteboard.').asks,
    ).not.toContain('voucher');
  });

  it('reads money moved to an account given by its number, and money covered for the sender', () => {
    expect(
      askAndPressureKinds('Please move all your funds to sort code 40-11-62, account 55012893.')
        .asks,
    ).toContain('pay');
    expect(askAndPressureKinds('Could you cover the $860 until my card works again?').asks).toEqual(
      ['pay'],
    );
    expect(askAndPressureKinds('Can you spot me £40 for the taxi?').asks).toEqual(['pay']);
    const recharge = askAndPressureKinds(
      'Please recharge $120 to complete the order and withdraw your earnings.',
    );
    expect(recharge.asks).toContain('pay');
    expect(recharge.pressures).toContain('fee');
    // Covering what is no money is no payment.
    expect(askAndPressureKinds('Could you cover my shift on Saturday?').asks).not.toContain('pay');
  });

  it("reads a booking's cancellation terms as no fee; a fee to release something stays one", () => {
    expect(
      askAndPressureKinds(
        'Reply C to confirm your appointment. A $40 fee applies to cancellations with less than a day of notice.',
      ).pressures,
    ).not.toContain('fee');
    expect(
      askAndPressureKinds('Your parcel is held. Pay the $3.10 redelivery fee to release it.')
        .pressures,
    ).toContain('fee');
  });
});
