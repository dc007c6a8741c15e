/**
 * A genuine card alert read as its words mean: "we declined a $612.00 charge at ELECTRONICS HUB"
 * reports a charge on the reader's card (no fee to pay before something comes), "reply 2 and we'll
 * secure your account" asks only a reply (what the bank then does is no ask for card details), the
 * merchant's name in the capitals the card network prints is no shouting, and a refund already
 * back on the card it was paid with asks nothing to be claimed. Before, such an alert got F 30
 * ("asks you to give card or account details … wants a fee before you get something"), and a
 * shop's refund notice D ("Offers a refund you must claim through a link": its sign-off
 * "Amazon.com"). Each has a scam twin that keeps its grade: a look-alike alert that sends the
 * reader to a site or number of its own, a refund to claim at a link. Written for these tests;
 * none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const ALERT =
  "Capital One: We blocked a $1,204.50 charge at BEST DEALS DIRECT on your card ending 8812. Was this you? Reply Y or N and we'll protect your account. We never ask for your PIN by text.";

pinGrades(
  [
    ALERT,
    'Your refund of £18.40 for order 204-88123 was returned to your Mastercard ending 0921. It may take up to 5 working days to show on your statement. - Argos.co.uk',
    'Citi Alert: a charge of $89.99 at STREAMFLIX DIGITAL SVCS was approved on your card ending 3307. If you do not recognise it, call the number on the back of your card.',
  ],
  [
    'Capital One: We blocked a $1,204.50 charge at BEST DEALS DIRECT on your card. If this was not you, cancel it now at capitalone-secure-verify.com or your card will be suspended.',
    'HMRC: you are due a tax refund of £326.12. Claim it before Friday at hmrc-refund-claims.com',
  ],
  'card alerts and refunds',
);

describe('a card alert read as its words mean', () => {
  it('reads a charge reported at a merchant as no fee, and a reply as only a reply', () => {
    const { asks, pressures } = askAndPressureKinds(ALERT);
    expect(pressures).not.toContain('fee');
    expect(asks).toEqual(['reply']);
    // A fee to pay before something comes keeps its reading.
    expect(
      askAndPressureKinds('Your parcel is held: pay the $2.99 redelivery charge to release it.')
        .pressures,
    ).toContain('fee');
  });

  it('quotes no merchant name as shouting; capitals elsewhere still are', async () => {
    const alert = await analyzeText(ALERT);
    expect(alert.redFlags.map((f) => f.type)).not.toContain('shouting');
    const shouted = await analyzeText(
      'FINAL WARNING YOUR ACCOUNT WILL BE CLOSED TODAY unless you reply with your details.',
    );
    expect(shouted.redFlags.map((f) => f.type)).toContain('shouting');
  });
});
