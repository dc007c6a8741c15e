/**
 * Sentences shaped like an order that ask nothing of the reader: a text service's own opt-out or
 * help line ("Reply STOP to opt out", "Text STOP to 797688 to unsubscribe", "txt HELP for help"),
 * which leaves or asks about the service and which carriers' rules make free, and a way of paying
 * or collecting named as the subject of a sentence that says it is on offer ("Pay on delivery is
 * available"). read.ts reads neither as an ask nor as a way to act.
 */
import type { Token } from './tokens';

/** The keywords of a service's opt-out lines (red-flags/rules.ts: no premium-rate number). */
export const OPT_OUT_WORDS = 'stop|stopall|end|quit|cancel|unsubscribe|optout';
/** Those and the help line's. */
const OPT_OUT_KEYWORD = new RegExp(`^(?:${OPT_OUT_WORDS}|help)$`);
const SEND_VERB = /^(?:reply|text|txt|sms|send)$/;
const ON_OFFER = /^(?:available|accepted|possible|optional|offered|supported)$/;

/**
 * Whether the clause's directive verb at `at` opens an opt-out or help line: the number in it
 * ("Text STOP to 07700 900418 to unsubscribe") is where the reader leaves the service, not a way
 * the message asks them to act.
 */
export function isOptOutLine(tokens: readonly Token[], at: number): boolean {
  return SEND_VERB.test(tokens[at]!.lower) && OPT_OUT_KEYWORD.test(tokens[at + 1]?.lower ?? '');
}

/** Whether the clause's directive verb at `at` only opens a service line or an offer. */
export function isServiceLine(tokens: readonly Token[], at: number): boolean {
  if (isOptOutLine(tokens, at)) return true;
  return tokens.some(
    (x, i) => i > at && /^(?:is|are)$/.test(x.lower) && ON_OFFER.test(tokens[i + 1]?.lower ?? ''),
  );
}
