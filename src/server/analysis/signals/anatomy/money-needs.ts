/**
 * Money asked for without a directive: the sender's own need ("I need bail money"), and a payment
 * said to be due ("Bail has been set at $9,000 and must be paid in cash today", "the release fee
 * needs to be paid before …"). Split from ask-kinds.ts; read.ts reads both as an ask to pay.
 */
import { nounClasses } from './lexicon';
import type { Clause, Token } from './tokens';
import { CURRENCY_CODE, hasMoney, lowerOf } from './words';

/**
 * The sender's own need put to the reader ("I need bail money", "need help paying a release fee",
 * "we require the deposit"): a request for money stated rather than ordered. The index of the
 * verb of needing, or -1. Needing needs a subject that is the sender (or none, as texts drop it)
 * and money or paying after it.
 */
export function needsMoney(c: Clause): number {
  const t = c.tokens;
  // "the lawyer says I have to post 7,500 dollars", "I must pay £300 today": the sender's own
  // obligation to pay, stated to the reader.
  for (let i = 0; i + 2 < t.length; i++) {
    if (!/^(?:i|we)$/.test(t[i]!.lower)) continue;
    const must =
      /^(?:must|gotta)$/.test(lowerOf(t[i + 1])) ||
      (/^(?:have|has)$/.test(lowerOf(t[i + 1])) && lowerOf(t[i + 2]) === 'to');
    if (!must) continue;
    const rest = t.slice(i + 2, i + 8);
    if (
      rest.some((x) => /^(?:pay|post|send|find|raise|get|transfer|cover)$/.test(x.lemma)) &&
      hasMoney(rest)
    )
      return i + 1;
  }
  for (let i = 0; i < t.length; i++) {
    if (!senderNeedsAt(t, i)) continue;
    // "Need cash fast?": a question put to the reader (do you need …), an offer, not the sender's need.
    if (c.question && !t.slice(0, i).some((x) => /^(?:i|we|i'm|we're)$/.test(x.lower))) continue;
    // What is needed is money itself: the first thing named after the verb ("need bail money",
    // "need £2,000", "need help paying …"), not "need some changes to the deal's fee".
    let k = i + 1;
    while (
      k < t.length &&
      k <= i + 4 &&
      (t[k]!.pos === 'DET' ||
        t[k]!.pos === 'ADJ' ||
        t[k]!.pos === 'ADV' ||
        t[k]!.pos === 'PRON' ||
        /^(?:help|urgently|some|a|the)$/.test(t[k]!.lower))
    )
      k++;
    // "needs no payment on delivery": no money is needed.
    if (t.slice(i + 1, k).some((y) => /^(?:no|zero)$/.test(y.lower))) continue;
    const x = t[k];
    const moneyWord = (y: Token | undefined) =>
      y?.kind === 'word' && nounClasses(y.lemma).includes('money');
    const paying =
      !!x &&
      (moneyWord(x) ||
        // a modifier before the money ("bail money", "rent money")
        (x.kind === 'word' && moneyWord(t[k + 1])) ||
        x.lemma === 'pay' ||
        /^[$£€₹₦¥]/.test(x.text) ||
        x.entity === 'MONEY' ||
        (x.kind === 'number' && CURRENCY_CODE.test(t[k + 1]?.text ?? '')));
    if (paying) return i;
  }
  return -1;
}

/** Who does not need it when named just before the verb: the reader, a thing, someone else. */
const NOT_THE_SENDER = /^(?:you|u|your|ur|it|this|that|they|he|she)$/;

/**
 * Is `t[i]` a verb of the sender's own need ("need", "require", "want")? Its subject is the sender,
 * or none as texts drop it: "you need to pay" is an obligation (read as a directive), "your card
 * needs" the reader's affairs. What is needed is for the caller to read (money, gift cards).
 */
export function senderNeedsAt(t: readonly Token[], i: number): boolean {
  const w = t[i]!;
  return (
    (w.lemma === 'need' || w.lemma === 'require' || w.lemma === 'want') &&
    w.pos !== 'NOUN' &&
    !t.slice(Math.max(0, i - 3), i).some((b) => NOT_THE_SENDER.test(b.lower))
  );
}

/** Bail: money set to free someone from custody. */
const BAIL = /^(?:bail|bailout)$/;
const BAIL_BEFORE = /^(?:the|for|about|my|his|her|their|your|pay|post)$/;
/** What help with money is asked for: "with a payment", "with the rent", "with a bill". */
const HELPED_WITH = /^(?:payment|bill|rent|transfer|deposit|fine|fee)$/;
/** Bail reported, not asked: "was set", "granted", "denied". */
const BAIL_SETTLED = /^(?:was|were|been|granted|denied|released|revoked)$/;
/** How a payment is said to be due: "must be", "needs to be", "has to be", "is to be". */
const DUE_MODAL = /^(?:must|should|shall|need|needs|has|have|is|are)$/;
/** Paying, as a past participle: "paid", "settled", "sent", "transferred", "wired", "cleared". */
const PAID = /^(?:paid|settled|sent|transferred|wired|deposited|remitted|cleared|posted|topped)$/;
/**
 * Money said to be due, with no one named to pay it: "must be paid", "needs to be paid", "has to
 * be settled", "is to be transferred", in a clause that names money (an amount, or a word of money:
 * "the bail", "the fee", "your balance"). The index of its modal verb, or -1. "Has been paid" and
 * "was sent" are done, not due: only a modal or "to be" before the participle counts.
 */
