/**
 * What a pasted e-mail asks when pasting lost its links. A click or a tap is an ask to open a
 * link whatever the button says, and so is a press on a button; a button's two words alone
 * ("Renew here") are one where pasting lost the link; reading an attached message is opening an
 * attachment. A coupon redeemed at the shop that sells it is the reader's own
 * discount, not a card's code passed on. Written for these tests in our own words; each case has a
 * paraphrase that shares none of its distinctive words. Through the real signals stage.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';

const asksOf = (text: string) =>
  computeSignals(acquireText(text), { judge: null }).anatomy!.anatomy.asks.map((a) => ({
    kind: a.kind,
    text: a.span.text,
  }));

interface AskCase {
  name: string;
  text: string;
  paraphrase: string;
  kind: string;
  /** Words of the order the ask must quote, in each of the two texts. */
  quotes: [string, string];
}

const ASKS: AskCase[] = [
  {
    name: 'a press on a button',
    text: 'Mailboxes that are not revalidated will be removed from the server. Please press the button below to revalidate the mailbox.',
    paraphrase:
      'Folders left unconfirmed are deleted during the archive run. Hit the green button to keep them.',
    kind: 'link',
    quotes: ['press the button below', 'Hit the green button'],
  },
  {
    name: 'a click on a button named in capitals',
    text: 'A scanned contract has been shared with the team. Kindly click REVIEW to access the shared file.',
    paraphrase: 'The signed lease is waiting in the portal. Tap SIGN IN and the pages will open.',
    kind: 'link',
    quotes: ['click REVIEW', 'Tap SIGN IN'],
  },
  {
    name: "a button's words alone, its link lost in pasting",
    text: 'The last payment for the streaming plan did not go through and the service stops on Friday. Renew here',
    paraphrase: 'Our records show the parking permit lapsed at the end of last month. Resolve now',
    kind: 'link',
    quotes: ['Renew here', 'Resolve now'],
  },
  {
    name: 'an attached message to read',
    text: 'Please read attach message from the Help desk Administrator and follow the activation procedure.',
    paraphrase: 'Kindly read the attached notice carefully before the office closes.',
    kind: 'attachment',
    quotes: ['read attach message', 'read the attached notice'],
  },
];

describe('What a pasted e-mail asks when its links are lost', () => {
  for (const c of ASKS) {
    it(`reads ${c.name}, and its paraphrase`, () => {
      [c.text, c.paraphrase].forEach((text, k) => {
        const asks = asksOf(text);
        expect(
          asks.some((a) => a.kind === c.kind && a.text.includes(c.quotes[k]!)),
          `${JSON.stringify(asks)} in: ${text}`,
        ).toBe(true);
      });
    });
  }

  it('reads a coupon used where it is sold as no voucher asked for and no payment', () => {
    for (const text of [
      'Redeem this coupon at any of our courses and receive a free cart with every green fee.',
      'Use this voucher in any of our cafés for a second coffee on the house.',
      'Redeem this coupon at any of our courses and receive a round with a cart for $35.',
    ]) {
      const kinds = asksOf(text).map((a) => a.kind);
      expect(kinds, text).not.toContain('voucher');
      expect(kinds, text).not.toContain('pay');
    }
    // Buying cards for the sender is still the gift-card trick.
    expect(
      asksOf('Buy four Apple gift cards of $100 each and send me the codes on the back.').map(
        (a) => a.kind,
      ),
    ).toContain('voucher');
  });

  it('reads "please find attached" as a document sent, not an attachment to open', () => {
    const kinds = asksOf(
      "Please find attached the minutes of Tuesday's meeting. Let me know if anything is missing.",
    ).map((a) => a.kind);
    expect(kinds).not.toContain('attachment');
  });
});
