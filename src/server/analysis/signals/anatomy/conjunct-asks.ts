/**
 * Orders joined by "and" or "then": "keep your phone nearby and have your online banking ID
 * ready", "open the link and enter your card number". The clause loop (read.ts) reads one order
 * per clause, its first verb's; an order that follows it in the same clause is an order too, for
 * a verb joined to an imperative is itself imperative. Read here for what it asks of money or
 * secrets only, the asks whose kind the first verb can hide (a link or a reply is read anyway).
 */
import { askKind } from './ask-kinds';
import { directiveVerb } from './asks';
import { canBeVerb } from './lexicon';
import { ASK_LABEL, type Anatomy, MONEY_ASKS } from './parts';
import type { Clause, Reading } from './tokens';
import { span } from './words';

const JOINS = /^(?:and|then|&)$/;

/** Where an order joined to an earlier one starts in the clause: its verb's index, or -1. */
function joinedOrder(c: Clause): number {
  const t = c.tokens;
  for (let k = 1; k + 1 < t.length; k++) {
    const next = t[k + 1]!;
    if (!JOINS.test(t[k]!.lower) || next.lower !== next.lemma) continue;
    if (next.pos !== 'VERB' && next.lower !== 'have') continue;
    if (!canBeVerb(next.lower)) continue;
    const at = directiveVerb(c);
    return at >= 0 && at < k ? k + 1 : -1;
  }
  return -1;
}

/** Adds the money and secret asks of joined orders; the sentences they were found in. */
export function conjunctAsks(
  reading: Reading,
  anatomy: Anatomy,
  moneyNamed: boolean,
  linkNamed: boolean,
): number[] {
  const found: number[] = [];
  for (const c of reading.clauses) {
    const at = joinedOrder(c);
    if (at < 0) continue;
    const rest: Clause = { ...c, tokens: c.tokens.slice(at), start: c.tokens[at]!.start };
    const { kind, prohibited } = askKind(rest, 0, moneyNamed, linkNamed);
    if (!kind || prohibited || rest.tokens[0]!.scoped) continue;
    if (kind !== 'secret' && !MONEY_ASKS.has(kind)) continue;
    if (anatomy.asks.some((a) => a.sentence === c.sentence && a.kind === kind)) continue;
    anatomy.asks.push({
      kind,
      label: ASK_LABEL[kind],
      span: span(reading, rest.tokens[0]!, rest.tokens[rest.tokens.length - 1]!),
      sentence: c.sentence,
    });
    found.push(c.sentence);
  }
  return found;
}
