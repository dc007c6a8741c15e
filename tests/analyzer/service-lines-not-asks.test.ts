/**
 * The lines genuine notices and offers carry that rules used to read as a scam's: a text
 * service's own opt-out line ("Text STOP to … to unsubscribe"), a way to pay said to be on offer
 * ("Pay on delivery is available"), a fee that is waived, reward points that lapse and are spent
 * in the scheme's own app or shop, a code the message itself gives to type in ("saisissez ce
 * code"), and a shop's name ending in "line" before a colon read as a chat ID to add. Each genuine
 * message is written for this test in two wordings, and each stays C or better, never "false",
 * with no anatomy warning; beside them, the scams they must not be confused with are still graded
 * D or F.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt as analyze,
  expectGenuine,
  expectScamGrade,
  itKeepsGenuine,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a power cut notice with its opt-out line',
    pinned:
      'Lakeside Power: Crews are fixing a fault on your street. We expect power back by 6:15 PM. Text STOP to 55123 to unsubscribe.',
    paraphrase:
      'Water board update: a burst main means low pressure near you until about 9pm tonight. Reply END to 61020 to leave these alerts.',
  },
  {
    name: 'a restaurant offer with its opt-out line',
    pinned:
      'Rosa Pizza: 2 large pizzas for the price of 1 this Friday when you order in our app. Reply STOP to opt out.',
    paraphrase:
      'Green Bean Cafe: a free pastry with any latte before 10am all week, just show the app at the till. Txt QUIT to end messages.',
  },
  {
    name: 'a pre-approved loan with the fee waived',
    pinned:
      'Dear customer, your pre-approved personal loan of up to 150,000 is ready with zero processing fee. See it under Loans in your banking app. T&C apply.',
    // Sharing no distinctive word with it: another fee, another way of saying it is not charged.
    paraphrase:
      'Good news: as a long-standing client you can take a loan of up to 90,000 this month, and the application charge is waived. Check the rate in online banking first.',
  },
  {
    name: 'loyalty points that lapse, spent in the scheme’s own app or shop',
    pinned:
      'Maple Books Club: you have 1,240 points and 300 of them expire on 28 Feb. Use them on any book in store or in the Maple app.',
    paraphrase:
      'Your Fresh Mart card holds 860 points; 200 points expiring at the end of the month. Redeem them at any checkout for money off your shop.',
  },
  {
    name: 'an order confirmation that says paying on delivery is possible',
    pinned:
      'Kilimall: Hi Amina, order 771204 is confirmed. Total: KSh 3,450. Pay on delivery is available. We will text you when it ships.',
    paraphrase:
      'Thanks for your Konga order 4410, total N12,800. Click and collect is available at our Ikeja store from Friday.',
  },
  {
    name: 'a card payment code the message gives, in French',
    // "Security code: 481 207. Enter this code to approve your payment of 35.50 EUR at DARTY.
    // Your bank will never ask you for this code by phone."
    pinned:
      'Code de sécurité : 481 207. Saisissez ce code pour valider votre paiement de 35,50 EUR chez DARTY. Votre banque ne vous demandera jamais ce code par téléphone.',
    // The same in Spanish: "Your code to confirm the purchase of 22.90 EUR at ZARA is 660 148.
    // Enter this code only on the payment page. We will never ask you for it."
    paraphrase:
      'Tu código para confirmar la compra de 22,90 EUR en ZARA es 660 148. Introduce este código solo en la página de pago. Nunca te lo pediremos.',
  },
  {
    name: 'a shop whose name ends in "line" before a colon, in Thai',
    // "Sale Online: every item reduced! Collect discount coupons in the app, valid until 11 Sep."
    pinned: 'Sale Online: 9.9 ลดทุกชิ้น! เก็บคูปองส่วนลดได้ในแอป ใช้ได้ถึง 11 ก.ย. นี้เท่านั้น',
    // "Shopline: 11.11 promotion, collect a 50 baht code in the app, until the end of the month."
    paraphrase: 'Shopline: 11.11 โปรโมชั่น เก็บโค้ดลด 50 บาทในแอป ถึงสิ้นเดือนนี้',
  },
];

const SCAMS: Array<{ name: string; text: string }> = [
  {
    name: 'a premium-rate keyword to a short code',
    text: 'You have been chosen for a 500 pound shopping spree! txt WIN to 85233 now. 150p/msg',
  },
  {
    name: 'a loan that asks a processing fee first',
    text: 'Your loan of 5,000 is approved. Pay the processing fee of 75 to release it today: http://fast-cash-ok.top',
  },
  {
    name: 'reward points to redeem through a link',
    text: 'Your 8,400 reward points worth $120 expire today. Redeem them now at http://rewards-pts-claim.xyz',
  },
  {
    name: 'a code asked back, in French',
    // "Your account is suspended. Send us the code you received by SMS to reactivate it."
    text: 'Votre compte est suspendu. Envoyez-nous le code reçu par SMS pour le réactiver: https://reactiv-compte.info',
  },
];

describe('the lines genuine notices carry are no scam’s ask', () => {
  itKeepsGenuine(GENUINE);

  it('the card payment code the message gives, in Portuguese too: C or better', async () => {
    // "Your code to approve the purchase of R$ 89.90 at Americanas is 552 031. Type this code only
    // on the payment page. We never ask for this code by phone."
    const text =
      'Seu código para aprovar a compra de R$ 89,90 na Americanas é 552 031. Digite este código apenas na página de pagamento. Nunca pedimos este código por telefone.';
    expectGenuine(await analyze(text), text);
  });

  it('an opt-out line is not read as an ask, nor as a premium-rate number', async () => {
    const r = await analyze(GENUINE[0]!.pinned);
    expect(r.redFlags.map((f) => f.type)).not.toContain('premium_rate');
  });
});

describe('the scams beside them are still called scams', () => {
  for (const s of SCAMS)
    it(`${s.name}: graded D or F`, async () => {
      expectScamGrade(await analyze(s.text), s.text);
    });
});
