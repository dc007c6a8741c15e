/**
 * Words that say what an ask is about, for ask-kinds.ts: an act on the reader's account, an amount
 * the reader keeps, a file sent with the message, money asked back, and what keeps an ask from
 * being one (a thing kept safe, a postal PIN code, whether something came).
 */
import type { Token } from './tokens';
import { lowerOf } from './words';

/** Acts on an account that a page takes: confirming, verifying, unlocking it. */
export const ACCOUNT_ACT =
  /^(?:confirm|verify|validate|update|activate|reactivate|upgrade|unlock|restore|secure|authenticate|reconfirm|revalidate)$/;

/** The reader's account and what proves it is theirs. */
export const ACCOUNT_THING =
  /^(?:account|accounts|mailbox|email|e-mail|password|details|information|info|identity|profile|credentials|login|billing)$/;

/**
 * The reader asked to check the sender's own standing ("look us up to verify our credentials",
 * "call me back to confirm my identity"): nothing of the reader's is given.
 */
export const checksSender = (verb: Token, rest: readonly Token[]): boolean =>
  (ACCOUNT_ACT.test(verb.lemma) || /^check$/.test(verb.lemma)) &&
  /^(?:our|my)$/.test(lowerOf(rest[1]));

/** Words before an amount the reader keeps: a saving, a discount, a fee avoided ("to avoid a $40 fee"). */
export const SAVED = /^(?:save|saves|saving|savings|avoid|avoiding)$/;

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

/**
 * A national identity or bank verification number, which opens accounts and loans in the reader's
 * name: Nigeria's BVN and NIN, Pakistan's CNIC, India's Aadhaar and PAN, the US SSN.
 */
export const isNationalId = (w: string): boolean =>
  /^(?:bvn|nin|cnic|aadhaar|aadhar|ssn|nid|kitambulisho)$/.test(w);

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
  // "Kindly reverse to 0798…", "reverse the transaction": a transfer undone is money sent back.
  if (/^revers/.test(verb.lower) && /^(?:to|back|the|that|my|this)$/.test(next)) return true;
  return (
    /^(?:send|transfer|return|refund|wire)$/.test(verb.lemma) &&
    next === 'back' &&
    lowerOf(t[at + 2]) === 'to'
  );
}

/** Money a sender says it will keep safe: "your savings", "the funds", "your balance". */
const SAFEKEPT_MONEY = /^(?:funds|money|savings|balance|crypto|coins|assets|cash)$/;
/** An account, wallet or vault said to be where the money is kept safe: "a secure account". */
const keptSafe = (rest: readonly Token[], safe: RegExp): boolean =>
  rest.some(
    (r, k) =>
      /^(?:wallet|account|address|vault)$/.test(r.lower) &&
      rest.slice(Math.max(0, k - 3), k).some((x) => safe.test(x.lower)),
  );
/** An account given by its number: "sort code 20-45-77, account 60412289", "IBAN NL72 …". */
const accountByNumber = (rest: readonly Token[]): boolean =>
  rest.some(
    (r, k) =>
      /^(?:account|acc|acct|iban|sort)$/.test(r.lower) &&
      rest.slice(k + 1, k + 4).some((x) => x.kind === 'number' || /\d{4}/.test(x.text)),
  );

/**
 * Money moved, by the verb that opens `rest`, where the sender says it will be kept safe: the
 * money named after the verb ("your savings", "the funds") to an account said to be safe, or the
 * reader's own money ("your balance", "all your funds") to an account the message gives by its
 * number; or a pronoun that stands for the money ("to protect your savings, move them to a secure
 * account"). A bank never asks the reader to move their money to an account it names.
 */
export function movedToSafety(rest: readonly Token[]): boolean {
  const money = rest.findIndex((r) => SAFEKEPT_MONEY.test(r.lower));
  const yours = money > 0 && /^(?:your|ur|all)$/.test(rest[money - 1]!.lower);
  return (
    (money >= 0 &&
      (keptSafe(rest, /^(?:secure|safe|protected|new|holding|this|our|another)$/) ||
        (yours && accountByNumber(rest.slice(money + 1))))) ||
    (/^(?:them|it|everything)$/.test(lowerOf(rest[1])) &&
      keptSafe(rest, /^(?:secure|safe|safety|protected|holding)$/))
  );
}

