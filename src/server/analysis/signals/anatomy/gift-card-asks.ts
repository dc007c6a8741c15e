/**
 * Gift cards asked for in the words of the trick rather than of a purchase: the sender's own need
 * ("I need 6 Apple gift cards at $200 each for a client") and, in a message that names gift cards,
 * their codes sent on ("Scratch the back and send me clear photos of the codes", "text me the
 * numbers on the back"). A card bought for someone and handed over in person is not asked for
 * this way: what makes it the trick is that its code travels to the sender. Read beside askKind
 * (ask-kinds.ts), which reads a gift card named in the ask's own clause.
 */
import { senderNeedsAt } from './money-needs';
import type { AskKind } from './parts';
import type { Clause } from './tokens';
import { classesIn, lowerOf } from './words';

/** A sending of what can be read off a card: a photo, a picture, its code or its numbers. */
const SENDING = /^(?:send|text|email|e-mail|forward|share|upload|whatsapp|message|snap|take)$/;
const READ_OFF_A_CARD =
  /^(?:photos?|pictures?|pics?|images?|snaps?|screenshots?|codes?|pins?|numbers?|digits|back)$/;

/**
 * Does the message name gift cards or vouchers anywhere? Asked only where a directive's kind is
 * not read, and answered once.
 */
export function namesVouchers(clauses: readonly Clause[]): () => boolean {
  let named: boolean | undefined;
  return () => (named ??= clauses.some((c) => classesIn(c.tokens).has('voucher')));
}

/**
 * The ask a directive at `at` makes of gift cards that askKind did not read (`kind` null): the
 * card's code or a photo of it sent on, where the message names gift cards.
 */
export function cardCodesSent(
  c: Clause,
  at: number,
  kind: AskKind | null,
  vouchers: () => boolean,
): AskKind | null {
  if (kind || !vouchers()) return kind;
  const rest = c.tokens.slice(at);
  const sends = rest.findIndex((x) => SENDING.test(x.lemma) || SENDING.test(x.lower));
  return sends >= 0 && rest.slice(sends + 1).some((x) => READ_OFF_A_CARD.test(x.lower))
    ? 'voucher'
    : null;
}

/**
 * The sender's own need of gift cards put to the reader ("I need 6 Apple gift cards", "need you
 * to get some Google Play cards"): the index of the verb of needing, or -1.
 */
export function needsVouchers(c: Clause): number {
  const t = c.tokens;
  return t.findIndex(
    (_, i) =>
      senderNeedsAt(t, i) &&
      lowerOf(t[i + 1]) !== 'no' &&
      classesIn(t.slice(i + 1, i + 7)).has('voucher'),
  );
}
