/**
 * The anatomy of a message: what it claims to be (pretext), what it wants the reader to do (ask),
 * how it pushes (pressure) and whether the way to act belongs to the claimed sender (channel).
 * Read from grammar and meaning, not from phrasings:
 *   - an ask is any directive aimed at the reader: a clause that opens with a verb in its base
 *     form (an imperative, whatever the verb), a question that asks "can/could/would you …", or
 *     an obligation put on "you"; what it asks for is the meaning of its verb and its objects
 *     (WordNet classes: paying, a voucher, a code, a link, a call);
 *   - a pretext is a claim about the reader's own affairs ("your <thing>" with a state, "you have
 *     <something>"), a sender that names itself (a "Name:" prefix, "this is … from …", a brand
 *     speaking), or a person the reader knows (a kinship word said to the reader, a colleague who
 *     cannot talk);
 *   - pressure is a deadline or a date next to an ask, a consequence ("otherwise", "to avoid",
 *     "will be <lost>"), a fee to release something, an offer too good to be true, secrecy, or
 *     "I can't talk";
 *   - the channel is each link, number, address or app the ask sends the reader to, judged
 *     against the sender it claims to be.
 * Each part keeps the exact words it was read from, so a finding can quote them.
 */
import type { LinkReport } from '../../knowledge/links';
import { BRANDS, type Brand } from '../../knowledge/lexicons';
import { isOfficialDomain } from '../../knowledge/domain-reputation';
import { cue, cueCased, firstMatch, type Span } from '../../knowledge/patterns';
import { type NounClass, canBeVerb, nounClasses, verbClasses } from './lexicon';
import { type Clause, type Token, readTokens } from './tokens';

export type AskKind =
  | 'link'
  | 'call'
  | 'reply'
  | 'pay'
  | 'voucher'
  | 'crypto'
  | 'secret'
  | 'card'
  | 'details'
  | 'install'
  | 'messaging'
  | 'claim'
  | 'secrecy';
export type PressureKind = 'deadline' | 'threat' | 'fee' | 'too_good' | 'secrecy' | 'no_call';
export type ChannelKind =
  | 'link'
  | 'number'
  | 'email'
  | 'messaging'
  | 'reply'
  | 'app'
  | 'short_code';

export interface Part<K extends string> {
  kind: K;
  /** Plain words for the reader, e.g. "to pay", "about your parcel". */
  label: string;
  span: Span;
  /** The sentence it was read in (among those read), when it comes from one. */
  sentence?: number;
}

export interface ChannelPart extends Part<ChannelKind> {
  /** The way to act belongs to the claimed sender (its own domain, app, short code, the reply). */
  own: boolean;
  /**
   * It leads away from the sender: a link it does not own, a messaging app, a free e-mail address,
   * a new number. A phone number printed in a message is neither own nor foreign: real letters and
   * scams both carry one.
   */
  foreign: boolean;
}

export interface Anatomy {
  pretexts: Part<'org' | 'person' | 'affairs'>[];
  asks: Part<AskKind>[];
  pressures: Part<PressureKind>[];
  channels: ChannelPart[];
  /** Protective sentences ("we will never ask for your PIN", "do not share this code"). */
  protective: Span[];
  /** The brand the message speaks as, when the link it sends to is not the brand's. */
  impersonates: Brand | null;
}

const PRONOUN_SUBJECT = /^(?:i|we|he|she|they|it|this|that|there|who|which|you)$/;
/** Words before the verb of a directive that do not change it. */
const OPENERS =
  /^(?:please|pls|plz|kindly|just|now|simply|also|then|so|and|or|immediately|urgently|quickly|asap|again|first|finally|still|pl)$/;
/** Formulae that open with a verb but ask nothing ("Thank you", "Hope you are well"). */
const FORMULAE =
  /^(?:thank|thanks|hope|welcome|wish|enjoy|congratulate|congratulations|regard|note|see|let|meet|happy|merry|dear|hi|hello|hey|greet)$/;
const MODAL = /^(?:can|could|would|will|may|might)$/;
const OBLIGE = /^(?:must|should|need|needs|have|has|required|requested|advised|expected|obliged)$/;
const CRYPTO = /^(?:crypto|bitcoin|btc|usdt|eth|ethereum|wallet|binance|coinbase|tether)$/;
const MESSAGING =
  /^(?:whatsapp|whats-app|watsapp|telegram|wechat|viber|wa\.me|t\.me|imo|kakaotalk)$/;
/** Outcomes a message threatens for the reader's affairs (the verb of "will be <…>"). */
const LOSS =
  /^(?:suspend|block|lock|close|cancel|terminate|delete|disable|deactivate|freeze|restrict|return|charge|fine|arrest|sue|prosecute|disconnect|cut|expire|lose|forfeit|seize|revoke|reject|destroy|dispose|lapse|stop|penalize|penalise|bar|ban|garnish|levy|impose|escalate|repossess|hold|withhold|discontinue|interrupt)$/;
const CONSEQUENCE =
  /^(?:otherwise|else|failing|failure|avoid|lest|penalty|penalties|overdue|warrant|lawsuit)$/;
const URGENT =
  /^(?:now|immediately|urgently|urgent|asap|today|tonight|promptly|quickly|soon|expires?|expiring|expiry|deadline|within|before|until|by)$/;
/** "guaranteed", "risk-free": offers that cannot fail (a free thing is read with what it is). */
const FREE = /^(?:guaranteed|guarantee|risk-free|no-risk)$/;
const SECRET_WORDS = /^(?:secret|secrets|between|quiet|anyone|anybody|nobody|discreet)$/;
const GENERIC_LEGAL =
  /^(?:action|case|cause|catch|protection|implementation|execution|pickup|taxation|imposition|pursuance|carrying out|collar|pinch|terror|hanging|pardon|amnesty|reprieve)$/;
/** "Press 1", "press one": a phone menu, the way a call asks to be answered. */
const KEYPAD = /^(?:\d|one|two|three|four|five|six|seven|eight|nine|zero|star|pound|hash)$/;
const BUSY = /^(?:meeting|busy|conference|surgery|driving|travelling|traveling|abroad|hospital)$/;

const BRAND_CUES: ReadonlyArray<[Brand, RegExp]> = BRANDS.map((b) => [
  b,
  b.cased ? cueCased([b.pattern]) : cue([b.pattern]),
]);
/** How far into a message its sender names itself ("USPS:", "Your Barclays card …"). */
const OPENING_CHARS = 240;

