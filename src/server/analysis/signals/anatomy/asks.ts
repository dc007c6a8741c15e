/**
 * What a message asks the reader to do. A directive is found from grammar (an imperative, "can
 * you …", an obligation put on "you", a verb before a link or a number, "I need <money>"), and
 * what it asks for from the meaning of its verb and objects (WordNet classes, in ask-kinds.ts).
 */
import { canBeVerb } from './lexicon';
import type { Clause, Token } from './tokens';
import { hasMoney, isWord, lowerOf } from './words';

export { ASK_LABEL, MONEY_ASKS, askKind } from './ask-kinds';
export { needsMoney, paymentDue } from './money-needs';
export { contactAsk, interestAsk } from './reply-asks';
import { KEYPAD } from './ask-kinds';

const PRONOUN_SUBJECT = /^(?:i|we|he|she|they|it|this|that|there|who|which|you)$/;
/** Words before the verb of a directive that do not change it. */
const OPENERS =
  /^(?:please|pls|plz|kindly|just|mum|mom|mam|dad|grandma|grandpa|gran|granny|nan|nana|now|simply|also|then|so|and|or|immediately|urgently|quickly|asap|again|first|finally|still|pl|interested|keen)$/;
/** Formulae that open with a verb but ask nothing ("Thank you", "Hope you are well"). */
const FORMULAE =
  /^(?:thank|thanks|hope|welcome|wish|enjoy|congratulate|congratulations|regard|note|see|let|meet|happy|merry|dear|hi|hello|hey|greet)$/;
/** A word written with a capital and small letters, and one in small letters only. */
const CAPITALISED = /^[A-Z][a-z]+$/;
const SMALL = /^[a-z]+$/;
/** The object of a purpose phrase ("to restore it", "to stop this"). */
const OBJECT_PRONOUN = /^(?:it|them|this|that|these|those)$/;
/** After "Message", a heading's word ("Message from administrator"); "Message me" is an order. */
const HEADING_NEXT = /^(?:from|for|to|of|sent|:)$/;
/** Pronouns only ever the object of a verb, never its subject ("contact me", "call us"). */
const OBJECT_OF_VERB = /^(?:me|us|him|them)$/;
const MODAL = /^(?:can|could|would|will|may|might)$/;
const YOU = /^(?:you|u)$/;
/** A word in capitals only, of two letters or more. */
const ALL_CAPS = /^[A-Z]{2,}$/;
/** Time given to do something: "48 hours", "one day left", "until Friday". */
const TIME_GIVEN = /^(?:hours?|hrs?|days?|minutes?|mins?|weeks?|left|until|till)$/;
/** "We need you to …"; retold, "he told me to buy gift cards" (retold.ts puts "me" for "you"). */
const REQUEST_VERB = /^(?:need|want|ask|request|urge|require|tell|instruct|pressure|demand)$/;
const OBLIGE =
  /^(?:must|should|need|needs|needed|have|has|had|required|requested|advised|expected|obliged)$/;
/** Words that head an amount in a receipt ("Charge UGX 3,300", "Fee Tk 0.00", "Total $12.40"). */
const AMOUNT_LABEL =
  /^(?:charge|charges|fee|fees|cost|amount|amt|total|commission|tax|vat|balance)$/;
/** How a transfer went, closing a receipt's line. */
const DONE =
  /^(?:successful|successfully|succeeded|completed|complete|confirmed|failed|approved|declined|reversed)$/;
/** Words of a place's state that are also verbs: "Open today 8:30am-6pm" gives its hours. */
const STATE = /^(?:open|opens|closed|close|closes|ready|available)$/;
const HOUR_WORDS =
  /^(?:today|tomorrow|tonight|daily|weekdays|weekends|until|till|til|from|late|all|every|on|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|24\/7)$/;
const HOURS = (x: Token | undefined): boolean =>
  !!x &&
  (x.entity === 'TIME' ||
    x.entity === 'DATE' ||
    x.entity === 'DURATION' ||
    x.kind === 'number' ||
    HOUR_WORDS.test(x.lower) ||
    /^\d{1,2}(?:[:.]\d{2})?(?:am|pm|h)?$/.test(x.lower));

