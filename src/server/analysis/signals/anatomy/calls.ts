/**
 * How a call asks the reader to answer: a key pressed to answer about the reader's own act ("if
 * you made this purchase, press 1"), as a bank's alert call does, is the call's own channel; a key
 * pressed to be put through to someone ("press 1 to speak with our billing department") hands the
 * reader to whoever placed the call. Split from read.ts.
 */
import type { Brand } from '../../knowledge/lexicons';
import type { Anatomy, AskKind, Part, PressureKind } from './parts';
import { FAVOUR_LABEL } from './help-asked';
import type { Reading } from './tokens';

/** A key pressed on a phone menu ("press 1", "dial two"). */
export const KEY_ASK = /^(?:press|dial|push)\s/i;
/** What the call asks about the reader's own act: "if you made", "if you did not authorise". */
const IF_YOU_DID =
  /\bif (?:you|u) (?:did|didn't|did not|do not|don't|made|make|placed|authori[sz]ed?|approved?|recogni[sz]e|requested|sent|were|was)\b(?:(?!\b(?:to|speak|talk|connect|reach)\b)[^.?!])*[,.]?\s*(?:then\s+|please\s+|kindly\s+)*$/i;
/** A card or bank named without a brand ("your card ending 4417", "your bank"). */
const CARD_OR_BANK = /\b(?:card ending|(?:debit|credit) card|bank)\b/i;
/** A key pressed to be put through to someone: "press 1 to speak with our billing department". */
const HANDED_OVER =
  /^(?:press|dial|push)\s.{0,30}\b(?:speak|talk|connect(?:ed)?|transfer(?:red)?|reach)\b/i;

/**
 * A key the reader presses to answer the call about their own act, not to be handed to someone:
 * the ask opens with a key and the clause before it is "if you …" with no one to speak to.
 */
function answersInCall(text: string, reading: Reading, a: Part<AskKind>): boolean {
  if (!KEY_ASK.test(a.span.text)) return false;
  const sentence = reading.sentences.find((x) => a.span.start >= x.start && a.span.start < x.end);
  const before = text.slice(sentence?.start ?? Math.max(0, a.span.start - 200), a.span.start);
  const after = text.slice(a.span.start, sentence?.end ?? a.span.end);
  return IF_YOU_DID.test(before) && !/\b(?:speak|talk|connect|reach)\b/i.test(after);
}

/**
 * The channels the asks name: a reply to the message, a key that answers within the call (both
 * the sender's own), or a key that puts the reader through to someone (not the reader's own way).
 */
/** A reply asked for to receive a link, a page or payment instructions. */
const FETCHES_A_WAY =
  /\bto (?:receive|get|open|activate|access|see|view)\b[^.!?\n]{0,30}?\b(?:link|url|page|portal|instructions|payment details)\b/i;

export function callChannels(
  text: string,
  reading: Reading,
  anatomy: Anatomy,
  brand: Brand | null = null,
): void {
  // Banks and card issuers call to ask whether a payment was the reader's; shops and tech firms
  // do not call to have an order authorised ("Amazon: if you did not authorise this order, press
  // 1"), so there the key is the caller's way, not an answer to the reader's own bank.
  const alertCaller = brand
    ? brand.kind === 'bank' || brand.kind === 'payment'
    : CARD_OR_BANK.test(text);
  for (const a of anatomy.asks)
    if (a.kind === 'call' && !alertCaller && answersInCall(text, reading, a))
      anatomy.channels.push({
        kind: 'keypad',
        label: 'a key to press in a call about an order',
        span: a.span,
        own: false,
        foreign: false,
      });
    // "Reply 1 to receive the secure payment page": the reply only fetches a link or instructions
    // the reader cannot see yet (and lets a phone open links from the number), not an answer.
    else if (a.kind === 'reply' && FETCHES_A_WAY.test(a.span.text))
      anatomy.channels.push({
        kind: 'reply',
        label: 'a link or instructions it sends only once you reply, which you cannot check first',
        span: a.span,
        own: false,
        foreign: true,
      });
    // A favour asked by someone who writes from a new number is answered on that number, which is
    // no way to check who writes (help-asked.ts); "text me so I can save yours" is only a reply.
    else if (a.kind === 'reply' || (a.kind === 'call' && answersInCall(text, reading, a)))
      anatomy.channels.push({
        kind: a.kind === 'reply' ? 'reply' : 'keypad',
        label: a.kind === 'reply' ? 'a reply to the message itself' : 'an answer within the call',
        span: a.span,
        own: a.label !== FAVOUR_LABEL,
        foreign: false,
      });
    // "Press 1 to speak with a live operator": the call hands the reader to whoever placed it.
    else if (a.kind === 'call' && HANDED_OVER.test(a.span.text))
      anatomy.channels.push({
        kind: 'keypad',
        label: 'a person the call hands you to',
        span: a.span,
        own: false,
        foreign: false,
      });
}

/**
 * Whether the message gives the reader a way to act: a number, a link or a chat contact (a
 * channel read so far), or a key to press. "If you did not make this payment, contact us" gives
 * none: a charge said to be under way is pressure only where the message gives the way to stop
 * it, which is what the scam needs the reader to use; with none, the reader can only go through a
 * way they already have, as a card issuer's alert means them to (read.ts).
 */
export function wayToActGiven(text: string, anatomy: Anatomy): boolean {
  return (
    anatomy.channels.length > 0 ||
    anatomy.asks.some((a) => KEY_ASK.test(a.span.text)) ||
    /\b(?:press|dial|push)\s+(?:\d|one|two|three|zero|nine)\b/i.test(text)
  );
}

