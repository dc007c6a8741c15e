/**
 * How a message pushes the reader: secrecy, "I can't talk", legal trouble, a loss if they do not
 * act, a fee to release something, pay by the day or an offer too good to be true, and a deadline
 * next to an ask. Split from read.ts, which puts the parts together.
 */
import { type NounClass, nounClasses } from './lexicon';
import { LOSS_LABEL, type Part, type PressureKind } from './parts';
import type { Clause, Token } from './tokens';
import { deadlineOf } from './deadlines';
import { perTimeEarnings } from './earnings';
import { feeBeforeRelease, heldThing, percentAt, releaseWord, reportedCharge } from './fee-release';
import {
  aboutYourIdentity,
  arrestAt,
  CONSEQUENCE,
  LOSS_NOUN,
  SECRET_WORDS,
  STOP_MONEY,
  callForbiddenAt,
  cannotTalk,
  classesIn,
  hasMoney,
  lowerOf,
  noChecksAt,
  span,
} from './words';

/** What follows "tax" when it names paperwork, not a charge. */
const TAX_PAPERWORK =
  /^(?:returns?|year|years|code|office|account|form|adviser|advisor|id|number)$/;
/** What is kept quiet when it is the matter itself: "keep this …", "keep it …". */
const MATTER = /^(?:this|it|that|everything|all)$/;
/** How a matter is kept quiet: "confidential", "private", "to yourself", "under wraps". */
const KEPT_QUIET = /^(?:confidential|private|yourself|wraps|hush|low-key|lowkey)$/;

/** Outcomes a message threatens for the reader's affairs (the verb of "will be <…>"). */
const LOSS =
  /^(?:suspend|block|lock|close|cancel|terminate|delete|disable|deactivate|freeze|restrict|return|charge|fine|arrest|sue|prosecute|disconnect|cut|expire|lose|forfeit|seize|revoke|reject|destroy|dispose|lapse|stop|penalize|penalise|bar|ban|garnish|levy|impose|escalate|repossess|hold|withhold|discontinue|interrupt|limit)$/;
/** "guaranteed", "risk-free": offers that cannot fail (a free thing is read with what it is). */
const FREE = /^(?:guaranteed|guarantee|risk-free|no-risk)$/;
const GENERIC_LEGAL =
  /^(?:action|case|cause|catch|protection|implementation|execution|pickup|taxation|imposition|pursuance|carrying out|collar|pinch|terror|hanging|pardon|amnesty|reprieve)$/;

/** What a hold is a loss for: the reader, or their parcel, money, account or mail. */
const HELD_THINGS =
  /^(?:you|your|u|ur|yours|account|card|order|payment|funds?|money|refund|messages?|mails?|e-?mails?|parcels?|package|delivery|shipment|transfer|transaction|item)$/;
/** What sets the reader's affairs for a loss: "queued for", "on the verge of", "at risk of". */
const PENDING = /^(?:scheduled|queued|marked|flagged|slated|subject|pending|verge|risk|due|set)$/;
/** Words that lay a crime or its pursuit on someone: read with aboutYourIdentity. */
const ACCUSATION =
  /^(?:illegal|criminal|fraudulent|unlawful|contraband|allegations?|charges|warrants?|lawsuit|prosecution|arrest|seized|confiscated|smuggling|laundering|trafficking)$/;

const STOP_WORD = new RegExp(`^(?:${STOP_MONEY})$`);
/** After `from`: a number or link given and the call's purpose to stop what is under way. */
function stopsByCalling(st: readonly Token[], from: number): boolean {
  const after = st.filter((y) => y.start > from);
  return (
    after.some((y) => y.kind === 'phone' || y.kind === 'link') &&
    after.some((y, k) => y.lower === 'to' && STOP_WORD.test(lowerOf(after[k + 1])))
  );
}

/** The label of a charge said to be under way that the reader must act to stop. */
export const MONEY_TAKEN = 'says money will be taken unless you act';
/** What a booking's terms charge for: cancelling late, not coming ("no-show"). */
const PENALTY_OF_TERMS = /^(?:cancellations?|cancell?ing|no-shows?|noshows?|non-attendance)$/;