/** The organisation a message names at its opening, where a sender says who it is. */
export function openingBrand(text: string): Brand | null {
  const head = text.slice(0, OPENING_CHARS);
  // A messaging app named in a message is the channel ("chat on WhatsApp"), not its sender.
  for (const [brand, re] of BRAND_CUES)
    if (!MESSAGING.test(brand.token) && firstMatch(re, head)) return brand;
  return null;
}

const lowerOf = (t: Token | undefined) => t?.lower ?? '';
/** E-mail header words: "Subject:" is not a sender naming itself. */
const HEADER =
  /^(?:subject|subj|from|to|re|fw|fwd|date|cc|bcc|sent|attn|note|ps|nb|update|urgent|reminder|notice|alert|warning|important|live|watch|breaking|new|today|thread|video|photos|caller|receiver|agent|customer|speaker|q|a)$/;
/** ISO currency codes before or after an amount ("UGX 40,000", "500 INR"). */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * An amount of money in the clause: the tagger's MONEY, a currency sign, an ISO code beside a
 * number, or a word that means money next to a number ("500 naira", "a fee of 20").
 */
function hasMoney(tokens: readonly Token[]): boolean {
  return tokens.some((r, i) => {
    if (r.entity === 'MONEY' || /^[$£€₹₦¥]/.test(r.text)) return true;
    const near = [tokens[i - 1], tokens[i + 1], tokens[i + 2]];
    if (
      (CURRENCY_CODE.test(r.text) || CRYPTO.test(r.lower)) &&
      [tokens[i - 1], tokens[i + 1]].some((n) => n?.kind === 'number')
    )
      return true;
    return (
      r.kind === 'word' &&
      nounClasses(r.lemma).includes('money') &&
      near.some((n) => n?.kind === 'number')
    );
  });
}
const isWord = (t: Token | undefined) => t?.kind === 'word';

function span(reading: { text: string }, from: Token, to: Token): Span {
  return { text: reading.text.slice(from.start, to.end), start: from.start, end: to.end };
}