/**
 * What a recorded sales pitch offers: a lower rate, a discount, a reward, loan forgiveness, a
 * warranty, a grant or a relief payment the reader is said to qualify for. In a voicemail that
 * asks to be called back, qualifying or being eligible counts only for money ("eligible for … loan
 * forgiveness"), not for a flu jab or a follow-up appointment.
 */
const OFFERED =
  /\b(?:(?:qualif(?:y|ies|ied)|eligible|eligibility)\b(?: [\w'%$.,-]+){0,6}? (?:rates?|refunds?|loans?|forgiveness|grants?|relief|discounts?|reductions?|rebates?|payments?|cash|credits?|savings|\d+% off|benefits?|programs?)|discount|lower (?:your )?(?:interest )?rate|rate reduction|interest rate|(?:loan )?forgiveness|(?:extended |car'?s? )?warranty|reward|rebate|grant|relief|reimburs\w+|cash ?back|free (?:gift|trip|vacation|cruise|consultation|quote))\b/i;
const OFFERED_ALL = new RegExp(OFFERED.source, 'gi');
/** A capitalised word after another: part of a name ("for Oliver Grant", "Dr. Jane Relief"). */
const NAME_BEFORE = /\p{Lu}[\p{Ll}.]+\s$/u;
/** The first offer in `text` that is not part of a person's name. */
function offerIn(text: string): RegExpExecArray | null {
  for (const m of text.matchAll(OFFERED_ALL)) {
    const named =
      /^\p{Lu}/u.test(m[0]) && NAME_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index));
    if (!named) return m as RegExpExecArray;
  }
  return null;
}
/** With keys to press, a recorded call that says the reader qualifies is a pitch, whatever for. */
const QUALIFIED = /\b(?:qualif(?:y|ies|ied)|eligible|eligibility)\b/i;

/**
 * The message says it is a call: "this call is", "I'm calling you from", "giving you a call", "we
 * have been trying to reach you".
 */
const A_CALL =
  /\b(?:this (?:is a )?(?:notification |courtesy |quick )?call|(?:i'?m|i am|we'?re|we are) calling|calling (?:you )?(?:from|in from|on behalf|regarding|about)|giving you a (?:quick )?call|(?:we'?ve|we have|i'?ve|i have) been trying to reach you|returning your call)\b/i;
/** Asked to call back: "call us back at", "give me a call back", "return this call". */
const CALL_BACK =
  /\b(?:call (?:us |me )?back|give (?:us |me )?a (?:call|ring)|return (?:this|my|our) call)\b/i;

/**
 * A recorded call, with keys to press or a number to call back, that offers the reader a deal: the FTC's rule is that a
 * recorded sales call the reader did not agree to in writing is illegal, so a firm that honours
 * the law does not place one ("you qualify to lower your interest rate, press 1"), nor leave one
 * as a voicemail. The offer is pressure (too good to be true) beside the key to press or the
 * number to call back; an alert or a reminder offers nothing.
 */
export function recordedOffer(text: string, anatomy: Anatomy): void {
  if (anatomy.pressures.some((p) => p.kind === 'too_good')) return;
  const keyed = keyToPress(anatomy);
  // A call that leaves a number to call back about the offer ("I'm calling you from … your
  // account is qualified for 50% off, kindly call us back at 844 …"): a voicemail pitch.
  const callBack =
    anatomy.channels.some((c) => c.kind === 'number' && !c.own) &&
    CALL_BACK.test(text) &&
    A_CALL.test(text);
  if (keyed || callBack)
    pressQuoting(
      anatomy,
      'too_good',
      'offers you a deal in a recorded call',
      offerIn(text) ?? (keyed ? QUALIFIED.exec(text) : null),
    );
}

/** Whether the call asks the reader to press a key. */
const keyToPress = (anatomy: Anatomy): boolean =>
  anatomy.asks.some((a) => a.kind === 'call' && KEY_ASK.test(a.span.text));

/** Pressure of a recorded call, quoting the words found, if any were. */
function pressQuoting(
  anatomy: Anatomy,
  kind: PressureKind,
  label: string,
  m: RegExpExecArray | null,
): void {
  if (m)
    anatomy.pressures.push({
      kind,
      label,
      span: { text: m[0], start: m.index, end: m.index + m[0].length },
    });
}

/**
 * An officer or an investigator the call puts the reader through to, or legal action it names:
 * "to speak with an officer, press 1", "your case … take legal action against you". A loan or an
 * enrolment officer sells; these accuse.
 */
const OFFICER =
  /\b(?:(?<!(?:loan|enrol(?:l)?ment|compliance|account|customer|benefits?|medical|health|financial|privacy|data) )officers?|investigat(?:or|ors|ing officer)|legal (?:action|enforcement|proceedings?)|law enforcement|arrest warrant)\b/i;

/**
 * A recorded call, with a key to press, that puts the reader through to an officer or speaks of
 * legal action: no police force, court or benefits office places such a call (the SSA and the FTC
 * say so), so the crime it lays at the reader's door is its pretext and its push.
 */
export function recordedAccusation(text: string, anatomy: Anatomy): void {
  if (anatomy.pressures.some((p) => p.kind === 'accusation') || !keyToPress(anatomy)) return;
  pressQuoting(
    anatomy,
    'accusation',
    'puts you through to an officer in a recorded call',
    OFFICER.exec(text),
  );
}
