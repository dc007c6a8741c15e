/**
 * What a message asks the reader to do. A directive is found from grammar (an imperative, "can
 * you …", an obligation put on "you", a verb before a link or a number, "I need <money>"), and
 * what it asks for from the meaning of its verb and objects (WordNet classes). Split from read.ts,
 * which puts the parts together, so each part of the anatomy reads as one file.
 */
import { canBeVerb, nounClasses, verbClasses } from './lexicon';
import type { AskKind } from './parts';
import type { Clause, Token } from './tokens';
import {
  CRYPTO,
  CURRENCY_CODE,
  MESSAGING,
  SECRET_WORDS,
  classesIn,
  hasMoney,
  isWord,
  lowerOf,
} from './words';

const PRONOUN_SUBJECT = /^(?:i|we|he|she|they|it|this|that|there|who|which|you)$/;
/** Words before the verb of a directive that do not change it. */
const OPENERS =
  /^(?:please|pls|plz|kindly|just|now|simply|also|then|so|and|or|immediately|urgently|quickly|asap|again|first|finally|still|pl)$/;
/** Formulae that open with a verb but ask nothing ("Thank you", "Hope you are well"). */
const FORMULAE =
  /^(?:thank|thanks|hope|welcome|wish|enjoy|congratulate|congratulations|regard|note|see|let|meet|happy|merry|dear|hi|hello|hey|greet)$/;
const MODAL = /^(?:can|could|would|will|may|might)$/;
const OBLIGE = /^(?:must|should|need|needs|have|has|required|requested|advised|expected|obliged)$/;
/** "Press 1", "press one": a phone menu, the way a call asks to be answered. */
const KEYPAD = /^(?:\d|one|two|three|four|five|six|seven|eight|nine|zero|star|pound|hash)$/;

/**
 * Where a directive starts in a clause: the index of its verb, or -1. An imperative opens the
 * clause with a verb in its base form (after "please", a name said to the reader, "now"…); a
 * request is a question "can/could/would you <verb>"; an obligation is "you must/need to <verb>",
 * "we need you to <verb>"; a verb right before a link or a number is a directive too ("visit
 * <link>", "call <number>") unless a subject says who does it.
 */
