/**
 * Written for these tests (none is a row of any corpus or battery): a buyer who takes the price
 * unseen, sends a courier or shipping agent to collect, and asks for the seller's PayPal e-mail or
 * pays "including the courier fee", the fake-payment-e-mail trick of second-hand marketplaces, in
 * English and Spanish; beside them, a buyer whose courier collects what they have already paid for
 * by bank transfer, and a shop's free collection of a return.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const OFFSHORE_BUYER =
  "Hello, I saw your wardrobe listing. I'm offshore at the moment so I can't view it, but I'll pay the full price. My shipping agent will pick it up. What's the email on your PayPal account?";
const COURIER_FEE_BUYER =
  "Hi, is the lawnmower still for sale? I'll give you the asking price. I live out of town so my courier will collect, I'll pay by PayPal plus the courier fee and you can pass it on.";
const BUYER_ES =
  'Hola, me interesa la bici. Estoy fuera y no puedo verla, pero te pago el precio que pides. Mi transportista la recogerá, ¿me pasas tu correo de PayPal?';

const PAID_ALREADY =
  "Hi, my courier collects the sofa on Saturday morning, I've paid by bank transfer already. Thanks!";
const SHOP_RETURN =
  'Your return has been booked. Our courier will collect your parcel on Tuesday between 8am and 6pm. There is no charge for this collection.';

pinGrades(
  [PAID_ALREADY, SHOP_RETURN],
  [OFFSHORE_BUYER, COURIER_FEE_BUYER, BUYER_ES],
  'of buyers and couriers',
);

describe('a buyer who sends a courier and pays through the seller', () => {
  it('quotes the courier the buyer sends', async () => {
    const flag = (await analyzeText(COURIER_FEE_BUYER)).redFlags.find(
      (f) => f.indicator === 'A buyer who sends a courier and pays through you',
    );
    expect(flag?.textExample).toBe('my courier will collect');
  });
});
