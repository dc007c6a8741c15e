/**
 * Hooks and requests of the money act rules (acts-money.ts) written in several languages, kept
 * apart to keep that list readable.
 */
import { cue, gap } from '../../knowledge/patterns';

/**
 * An heir found by surname alone, the advance-fee fortune's opening in the languages the rules
 * read: "a potential heir because you share the same surname", "da Sie denselben Nachnamen
 * tragen", "vous portez le même nom de famille", "tiene el mismo apellido".
 */
export const HEIR_BY_SURNAME =
  '(?:potential|possible|rightful|legitimate) (?:heir|beneficiary|next of kin)|(?:share|bear|have|has) the same (?:surname|last name|family name)|(?:denselben|den gleichen|gleichen) (?:nachnamen|familiennamen)|m[êe]me nom de famille|mismo apellido|mesmo (?:sobrenome|apelido)|dezelfde achternaam|stesso cognome';

/** Getting in touch with the sender, or the details it wants sent: "reply", "I will need your". */
export const REPLY_OR_CONTACT =
  'contact|email|e-mail|reply|call|whatsapp|send|@|need your|antworten|kontaktieren|r[ée]pondez|contactez|responda|contacte|antwoord|neem contact|rispond\\p{L}*|contatt\\p{L}*';

/** The investment friend's boast without a figure: "most of my income now comes from a BTC contract strategy". */
export const INCOME_FROM_TRADING = `(?:income|earnings|profits?)${gap(30)}(?:crypto\\p{L}*|bitcoin|btc|usdt|forex|futures|contract)(?: \\p{L}+)? (?:strategy|trading|plan|method|system)`;

/**
 * A stranger who found the reader by a "wrong number" keeps chatting: "nice to meet you", "where
 * are you from", "it must be fate", "maybe fate connected us".
 */
export const STRANGER_CHATS = cue([
  "(?:nice|glad|happy|pleasure|lovely) to (?:meet|know|chat with) (?:you|u)|(?:where|which (?:country|city)) are (?:you|u) from|my name is|may i (?:know|ask) (?:your|who)|can we (?:be|become) friends|(?:it'?s|must be) (?:fate|destiny)|fate (?:connected|brought)|(?:i'?m|i am) an? [\\p{L} ]{3,30} (?:living|based|working) in|what do you do for (?:a )?(?:living|work)",
]);