export function directiveVerb(clause: Clause): number {
  const t = clause.tokens;
  let i = 0;
  while (i < t.length && (OPENERS.test(t[i]!.lower) || t[i]!.pos === 'INTJ')) i++;
  const first = t[i];
  // "Need you to get …", "Want you to send …": the request is the verb after "you to".
  if (
    first &&
    /^(?:need|want|require)$/.test(first.lemma) &&
    /^(?:you|u)$/.test(lowerOf(t[i + 1])) &&
    lowerOf(t[i + 2]) === 'to' &&
    isWord(t[i + 3])
  )
    return i + 3;
  if (
    first &&
    isWord(first) &&
    first.pos !== 'AUX' &&
    !MODAL.test(first.lower) &&
    !FORMULAE.test(first.lemma)
  ) {
    const next = t[i + 1];
    const base =
      first.lower === first.lemma ||
      canBeVerb(first.lower) ||
      canBeVerb(first.lower.split('-').pop() ?? '');
    const subjectNext =
      next && (next.pos === 'AUX' || (next.pos === 'VERB' && next.lower !== next.lemma));
    const possessive = next?.lower === "'s";
    if (
      base &&
      (canBeVerb(first.lower) || canBeVerb(first.lower.split('-').pop() ?? '')) &&
      !PRONOUN_SUBJECT.test(first.lower) &&
      (first.pos === 'VERB' ||
        (!subjectNext &&
          !possessive &&
          first.pos !== 'ADP' &&
          first.pos !== 'DET' &&
          first.pos !== 'PRON' &&
          first.pos !== 'NUM'))
    )
      return i;
    if (first.lower === 'never' && isWord(next) && canBeVerb(next!.lower)) return i + 1;
  }
  // "Do not share …", "Don't tell …": a prohibition, read by the caller with the negation.
  if (first?.lower === 'do' && /^(?:not|n't)$/.test(lowerOf(t[i + 1])) && isWord(t[i + 2]))
    return i + 2;
  for (let j = 0; j < t.length; j++) {
    const w = t[j]!;
    // "… Please reschedule your delivery", "… kindly update": a polite marker before a verb is a
    // request wherever it stands.
    if (
      /^(?:please|pls|plz|kindly)$/.test(w.lower) &&
      isWord(t[j + 1]) &&
      canBeVerb(t[j + 1]!.lower) &&
      t[j + 1]!.pos !== 'AUX' &&
      t[j + 1]!.pos !== 'PRON'
    )
      return j + 1;
    // "To reschedule redelivery follow the steps …": after a purpose phrase, a verb in its base form
    // that opens the main clause.
    if (
      j >= 2 &&
      t[0]!.lower === 'to' &&
      w.pos === 'VERB' &&
      w.lower === w.lemma &&
      (t[j - 1]!.pos === 'NOUN' || t[j - 1]!.pos === 'PROPN' || t[j - 1]!.kind === 'link') &&
      isWord(w)
    )
      return j;
    // "Can you pay …?", "Would you mind grabbing …?"
    if (MODAL.test(w.lower) && lowerOf(t[j + 1]) === 'you' && (clause.question || j === 0)) {
      let k = j + 2;
      while (
        k < t.length &&
        (OPENERS.test(t[k]!.lower) || /^(?:mind|be|able|to|kindly|possibly)$/.test(t[k]!.lower))
      )
        k++;
      if (k < t.length && isWord(t[k]) && canBeVerb(t[k]!.lemma)) return k;
    }
    // "you must/need to/have to/are required to <verb>", "we need you to <verb>".
    if (w.lower === 'you' || w.lower === 'u') {
      let k = j + 1;
      while (
        k < t.length &&
        (t[k]!.pos === 'AUX' || t[k]!.pos === 'ADV') &&
        !OBLIGE.test(t[k]!.lower)
      )
        k++;
      // "you have to pay", not "you have received": have/has oblige only with "to".
      if (
        k < t.length &&
        OBLIGE.test(t[k]!.lower) &&
        (!/^(?:have|has)$/.test(t[k]!.lower) || lowerOf(t[k + 1]) === 'to')
      ) {
        k++;
        while (k < t.length && /^(?:to|be|kindly|please|immediately)$/.test(t[k]!.lower)) k++;
        if (k < t.length && isWord(t[k]) && canBeVerb(t[k]!.lemma)) return k;
      }
    }
    if (
      (w.lemma === 'need' ||
        w.lemma === 'want' ||
        w.lemma === 'ask' ||
        w.lemma === 'request' ||
        w.lemma === 'urge' ||
        w.lemma === 'require') &&
      /^(?:you|u)$/.test(lowerOf(t[j + 1])) &&
      lowerOf(t[j + 2]) === 'to' &&
      isWord(t[j + 3])
    )
      return j + 3;
    // A verb in its base form right before a link, a number or an address.
    const after = t[j + 1];
    if (
      isWord(w) &&
      w.lower === w.lemma &&
      canBeVerb(w.lower) &&
      after &&
      (after.kind === 'link' ||
        after.kind === 'phone' ||
        after.kind === 'email' ||
        after.kind === 'code' ||
        (/^(?:at|on|to|via|us|here)$/.test(after.lower) &&
          ['link', 'phone', 'email', 'code'].includes(t[j + 2]?.kind ?? ''))) &&
      !(
        j > 0 &&
        (PRONOUN_SUBJECT.test(t[j - 1]!.lower) ||
          t[j - 1]!.pos === 'AUX' ||
          t[j - 1]!.pos === 'PART')
      )
    )
      return j;
  }
  return -1;
}

interface AskReading {
  kind: AskKind | null;
  prohibited: boolean;
}

/** What a directive asks for: the meaning of its verb and of what follows it in the clause. */
export function askKind(clause: Clause, at: number, moneyNamed: boolean): AskReading {
  const t = clause.tokens;
  const verb = t[at]!;
  const rest = t.slice(at);
  const prohibited = at >= 1 && /^(?:not|n't|never)$/.test(t[at - 1]!.lower);
  const vc = new Set([...verbClasses(verb.lemma), ...verbClasses(verb.lower)]);
  const nc = classesIn(rest.slice(1));
  const has = (k: Token['kind']) => rest.some((r) => r.kind === k);
  const words = rest.map((r) => r.lower);
  const money = hasMoney(rest);
  let kind: AskKind | null = null;
  if (/^(?:press|dial|push|hit)$/.test(verb.lemma) && KEYPAD.test(lowerOf(t[at + 1])))
    kind = 'call';
  else if (
    words.some((w) => CRYPTO.test(w)) &&
    (vc.has('pay') || vc.has('send') || vc.has('acquire') || money || words.includes('deposit'))
  )
    kind = 'crypto';
  else if (
    nc.has('voucher') &&
    (vc.has('acquire') ||
      vc.has('send') ||
      vc.has('pay') ||
      words.includes('code') ||
      words.includes('codes'))
  )
    kind = 'voucher';
  else if (
    nc.has('secret') &&
    (vc.has('disclose') ||
      vc.has('send') ||
      vc.has('reply') ||
      vc.has('call') ||
      verb.lemma === 'share' ||
      verb.lemma === 'give' ||
      verb.lemma === 'read')
  )
    kind = 'secret';
  // Cards bought on the reader's money and passed on ("get some store cards, scratch and send
  // pics"): whatever the shop's name, buying cards for the sender is the gift-card trick.
  else if (
    (nc.has('card') || rest.some((r) => r.lemma === 'card' && r.pos === 'NOUN')) &&
    vc.has('acquire') &&
    (money || moneyNamed)
  )
    kind = 'voucher';
  else if (
    nc.has('card') &&
    (vc.has('disclose') ||
      vc.has('send') ||
      verb.lemma === 'share' ||
      verb.lemma === 'update' ||
      verb.lemma === 'link')
  )
    kind = 'card';
  // Paying needs money in the clause, the verb "pay" itself ("can you pay this for me?"), or a
  // way of paying whose object points back to an amount the message named ("settle it"):
  // WordNet's ways of paying ("return", "hand") are ordinary verbs without an amount.
  else if (
    verb.lemma === 'pay' ||
    ((vc.has('pay') || vc.has('send') || vc.has('acquire')) && money) ||
    (vc.has('pay') && moneyNamed && /^(?:it|this|that|them|these|the)$/.test(lowerOf(t[at + 1])))
  )
    kind = 'pay';
  else if (words.some((w) => MESSAGING.test(w))) kind = 'messaging';
  else if (vc.has('install') || (nc.has('software') && (vc.has('acquire') || vc.has('install'))))
    kind = 'install';
  else if (
    (vc.has('disclose') || verb.lemma === 'share') &&
    words.some((w) => /^(?:details?|information|info|address|identity|data|ssn|dob)$/.test(w))
  )
    kind = 'details';
  else if (has('phone') || (vc.has('call') && !has('link'))) kind = 'call';
  else if (has('link') || nc.has('link') || vc.has('visit')) kind = 'link';
  else if (vc.has('reply') || verb.lemma === 'text' || verb.lemma === 'sms') kind = 'reply';
  else if (vc.has('claim') && (nc.has('prize') || nc.has('refund') || money)) kind = 'claim';
  else if (
    (vc.has('disclose') || verb.lemma === 'share') &&
    (words.includes('your') || words.includes('details') || words.includes('information'))
  )
    kind = 'details';
  else if (
    (verb.lemma === 'tell' || verb.lemma === 'inform' || verb.lemma === 'mention') &&
    (words.some((w) => SECRET_WORDS.test(w)) ||
      // "Don't tell mom", "do not inform your manager": someone who could warn the reader.
      (prohibited &&
        (nc.has('kin') ||
          nc.has('superior') ||
          rest.some(
            (r, i) =>
              i > 0 &&
              (r.pos === 'PROPN' ||
                /^(?:him|her|them|anyone|anybody|family|friends?)$/.test(r.lower)),
          ))))
  )
    kind = 'secrecy';
  return { kind, prohibited };
}

export const ASK_LABEL: Record<AskKind, string> = {
  link: 'to open a link',
  call: 'to call a number',
  reply: 'to reply',
  pay: 'to pay or send money',
  voucher: 'to buy gift cards or vouchers and pass on their codes',
  crypto: 'to send or invest crypto',
  secret: 'to give a code, PIN or password',
  card: 'to give card or account details',
  details: 'to give your details',
  install: 'to install an app',
  messaging: 'to move to a messaging app',
  claim: 'to claim money or a prize',
  secrecy: 'to keep it secret',
};
export const MONEY_ASKS: ReadonlySet<AskKind> = new Set([
  'pay',
  'voucher',
  'crypto',
  'secret',
  'card',
]);

/**
 * The sender's own need put to the reader ("I need bail money", "need help paying a release fee",
 * "we require the deposit"): a request for money stated rather than ordered. The index of the
 * verb of needing, or -1. Needing needs a subject that is the sender (or none, as texts drop it)
 * and money or paying after it.
 */
export function needsMoney(c: Clause): number {
  const t = c.tokens;
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!;
    if (!(w.lemma === 'need' || w.lemma === 'require' || w.lemma === 'want') || w.pos === 'NOUN')
      continue;
    const before = t.slice(Math.max(0, i - 3), i).map((x) => x.lower);
    // "you need to pay" is an obligation (read as a directive); "your card needs" is the reader's affairs.
    if (before.some((b) => /^(?:you|u|your|ur|it|this|that|they|he|she)$/.test(b))) continue;
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