function classesIn(tokens: readonly Token[]): Set<NounClass> {
  const out = new Set<NounClass>();
  for (const t of tokens) {
    if (t.kind !== 'word' || t.pos === 'VERB' || t.pos === 'AUX') continue;
    for (const c of nounClasses(t.lemma)) out.add(c);
    if (t.lemma !== t.lower) for (const c of nounClasses(t.lower)) out.add(c);
  }
  // Two-word names WordNet has as one ("gift card", "bank account", "credit card").
  for (let i = 0; i + 1 < tokens.length; i++) {
    const pair = `${tokens[i]!.lower} ${tokens[i + 1]!.lemma}`;
    for (const c of nounClasses(pair)) out.add(c);
  }
  return out;
}

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
function askKind(clause: Clause, at: number, moneyNamed: boolean): AskReading {
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

const ASK_LABEL: Record<AskKind, string> = {
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

/** "your <thing>" with a state, "you have <something>", "you('ve) won/been selected". */
function affairsClaim(clause: Clause): { label: string; from: number; to: number } | null {
  const t = clause.tokens;
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!;
    if ((w.lower === 'your' || w.lower === 'ur' || w.lower === 'yr') && i + 1 < t.length) {
      let j = i + 1;
      while (
        j < t.length &&
        (t[j]!.pos === 'ADJ' ||
          t[j]!.pos === 'NUM' ||
          (t[j]!.pos === 'PROPN' && t[j + 1]?.pos !== 'AUX'))
      )
        j++;
      // The noun group: up to three nouns ("your PAN card number").
      let k = j;
      while (
        k < t.length &&
        k < j + 3 &&
        (t[k]!.pos === 'NOUN' || t[k]!.pos === 'PROPN' || t[k]!.kind === 'word') &&
        t[k]!.pos !== 'AUX' &&
        t[k]!.pos !== 'VERB' &&
        t[k]!.pos !== 'ADP' &&
        t[k]!.pos !== 'PRON' &&
        t[k]!.pos !== 'CCONJ' &&
        t[k]!.pos !== 'SCONJ' &&
        t[k]!.pos !== 'DET'
      )
        k++;
      if (k === j) continue;
      const head = t[k - 1]!;
      const thing = classesIn(t.slice(i + 1, k));
      const named = t.slice(i + 1, k).find((x) => classesIn([x]).size) ?? head;
      // A state said of it: "has been held", "is suspended", "will expire", "is pending".
      const state = t
        .slice(k, k + 4)
        .some(
          (s) =>
            s.pos === 'AUX' ||
            (s.pos === 'VERB' && s.lower !== s.lemma) ||
            /^(?:pending|due|unpaid|overdue|outstanding|blocked|suspended|on|awaiting|ready|eligible|approved)$/.test(
              s.lower,
            ),
        );
      const unpaid = t
        .slice(i + 1, k)
        .some((s) =>
          /^(?:unpaid|outstanding|overdue|pending|held|suspended|blocked|locked|failed|expired|unclaimed)$/.test(
            s.lower,
          ),
        );
      // "Your number was chosen in our draw", "your entry has won": a win said of the reader's thing.
      const won = t
        .slice(k, k + 4)
        .find((x) =>
          /^(?:won|wins|chosen|selected|drawn|picked|shortlisted|approved|awarded)$/.test(x.lower),
        );
      if (won)
        return {
          label: 'that you have won, are owed or were chosen for something',
          from: i,
          to: Math.min(t.length - 1, t.indexOf(won) + 2),
        };
      // "your alarm system needs an upgrade": whatever the thing, it is said to need something.
      const needs = /^(?:need|require|must)$/.test(t[k]?.lemma ?? '');
      // Or anything said of a thing that is the reader's business ("you missed your package").
      const said = thing.size > 0 && t.some((x) => x.pos === 'VERB');
      if ((thing.size && state) || unpaid || needs || said) {
        const about = [...thing][0];
        return {
          label: `about your ${about ? labelOfClass(about, named.lower) : head.lower}`,
          from: i,
          to: Math.min(t.length - 1, k + 3),
        };
      }
    }
    // "a road charge of 4.50 USD remains outstanding", "the shipment addressed to you could not be
    // dropped off": an amount owed or a thing sent to the reader that is held or failed.
    if (i === 0) {
      const owed =
        t.some((x) =>
          /^(?:unpaid|outstanding|overdue|owed|owing|due|unsettled|pending)$/.test(x.lower),
        ) && hasMoney(t);
      const thing = t.find(
        (x) =>
          x.kind === 'word' &&
          nounClasses(x.lemma).some(
            (c) => c === 'parcel' || c === 'card' || c === 'refund' || c === 'prize' || c === 'tax',
          ),
      );
      const toYou = t.some(
        (x, k) =>
          (x.lower === 'you' || x.lower === 'u') && k > 0 && /^(?:to|for)$/.test(t[k - 1]!.lower),
      );
      const failed =
        clause.negated ||
        t.some((x) =>
          /^(?:failed|unsuccessful|held|suspended|returned|stopped|undelivered|pending)$/.test(
            x.lower,
          ),
        );
      if (owed) return { label: 'about money you owe', from: 0, to: t.length - 1 };
      if (thing && toYou && failed)
        return {
          label: `about your ${labelOfClass(nounClasses(thing.lemma)[0]!, thing.lower)}`,
          from: 0,
          to: t.length - 1,
        };
    }
    // "You have an unpaid toll", "you have won", "you've been selected", "you are eligible".
    if ((w.lower === 'you' || w.lower === 'u') && i + 1 < t.length) {
      const next = t.slice(i + 1, i + 5);
      const got = next.find((s) => s.pos === 'NOUN' && classesIn([s]).size);
      const won = next.find((s) =>
        /^(?:won|win|winner|selected|select|chosen|shortlisted|hired|eligible|qualified|approved|owe|owed|entitled|pre-approved|awarded)$/.test(
          s.lower,
        ),
      );
      if (won || (got && next.some((s) => s.lemma === 'have'))) {
        const end = next.indexOf((won ?? got)!) + i + 1;
        const what = got ? classesIn([got]) : new Set<NounClass>();
        const first = [...what][0];
        return {
          label: won
            ? 'that you have won, are owed or were chosen for something'
            : `about your ${first ? labelOfClass(first, got!.lower) : got!.lower}`,
          from: i,
          to: Math.min(t.length - 1, end + 2),
        };
      }
    }
  }
  return null;
}

function labelOfClass(c: NounClass, word: string): string {
  switch (c) {
    case 'parcel':
      return 'parcel or delivery';
    case 'tax':
      return word === 'toll' || word === 'tolls' ? 'toll' : 'tax or fines';
    case 'money':
      return word;
    case 'card':
      return 'account or card';
    default:
      return word;
  }
}

/** A sender prefix ("E-ZPass:", "USPS -", "[HSBC]") or "this is <name> from <organisation>". */
function senderClaim(
  reading: { text: string },
  clauses: readonly Clause[],
  brand: Brand | null,
): Part<'org'> | null {
  const first = clauses[0];
  if (first && first.sentence === 0) {
    const next = reading.text.slice(first.end, first.end + 2);
    const nameLike =
      first.tokens.length <= 4 &&
      first.tokens.every((t) => t.kind === 'word' && /^[\p{Lu}\d[]/u.test(t.text)) &&
      !HEADER.test(first.tokens[0]!.lower);
    if (
      nameLike &&
      first.start < 4 &&
      (/^\s*[:\]]/.test(next) || /^\s+[-–—]\s/.test(reading.text.slice(first.end, first.end + 3)))
    )
      return {
        kind: 'org',
        label: `to be from ${first.tokens.map((t) => t.text).join(' ')}`,
        span: span(reading, first.tokens[0]!, first.tokens[first.tokens.length - 1]!),
      };
  }
  for (const c of clauses) {
    const t = c.tokens;
    for (let i = 0; i + 2 < t.length; i++) {
      const intro =
        (t[i]!.lower === 'this' && t[i + 1]!.lemma === 'be') ||
        t[i]!.lower === 'calling' ||
        (t[i]!.lower === 'on' && t[i + 1]!.lower === 'behalf');
      if (!intro) continue;
      const from = t.findIndex(
        (x, k) => k > i + 1 && k <= i + 5 && /^(?:from|at|with)$/.test(x.lower),
      );
      const name = from > 0 ? t.slice(from + 1, from + 6).filter((x) => x.kind === 'word') : [];
      if (
        name.length &&
        (name.some((x) => /^\p{Lu}/u.test(x.text)) ||
          classesIn(name).has('authority') ||
          classesIn(name).size)
      )
        return {
          kind: 'org',
          label: `to be from ${name.map((x) => x.text).join(' ')}`,
          span: span(reading, t[i]!, name[name.length - 1]!),
        };
    }
  }
  if (brand && !MESSAGING.test(brand.token)) {
    const at = reading.text.search(
      new RegExp(brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
    );
    if (at >= 0)
      return {
        kind: 'org',
        label: `to be from ${brand.name}`,
        span: {
          text: reading.text.slice(at, at + brand.name.length),
          start: at,
          end: at + brand.name.length,
        },
      };
  }
  return null;
}

/**
 * "I'm in a meeting", "stuck in a conference, can't pick up", "can't talk right now": the sender
 * cannot be reached by voice, so the reader cannot check by calling.
 */
function cannotTalk(lowers: readonly string[]): boolean {
  const busyAt = lowers.findIndex((w) => BUSY.test(w));
  if (busyAt < 0) return false;
  const unable = lowers.some((w) => /^(?:can't|cannot|cant|unable|stuck)$/.test(w));
  const inOne =
    busyAt >= 2 && lowers[busyAt - 2] === 'in' && /^(?:a|an|the)$/.test(lowers[busyAt - 1]!);
  return unable || (inOne && lowers.slice(0, busyAt).some((w) => /^(?:i|i'm|im|am)$/.test(w)));
}

/** "this is my new number", "my phone broke, I'm on a friend's": the sender moved off the number you know. */
function newNumber(reading: { text: string }, clauses: readonly Clause[]): Span | null {
  for (const c of clauses.slice(0, 6)) {
    const t = c.tokens;
    const lowers = t.map((x) => x.lower);
    const mine = lowers.findIndex(
      (w, i) =>
        ((w === 'my' || w === 'this') &&
          /^(?:number|phone|line|mobile|sim|whatsapp|cell)$/.test(lowers[i + 1] ?? '')) ||
        ((w === 'my' || w === 'this') &&
          /^(?:number|phone|line|mobile|sim|whatsapp|cell)$/.test(lowers[i + 2] ?? '')),
    );
    if (
      mine >= 0 &&
      lowers.some((w) =>
        /^(?:new|changed|broke|broken|lost|stolen|dropped|damaged|died|dead|temporary|friend's|old)$/.test(
          w,
        ),
      )
    )
      return span(reading, t[0]!, t[t.length - 1]!);
  }
  return null;
}

/** Someone the reader knows: a kinship word said to them, a "new number", a colleague who cannot talk. */
function personClaim(reading: { text: string }, clauses: readonly Clause[]): Part<'person'> | null {
  for (const c of clauses.slice(0, 4)) {
    const t = c.tokens;
    // "Hi Mum", "Mom,", "Dad it's me": a kinship or superior word addressed to the reader.
    for (let i = 0; i < Math.min(t.length, 3); i++) {
      const cls = classesIn([t[i]!]);
      // Said to the reader: after a greeting, or set off by a comma ("Mum, …", "Dad!").
      // Or opening the message and followed by who is writing ("Grandpa it's Tom", "Mum I need …").
      const opens =
        i === 0 &&
        c.sentence === 0 &&
        (t[1]?.pos === 'PRON' ||
          t[1]?.pos === 'AUX' ||
          /^(?:it's|its|i'm|im)$/.test(lowerOf(t[1])));
      const addressed =
        opens ||
        (i > 0 &&
          (t[i - 1]!.pos === 'INTJ' || /^(?:hi|hello|hey|dear|hiya)$/.test(t[i - 1]!.lower))) ||
        /^\s*[,!:]/.test(reading.text.slice(t[i]!.end, t[i]!.end + 2));
      if (addressed && (cls.has('kin') || cls.has('superior')) && t[i]!.pos !== 'VERB')
        return {
          kind: 'person',
          label: 'to be someone you know',
          span: span(reading, t[0]!, t[i]!),
        };
    }
    // "this is my new number", "my phone broke", "I changed my number".
    const lowers = t.map((x) => x.lower);
    const myIdx = lowers.findIndex(
      (w, i) =>
        w === 'my' &&
        /^(?:number|phone|line|mobile|sim|whatsapp)$/.test(lowers[i + 1] ?? lowers[i + 2] ?? ''),
    );
    if (
      myIdx >= 0 &&
      lowers.some((w) =>
        /^(?:new|changed|broke|broken|lost|stolen|dropped|damaged|working|died|dead)$/.test(w),
      )
    )
      return {
        kind: 'person',
        label: 'to be someone you know, writing from a new number',
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
    if (cannotTalk(lowers))
      return {
        kind: 'person',
        label: 'to be a colleague or someone you know who cannot talk',
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
  }
  return null;
}

/**
 * Pay by the day or hour ("earn 3000 a day", "daily salary up to", "$500 per hour"): the index in
 * `t` of the time word, or -1. Earning and the amount are read over the whole sentence `st`.
 */
function perTimeEarnings(t: readonly Token[], st: readonly Token[]): number {
  return t.findIndex(
    (x, i) =>
      (/^(?:daily|weekly|hourly)$/.test(x.lower) ||
        (/^(?:a|per|each|every)$/.test(x.lower) &&
          /^(?:day|hour|week)$/.test(lowerOf(t[i + 1])))) &&
      st.some((y) => /^(?:earn|salary|income|profit|pay|wage|commission|make)$/.test(y.lemma)) &&
      (hasMoney(st) || st.some((y) => y.kind === 'number' || /X{2,}/.test(y.text))),
  );
}

function pressureOf(
  reading: { text: string },
  c: Clause,
  hasAsk: boolean,
  investing: boolean,
  moneyNamed: boolean,
  sentenceTokens?: readonly Token[],
  moneyAsk = false,
): Part<PressureKind> | null {
  const t = c.tokens;
  const lowers = t.map((x) => x.lower);
  const whole = span(reading, t[0]!, t[t.length - 1]!);
  // "Don't tell anyone", "keep this between us": an instruction to keep quiet, not a legal footer.
  const hush = t.findIndex(
    (x, i) =>
      (x.lemma === 'tell' ||
        x.lemma === 'mention' ||
        x.lemma === 'keep' ||
        x.lemma === 'discuss') &&
      (t.slice(i + 1, i + 5).some((y) => SECRET_WORDS.test(y.lower)) ||
        // "keep this from Dad", "don't mention it to the others": someone kept out of it.
        t
          .slice(i + 1, i + 5)
          .some(
            (y, k, rest) =>
              ((x.lemma === 'keep' && y.lower === 'from') ||
                (c.negated && x.lemma !== 'keep' && y.lower === 'to')) &&
              rest
                .slice(k + 1, k + 3)
                .some(
                  (z) =>
                    z.pos === 'PROPN' ||
                    nounClasses(z.lemma).some((c) => c === 'kin' || c === 'superior') ||
                    /^(?:others|anyone|anybody|family|friends?|colleagues?|him|her|them)$/.test(
                      z.lower,
                    ),
                ),
          )),
  );
  if (hush >= 0 && !lowers.some((w) => /^(?:code|pin|password|otp|passcode)$/.test(w)))
    return { kind: 'secrecy', label: 'asks you to keep it secret', span: whole };
  if (cannotTalk(lowers))
    return {
      kind: 'no_call',
      label: 'says they cannot talk, so you cannot check by calling',
      span: whole,
    };
  // Legal trouble said of the reader: "a legal enforcement action filed on your social security
  // number", "a warrant for your arrest" (WordNet's legal actions; the generic "action" and "case"
  // alone say nothing).
  const legal = t.findIndex(
    (x) =>
      x.kind === 'word' && nounClasses(x.lemma).includes('legal') && !GENERIC_LEGAL.test(x.lemma),
  );
  if (legal >= 0 && lowers.some((w) => /^(?:you|your|u|ur|yours)$/.test(w)))
    return {
      kind: 'threat',
      label: 'threatens legal trouble',
      span: span(reading, t[Math.max(0, legal - 2)]!, t[Math.min(t.length - 1, legal + 4)]!),
    };
  // A consequence: "otherwise", "to avoid", "failure to", or "will be <lost>" said of the reader's affairs.
  const lossAt = t.findIndex(
    (x, i) =>
      x.pos === 'VERB' &&
      LOSS.test(x.lemma) &&
      i > 0 &&
      (t[i - 1]!.lower === 'be' || t[i - 1]!.lower === 'been' || t[i - 1]!.pos === 'AUX'),
  );
  // "Until you help us resolve this issue, your access is limited": a condition put on the reader.
  const consequence = t.findIndex(
    (x, i) =>
      CONSEQUENCE.test(x.lower) ||
      (/^(?:until|unless)$/.test(x.lower) && /^(?:you|u)$/.test(lowerOf(t[i + 1]))),
  );
  // "will be blocked", "may be suspended": a loss still to come (a modal before the verb, not the
  // month of May, and not "was charged", which reports what happened).
  const toCome =
    lossAt > 0 &&
    t
      .slice(Math.max(0, lossAt - 4), lossAt)
      .some((x) => x.pos === 'AUX' && /^(?:will|may|might|would|shall|could|'ll)$/.test(x.lower));
  if ((consequence >= 0 && (hasAsk || lossAt >= 0)) || toCome) {
    const at = t[consequence >= 0 ? consequence : lossAt]!;
    return {
      kind: 'threat',
      label: 'threatens a loss if you do not act',
      span: span(
        reading,
        at,
        t[Math.min(t.length - 1, (consequence >= 0 ? consequence : lossAt) + 5)]!,
      ),
    };
  }
  const money = t.findIndex((x) => x.entity === 'MONEY' || /^[$£€₹₦¥]/.test(x.text));
  // A fee named as a thing to pay ("a $1.99 redelivery fee", "toll of $6.99"), not "was charged";
  // without an amount, when the sentence asks for it ("help paying a release fee").
  const feeAt = t.findIndex(
    (x) =>
      x.pos !== 'VERB' &&
      /^(?:fee|charge|toll|duty|postage|fine|tax|levy|surcharge)$/.test(x.lemma),
  );
  // Or money asked for so that something reaches the reader ("to receive your voucher, pay
  // shipping of $1.99", "pay the deposit so the courier can collect"): a fee to release it.
  const st0 = sentenceTokens ?? t;
  const release =
    moneyAsk &&
    (hasMoney(st0) ||
      st0.some(
        (x) => x.lemma === 'pay' || (x.kind === 'word' && nounClasses(x.lemma).includes('money')),
      )) &&
    st0.some(
      (x) =>
        x.kind === 'word' &&
        (nounClasses(x.lemma).some((c) => c === 'prize' || c === 'parcel' || c === 'voucher') ||
          /^(?:receive|release|unlock|collect|deliver|ship|claim|send|dispatch|post)$/.test(
            x.lemma,
          )),
    );
  if ((feeAt >= 0 && (money >= 0 || hasAsk)) || release) {
    const at = money >= 0 ? money : Math.max(0, feeAt);
    return {
      kind: 'fee',
      label: 'wants a fee before you get something',
      span: span(reading, t[Math.max(0, at - 2)]!, t[Math.min(t.length - 1, at + 3)]!),
    };
  }
  // "at NO ADDITIONAL COST", "a free iPhone", "100% free cash": something of value for nothing.
  // Pay for almost nothing: "earn 3000 a day", "daily salary up to", "$500 per hour from home".
  // Read over the whole sentence: "Earn $300-$800 per day" splits into clauses at the dash.
  const perDay = perTimeEarnings(t, sentenceTokens ?? t);
  if (perDay >= 0)
    return {
      kind: 'too_good',
      label: 'promises easy money',
      span: span(reading, t[Math.max(0, perDay - 4)]!, t[Math.min(t.length - 1, perDay + 1)]!),
    };
  // "If you did not place this order, press 1": a charge said to be under way, which the reader
  // must act to stop.
  const disown = t.findIndex(
    (x, i) =>
      x.lower === 'if' &&
      /^(?:you|u)$/.test(lowerOf(t[i + 1])) &&
      t.slice(i + 2, i + 5).some((y) => /^(?:not|n't|didn't|don't)$/.test(y.lower)),
  );
  if (disown >= 0 && moneyNamed)
    return {
      kind: 'threat',
      label: 'says money will be taken unless you act',
      span: span(reading, t[disown]!, t[Math.min(t.length - 1, disown + 6)]!),
    };
  const free = t.findIndex(
    (x, i) =>
      FREE.test(x.lower) ||
      (x.lower === 'no' &&
        /^(?:additional|extra|hidden)$/.test(lowerOf(t[i + 1])) &&
        /^(?:cost|charge|fee|fees|costs)$/.test(lowerOf(t[i + 2]))) ||
      (x.lower === 'free' &&
        t
          .slice(i + 1, i + 3)
          .some(
            (y) =>
              ['prize', 'money', 'voucher', 'software'].some((c) =>
                nounClasses(y.lemma).includes(c as NounClass),
              ) || /^(?:iphone|gift|cash|phone|laptop|trip|vacation)$/.test(y.lower),
          )),
  );
  const percent = t.findIndex(
    (x, i) => (x.kind === 'number' && lowerOf(t[i + 1]) === '%') || /^\d+(?:\.\d+)?%$/.test(x.text),
  );
  if (free >= 0 || (percent >= 0 && (investing || classesIn(t).has('investment'))))
    return {
      kind: 'too_good',
      label: 'promises something too good to be true',
      span: span(
        reading,
        t[Math.max(0, (free >= 0 ? free : percent) - 1)]!,
        t[Math.min(t.length - 1, (free >= 0 ? free : percent) + 3)]!,
      ),
    };
  if (hasAsk) {
    // "now", "today", "within 48 hours", "by Friday": "by clicking" or "before you go" is no deadline.
    const timed = (x: Token | undefined) =>
      !!x &&
      (x.entity === 'DATE' ||
        x.entity === 'DURATION' ||
        x.entity === 'TIME' ||
        x.kind === 'number');
    const urgent = t.findIndex(
      (x, i) =>
        (x.lower === 'away' && lowerOf(t[i - 1]) === 'right') ||
        (URGENT.test(x.lower) &&
          (!/^(?:within|before|until|by|expires?|expiring|expiry)$/.test(x.lower) ||
            timed(t[i + 1]) ||
            timed(t[i + 2]))) ||
        x.entity === 'DATE' ||
        x.entity === 'DURATION' ||
        x.entity === 'TIME',
    );
    if (urgent >= 0)
      return {
        kind: 'deadline',
        label: 'rushes you with a deadline',
        span: span(reading, t[urgent]!, t[Math.min(t.length - 1, urgent + 3)]!),
      };
  }
  return null;
}

function channelOf(
  reading: { text: string; links: Array<Span & { url: string }> },
  tok: Token,
  reports: ReadonlyMap<string, LinkReport>,
  brand: Brand | null,
): ChannelPart | null {
  const s = { text: tok.text, start: tok.start, end: tok.end };
  if (tok.kind === 'link') {
    const link = reading.links.find((l) => l.start === tok.start);
    const report = link ? reports.get(link.url) : undefined;
    const domain = report?.domain ?? null;
    const official =
      !!report &&
      report.severity === null &&
      (report.institutional ||
        report.reputable ||
        (!!brand && !!domain && isOfficialDomain(brand, domain, domain.split('.')[0] ?? '')));
    // Foreign: the link checks found something wrong with it (a shortener, a look-alike, a risky
    // ending, a listed domain), or it is not the domain of the brand the message speaks as. An
    // ordinary address of someone else is neither the sender's nor proof against it.
    const foreign =
      !official &&
      (!report ||
        report.severity !== null ||
        report.impersonates !== null ||
        (!!brand && !!domain));
    if (/^(?:https?:\/\/)?(?:wa\.me|t\.me|chat\.whatsapp\.com)/i.test(tok.text))
      return {
        kind: 'messaging',
        label: 'a messaging-app link',
        span: s,
        own: false,
        foreign: true,
      };
    return {
      kind: 'link',
      label: official
        ? "the sender's own website"
        : foreign
          ? 'a link that does not belong to the sender'
          : 'a link',
      span: s,
      own: official,
      foreign,
    };
  }
  if (tok.kind === 'phone')
    return {
      kind: 'number',
      label: 'a phone number given in the message',
      span: s,
      own: false,
      foreign: false,
    };
  if (tok.kind === 'email') {
    const free =
      /@(?:gmail|yahoo|hotmail|outlook|aol|mail|protonmail|proton|gmx|yandex|icloud|live|qq|163)\./i.test(
        tok.text,
      );
    const own =
      !free && !!brand && new RegExp(`@(?:[a-z0-9-]+\\.)*${brand.token}\\.`, 'i').test(tok.text);
    return {
      kind: 'email',
      label: free ? 'a free e-mail address' : 'an e-mail address',
      span: s,
      own,
      foreign: free,
    };
  }
  if (tok.kind === 'code')
    return {
      kind: 'short_code',
      label: "the operator's own short code",
      span: s,
      own: true,
      foreign: false,
    };
  if (MESSAGING.test(tok.lower))
    return {
      kind: 'messaging',
      label: `a messaging app (${tok.text})`,
      span: s,
      own: false,
      foreign: true,
    };
  return null;
}

/**
 * A protective sentence: a negated request for a secret ("we will never ask for your PIN", "do
 * not share this code with anyone"), the mark of a genuine alert or one-time code.
 */
function protectiveOf(reading: { text: string }, c: Clause, secretMentioned: boolean): Span | null {
  if (!c.negated) return null;
  const t = c.tokens;
  const neg = t.findIndex((x) => /^(?:not|n't|never|no)$/.test(x.lower));
  if (neg < 0) return null;
  const after = t.slice(neg + 1);
  const pointsBack =
    secretMentioned && after.some((x) => /^(?:it|this|them|these|that)$/.test(x.lower));
  const asksSecret =
    pointsBack ||
    classesIn(after).has('secret') ||
    after.some((x) => /^(?:otp|pin|password|passcode|code|cvv)$/.test(x.lower)) ||
    classesIn(after).has('card');
  const verb = after.some(
    (x) =>
      x.lemma === 'ask' ||
      x.lemma === 'share' ||
      x.lemma === 'request' ||
      verbClasses(x.lemma).includes('disclose') ||
      verbClasses(x.lemma).includes('send') ||
      verbClasses(x.lemma).includes('call'),
  );
  return asksSecret && verb ? span(reading, t[0]!, t[t.length - 1]!) : null;
}

/**
 * An investment pitch states its ask rather than giving an order: "the minimum deposit is $500",
 * "I made 40% in a month". A stated amount to put in, with investing or returns in the message,
 * is an ask to pay; a return in per cent or money said of an investment is its pretext.
 */
function isInvesting(clauses: readonly Clause[]): boolean {
  return clauses.some((c) => {
    const cls = classesIn(c.tokens);
    return (
      cls.has('investment') ||
      c.tokens.some(
        (x) =>
          CRYPTO.test(x.lower) ||
          x.lemma === 'invest' ||
          x.lemma === 'trade' ||
          x.lemma === 'trading',
      )
    );
  });
}

function investmentOffer(reading: { text: string; clauses: Clause[] }, anatomy: Anatomy): void {
  // A pitch is said between the sender and the reader ("I made 40%", "you should join"); a report
  // of what a company or a country invested or earned speaks of third parties and offers nothing.
  const personal = new Set(
    reading.clauses
      .filter((c) =>
        c.tokens.some((x) => /^(?:i|i'm|we|my|our|me|us|you|your|u|ur)$/.test(x.lower)),
      )
      .map((c) => c.sentence),
  );
  for (const c of reading.clauses) {
    if (!personal.has(c.sentence)) continue;
    const t = c.tokens;
    const money = hasMoney(t) ? 0 : -1;
    const percent = t.findIndex(
      (x, i) =>
        /^\d+(?:\.\d+)?%$/.test(x.text) || (x.kind === 'number' && lowerOf(t[i + 1]) === '%'),
    );
    const stake = t.some((x) =>
      /^(?:minimum|deposit|invest|investment|start|starting|join|entry|register|registration)$/.test(
        x.lemma,
      ),
    );
    if (money >= 0 && stake && !anatomy.asks.some((a) => MONEY_ASKS.has(a.kind)))
      anatomy.asks.push({
        kind: 'pay',
        label: 'to put money in',
        span: span(reading, t[0]!, t[t.length - 1]!),
      });
    const gain = t.some((x) => /^(?:make|earn|gain|profit|return|get|double|grow)$/.test(x.lemma));
    if ((percent >= 0 || money >= 0) && gain && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to offer a way to make money',
        span: span(reading, t[0]!, t[t.length - 1]!),
      });
  }
}

/**
 * The sender's own need put to the reader ("I need bail money", "need help paying a release fee",
 * "we require the deposit"): a request for money stated rather than ordered. The index of the
 * verb of needing, or -1. Needing needs a subject that is the sender (or none, as texts drop it)
 * and money or paying after it.
 */
function needsMoney(c: Clause): number {
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

/**
 * A sender who opens as if the reader knew them without saying who they are ("Are you free?",
 * "You around?"), or who introduces themselves to a stranger ("I am a doctor on a mission", "my
 * name is …", "I met you on …"). Read from the shape of the clause: a short question about the
 * reader's availability, or "I am a <noun>" said at the start of a message.
 */
function strangerClaim(
  reading: { text: string },
  clauses: readonly Clause[],
): Part<'person'> | null {
  const opening = clauses.filter((c) => c.sentence <= 2);
  const first = opening[0];
  if (first) {
    const t = first.tokens.filter((x) => x.kind === 'word' && x.pos !== 'INTJ');
    const you = t.findIndex((x) => /^(?:you|u)$/.test(x.lower));
    if (
      first.question &&
      first.sentence === 0 &&
      you >= 0 &&
      t.length <= 6 &&
      t.every((x) => x.pos !== 'NOUN' || /^(?:desk|office|work|moment|minute)$/.test(x.lower))
    )
      return {
        kind: 'person',
        label: 'to be someone who knows you',
        span: span(reading, first.tokens[0]!, first.tokens[first.tokens.length - 1]!),
      };
  }
  for (const c of opening) {
    const t = c.tokens;
    for (let i = 0; i + 2 < t.length; i++) {
      const selfIs =
        (t[i]!.lower === 'i' && /^(?:am|'m)$/.test(t[i + 1]!.lower)) || t[i]!.lower === "i'm";
      const k = t[i]!.lower === "i'm" ? i + 1 : i + 2;
      const intro =
        (selfIs &&
          /^(?:a|an)$/.test(lowerOf(t[k])) &&
          t.slice(k + 1, k + 4).some((x) => x.pos === 'NOUN')) ||
        (t[i]!.lower === 'my' && t[i + 1]!.lower === 'name' && t[i + 2]!.lemma === 'be') ||
        (/^(?:i|we)$/.test(t[i]!.lower) &&
          t[i + 1]!.lemma === 'meet' &&
          /^(?:you|u)$/.test(t[i + 2]!.lower));
      if (intro)
        return {
          kind: 'person',
          label: 'to be someone introducing themselves to you',
          span: span(reading, t[0]!, t[t.length - 1]!),
        };
    }
  }
  return null;
}

/**
 * A deal between the sender and the reader ("I sold the sofa to you", "we shipped your order",
 * "I bought your bike"): the sender's act of buying, selling or sending, done with the reader.
 */
function dealClaim(
  reading: { text: string },
  c: Clause,
  sentence: readonly Token[] = c.tokens,
): Part<'affairs'> | null {
  const t = c.tokens;
  for (let i = 0; i + 1 < t.length; i++) {
    // "I'm the buyer of your bike", "I am the seller of your order": a role in the reader's deal.
    const self =
      t[i]!.lower === "i'm" || (t[i]!.lower === 'i' && /^(?:am|'m)$/.test(lowerOf(t[i + 1])));
    if (self) {
      const k = t[i]!.lower === "i'm" ? i + 1 : i + 2;
      if (
        /^(?:the|a|an)$/.test(lowerOf(t[k])) &&
        t[k + 1]?.pos === 'NOUN' &&
        /^(?:of|for)$/.test(lowerOf(t[k + 2])) &&
        /^(?:your|ur)$/.test(lowerOf(t[k + 3]))
      )
        return {
          kind: 'affairs',
          label: 'to be dealing with you over something bought or sold',
          span: span(reading, t[i]!, t[Math.min(t.length - 1, k + 4)]!),
        };
    }
    if (!/^(?:i|we|i've|we've)$/.test(t[i]!.lower)) continue;
    const v = t.slice(i + 1, i + 3).find((x) => x.pos === 'VERB');
    if (!v) continue;
    // A trade already made ("I sold", "we've paid", "I bought"): buying, selling or paying, done.
    const done =
      v.lower !== v.lemma || t.slice(i + 1, t.indexOf(v)).some((x) => x.lemma === 'have');
    const trade =
      done &&
      (v.lemma === 'sell' || verbClasses(v.lemma).some((k) => k === 'acquire' || k === 'pay'));
    const from = sentence.indexOf(v);
    const withYou = sentence
      .slice(from + 1, from + 6)
      .some((x) => /^(?:you|u|your|ur)$/.test(x.lower));
    if (trade && withYou)
      return {
        kind: 'affairs',
        label: 'to be dealing with you over something bought or sold',
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
  }
  return null;
}

/**
 * An offer of work or earnings from the sender ("we are hiring", "a part-time position", "earn
 * daily"): WordNet's jobs, or hiring, said by the sender rather than of the reader's own job.
 */
function offerClaim(
  reading: { text: string },
  c: Clause,
  earnings: boolean,
): Part<'affairs'> | null {
  const t = c.tokens;
  // Hiring said by the sender, or a job named in a message that promises pay by the day or hour
  // (WordNet's jobs alone are the stuff of every workplace e-mail).
  const at = t.findIndex(
    (x, i) =>
      x.kind === 'word' &&
      ((earnings && nounClasses(x.lemma).includes('job')) ||
        /^(?:hire|hiring|recruit|recruiting)$/.test(x.lower)) &&
      !/^(?:your|ur|my|his|her|their)$/.test(lowerOf(t[i - 1])) &&
      !/^(?:your|ur|my|his|her|their)$/.test(lowerOf(t[i - 2])),
  );
  if (at < 0) return null;
  return {
    kind: 'affairs',
    label: 'to offer you work or earnings',
    span: span(reading, t[Math.max(0, at - 3)]!, t[Math.min(t.length - 1, at + 3)]!),
  };
}

/** Reads the anatomy of a message. `links` are the link reports the pipeline computed once. */
export function readAnatomy(
  text: string,
  sentences: readonly Span[],
  links: readonly LinkReport[],
  brand: Brand | null,
): Anatomy {
  const reading = readTokens(text, sentences);
  const reports = new Map(links.map((l) => [l.url, l]));
  const anatomy: Anatomy = {
    pretexts: [],
    asks: [],
    pressures: [],
    channels: [],
    protective: [],
    impersonates: null,
  };
  const sender = senderClaim(reading, reading.clauses, brand);
  if (sender) anatomy.pretexts.push(sender);
  const person = personClaim(reading, reading.clauses);
  if (person) anatomy.pretexts.push(person);
  if (!person) {
    const stranger = strangerClaim(reading, reading.clauses);
    if (stranger) anatomy.pretexts.push(stranger);
  }
  const moved = newNumber(reading, reading.clauses);
  if (moved) {
    if (!person)
      anatomy.pretexts.push({
        kind: 'person',
        label: 'to be someone you know, writing from a new number',
        span: moved,
      });
    anatomy.channels.push({
      kind: 'number',
      label: 'a new number you cannot check',
      span: moved,
      own: false,
      foreign: true,
    });
  }
  const sentenceTokens = new Map<number, Token[]>();
  for (const c of reading.clauses)
    sentenceTokens.set(c.sentence, [...(sentenceTokens.get(c.sentence) ?? []), ...c.tokens]);
  const earnings = [...sentenceTokens.values()].some((st) => perTimeEarnings(st, st) >= 0);
  const askSentences = new Set<number>();
  const secretMentioned = reading.clauses.some((c) => classesIn(c.tokens).has('secret'));
  const investing = isInvesting(reading.clauses);
  const moneyNamed = reading.clauses.some((c) => hasMoney(c.tokens));
  for (const c of reading.clauses) {
    const at = directiveVerb(c);
    if (at >= 0) {
      const { kind, prohibited } = askKind(c, at, moneyNamed);
      const channelHere = c.tokens.some(
        (x) =>
          x.kind === 'link' || x.kind === 'phone' || x.kind === 'email' || MESSAGING.test(x.lower),
      );
      if (kind && !prohibited && (kind !== 'reply' || true)) {
        anatomy.asks.push({
          kind,
          label: ASK_LABEL[kind],
          span: span(reading, c.tokens[at]!, c.tokens[c.tokens.length - 1]!),
          sentence: c.sentence,
        });
        askSentences.add(c.sentence);
      } else if (!kind && !prohibited && channelHere) {
        anatomy.asks.push({
          kind: 'link',
          label: 'to act through a link or a number',
          span: span(reading, c.tokens[at]!, c.tokens[c.tokens.length - 1]!),
          sentence: c.sentence,
        });
        askSentences.add(c.sentence);
      } else if (kind === 'secrecy' && prohibited) {
        anatomy.pressures.push({
          kind: 'secrecy',
          label: 'asks you to keep it secret',
          span: span(reading, c.tokens[0]!, c.tokens[c.tokens.length - 1]!),
        });
      }
    }
    const need = needsMoney(c);
    if (
      need >= 0 &&
      !anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind))
    ) {
      anatomy.asks.push({
        kind: 'pay',
        label: ASK_LABEL.pay,
        span: span(reading, c.tokens[need]!, c.tokens[c.tokens.length - 1]!),
        sentence: c.sentence,
      });
      askSentences.add(c.sentence);
    }
    const affairs = affairsClaim(c);
    const offer = affairs
      ? null
      : ((moneyNamed ? offerClaim(reading, c, earnings) : null) ??
        dealClaim(reading, c, sentenceTokens.get(c.sentence)));
    if (offer && !anatomy.pretexts.some((p) => p.kind === 'affairs')) anatomy.pretexts.push(offer);
    if (affairs && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: affairs.label.startsWith('that ') ? affairs.label : `to be ${affairs.label}`,
        span: span(reading, c.tokens[affairs.from]!, c.tokens[affairs.to]!),
      });
    const protective = protectiveOf(reading, c, secretMentioned);
    if (protective) anatomy.protective.push(protective);
    for (const tok of c.tokens) {
      const ch = channelOf(reading, tok, reports, brand);
      if (ch && !anatomy.channels.some((x) => x.span.start === ch.span.start))
        anatomy.channels.push({ ...ch, sentence: c.sentence });
    }
  }
  const bySentence = sentenceTokens;
  // A link set down after a colon or a dash with no verb, in a sentence about money or a loss
  // ("Avoid a $50 surcharge: <link>"), is put there to be paid through: an ask in its own right.
  // A link closing a post ("Read more: <link>") or a merchant named in an alert ("at BOOKING.COM")
  // asks nothing of the kind.
  for (const ch of anatomy.channels) {
    const words = ch.sentence === undefined ? [] : (bySentence.get(ch.sentence) ?? []);
    if (
      (ch.kind === 'link' || ch.kind === 'messaging') &&
      !ch.own &&
      ch.sentence !== undefined &&
      /[:\-–—>]\s*$/.test(text.slice(Math.max(0, ch.span.start - 3), ch.span.start)) &&
      (hasMoney(words) || words.some((w) => CONSEQUENCE.test(w.lower))) &&
      !anatomy.asks.some((a) => a.sentence === ch.sentence)
    ) {
      anatomy.asks.push({
        kind: ch.kind === 'link' ? 'link' : 'messaging',
        label: ASK_LABEL[ch.kind === 'link' ? 'link' : 'messaging'],
        span: ch.span,
        sentence: ch.sentence,
      });
      askSentences.add(ch.sentence);
    }
  }
  for (const c of reading.clauses) {
    const p = pressureOf(
      reading,
      c,
      askSentences.has(c.sentence),
      investing,
      moneyNamed,
      bySentence.get(c.sentence),
      anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind)),
    );
    if (p && !anatomy.pressures.some((x) => x.kind === p.kind)) anatomy.pressures.push(p);
  }
  if (investing) investmentOffer(reading, anatomy);
  // "Reply Y or N", "reply STOP": answering the sender where it wrote from.
  for (const a of anatomy.asks)
    if (a.kind === 'reply')
      anatomy.channels.push({
        kind: 'reply',
        label: 'a reply to the message itself',
        span: a.span,
        own: true,
        foreign: false,
      });
  // A channel counts where the message sends the reader: in a sentence that asks, or anywhere when
  // an ask points elsewhere ("use the link below"). A merchant's name in a payment alert
  // ("BOOKING.COM") is not where the alert sends you.
  const askAt = new Set(anatomy.asks.map((a) => a.sentence));
  const pointsElsewhere = anatomy.asks.some(
    (a) => a.kind !== 'reply' && !anatomy.channels.some((c) => c.sentence === a.sentence),
  );
  for (const c of anatomy.channels)
    if (c.foreign && c.sentence !== undefined && !askAt.has(c.sentence) && !pointsElsewhere)
      c.foreign = false;
  if (brand && anatomy.channels.some((c) => c.kind === 'link' && c.foreign))
    anatomy.impersonates = brand;
  return anatomy;
}
