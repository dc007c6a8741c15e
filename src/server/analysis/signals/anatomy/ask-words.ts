/**
 * Words that say what an ask is about, for ask-kinds.ts: an act on the reader's account, an amount
 * the reader keeps, a file sent with the message, money asked back.
 */
import type { Token } from './tokens';
import { lowerOf } from './words';

/** Acts on an account that a page takes: confirming, verifying, unlocking it. */
export const ACCOUNT_ACT =
  /^(?:confirm|verify|validate|update|activate|reactivate|upgrade|unlock|restore|secure|authenticate|reconfirm|revalidate)$/;

/** The reader's account and what proves it is theirs. */
export const ACCOUNT_THING =
  /^(?:account|accounts|mailbox|email|e-mail|password|details|information|info|identity|profile|credentials|login|billing)$/;

/** Words before an amount the reader keeps: a saving or a discount. */
export const SAVED = /^(?:save|saves|saving|savings)$/;

/** What a reply claims that is money in all but name: "reply YES to claim your benefits". */
const CLAIMED_THING = /^(?:benefits?|allowance|rebate|grant|stimulus|rewards?|gift|cash)$/;

/**
 * A reply that claims money, a prize or what stands for them ("Reply YES to claim your $2,400
 * allowance", "text CLAIM to claim your reward"): a claim, made by replying.
 */
export const claimsByReply = (words: readonly string[], moneyOrPrize: boolean) =>
  words.includes('claim') && (moneyOrPrize || words.some((w) => CLAIMED_THING.test(w)));

/** Verbs that point at a file sent with the message, and the words that say it is one. */
export const ATTACHED_VERB = /^(?:view|open|see|download|check|review|look|read)$/;
export const ATTACHED = /^(?:attached|attach|attachment|attachments|enclosed)$/;

/** What points back to money the message named: "send it back", Pidgin's "send am back". */
const POINTS_BACK = /^(?:it|this|that|them|these|the|am)$/;

/**
 * A directive at `at` that asks for money the message named to be sent back ("could you send it
 * back?", "pay it back", "reverse it to this number": a transfer undone is money sent), or to a
 * number or person named after it ("kindly send back to 0788 …", not "send back the extra").
 */
export function asksMoneyBack(t: readonly Token[], at: number, pays: boolean, sends: boolean) {
  const verb = t[at]!;
  const next = lowerOf(t[at + 1]);
  if (POINTS_BACK.test(next))
    return pays || verb.lemma === 'reverse' || (sends && lowerOf(t[at + 2]) === 'back');
  return (
    /^(?:send|transfer|return|refund|wire)$/.test(verb.lemma) &&
    next === 'back' &&
    lowerOf(t[at + 2]) === 'to'
  );
}
