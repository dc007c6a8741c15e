/**
 * What a fee is asked for: something reaching the reader that is theirs ("pay $1.99 to release
 * your parcel"), as against money spent on a purchase that earns a bonus ("buy any bundle and get
 * a 50% bonus"), and percentages that are a gain rather than a discount. Used by pressure.ts.
 */
import type { Token } from './tokens';
import { lowerOf } from './words';

const RELEASE =
  /^(?:receive|release|unlock|collect|deliver|ship|claim|send|dispatch|post|withdraw)$/;
const WE = /^(?:we|we'll|we’ll|i|i'll|i’ll)$/;
/** The reader's own money to be withdrawn once a fee is paid: "withdraw your full earnings". */
const EARNED =
  /^(?:earnings|commissions?|profits?|funds|balance|winnings|salary|bonus|everything)$/;
/**
 * A word of something reaching the reader ("so we can send your parcel", "to receive it"), not the
 * reader sending money to the sender ("send me $20", "send cash", "send it to me").
 */
export function releaseWord(ts: readonly Token[], i: number): boolean {
  const x = ts[i]!;
  if (!RELEASE.test(x.lemma)) return false;
  // "We'll try to collect it again": the sender collecting a payment, nothing reaching the reader.
  if (x.lemma === 'collect' && ts.slice(Math.max(0, i - 4), i).some((y) => WE.test(y.lower)))
    return false;
  // "You have received Ksh 3,065", "it was sent": done already, not held back for a fee.
  if (x.lower !== x.lemma && /^(?:have|has|had|'ve|’ve|was|were|just)$/.test(lowerOf(ts[i - 1])))
    return false;
  // "recharge $312.40 to … withdraw your full earnings": the reader's money held back for a fee.
  // So is an amount to withdraw ("you'll be able to withdraw $1,150 in total after finishing it").
  if (x.lemma === 'withdraw')
    return ts
      .slice(i + 1, i + 5)
      .some((y) => EARNED.test(y.lower) || /[$£€₹]|^usdt$/i.test(y.text));
  if (x.lemma !== 'send') return true;
  const next = ts[i + 1];
  // "send the extra $25 back", "send it back to me": the reader returning money, not receiving.
  if (ts.slice(i + 1, i + 6).some((y) => y.lower === 'back')) return false;
  return !(
    /^(?:me|us|him|her|them|it|cash|money|funds)$/.test(lowerOf(next)) ||
    /^[$£€₹]/.test(next?.text ?? '') ||
    next?.kind === 'number'
  );
}

/**
 * Words that make a thing a particular one somebody holds: "your prize", "ur parcel", "my
 * shipment", "the package". A thing a purchase earns is any one: "get a 50% bonus".
 */
const HELD = /^(?:your|ur|yr|my|our|his|her|their|the|this|that)$/;
/** How far before the thing its word may stand ("your new 10GB bonus"). */
const HELD_REACH = 3;

/**
 * Is the prize, parcel or voucher at `i` a particular one somebody holds ("to receive your
 * prize", "to clear my shipment"), rather than one a purchase earns ("buy any bundle and get a
 * 50% bonus", "redeem them for a $5 reward")? Money asked so that a held thing is released is a
 * fee; money spent to get a bonus with it is a sale.
 */
export function heldThing(ts: readonly Token[], i: number): boolean {
  for (let k = Math.max(0, i - HELD_REACH); k < i; k++) if (HELD.test(ts[k]!.lower)) return true;
  return false;
}

/** What follows a percentage that is a price cut, not a gain. */
const DISCOUNT = /^(?:off|discount|discounts|discounted|cashback|rebate|savings)$/;

/**
 * The first percentage of the clause that could be a share of money gained: a return when
 * investing ("20% a week"), never a discount ("30% off trainers", "5% cashback", "save 10%"),
 * which is a price, not a promise of gain. -1 when there is none.
 */
export function percentAt(t: readonly Token[]): number {
  return t.findIndex((x, i) => {
    const after = x.kind === 'number' && lowerOf(t[i + 1]) === '%' ? i + 2 : i + 1;
    return (
      (after === i + 2 || /^\d+(?:\.\d+)?%$/.test(x.text)) &&
      !DISCOUNT.test(lowerOf(t[after])) &&
      !/^(?:save|saving|saves)$/.test(lowerOf(t[i - 1]))
    );
  });
}

/** Words that report a charge on the reader's card rather than ask for one. */
const CHARGE_REPORTED =
  /^(?:decline|declined|block|blocked|approve|approved|attempt|attempted|stop|stopped|flag|flagged|notice|noticed|detect|detected|authorize|authorized|authorise|authorised|refund|refunded|reverse|reversed|suspicious|unusual|unrecognized|unrecognised)$/;

/**
 * A charge the sentence reports on the reader's card, as card alerts print it: "We declined a
 * $612.00 charge at ELECTRONICS HUB", "a suspicious charge of $89", "a charge at AMAZON MKTP". It
 * tells of a payment, not a fee to pay before something comes (a look-alike of such an alert is
 * told apart by where it sends the reader, not by this).
 */
export function reportedCharge(t: readonly Token[], i: number, text: string): boolean {
  if (t[i]!.lemma !== 'charge') return false;
  return (
    t.slice(Math.max(0, i - 4), i).some((y) => CHARGE_REPORTED.test(y.lower)) ||
    /^\s+(?:at|from)\s+\p{Lu}[\p{Lu}\p{N}&'.*-]{1,}(?![\p{Ll}])/u.test(
      text.slice(t[i]!.end, t[i]!.end + 30),
    )
  );
}

/** "A compliance fee applies before release": the fee at `feeAt` stands before what reaches the reader. */
export const feeBeforeRelease = (t: readonly Token[], feeAt: number): boolean =>
  t.some(
    (x, i) =>
      i > feeAt &&
      x.lower === 'before' &&
      t.slice(i + 1, i + 4).some((_, k) => releaseWord(t, i + 1 + k)),
  );

/** What only a task or a bet earns: not a balance or funds, which any account holds. */
const EARNED_ONLY = /^(?:earnings|commissions?|profits?|winnings)$/;

/**
 * A sentence's tokens with the next sentence's when that one takes the reader's earnings out ("Top
 * up 480 USDT to your work account. After that you can withdraw your full earnings."): the fee's
 * release said in the sentence after the payment. Otherwise the sentence's own. ("Add money today.
 * You can withdraw your balance at any time" speaks of an account, not of earnings held.)
 */
export function withReleaseAfter(
  bySentence: ReadonlyMap<number, readonly Token[]>,
  sentence: number,
): readonly Token[] | undefined {
  const own = bySentence.get(sentence);
  const next = bySentence.get(sentence + 1);
  if (!own || !next) return own;
  const earned = next.some(
    (x, i) =>
      x.lemma === 'withdraw' && next.slice(i + 1, i + 5).some((y) => EARNED_ONLY.test(y.lower)),
  );
  return earned ? [...own, ...next] : own;
}
