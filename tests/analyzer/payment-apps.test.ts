/**
 * Zelle, Cash App and Venmo between friends and between strangers. A friend's or a parent's ask to
 * be paid back through one ("can you send me $20 on Venmo for the pizza?", "pay by Zelle as usual
 * for the piano lessons") was graded F on b5a0a00 as "payment by an irreversible method"; it is how
 * Americans split a bill. The same app asked for by a stranger selling or letting something (a
 * listing, a buyer, a flat "still available" from a landlord out of the country, a "business
 * account" to upgrade before a payment arrives) is a reported family and keeps its warning.
 * Written for these tests, each with a paraphrase that shares none of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const FRIENDS: PinnedCase[] = [
  {
    name: 'a friend asking to be paid back for a shared meal',
    pinned: 'Hey can you send me $20 on Venmo for the pizza last night? Thanks!',
    paraphrase: 'Yo, can you pay me the 14 bucks for the tacos through Cash App when you get a sec',
  },
  {
    name: 'a parent paying a regular bill the usual way',
    pinned: "Mom, pay by Zelle as usual for the piano lessons, it's $60 this month.",
    paraphrase:
      'Coach Dana here: the tournament shirts were $18 each, please send the money by Venmo like last season.',
  },
  {
    name: 'a flatmate asking for their share of the rent',
    pinned: 'Rent is due Friday, send your half ($650) by Zelle when you get paid.',
    paraphrase:
      "Utilities came to $96 this month, so $48 each. Send it by Zelle whenever you're ready.",
  },
];

describe('payment apps between friends and between strangers', () => {
  itKeepsGenuine(FRIENDS);
  it('a stranger’s sale or letting insisting on a payment app: D or F, the app quoted', async () => {
    for (const text of [
      "The apartment is still available! I'm out of the country so I can't show it, but if you send the first month's rent and deposit by Zelle, I'll mail you the keys.",
      "Hi, I saw your listing for the couch. I'll buy it without seeing it. I'll send a Zelle payment but my account needs you to upgrade to a business account first, it's $300, I'll refund you.",
      'The cabin is yours for the weekend if you want it. I live out of state, so just send the $400 deposit through Cash App and I will text you the door code.',
      "Good news, the puppy you asked about is still available. Pay the $250 reservation on Venmo today and we'll hold it for you.",
    ]) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      expect(r.redFlags.find((f) => f.type === 'payment_request')?.textExample, text).toMatch(
        /zelle|cash app|venmo/i,
      );
    }
  });
  it('"Zelle only" from anyone keeps its warning', async () => {
    const text = 'Selling my iPhone 15, $300. Zelle only, no cash.';
    const flag = (await analyzeAt(text)).redFlags.find((f) => f.type === 'payment_request');
    expect(flag?.severity, text).toBe('high');
  });
});
