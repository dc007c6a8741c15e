/**
 * What a directive asks for, read from the meaning of its verb and its objects (WordNet classes):
 * paying, a voucher, a code, card details, a link, a call, a reply; the labels the reader sees; and
 * a need for money stated rather than ordered ("I need $9,000 for bail"). Split from asks.ts, which
 * finds the directive.
 */
import { verbClasses } from './lexicon';
import type { AskKind } from './parts';
import { ACCOUNT_ACT, ACCOUNT_THING, ATTACHED, ATTACHED_VERB, SAVED } from './ask-words';
import { asksMoneyBack, claimsByReply, isNationalId, movedToSafety } from './ask-words';
import { checksSender, onOwnDevice, senderActsNext } from './ask-words';
import { DISCREETLY, KEPT_SAFE, LEFT_WITH_SOMEONE, postalPin, simSerial } from './ask-words';
import { PAY_NOT_ASKED, tellsWhether } from './ask-words';
import type { Clause, Token } from './tokens';
import {
  CRYPTO,
  MESSAGING,
  SECRET_WORDS,
  classesIn,
  outsideRoutes,
  hasMoney,
  isWord,
  lowerOf,
  checksOwn,
} from './words';

/** What is enrolled, not given, when a message asks to register it. */
const DEVICE = /^(?:app|authenticator|device|phone|key|token|passkey)$/;
/** Verbs of the reader receiving: with an amount, an offer of money, not a request for it. */
const RECEIVE = /^(?:get|receive|claim|collect|win|earn|gain|obtain)$/;

const SIGN_UP = /^(?:register|sign|join|enrol|enroll|open)$/;
const INVITED = /^(?:invite|invitation|referral|code|link)$/;

/** "Press 1", "press one": a phone menu, the way a call asks to be answered. */
/** How a key asked for on a phone menu is named to the reader, in every language's reading. */
export const KEY_LABEL = 'to press a key on the call';
const PAYS_FOR = /^(?:cover|front|spot|foot|chip|loan|advance|help|recharge|reload)$/;
export const KEYPAD = /^(?:\d|one|two|three|four|five|six|seven|eight|nine|zero|star|pound|hash)$/;

/** A code written out in capitals ("MEMBER20", "SAVE40"): a shop's code for the reader to use. */
const WRITTEN_CODE = /^(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}$/;
/**
 * "Take 20% off with code MEMBER20", "use code SAVE40 at checkout": the code the clause names is
 * one the message gives the reader, written out after the word, not a secret asked of them.
 */
const codeGiven = (rest: readonly Token[]): boolean => {
  const secrets = rest.slice(1).filter((r) => classesIn([r]).has('secret'));
  return (
    secrets.length > 0 &&
    secrets.every(
      (r) => /^codes?$/.test(r.lower) && WRITTEN_CODE.test(rest[rest.indexOf(r) + 1]?.text ?? ''),
    )
  );
};

interface AskReading {
  kind: AskKind | null;
  prohibited: boolean;
}

/**
 * "Send it", "send it now", "send it to me": a thing named before, sent with nothing more to say
 * where, in a message that names money ("send it to accounts" sends a document).
 */
function sendsMoneyNamed(t: readonly Token[], at: number): boolean {
  if (!/^(?:it|that|this|them)$/.test(lowerOf(t[at + 1]))) return false;
  const rest = t.slice(at + 2).map((x) => x.lower);
  return rest.every((w) =>
    /^(?:now|today|quickly|quick|fast|asap|urgently|really|right|away|please|to|me|over|pls|plz|[?!.,])$/.test(
      w,
    ),
  );
}

/** The base forms a gerund may come from: "sending" send, "wiring" wire, "transferring" transfer. */
function gerundBases(word: string): string[] {
  if (!word.endsWith('ing') || word.length < 6) return [word];
  const stem = word.slice(0, -3);
  const undoubled = /(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, `${stem}e`, ...undoubled];
}

