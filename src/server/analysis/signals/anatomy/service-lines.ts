/**
 * Sentences shaped like an order that ask nothing of the reader: a text service's own opt-out or
 * help line ("Reply STOP to opt out", "Text STOP to 797688 to unsubscribe", "txt HELP for help"),
 * which leaves or asks about the service and which carriers' rules make free, and a way of paying
 * or collecting named as the subject of a sentence that says it is on offer ("Pay on delivery is
 * available"). read.ts reads neither as an ask nor as a way to act. Nor is the other party's
 * number in a receipt a way to act ("You have received UGX 50,000 from 0772 123456", "Ksh2,000.00
 * sent to PETER OTIENO 0722 123119"): the sender or payee of a transfer already made.
 */
import type { ChannelPart } from './parts';
import type { Clause, Token } from './tokens';
import { FREE_MAIL } from './channels';
import { MESSAGING } from './words';

/** The keywords of a service's opt-out lines (red-flags/rules.ts: no premium-rate number). */
export const OPT_OUT_WORDS = 'stop[a-z]{0,3}|end|quit|cancel|unsubscribe|optout';
/** Those and the help line's. */
const OPT_OUT_KEYWORD = new RegExp(`^(?:${OPT_OUT_WORDS}|help)$`);
const SEND_VERB = /^(?:reply|text|txt|sms|send)$/;
/** A transfer already made, which a receipt reports. */
const TRANSFERRED =
  /^(?:received|sent|paid|transferred|credited|debited|deposited|withdrawn|payment|transfer|cash)$/;
/** The party of a transfer: "from", "to", "by". */
const PARTY = /^(?:from|to|by)$/;
/** What may stand between the party word and the number: a name in capitals, a bracket. */
const NAME_WORD = /^(?:[A-Z][A-Z.'-]*|\(|\)|,)$/;
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

/**
 * Whether the number token at `k` is the other party of a transfer the clause reports, in a clause
 * that asks nothing (`at` < 0): "received … from <number>", "sent … to <name> <number>".
 */
export function isCounterpartNumber(tokens: readonly Token[], k: number, at: number): boolean {
  if (at >= 0 || tokens[k]?.kind !== 'phone') return false;
  let i = k - 1;
  while (i >= 0 && k - i <= 5 && NAME_WORD.test(tokens[i]!.text)) i--;
  if (i < 0 || !PARTY.test(tokens[i]!.lower)) return false;
  return tokens.slice(0, i).some((x) => TRANSFERRED.test(x.lower));
}

/**
 * "Send your expense reports to finance@…", "submit the form to hr@…": something of the reader's
 * that is neither money, a secret nor their details (those have their own kinds), handed in to an
 * e-mail address. That is how colleagues, schools and offices ask for work, not a way to act that
 * a scam needs.
 */
export function handsInByEmail(c: Clause, at: number): boolean {
  const verb = c.tokens[at]!;
  if (!/^(?:send|submit|forward|email|e-mail|return|mail|hand)$/.test(verb.lemma)) return false;
  // "Email us at …", "send me a message at …": a way to reach someone, not work handed in.
  const object = c.tokens
    .slice(at + 1)
    .find((x) => !/^(?:your|the|this|these|all|a|an)$/.test(x.lower));
  if (object?.pos !== 'NOUN') return false;
  const ways = c.tokens.filter(
    (x) => x.kind === 'link' || x.kind === 'phone' || x.kind === 'email' || MESSAGING.test(x.lower),
  );
  return ways.length > 0 && ways.every((x) => x.kind === 'email' && !FREE_MAIL.test(x.text));
}

/** A verb of calling before an operator's service number: "call 100", "dial 333". */
const CALL_VERB = /^(?:call|dial|ring|phone)$/;
/**
 * "If you did not make this change, call 100", "Call 100 for queries": three or four digits right
 * after a verb of calling are an operator's own service line (no person or business is reached
 * on them), the way to act the operator gives; not a year, nor the first group of a longer number.
 */
export function serviceNumber(tokens: readonly Token[], k: number): ChannelPart | null {
  const tok = tokens[k]!;
  if (tok.kind !== 'number' || !/^\d{3,4}$/.test(tok.text) || /^(?:19|20)\d\d$/.test(tok.text))
    return null;
  if (!CALL_VERB.test(tokens[k - 1]?.lower ?? '') || tokens[k + 1]?.kind === 'number') return null;
  return {
    kind: 'short_code',
    label: "the operator's own service number",
    span: { text: tok.text, start: tok.start, end: tok.end },
    own: true,
    foreign: false,
  };
}