/** Verbs of keeping in touch that the writer promises with "I'll" dropped ("call you later"). */
const WRITERS_PROMISE =
  /^(?:call|text|ring|phone|email|e-mail|message|msg|ping|see|catch|send|tell|show)$/;

/**
 * Where a directive starts in a clause: the index of its verb, or -1. An imperative opens the
 * clause with a verb in its base form (after "please", a name said to the reader, "now"…); a
 * request is a question "can/could/would you <verb>"; an obligation is "you must/need to <verb>",
 * "we need you to <verb>"; a verb right before a link or a number is a directive too ("visit
 * <link>", "call <number>") unless a subject says who does it.
 */
export function directiveVerb(clause: Clause): number {
  const at = directiveAt(clause);
  // "Can you help me pay a bill today?": what the reader is asked to help do is the ask.
  const t = clause.tokens;
  if (
    at >= 0 &&
    t[at]!.lemma === 'help' &&
    /^(?:me|us)$/.test(lowerOf(t[at + 1])) &&
    isWord(t[at + 2]) &&
    canBeVerb(t[at + 2]!.lower)
  )
    return at + 2;
  return at;
}

function directiveAt(clause: Clause): number {
  const t = clause.tokens;
  let i = 0;
  // "If interested reply 1": the condition of an offer opens the order as "please" does.
  const keen = (k: number) =>
    t[k]!.lower === 'if' && /^(?:interested|keen)$/.test(lowerOf(t[k + 1]));
  while (i < t.length && (OPENERS.test(t[i]!.lower) || t[i]!.pos === 'INTJ' || keen(i))) i++;
  const first = t[i];
  // "Was this you?": a question of what the reader did asks a yes or no (a reply reads it).
  if (clause.question && first && /^(?:did|do|does|have|has|was|were|is|are)$/.test(first.lower))
    return -1;
  // "Charge UGX 3,300.", "Fee Tk 0.00": a label with its amount in a receipt, not an order.
  if (first && AMOUNT_LABEL.test(first.lower) && t.length - i <= 4 && hasMoney(t.slice(i + 1)))
    return -1;
  // "Cash In Tk 5,000.00 from 01711… successful": a receipt's line ending on how it went.
  if (first && DONE.test(t.findLast(isWord)?.lower ?? '') && hasMoney(t.slice(i + 1))) return -1;
  // "Open today 8:30am-6pm", "Closed until Monday": a state with its hours, not an order.
  if (first && STATE.test(first.lower) && HOURS(t[i + 1])) return -1;
  // "Purchase of $82.15 at TARGET was approved", "Transfer of PHP 1,500.00 credited": a noun.
  if (
    first &&
    /^(?:of|for)$/.test(lowerOf(t[i + 1])) &&
    (t
      .slice(i + 2)
      .some((x) => x.pos === 'AUX' && /^(?:was|is|were|has|have|had|been)$/.test(x.lower)) ||
      (lowerOf(t[i + 1]) === 'of' && hasMoney(t.slice(i + 2, i + 5))))
  )
    return -1;
  // "Need you to get …", "Want you to send …": the request is the verb after "you to".
  if (
    first &&
    /^(?:need|want|require)$/.test(first.lemma) &&
    YOU.test(lowerOf(t[i + 1])) &&
    lowerOf(t[i + 2]) === 'to' &&
    isWord(t[i + 3])
  )
    return i + 3;
  // "Call you tonight": the writer's own promise, its "I'll" dropped (an order takes no "you").
  if (first && WRITERS_PROMISE.test(first.lower) && /^(?:you|u|ya)$/.test(lowerOf(t[i + 1])))
    return -1;
  if (/^(?:message|dm)$/.test(first?.lower ?? '') && HEADING_NEXT.test(lowerOf(t[i + 1])))
    return -1;
  // "SERVICE DISCONNECTION You have 48 hours …": a heading in capitals run into the text, not an
  // order ("CLICK HERE", "VERIFY NOW" are orders: LINK_ORDERS).
  const heading =
    !!first &&
    ALL_CAPS.test(first.text) &&
    ALL_CAPS.test(t[i + 1]?.text ?? '') &&
    !LINK_ORDERS.test(first.lower);
  if (
    first &&
    !heading &&
    isWord(first) &&
    // "Have your card details ready": an order, though the tagger reads "have" as a helper.
    (first.pos !== 'AUX' || (first.lower === 'have' && t.some((x) => x.lower === 'ready'))) &&
    !MODAL.test(first.lower) &&
    !FORMULAE.test(first.lemma)
  ) {
    const next = t[i + 1];
    // Read once: a verb in its base form must be one WordNet knows ("e-mail" as "mail").
    const verb = canBeVerb(first.lower) || canBeVerb(first.lower.split('-').pop() ?? '');
    const base = first.lower === first.lemma || verb;
    // "View attached document": a participle before its noun describes it, it has no subject.
    const attributive = /ed$/.test(next?.lower ?? '') && t[i + 2]?.pos === 'NOUN';
    const subjectNext =
      next &&
      (next.pos === 'AUX' || (next.pos === 'VERB' && next.lower !== next.lemma && !attributive));
    const possessive = next?.lower === "'s";
    // "WhatsApp me", "WhatsApp: wa.me/…": an order; "WhatsApp code: …", "WhatsApp kodunuz": a name.
    const appNamed =
      first.lower === 'whatsapp' && isWord(next) && !APP_ORDER_NEXT.test(next!.lower);
    if (
      base &&
      verb &&
      !appNamed &&
      !PRONOUN_SUBJECT.test(first.lower) &&
      // "Pay will land Thursday": a word a modal follows is the clause's subject, not an order.
      ((first.pos === 'VERB' && !MODAL.test(lowerOf(next)) && !OBLIGE.test(lowerOf(next))) ||
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
  if (first?.lower === 'do' && /^(?:not|n't|n’t|nt)$/.test(lowerOf(t[i + 1])) && isWord(t[i + 2]))
    return i + 2;
  for (let j = 0; j < t.length; j++) {
    const w = t[j]!;
    // "… then press 1", "to speak with an officer press one": a phone menu's key is asked for
    // wherever it stands in the clause ("the press 1 reported" is not a key, nor "you pressed 1").
    if (
      /^(?:press|dial|push)$/.test(w.lower) &&
      KEYPAD.test(lowerOf(t[j + 1])) &&
      !(
        j > 0 &&
        (t[j - 1]!.pos === 'DET' ||
          (PRONOUN_SUBJECT.test(t[j - 1]!.lower) && t[j - 1]!.lower !== 'you'))
      )
    )
      return j;
    // "… unused accounts. click here to activate": "click here" is an order wherever it stands,
    // unless someone else is said to do it ("we clicked here").
    if (
      /^(?:click|tap)$/.test(w.lower) &&
      /^(?:here|below)$/.test(lowerOf(t[j + 1])) &&
      !(j > 0 && /^(?:i|we|he|she|they)$/.test(t[j - 1]!.lower))
    )
      return j;
    // "… Please reschedule", "… kindly update": a polite marker before a verb asks wherever it stands.
    if (
      /^(?:please|pls|plz|kindly)$/.test(w.lower) &&
      isWord(t[j + 1]) &&
      canBeVerb(t[j + 1]!.lower) &&
      t[j + 1]!.pos !== 'AUX' &&
      t[j + 1]!.pos !== 'PRON' &&
      // "Please note that …": what follows is said, not asked.
      !/^(?:note|remember|notice)$/.test(t[j + 1]!.lower)
    )
      return j + 1;
    // "To reschedule redelivery follow the steps …", "To restore it call …": after a purpose
    // phrase, a verb in its base form that opens the main clause (an SMS often has no comma).
    if (
      j >= 2 &&
      t[0]!.lower === 'to' &&
      w.lower === w.lemma &&
      isWord(w) &&
      ((w.pos === 'VERB' &&
        (t[j - 1]!.pos === 'NOUN' || t[j - 1]!.pos === 'PROPN' || t[j - 1]!.kind === 'link')) ||
        // After "to <verb> it/them" no noun can follow, so a word that can be a verb is the order
        // (the tagger, with no comma to go by, reads "To release them visit" as nouns).
        (j === 3 &&
          OBJECT_PRONOUN.test(t[2]!.lower) &&
          canBeVerb(t[1]!.lower) &&
          canBeVerb(w.lower)))
    )
      return j;
    // "… regarding your council tax payment Click here https …": in a text written without full
    // stops, a capitalised verb in its base form right after a noun in small letters opens the
    // next sentence, an order ("your Call" and a headline's "Stocks Open Flat" are no such order);
    // so after an object pronoun ("… do not hesitate to contact me Click here to view").
    if (
      j >= 2 &&
      CAPITALISED.test(w.text) &&
      SMALL.test(t[j - 1]!.text) &&
      SMALL.test(t[j - 2]!.text) &&
      (t[j - 1]!.pos === 'NOUN' ||
        t[j - 1]!.pos === 'ADV' ||
        OBJECT_OF_VERB.test(t[j - 1]!.text)) &&
      t[j + 1] !== undefined &&
      canBeVerb(w.lower) &&
      !MODAL.test(w.lower) &&
      w.pos !== 'AUX'
    )
      return j;
    // "Can you pay …?", "Would you mind grabbing …?"
    if (MODAL.test(w.lower) && YOU.test(lowerOf(t[j + 1])) && (clause.question || j === 0)) {
      let k = j + 2;
      while (
        k < t.length &&
        (OPENERS.test(t[k]!.lower) || /^(?:mind|be|able|to|kindly|possibly)$/.test(t[k]!.lower))
      )
        k++;
      // "Can you do me a favour and pay a bill for me?": the favour is the verb after "and".
      if (t[k]?.lemma === 'do' && t.slice(k + 1, k + 4).some((x) => /^favou?r$/.test(x.lower))) {
        const and = t.findIndex((x, n) => n > k && x.lower === 'and');
        if (and > 0 && isWord(t[and + 1]) && canBeVerb(t[and + 1]!.lemma)) return and + 1;
      }
      if (k < t.length && isWord(t[k]) && canBeVerb(t[k]!.lemma)) return k;
    }
    // "You have 48 hours (left) to update …": a time given to do something is an order to do it.
    if ((w.lower === 'you' || w.lower === 'u') && /^(?:have|'ve)$/.test(lowerOf(t[j + 1]))) {
      const to = t.findIndex((x, k) => k > j + 2 && k <= j + 6 && x.lower === 'to');
      if (
        to > 0 &&
        t.slice(j + 2, to).some((x) => TIME_GIVEN.test(x.lower)) &&
        isWord(t[to + 1]) &&
        canBeVerb(t[to + 1]!.lower)
      )
        return to + 1;
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
      // "you have to pay", not "you have received" nor "you may have to pay" (what might follow).
      if (
        !t.slice(j + 1, k).some((x) => /^(?:may|might|could|would)$/.test(x.lower)) &&
        k < t.length &&
        OBLIGE.test(t[k]!.lower) &&
        (!/^(?:have|has|had)$/.test(t[k]!.lower) || lowerOf(t[k + 1]) === 'to')
      ) {
        k++;
        while (k < t.length && /^(?:to|be|kindly|please|immediately)$/.test(t[k]!.lower)) k++;
        if (k < t.length && isWord(t[k]) && canBeVerb(t[k]!.lemma)) return k;
      }
    }
    // "You can resolve this today by paying the fine", "you must avoid suspension by verifying":
    // what the reader is told to do is the verb after "by".
    if (
      w.lower === 'by' &&
      j >= 3 &&
      /ing$/.test(lowerOf(t[j + 1])) &&
      canBeVerb(t[j + 1]!.lemma) &&
      t
        .slice(0, j - 1)
        .some(
          (x, k) =>
            YOU.test(x.lower) && (MODAL.test(lowerOf(t[k + 1])) || OBLIGE.test(lowerOf(t[k + 1]))),
        )
    )
      return j + 1;
    if (
      REQUEST_VERB.test(w.lemma) &&
      YOU.test(lowerOf(t[j + 1])) &&
      lowerOf(t[j + 2]) === 'to' &&
      isWord(t[j + 3])
    )
      return j + 3;
    // "visit the link <link>", "approve the request <link>": the verb before the noun that
    // names the link. (WordNet is asked last, as in the test below: this runs for every word.)
    if (
      isWord(w) &&
      w.lower === w.lemma &&
      /^(?:the|this|that|our|a|an|your|ur)$/.test(lowerOf(t[j + 1])) &&
      t[j + 2]?.kind === 'word' &&
      (t[j + 3]?.kind === 'link' ||
        /^(?:link|url|button|website|site|page)$/.test(t[j + 2]!.lower) ||
        (/^(?:here|below|at|on|via)$/.test(lowerOf(t[j + 3])) && t[j + 4]?.kind === 'link')) &&
      canBeVerb(w.lower) &&
      !(
        j > 0 &&
        (PRONOUN_SUBJECT.test(t[j - 1]!.lower) ||
          t[j - 1]!.pos === 'AUX' ||
          t[j - 1]!.pos === 'DET')
      )
    )
      return j;
    // A verb in its base form right before a link, a number or an address.
    const after = t[j + 1];
    if (
      isWord(w) &&
      w.lower === w.lemma &&
      after &&
      (after.kind === 'link' ||
        after.kind === 'phone' ||
        after.kind === 'email' ||
        after.kind === 'code' ||
        (/^(?:at|on|to|via|us|here)$/.test(after.lower) &&
          ['link', 'phone', 'email', 'code'].includes(t[j + 2]?.kind ?? ''))) &&
      canBeVerb(w.lower) &&
      !(
        j > 0 &&
        (PRONOUN_SUBJECT.test(t[j - 1]!.lower) ||
          t[j - 1]!.pos === 'AUX' ||
          t[j - 1]!.pos === 'PART' ||
          // "a $742.18 purchase at BESTBUY.COM", "your order at …": a noun, not an order.
          t[j - 1]!.pos === 'DET' ||
          t[j - 1]!.pos === 'ADJ' ||
          // an amount, not a date that ends an unpunctuated sentence ("… 05/15/2020 Go to …")
          (t[j - 1]!.kind === 'number' &&
            t[j - 1]!.entity !== 'DATE' &&
            t[j - 1]!.entity !== 'TIME') ||
          /^[$£€₹₦¥]/.test(t[j - 1]!.text) ||
          /^(?:my|your|our|his|her|their|its|ur)$/.test(t[j - 1]!.lower) ||
          // "Your ticket transfer to alex@… has been accepted": a noun heading the subject, its
          // verb right after the address.
          (t[j - 1]!.pos === 'NOUN' && t[after.kind === 'word' ? j + 3 : j + 2]?.pos === 'AUX') ||
          namesTheLink(t, j))
      )
    )
      return j;
  }
  return -1;
}

/** After a chat app's name, words that make the name an order: "WhatsApp me", "WhatsApp us on". */
const APP_ORDER_NEXT = /^(?:me|us|him|her|them|my|our|the|this|back|now|on|at|to)$/;
/** Verbs that before a link are an order in any position ("your account click here <link>"). */
const LINK_ORDERS =
  /^(?:click|tap|visit|go|open|view|call|dial|text|contact|email|reply|check|see|download|install|verify|update|confirm|login|log|sign|pay|apply|register|follow|scan|use|message|chat|join|claim|redeem|activate|unlock|reactivate|track)$/;
/**
 * The word before a link ends a name, not an order: "your domain name example.com" (a noun after
 * "your <noun>"), "Inkwell Art Supply inkwellartsupply.com" (a shop's name signing off). Not "on
 * hold click <link>" or "account locked Visit <link>", orders in a text without full stops.
 */
function namesTheLink(t: readonly Token[], j: number): boolean {
  const w = t[j]!;
  const before = t[j - 1]!;
  if (LINK_ORDERS.test(w.lower) || t[j + 1]?.kind !== 'link') return false;
  if (
    j >= 2 &&
    SMALL.test(w.text) &&
    before.pos === 'NOUN' &&
    SMALL.test(before.text) &&
    /^(?:my|your|our|his|her|their|its|ur|the|a|an|this)$/.test(t[j - 2]!.lower)
  )
    return true;
  return (
    CAPITALISED.test(w.text) &&
    w.pos === 'PROPN' &&
    before.pos === 'PROPN' &&
    CAPITALISED.test(before.text)
  );
}