/** Someone kept from knowing, said without an order (the words of a clause, lower case). */
const KEPT_FROM =
  /\b(?:not|never) (?:be|being) told\b|\b(?:do|does|did) (?:not|n't|n’t) want (?:\S+ ){0,2}to (?:know|find out)\b/;

/** Places that close for a day or a holiday: their closing is a notice, not a loss. */
const PLACE =
  /^(?:library|libraries|office|offices|branch|branches|store|stores|shop|shops|school|schools|clinic|surgery|pharmacy|museum|pool|centre|center|gym|station|restaurant|hall|building|campus|reception|counter|desk)$/;

/** Parts of speech a quote does not end on: a number, a preposition, an article, "and", "to". */
const OPEN_ENDED: ReadonlySet<string> = new Set(['NUM', 'ADP', 'DET', 'CCONJ', 'PART']);

export function pressureOf(
  reading: { text: string },
  c: Clause,
  hasAsk: boolean,
  investing: boolean,
  moneyNamed: boolean,
  sentenceTokens?: readonly Token[],
  moneyAsk = false,
  messageAsks = false,
): Part<PressureKind> | null {
  const t = c.tokens;
  const st0 = sentenceTokens ?? t; // the whole sentence, where a bracket or a comma split the clause
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
        // "Keep this confidential", "keep it to yourself": the matter itself kept quiet, not the
        // reader's own details ("keep your details confidential" is a bank's advice).
        (x.lemma === 'keep' &&
          MATTER.test(lowerOf(t[i + 1])) &&
          t.slice(i + 2, i + 5).some((y) => KEPT_QUIET.test(y.lower))) ||
        // "keep this from Dad", "don't mention it to the others": someone kept out of it.
        t.slice(i + 1, i + 5).some(
          (y, k, rest) =>
            ((x.lemma === 'keep' && y.lower === 'from') ||
              // "don't tell your sons": whom, told nothing, right after the verb.
              (c.negated && x.lower === 'tell' && k === 0 && y.lower !== 'to') ||
              (c.negated &&
                x.lemma !== 'keep' &&
                // "to" before whom, not before a verb: "he was told to mail them" is no secret.
                ((y.lower === 'to' && rest[k + 1]?.pos !== 'VERB') ||
                  (x.lemma === 'discuss' && y.lower === 'with')))) &&
            rest
              .slice(k + 1, k + 3)
              .some(
                (z) =>
                  z.pos === 'PROPN' ||
                  nounClasses(z.lemma).some((c) => c === 'kin' || c === 'superior') ||
                  /^(?:others|anyone|anybody|family|friends?|colleagues?|him|her|them|bank|teller|branch|staff)$/.test(
                    z.lower,
                  ),
              ),
        )),
  );
  // Or put without an order: "he begged that his parents not be told", "she doesn't want her
  // mum to know".
  const unsaid = hush < 0 && KEPT_FROM.test(lowers.join(' '));
  if ((hush >= 0 || unsaid) && !lowers.some((w) => /^(?:code|pin|password|otp|passcode)$/.test(w)))
    return { kind: 'secrecy', label: 'asks you to keep it secret', span: whole };
  const said = sentenceTokens ? sentenceTokens.map((x) => x.lower) : lowers;
  if (callForbiddenAt(said))
    return {
      kind: 'no_call',
      label: 'says not to call them, so you cannot check by calling',
      span: whole,
    };
  if (cannotTalk(said))
    return {
      kind: 'no_call',
      label: 'says they cannot talk, so you cannot check by calling',
      span: whole,
    };
  // A crime laid at the reader's door: "your social security number was used for illegal
  // activities", "a package seized under your name", "legal action against you". A bank's
  // "fraudulent activity on your card" says nothing of the reader's identity and is not this.
  const suspected = aboutYourIdentity(t) ? t.findIndex((x) => ACCUSATION.test(x.lower)) : -1;
  const accused = suspected >= 0 ? suspected : arrestAt(t);
  if (accused >= 0)
    return {
      kind: 'accusation',
      label: suspected >= 0 ? 'says you are suspected of a crime' : 'threatens you with arrest',
      span: span(reading, t[Math.max(0, accused - 3)]!, t[Math.min(t.length - 1, accused + 3)]!),
    };
  // Legal trouble said of the reader: "a warrant for your arrest" (WordNet's legal actions; not
  // "a time that suits you"; the generic "action" and "case" alone say nothing).
  const legal = t.findIndex(
    (x, i) =>
      x.kind === 'word' &&
      !(x.lemma === 'suit' && /^(?:you|u|me|us|them|everyone)$/.test(lowerOf(t[i + 1]))) &&
      nounClasses(x.lemma).includes('legal') &&
      !GENERIC_LEGAL.test(x.lemma) &&
      // "suspension of your plan" is a loss, read below, not a court's.
      !LOSS_NOUN.test(x.lower),
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
      // "Conferences will be held" take place; "late cancellations may be charged" are terms.
      (x.lemma !== 'hold' || t.some((y) => HELD_THINGS.test(y.lower))) &&
      (x.lemma !== 'charge' || !st0.some((y) => PENALTY_OF_TERMS.test(y.lower))) &&
      i > 0 &&
      // "We will return to school at 3.30pm": the writer coming back; a parcel "will be returned".
      (x.lemma !== 'return' || /^(?:be|been|get|gets|got|getting)$/.test(t[i - 1]!.lower)) &&
      // "The library will be closed on Monday for staff training": a place shut, not a loss.
      !(x.lemma === 'close' && t.slice(Math.max(0, i - 4), i).some((y) => PLACE.test(y.lower))) &&
      // "will be cut off", "will get disconnected": the passive with "be" or "get".
      (/^(?:be|been|get|gets|got|getting)$/.test(t[i - 1]!.lower) || t[i - 1]!.pos === 'AUX') &&
      // Not "your notes will not be deleted": a loss denied.
      !t.slice(Math.max(0, i - 3), i).some((y) => /^(?:not|n't|n’t|nt|never)$/.test(y.lower)),
  );
  // "Until you help us resolve this issue, your access is limited": a condition put on the reader.
  const consequence = t.findIndex(
    (x, i) =>
      // "or else", not "anywhere else", "someone else".
      (CONSEQUENCE.test(x.lower) && (x.lower !== 'else' || lowerOf(t[i - 1]) === 'or')) ||
      // "to stop late charges", "or late fees apply", "legal fees will be added": a penalty by its name.
      (/^(?:late|legal|penalty)$/.test(x.lower) &&
        /^(?:fees?|charges?)$/.test(lowerOf(t[i + 1]))) ||
      (/^(?:until|unless)$/.test(x.lower) && /^(?:you|u)$/.test(lowerOf(t[i + 1]))),
  );
  // "will be blocked", "may be suspended": a loss still to come (a modal before the verb, not the
  // month of May, and not "was charged", which reports what happened).
  const toCome =
    lossAt > 0 &&
    t
      .slice(Math.max(0, lossAt - 4), lossAt)
      .some((x) => x.pos === 'AUX' && /^(?:will|may|might|would|shall|could|'ll)$/.test(x.lower));
  // "queued for deactivation", "on the verge of closure", "might be placed on hold": a loss named
  // as a thing the reader's affairs are set for.
  const pending = t.findIndex(
    (x, i) =>
      (LOSS_NOUN.test(x.lower) &&
        (t.slice(Math.max(0, i - 3), i).some((y) => PENDING.test(y.lower)) ||
          // "an interruption of service in the next 30 minutes", "disconnection within 2 hours".
          t
            .slice(i + 1, i + 8)
            .some(
              (y, k, xs) =>
                /^(?:within|today|tonight|tomorrow)$/.test(y.lower) ||
                (y.lower === 'next' && lowerOf(xs[k - 1]) === 'the'),
            ))) ||
      (x.lower === 'hold' &&
        lowerOf(t[i - 1]) === 'on' &&
        /^(?:placed|put|kept)$/.test(lowerOf(t[i - 2])) &&
        /^(?:will|may|might|could|would|be)$/.test(lowerOf(t[i - 3]))),
  );
  // "Failure to act will result in termination of your card services": a loss named as a noun, a
  // hold ("may result in a registration hold") or a penalty ("legal fees will be added").
  const lossNamed =
    /^(?:legal|penalty)$/.test(lowerOf(t[consequence])) ||
    t.some(
      (x, i) =>
        LOSS_NOUN.test(x.lower) ||
        (x.lower === 'hold' &&
          (/^(?:a|an|the)$/.test(lowerOf(t[i - 1])) || t[i - 1]?.pos === 'NOUN')),
    );
  if ((consequence >= 0 && (hasAsk || lossAt >= 0 || lossNamed)) || toCome || pending >= 0) {
    const from = consequence >= 0 ? consequence : lossAt >= 0 ? lossAt : pending;
    const at = t[from]!;
    // Quoted whole: not "returned to the sender in 3" but "… in 3 days".
    let to = Math.min(t.length - 1, from + 5);
    while (to < t.length - 1 && to < from + 8 && OPEN_ENDED.has(t[to]!.pos)) to++;
    return { kind: 'threat', label: LOSS_LABEL, span: span(reading, at, t[to]!) };
  }
  const money = t.findIndex((x) => x.entity === 'MONEY' || /^[$£€₹₦¥]/.test(x.text));
  // A fee named as a thing to pay ("a $1.99 redelivery fee", "toll of $6.99"), not "was charged";
  // without an amount, when the sentence asks for it ("help paying a release fee").
  // "no fee", "without charge", "free of charge", "to avoid a $50 fee": a fee said not to be there.
  const feeAt = t.findIndex(
    (x, i) =>
      x.pos !== 'VERB' &&
      /^(?:fee|charge|toll|duty|postage|fine|tax|levy|surcharge)$/.test(x.lemma) &&
      // "your tax return", "the tax year", "your tax code": tax's paperwork, not a fee.
      !(x.lemma === 'tax' && TAX_PAPERWORK.test(t[i + 1]?.lower ?? '')) &&
      // "Shipping: $4.99 Tax: $3.80": a receipt's next label, not the amount before it.
      !/^\s*:/.test(reading.text.slice(x.end, x.end + 3)) &&
      !t
        .slice(Math.max(0, i - 4), i)
        .some((y) => /^(?:no|without|free|zero|waived|any|avoid|avoiding)$/.test(y.lower)) &&
      // "To check daily charges, dial *234#": charges looked up, not a fee asked.
      !t
        .slice(Math.max(0, i - 3), i)
        .some((y) => /^(?:check|view|see|query|review|show|list)$/.test(y.lemma)) &&
      !reportedCharge(t, i, reading.text) &&
      // "A $50 fee applies to cancellations with less than 24 hours' notice": a booking's terms.
      !t.some((y) => PENALTY_OF_TERMS.test(y.lower)),
  );
  // Or money asked for so that something reaches the reader ("to receive your voucher, pay
  // shipping of $1.99", "pay the deposit so the courier can collect"): a fee to release it.
  const release =
    moneyAsk &&
    (hasMoney(st0) ||
      st0.some(
        (x) =>
          x.lemma === 'pay' ||
          // "so I can change it back": a verb, not the money WordNet's noun "change" is.
          (x.kind === 'word' && x.pos !== 'VERB' && nounClasses(x.lemma).includes('money')),
      )) &&
    st0.some(
      (x, i) =>
        x.kind === 'word' &&
        ((nounClasses(x.lemma).some((c) => c === 'prize' || c === 'parcel' || c === 'voucher') &&
          heldThing(st0, i)) ||
          releaseWord(st0, i)),
    );
  // The quote holds the clause's own amount, fee, payment or release word: a clause with none of
  // them ("I work at a large hospital where …") is not where the fee is asked.
  const releaseAt = release
    ? t.findIndex(
        (x, i) =>
          x.lemma === 'pay' ||
          (x.kind === 'word' &&
            nounClasses(x.lemma).some((c) => c === 'money' || c === 'prize' || c === 'voucher')) ||
          releaseWord(t, i),
      )
    : -1;
  if (
    (feeAt >= 0 && (money >= 0 || hasAsk || feeBeforeRelease(t, feeAt))) ||
    releaseAt >= 0 ||
    (release && money >= 0)
  ) {
    const at = money >= 0 ? money : feeAt >= 0 ? feeAt : releaseAt;
    return {
      kind: 'fee',
      label: 'wants a fee before you get something',
      span: span(reading, t[Math.max(0, at - 2)]!, t[Math.min(t.length - 1, at + 3)]!),
    };
  }
  // "at NO ADDITIONAL COST", "a free iPhone", "100% free cash": something of value for nothing.
  // Pay for almost nothing: "earn 3000 a day", "daily salary up to", "$500 per hour from home".
  // Read over the whole sentence: "Earn $300-$800 per day" splits into clauses at the dash.
  const perDay = perTimeEarnings(t, st0, reading.text);
  if (perDay >= 0)
    return {
      kind: 'too_good',
      label: 'promises easy money',
      span: span(reading, t[Math.max(0, perDay - 4)]!, t[Math.min(t.length - 1, perDay + 1)]!),
    };
  // "If you did not place this order, press 1": a charge said to be under way, which the reader
  // must act to stop.
  // So is "to cancel your order, press 1" after an order or a charge with its amount.
  const disown = t.findIndex(
    (x, i) =>
      (x.lower === 'if' &&
        /^(?:you|u)$/.test(lowerOf(t[i + 1])) &&
        t.slice(i + 2, i + 5).some((y) => /^(?:not|n't|didn't|don't)$/.test(y.lower))) ||
      // "If this wasn't you, call 1-866-… to cancel": something under way the reader must call
      // the number in the message to stop ("if this was not you, call 0763 …" after a withdrawal
      // made is how banks write).
      (x.lower === 'if' &&
        /^(?:this|it|that)$/.test(lowerOf(t[i + 1])) &&
        /^(?:was|wasn't|is|isn't|were)$/.test(lowerOf(t[i + 2])) &&
        t.slice(i + 3, i + 5).some((y) => /^(?:not|n't)$/.test(y.lower) || y.lower === 'you') &&
        stopsByCalling(st0, x.start)) ||
      (x.lower === 'to' &&
        /^(?:cancel|stop|block|dispute|reverse)$/.test(lowerOf(t[i + 1])) &&
        /^(?:your|the|this|that)$/.test(lowerOf(t[i + 2])) &&
        /^(?:order|purchase|transaction|charge|payment|subscription|renewal)$/.test(
          lowerOf(t[i + 3]),
        )),
  );
  // With an amount named, or on a phone menu ("press 2 to cancel the order").
  if (disown >= 0 && (moneyNamed || t.some((x) => /^(?:press|dial)$/.test(x.lower))))
    return {
      kind: 'threat',
      label: MONEY_TAKEN,
      span: span(reading, t[disown]!, t[Math.min(t.length - 1, disown + 6)]!),
    };
  const free = t.findIndex(
    (x, i) =>
      FREE.test(x.lower) ||
      (x.lower === 'no' &&
        /^(?:additional|extra|hidden)$/.test(lowerOf(t[i + 1])) &&
        /^(?:cost|charge|fee|fees|costs)$/.test(lowerOf(t[i + 2]))) ||
      // Not a gift that comes with an order ("Your order #4471 with a free gift ships today").
      (x.lower === 'free' &&
        !t.some((y) => /^(?:order|orders|purchase|purchases|basket|spend)$/.test(y.lower)) &&
        t
          .slice(i + 1, i + 3)
          .some(
            (y) =>
              ['prize', 'money', 'voucher', 'software'].some((c) =>
                nounClasses(y.lemma).includes(c as NounClass),
              ) || /^(?:iphone|gift|cash|phone|laptop|trip|vacation)$/.test(y.lower),
          )),
  );
  const percent = percentAt(t);
  const unchecked = noChecksAt(t);
  if (unchecked >= 0)
    return {
      kind: 'too_good',
      label: 'promises a loan with no checks',
      span: span(reading, t[unchecked]!, t[Math.min(t.length - 1, unchecked + 2)]!),
    };
  // "I made $40,000 last month", "you make $500 a day": a gain in money the sender made or the
  // reader is promised, in a pitch to invest. "This year you earned $42.18 in member rewards" is
  // the reader's own statement, told in the past.
  const gained = investing
    ? t.findIndex(
        (x, i) =>
          /^(?:make|earn|gain|profit|double|triple)$/.test(x.lemma) &&
          (/^(?:i|we)$/.test(lowerOf(t[i - 1])) ||
            (/^(?:you|u)$/.test(lowerOf(t[i - 1])) && !/(?:ed|made)$/.test(x.lower))) &&
          hasMoney(t.slice(i + 1, i + 5)),
      )
    : -1;
  if (free >= 0 || (percent >= 0 && (investing || classesIn(t).has('investment'))) || gained >= 0) {
    const at = free >= 0 ? free : percent >= 0 ? percent : gained;
    return {
      kind: 'too_good',
      label: 'promises something too good to be true',
      span: span(reading, t[Math.max(0, at - 1)]!, t[Math.min(t.length - 1, at + 3)]!),
    };
  }
  return deadlineOf(reading, t, hasAsk, messageAsks);
}
