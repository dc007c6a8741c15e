/**
 * Sending and calling in the other languages, read by other-languages.ts: whether a phone number
 * stands after a verb (or, for sending back, anywhere in its sentence) and whether a sending
 * pays (its amount just after it, or money named elsewhere sent back to a number).
 */
import { matchAllOf } from '../../../../shared/lookbehind-first';
import type { Span } from '../../knowledge/patterns';
import { MONEY, RETURN, THAT_MONEY } from './other-words';
import type { Hit } from './other-offers';
import type { Clause } from './tokens';

/**
 * Seven digits or more (or masking X's) in groups, as phone numbers are written, not an amount:
 * "699 255 331", "+237 6 91 15 52 14", "0788 XXX 214".
 */
export const PHONE_WRITTEN = /(?<![\p{L}\p{N}.,])\+?\d(?:[\s.-]?[\dX]){6,14}(?![\p{L}\p{N}])/gu;

/** A phone number after `verb` in its clause (not an amount of money). */
export function numberAfter(c: Clause, verb: Hit, text: string): boolean {
  return numberIn(c.tokens, text, verb.end, c.end);
}

/** A phone number before `verb` in its clause, where the verb ends it ("… numaradan arayınız"). */
function numberBefore(c: Clause, verb: Hit, text: string): boolean {
  return numberIn(c.tokens, text, c.start, verb.start);
}

/**
 * A phone number anywhere in the sentence of a verb of sending back: "9834127706 pe wapas bhej
 * do" says the number first (Hindi puts the verb last), "proszę o zwrot na ten numer: 512 784 330"
 * after a colon.
 */
export function numberNear(
  c: Clause,
  verb: Hit,
  text: string,
  sentence: Span | undefined,
): boolean {
  if (!sentence || !SENT_BACK.test(verb.text)) return false;
  return numberIn(c.tokens, text, sentence.start, sentence.end);
}

/** How far after a call's verb the colon may stand, and its number after the colon. */
const COLON_REACH = 48;
const NUMBER_AFTER_COLON_REACH = 4;

/**
 * A phone number set down after a colon in the call's sentence: "chiama il servizio clienti
 * ALLERT: 392 481 7730", "llame al siguiente número: 912 345 678". The colon ends the verb's
 * clause, but what it opens is the number to call: nothing but words and spaces between the verb
 * and the colon, and the number at once after it.
 */
function numberAfterColon(verb: Hit, text: string, sentence: Span | undefined): boolean {
  if (!sentence) return false;
  const colon = text.indexOf(':', verb.end);
  if (colon < 0 || colon >= sentence.end || colon - verb.end > COLON_REACH) return false;
  if (/[^\p{L}\p{N}\s'’-]/u.test(text.slice(verb.end, colon))) return false;
  const m = writtenPhones(text.slice(colon + 1, sentence.end))[0];
  return !!m && m.index <= NUMBER_AFTER_COLON_REACH;
}

/**
 * The number a verb of calling gives: after it in its clause, before it where the verb ends the
 * clause ("0850 555 01 47 numaradan arayınız"), or after a colon (numberAfterColon).
 */
export function numberToCall(c: Clause, verb: Hit, text: string, sentence?: Span): boolean {
  return (
    numberAfter(c, verb, text) ||
    numberBefore(c, verb, text) ||
    numberAfterColon(verb, text, sentence)
  );
}

function numberIn(tokens: Clause['tokens'], text: string, from: number, to: number): boolean {
  if (tokens.some((t) => t.kind === 'phone' && t.start >= from && t.end <= to)) return true;
  return writtenPhones(text.slice(from, to)).length > 0;
}

/** The phone numbers written in `stretch`, not an amount of money that looks like one. */
function writtenPhones(stretch: string): RegExpExecArray[] {
  const amounts = matchAllOf(MONEY, stretch);
  return matchAllOf(PHONE_WRITTEN, stretch).filter(
    (m) => !amounts.some((a) => a.index < m.index + m[0].length && m.index < a.index + a[0].length),
  );
}

/**
 * How far after "send" its amount stands ("envoyez 50.000 FCFA", "envoyer la somme de 50 000
 * FCFA"), not a price further on ("mande torpedos … para qualquer operadora por R$ 4,99").
 */
const SENT_AMOUNT_REACH = 30;
/**
 * Sending back: "renvoyez", "reenvía", "rimanda", "zurückschicken", "terugsturen", "balikin",
 * Swahili "nirudishie", Polish "zwrot" and "oddaj", Hindi "wapas kar do", Tagalog "paki-send back".
 */
export const SENT_BACK =
  /^(?:ren|reenv|rinv|rimand|zur[üu]ck|terug|kembali|balik|u?nirudish|rudish|nirejesh|zwr|odda|wapas|lauta|paki-?send back|paki-?balik|ibalik)/iu;

/**
 * Sending that pays: its amount just after the verb ("envoyez 50.000 FCFA"), or money named elsewhere
 * sent back to a number ("je vous ai envoyé 30000 FCFA … renvoyez sur le 695…"). `clause` is the
 * verb's clause; `numbered`, whether a phone number follows the verb there.
 */
export function paysBy(
  clause: string,
  verb: Hit,
  money: readonly Hit[],
  numbered: boolean,
  moneyAnywhere: () => boolean,
) {
  if (money.some((m) => m.start >= verb.end && m.start - verb.end <= SENT_AMOUNT_REACH))
    return true;
  if (!numbered) return false;
  // "Ile pesa tuma kwa hii namba 0798 …": the money pointed at, sent to a number.
  if (matchAllOf(THAT_MONEY, clause).length > 0) return true;
  const back = SENT_BACK.test(verb.text) || matchAllOf(RETURN, clause).length > 0;
  return back && moneyAnywhere();
}

/** An amount written bare right after the verb of sending: "Nitumie 2,000 kwa 0733 …", "15k". */
const BARE_AMOUNT = /^\s+(?:\d{1,3}(?:[,.]\d{3})+|\d+(?:[.,]\d+)?k)(?![\p{L}\p{N}])/iu;

/**
 * Whether a bare amount follows the verb of sending at `verb` ("Nitumie 2,000 kwa 0733 555 218"):
 * sent to a number the message gives, it is money as texts write it, with no currency named.
 */
export const bareAmountAfter = (text: string, verb: Hit): boolean =>
  BARE_AMOUNT.test(text.slice(verb.end, verb.end + 16));