/** What a directive asks for: the meaning of its verb and of what follows it in the clause. */
export function askKind(
  clause: Clause,
  at: number,
  moneyNamed: boolean,
  linkNamed = true,
  secretNamed = false,
): AskReading {
  const t = clause.tokens;
  const verb = t[at]!;
  // "Reply 2 and we'll secure your account": what the sender then does is no part of the ask.
  const promise = t.findIndex((_, k) => k > at && senderActsNext(t, k));
  const rest = t.slice(at, promise > 0 ? promise : undefined);
  const prohibited = at >= 1 && /^(?:not|n't|n’t|nt|never)$/.test(t[at - 1]!.lower);
  const vc = new Set([...verbClasses(verb.lemma), ...verbClasses(verb.lower)]);
  // "Register the Authenticator app for your staff account": a device enrolled, nothing given.
  const registersDevice =
    verb.lemma === 'register' && rest.slice(1, 5).some((r) => DEVICE.test(r.lower));
  const nc = classesIn(rest.slice(1));
  const has = (k: Token['kind']) => rest.some((r) => r.kind === k);
  const words = rest.map((r) => r.lower);
  // "Register now and save $300": an amount the reader saves is not one they pay.
  const money = hasMoney(
    rest.filter((_, k) => !rest.slice(Math.max(0, k - 3), k).some((r) => SAVED.test(r.lower))),
  );
  // "Upgrade your account by sending $250": the means named after "by" is what is really asked.
  const by = rest.findIndex(
    (r, k) => k > 0 && r.lower === 'by' && /ing$/.test(lowerOf(rest[k + 1])),
  );
  const means = by > 0 ? rest[by + 1]! : null;
  const mc = means
    ? new Set([means.lemma, ...gerundBases(means.lower)].flatMap((w) => [...verbClasses(w)]))
    : null;
  const meansPays = !!mc && money && (mc.has('pay') || mc.has('send'));
  // The verb as the tagger's lemma or as written (a capitalised "CLICK" may keep its case there).
  const verbIs = (re: RegExp) => re.test(verb.lemma) || re.test(verb.lower);
  // "Redeem this coupon and receive a round for $35": the reader cashes something in, which
  // WordNet files under paying off.
  const cashesIn = verbIs(/^redeem$/);
  // WordNet files "keep" and "leave" with telling. "Keep it for your records", "keep your
  // PIN secret": the reader keeps something safe, and tells no one ("keep your current password"
  // behind a button is a log-in). "Leave your laptop switched on": left as it is; "leave your
  // name and number" is told.
  // "Check in now for your flight": checking in at a desk or online is no detail given away.
  const checksIn = verbIs(/^check$/) && /^(?:in|-in)$/.test(lowerOf(t[at + 1]));
  const discloses =
    !checksIn &&
    !checksOwn(verb, rest) &&
    !tellsWhether(rest) &&
    vc.has('disclose') &&
    !(verbIs(/^(?:keep|retain)$/) && words.some((w) => KEPT_SAFE.test(w))) &&
    // "Please maintain sufficient balance in your account": money kept, nothing told.
    !(verbIs(/^(?:maintain|keep)$/) && words.some((w) => /^(?:balance|funds)$/.test(w))) &&
    !(verbIs(/^leave$/) && !words.some((w) => LEFT_WITH_SOMEONE.test(w))) &&
    !onOwnDevice(words);
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
    // "Redeem this coupon at any of our courses": the reader's own discount, used where it is
    // sold, not a card's code passed to the sender.
    !verbIs(/^(?:redeem|use|present|show|apply)$/) &&
    (vc.has('acquire') ||
      vc.has('send') ||
      vc.has('pay') ||
      words.includes('code') ||
      words.includes('codes'))
  )
    kind = 'voucher';
  // "Could you send it back?" after "I sent my code to your number": a pronoun that points back
  // to a secret the message named is the secret.
  else if (
    secretNamed &&
    /^(?:send|forward|give|share|text|tell|read|pass|return|reply)$/.test(verb.lemma) &&
    (/^(?:it|this|that|them|these|those)$/.test(lowerOf(t[at + 1])) ||
      // "tell me the 6 digits you receive": the code's digits.
      rest.some((r) => /^(?:digits|numbers)$/.test(r.lower))) &&
    !nc.has('voucher')
  )
    kind = 'secret';
  // "Move your funds to this secure wallet", "move your balance to sort code …, account …".
  else if (/^(?:move|transfer|send|withdraw|shift)$/.test(verb.lemma) && movedToSafety(rest))
    kind = 'pay';
  else if (
    !checksSender(verb, rest) &&
    ((nc.has('secret') && !codeGiven(rest) && verb.lemma !== 'offer' && !postalPin(t)) ||
      // "your online banking details", "your login credentials": the way into an account.
      rest.some((r) => /^(?:banking|login|log-in|logon|credentials)$/.test(r.lower)) ||
      simSerial(rest)) &&
    (discloses ||
      vc.has('send') ||
      vc.has('reply') ||
      vc.has('call') ||
      verb.lemma === 'share' ||
      verb.lemma === 'give' ||
      verb.lemma === 'read' ||
      // "Please have your online banking details ready": for the caller the message announces.
      (verb.lemma === 'have' && rest.some((r) => r.lower === 'ready')))
  )
    kind = 'secret';
  // Cards bought on the reader's money and passed on ("get some store cards, scratch and send
  // pics"): whatever the shop's name, buying cards for the sender is the gift-card trick.
  else if (
    // Cards as what is bought ("some store cards", "four Apple cards"), not an account or the
    // card a purchase was made on ("a purchase on card ending 4417", "clear your balance").
    rest
      .slice(1, 8)
      .some(
        (r, k, xs) =>
          r.lower === 'cards' ||
          (r.lemma === 'card' &&
            /^(?:gift|store|itunes|steam|google|play|apple|amazon|ebay|vanilla|prepaid|scratch|game)$/.test(
              lowerOf(xs[k - 1]),
            )),
      ) &&
    vc.has('acquire') &&
    (money || moneyNamed)
  )
    kind = 'voucher';
  else if (
    // "Pay £12 through your ParentPay account": the account paid from is the way, not what is asked.
    classesIn(outsideRoutes(rest.slice(1))).has('card') &&
    !registersDevice &&
    (discloses ||
      vc.has('send') ||
      verb.lemma === 'share' ||
      verb.lemma === 'update' ||
      verb.lemma === 'link')
  )
    kind = 'card';
  // Paying needs money in the clause, the verb "pay" itself ("can you pay this for me?"), or a
  // way of paying whose object points back to an amount the message named ("settle it"):
  // WordNet's ways of paying ("return", "hand") are ordinary verbs without an amount.
  // "Cover my phone bill", "settle the fee": a bill paid for the sender. "Kindly process the
  // payment", "make the transfer today", "remit payment": a payment to be made, named as a noun.
  else if (
    (/^(?:cover|settle|foot)$/.test(verb.lemma) &&
      rest.some((r) =>
        /^(?:bill|bills|fee|fees|rent|costs?|tab|invoice|fine|shipping|postage|handling)$/.test(
          r.lower,
        ),
      )) ||
    // "Send the amount to yourself via Zelle", "transfer the funds today": the money itself named
    // as what is sent.
    // Money already spoken of, so "the" or "that" ("Send Money at the lowest rates" is an
    // operator's offer, "spend your money" a review's).
    (verbIs(/^(?:send|transfer|wire|return|remit)$/) &&
      /^(?:the|that|this)$/.test(lowerOf(t[at + 1])) &&
      /^(?:amount|money|funds|sum|balance|difference|overpayment|excess)$/.test(
        lowerOf(t[at + 2]),
      )) ||
    (/^(?:process|make|complete|remit|effect|arrange|release|authorize|authorise|handle|initiate|execute)$/.test(
      verb.lemma,
    ) &&
      // "arrange an urgent bank transfer": the payment noun closes its phrase.
      rest.slice(1, 5).some((r) => /^(?:payments?|transfers?|wires?|remittance)$/.test(r.lower)))
  )
    kind = 'pay';
  // "Top up $100 to unlock higher-paying tasks": money put in.
  // "Invest Ksh 5,000 today and withdraw Ksh 15,000": money put in too.
  else if (
    ((verb.lemma === 'top' && lowerOf(t[at + 1]) === 'up') || verbIs(/^(?:invest|deposit)$/)) &&
    money
  )
    kind = 'pay';
  // A gift of money asked: "donate today", "please give what you can", "contribute $20".
  else if (
    verbIs(/^donate$/) ||
    (verbIs(/^(?:give|contribute)$/) &&
      (money || /^(?:what|generously|whatever)$/.test(lowerOf(t[at + 1]))))
  )
    kind = 'pay';
  // Money to get ("Get $2,500 today", "claim your $500", "pay $300 per day") is offered, not asked.
  else if (
    !(verb.lemma === 'pay' && PAY_NOT_ASKED.test(words.join(' '))) &&
    (verb.lemma === 'pay' ||
      // "Could you cover the $1,260", "spot me £50", "help with the $500": paid for the sender;
      // "recharge $312.40 to complete the order": money put in, as "top up" is.
      (PAYS_FOR.test(verb.lemma) && money) ||
      ((vc.has('pay') || vc.has('send') || (vc.has('acquire') && !RECEIVE.test(verb.lemma))) &&
        !cashesIn &&
        money) ||
      meansPays ||
      // "They want cash … can you send it really quickly?": the money named, sent on its own.
      (moneyNamed && vc.has('send') && sendsMoneyNamed(t, at)) ||
      // "Could you send it back?" after "I accidentally sent $300 to you": the money named.
      (moneyNamed && !cashesIn && asksMoneyBack(t, at, vc.has('pay'), vc.has('send'))))
  )
    kind = 'pay';
  else if (words.some((w) => MESSAGING.test(w))) kind = 'messaging';
  else if (
    vc.has('install') ||
    (nc.has('software') && (vc.has('acquire') || vc.has('install'))) ||
    registersDevice
  )
    kind = 'install';
  else if (
    (discloses || verb.lemma === 'share' || (vc.has('send') && words.some(isNationalId))) &&
    words.some(
      (w) =>
        /^(?:details?|information|info|address|identity|data|ssn|dob)$/.test(w) || isNationalId(w),
    )
  )
    kind = 'details';
  // "Give me a call", "give us a ring": a call asked.
  else if (
    has('phone') ||
    (vc.has('call') && !has('link')) ||
    (verbIs(/^give$/) && words.some((w) => /^(?:call|ring|buzz)$/.test(w)))
  )
    kind = 'call';
  // "Please find attached the invoice for the website work": a document sent, nothing to open,
  // though a noun names a site.
  else if (!has('link') && verbIs(/^find$/) && words.some((w) => ATTACHED.test(w))) kind = null;
  // A verb of visiting asks to open a link only where there is one: here, or in the message with
  // a pointer to it ("tap below"). "Visit us in store", "open the parcel" open no link.
  // "Click here", "tap the button below": a link, even where pasting the message lost it.
  else if (
    has('link') ||
    nc.has('link') ||
    // "Click", "tap" as an order point at a link or a button whatever they name ("Kindly click
    // REVIEW to access the file").
    verbIs(/^(?:click|tap)$/) ||
    // "Press the green button to confirm": a button in a message is a link.
    words.some((w) => /^(?:button|buttons)$/.test(w)) ||
    // A button's words alone ("Renew here", "Resolve Now"): where pasting lost its link.
    (rest.filter(isWord).length === 2 &&
      /^(?:here|now|below)$/.test(lowerOf(rest.findLast(isWord)))) ||
    // "Please confirm ownership below", "verify here": an act on the account pointed at a button
    // that pasting lost ("see the details below" points at text).
    (verbIs(ACCOUNT_ACT) && words.some((w) => /^(?:here|below)$/.test(w))) ||
    // "Sign in here to confirm", "log in below": a sign-in page pointed at, its link lost.
    (verbIs(/^(?:sign|log)$/) &&
      lowerOf(rest[1]) === 'in' &&
      /^(?:here|below)$/.test(lowerOf(rest[2]))) ||
    // "Scan the QR code below", "use your camera on the QR code": a link carried by a picture.
    words.some((w) => /^(?:qr|barcode)$/.test(w)) ||
    (vc.has('visit') &&
      linkNamed &&
      words.some((w) => /^(?:here|below|above|button|now)$/.test(w))) ||
    // "Submit an appeal here: <link>", "fill in the form below": whatever is done, it is done there.
    (linkNamed && words.some((w) => /^(?:here|below)$/.test(w))) ||
    (vc.has('visit') && linkNamed && verb.lemma !== 'open') ||
    // "Register with my invite code LUNA88": signing up on the platform the message links.
    (linkNamed && SIGN_UP.test(verb.lemma) && words.some((w) => INVITED.test(w)))
  )
    kind = 'link';
  // "View the attached document", "open the attachment": a file sent with the message.
  else if (ATTACHED_VERB.test(verb.lemma) && words.some((w) => ATTACHED.test(w)))
    kind = 'attachment';
  // "Update your email account", "verify your identity" where the text shows no link: the act is
  // done on a page whose button copying the mail's text lost, and it takes the reader's details.
  else if (
    !linkNamed &&
    !checksIn &&
    verbIs(ACCOUNT_ACT) &&
    words.includes('your') &&
    words.some((w) => ACCOUNT_THING.test(w))
  )
    kind = 'details';
  // "Reply with your Medicare number", "text us your date of birth", "reply with your bank name,
  // routing and account number": who the reader is or their account, by reply.
  else if (
    (vc.has('reply') || verb.lemma === 'text') &&
    words.includes('your') &&
    words.some((w) => IDENTITY_WORD.test(w))
  )
    kind = 'details';
  else if (
    vc.has('reply') ||
    verb.lemma === 'text' ||
    verb.lemma === 'sms' ||
    (verb.lemma === 'write' && lowerOf(t[at + 1]) === 'back')
  )
    kind = claimsByReply(words, money || nc.has('prize') || nc.has('refund')) ? 'claim' : 'reply';
  else if (vc.has('claim') && (nc.has('prize') || nc.has('refund') || money)) kind = 'claim';
  else if (
    ((discloses || verb.lemma === 'share') &&
      (words.includes('your') || words.includes('details') || words.includes('information'))) ||
    // "Kindly send your full name and private phone number": who the reader is, sent to them.
    ((vc.has('send') || discloses) &&
      words.includes('your') &&
      words.some((w) => /^(?:name|address|birth|details|information|info)$/.test(w)))
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
  // "Handle an errand for me discreetly", "deal with this confidentially": done out of sight.
  else if (!kind && words.some((w) => DISCREETLY.test(w))) kind = 'secrecy';
  return { kind, prohibited };
}

export { ASK_LABEL, MONEY_ASKS } from './parts';

/** Who the reader is, or where their pay goes ("your bank name, routing and account number"). */
const IDENTITY_WORD =
  /^(?:ssn|social|medicare|medicaid|passport|birth|dob|aadhaar|aadhar|licence|license|insurance|routing|iban)$/;
