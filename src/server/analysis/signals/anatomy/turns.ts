/**
 * A call transcript's turns: in "Caller: … / Receiver: …", the receiver's lines are the reader's
 * own words ("how much do I need to pay for the delivery?"), not what the call asks of them.
 */
import type { Anatomy } from './parts';

const RECEIVER_TURN = /^[ \t]*(?:receiver|recipient|callee|customer|victim|me|you)[ \t]*:/i;
const CALLER_TURN = /^[ \t]*(?:caller|agent|operator|scammer|representative|rep)[ \t]*:/im;

/** Where the receiver's turns are, as [start, end) offsets; none when the text has no caller turn. */
function receiverTurns(text: string): Array<[number, number]> {
  if (!CALLER_TURN.test(text)) return [];
  const out: Array<[number, number]> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    if (RECEIVER_TURN.test(line)) out.push([at, at + line.length]);
    at += line.length + 1;
  }
  return out;
}

/** Drops the asks and pressures read in the receiver's own turns. */
export function withoutReceiverTurns(text: string, anatomy: Anatomy): void {
  const turns = receiverTurns(text);
  if (!turns.length) return;
  const theirs = (p: { span: { start: number } }) =>
    !turns.some(([a, b]) => p.span.start >= a && p.span.start < b);
  anatomy.asks = anatomy.asks.filter(theirs);
  anatomy.pressures = anatomy.pressures.filter(theirs);
}