/** The reader's own devices, where a thing entered is kept, not given. */
const OWN_DEVICE = /^(?:phone|phones|laptop|laptops|computer|tablet|devices?|mac|pc|ipad|iphone)$/;

/**
 * Entered on the reader's own device ("enter the new password on your phone and laptop too"): the
 * reader's own settings, given to no one.
 */
export const onOwnDevice = (words: readonly string[]): boolean =>
  words.some(
    (w, k) =>
      /^(?:on|into|in)$/.test(w) && words[k + 1] === 'your' && OWN_DEVICE.test(words[k + 2] ?? ''),
  );

/** "and we'll", "so we can", "then I will": at `k`, the sender goes on to say what they will do. */
export function senderActsNext(t: readonly Token[], k: number): boolean {
  if (!/^(?:and|so|then)$/.test(t[k]!.lower)) return false;
  const who = lowerOf(t[k + 1]);
  return (
    /^(?:we|i)['’]ll$/.test(who) ||
    (/^(?:we|i)$/.test(who) && /^(?:will|'ll|’ll|ll|can|shall)$/.test(lowerOf(t[k + 2])))
  );
}

/** How a reader keeps a thing to themselves: "keep your PIN safe", "keep it for your records". */
export const KEPT_SAFE =
  /^(?:safe|safely|secure|securely|secret|private|confidential|records?|nearby|handy|yourself)$/;
/** What is left with someone when it is told: "leave your name and number after the tone". */
export const LEFT_WITH_SOMEONE =
  /^(?:details?|information|info|name|number|address|message|voicemail|card|pin|password|code|email)$/;

/** How an errand is asked to be done when no one else may know of it. */
export const DISCREETLY = /^(?:discreetly|confidentially|quietly|privately|secretly)$/;

/**
 * "Pay" that asks for no payment: a wage at a rate ("pay $300 per day"), or money paid into the
 * reader's own account ("pay in cleared funds today to avoid charges", a bank's overdraft alert).
 */
export const PAY_NOT_ASKED =
  /\b(?:per|a|an|each) (?:day|hour|hr|week|task)\b|\/(?:day|hr|hour|task)\b|\bdaily\b|\bpay in (?:some |enough |more )?(?:cleared )?(?:funds|money|cash|cheques?)\b/;

/**
 * A SIM card's serial ("the 20-digit number behind your SIM card", "your SIM's ICCID"): whoever
 * has it can move the reader's number to a SIM of their own (a SIM swap), as with a PIN.
 */
export const simSerial = (rest: readonly Token[]): boolean =>
  rest.some((r) => /^(?:sim|simcard)$/.test(r.lower)) &&
  rest.some((r) => /^(?:serial|iccid|digits?|\d+-digits?)$/.test(r.lower));

/**
 * India's postal PIN code asked with a delivery or a place ("share your PIN code and full
 * address", "enter your PIN code so we can check delivery to your area"): where the reader lives,
 * not a secret.
 */
export const postalPin = (t: readonly Token[]): boolean =>
  t.some(
    (x, i) => x.lower === 'pincode' || (x.lower === 'pin' && /^codes?$/.test(lowerOf(t[i + 1]))),
  ) && t.some((x) => POSTAL_CONTEXT.test(x.lower));
const POSTAL_CONTEXT =
  /^(?:deliver|delivery|deliveries|delivered|area|address|locality|serviceable|courier|shipping|shipment|city|town)$/;

/** "Check your Access alert and tell me if it's not there": whether something came, not what. */
export const tellsWhether = (rest: readonly Token[]): boolean =>
  rest.some(
    (r, k) =>
      r.lemma === 'tell' &&
      /^(?:me|us)$/.test(lowerOf(rest[k + 1])) &&
      /^(?:if|whether|when|once)$/.test(lowerOf(rest[k + 2])),
  );