export function paymentDue(c: Clause, moneyNamed = false): number {
  const t = c.tokens;
  // Help asked with a payment in a message that names an amount ("Can you help me with a payment?
  // … It's £1,480 for the rent"): the amount is the money asked.
  if (moneyNamed && c.question) {
    const help = t.findIndex(
      (x, k) =>
        x.lemma === 'help' &&
        lowerOf(t[k + 1]) === 'me' &&
        lowerOf(t[k + 2]) === 'with' &&
        HELPED_WITH.test(lowerOf(t[k + 4])),
    );
    if (help >= 0) return help;
  }
  // Bail named as a thing to be settled ("call you about the bail, it's $8,500", "money for his
  // bail"): money asked to free someone, due however it is said. Not "bail" the verb ("I have to
  // bail tonight") nor news of it ("released on bail").
  // Or bail with its amount ("the lawyer says bail is $4,000", "bail of $9,000"), not news of it
  // ("bail of $50,000 was set").
  const bail = t.findIndex(
    (x, k) =>
      BAIL.test(x.lower) &&
      (BAIL_BEFORE.test(lowerOf(t[k - 1])) ||
        (/^(?:is|of|money|amount)$/.test(lowerOf(t[k + 1])) &&
          hasMoney(t) &&
          !t.some((y) => BAIL_SETTLED.test(y.lower)))),
  );
  if (bail >= 0) return bail;
  const promised = paidFirst(t);
  if (promised >= 0) return promised;
  for (let i = 0; i + 2 < t.length; i++) {
    if (!DUE_MODAL.test(t[i]!.lower)) continue;
    // "must be paid", or "needs / has / is to be paid".
    const be =
      lowerOf(t[i + 1]) === 'be'
        ? i + 1
        : lowerOf(t[i + 1]) === 'to' && lowerOf(t[i + 2]) === 'be'
          ? i + 2
          : -1;
    if (be < 0 || (be === i + 1 && !/^(?:must|should|shall)$/.test(t[i]!.lower))) continue;
    if (!PAID.test(lowerOf(t[be + 1]))) continue;
    // "It must be paid by you" is still due; "must be paid to you" (a refund) is the reader's.
    if (/^(?:to|into)$/.test(lowerOf(t[be + 2])) && /^(?:you|your|u|ur)$/.test(lowerOf(t[be + 3])))
      continue;
    const moneyWord = t.some((y) => y.kind === 'word' && nounClasses(y.lemma).includes('money'));
    if (hasMoney(t) || moneyWord) return i;
  }
  return -1;
}

/** The writer's promise: "I'll", "I will", "we can", "I'm going to". */
const WRITER_WILL = /^(?:i'll|we'll|i|we)$/;
const WILL_AFTER = /^(?:will|'ll|can|could|am|are|'m|'re|shall)$/;
/** Paying the writer, as the reader's part: "wire", "transfer", "send", "pay", "deposit". */
const PAYS_WRITER = /^(?:wire|transfer|send|pay|deposit|e-transfer|zelle|venmo)$/;

/**
 * The writer's promise made on the reader's payment ("I'll post you the keys as soon as you wire
 * the first month plus deposit", "we will ship it once you pay the deposit"): money asked first
 * for what is promised after, as a rental, a sale or a prize from a stranger asks it. The index of
 * the reader's verb of paying, or -1; money must be named in the clause.
 */
function paidFirst(t: readonly Token[]): number {
  const promise = t.findIndex(
    (x, k) =>
      WRITER_WILL.test(x.lower) && (x.lower.includes("'") || WILL_AFTER.test(lowerOf(t[k + 1]))),
  );
  if (promise < 0) return -1;
  for (let i = promise + 2; i + 1 < t.length; i++) {
    const when =
      /^(?:once|after|when)$/.test(t[i]!.lower) ||
      (t[i]!.lower === 'as' && lowerOf(t[i + 1]) === 'soon' && lowerOf(t[i + 2]) === 'as');
    if (!when) continue;
    const you = t[i]!.lower === 'as' ? i + 3 : i + 1;
    if (!/^(?:you|u)$/.test(lowerOf(t[you])) || !PAYS_WRITER.test(t[you + 1]?.lemma ?? ''))
      continue;
    const rest = t.slice(you + 1);
    const moneyWord = rest.some((y) => y.kind === 'word' && nounClasses(y.lemma).includes('money'));
    if (hasMoney(rest) || moneyWord) return you + 1;
  }
  return -1;
}
