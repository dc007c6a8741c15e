import { describe, expect, it } from 'vitest';
import { isCredit, notAClaim } from './not-claims';

describe('notAClaim', () => {
  it('reads bylines, credits and datelines as no claim, in the forms newsrooms print them', () => {
    for (const line of [
      'By Helen Marsh, Science Correspondent | 4 June 2025',
      'By Tom Ives and Ana Ruiz, Reuters',
      'Photo: AFP/Getty Images',
      'Reporting by Tom Ives; Editing by Ana Ruiz',
      'Updated 3 hours ago',
      '© 2025 Example News. All rights reserved.',
    ])
      expect(notAClaim(line, false), line).not.toBeNull();
    expect(notAClaim('LONDON, March 3 (Reuters) -', false)).toBe('dateline');
  });

  it('keeps sentences that open like a byline but tell of the world', () => {
    for (const s of [
      'By Friday, the company had sold 2 million phones.',
      'By 2030 the city will ban petrol cars.',
      'By law, employers must pay the minimum wage.',
      'Bylines are printed in italics.',
    ]) {
      expect(isCredit(s), s).toBe(false);
      expect(notAClaim(s, false), s).toBeNull();
    }
  });

  it('reads the reader’s own code, parcel, appointment and bill as their dealings', () => {
    for (const s of [
      'Your verification code is 482913.',
      'Your appointment with Dr Patel is on 14 March at 10:30.',
      'The dentist expects you on Thursday at 9.15am.',
      'You owe the IRS $4,320 in back taxes.',
      'Parcel JD014600006281234567 is out for delivery.',
    ])
      expect(notAClaim(s, false), s).toBe('own-dealings');
    // A decimal is not a time of day, and a statistic about "you" in general is not a dealing.
    expect(notAClaim('Inflation fell to 3.20% in March.', false)).toBeNull();
    expect(notAClaim('Pay within 24 hours.', true)).toBe('request');
  });

  it('reads a card or an account named by its last digits as the reader’s, in several languages', () => {
    for (const s of [
      'Chase: A $742.18 debit card transaction at BESTBUY.COM was approved on card ending 4417.',
      'A payment of £64.20 to TESCO STORES was made with the card ending in 0921.',
      'Compra de 89,90 € en MERCADONA con la tarjeta terminada en 4417 aprobada.',
      'Compra aprovada de R$ 312,50 no cartão final 4417 em MAGAZINE LUIZA.',
      'Zahlung über 45,00 EUR mit der Karte endend auf 4417 wurde autorisiert.',
      'Transaction of $1,200.00 on card ****4417 declined at AMAZON.',
    ])
      expect(notAClaim(s, false), s).toBe('own-dealings');
    // A bank's or a service's notice about one customer's money, and the reader's own payments.
    for (const s of [
      'HDFC Bank: Rs 2,450.00 debited from a/c **1234 on 27-11-26 to VPA swiggy@icici.',
      'Revolut: You received £50.00 from Tom.',
      'Venmo: You paid Jamie Lee $45.00 for pizza.',
      'SBI: Rs.1,250.00 debited from A/c XX4321 on 27Nov26 by UPI ref 334455667788.',
    ])
      expect(notAClaim(s, false), s).toBe('own-dealings');
    // A label and an amount are not a bank's notice: these are claims about the world.
    for (const s of [
      'Result: $139 billion windfall profit to the drug companies coming out of your pockets.',
      '2008: Unions Spent $400 Million to Elect Obama.',
      'Under President Obama: $4,000 tax hike on middle-class families.',
      '78702 is the second-most gentrified ZIP code in the entire country.',
    ])
      expect(notAClaim(s, false), s).not.toBe('own-dealings');
    // Four digits that are a year, a count or a price stay what they are.
    for (const s of [
      'In 2024 the central bank approved 4417 new card issuers.',
      'The ending of the 2019 film cost $4417 to reshoot.',
    ])
      expect(notAClaim(s, false), s).toBeNull();
  });
});
