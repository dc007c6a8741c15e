/**
 * A call transcript's turns: in "Caller: … / Receiver: …", the receiver's lines are the reader's
 * own words ("how much do I need to pay for the delivery?"), not what the call asks of them.
 */
import type { Anatomy } from './parts';
import { type ScopeReading, scopeAt } from './scope';
import { rememberLast } from '../../../../shared/remember';

const RECEIVER_TURN = /^[ \t]*(?:receiver|recipient|callee|customer|victim|me|you)[ \t]*:/i;
const CALLER_TURN = /^[ \t]*(?:caller|agent|operator|scammer|representative|rep)[ \t]*:/im;

/** Shorter texts are read afresh: the search for a caller's turn is quick over them. */
const REMEMBERED_MIN_CHARS = 2_000;

/**
 * Where the receiver's turns are, as [start, end) offsets; none when the text has no caller turn.
 * Read once per long text: the anatomy, the red-flag rules and their acts all ask, and the search
 * for a caller's turn tries every line start of the text. Shared between callers: they must not
 * change it.
 */
export const receiverTurns: (text: string) => ReadonlyArray<[number, number]> = rememberLast(
  receiverTurnsAfresh,
  2,
  REMEMBERED_MIN_CHARS,
);

function receiverTurnsAfresh(text: string): Array<[number, number]> {
  if (!CALLER_TURN.test(text)) return [];
  const out: Array<[number, number]> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    if (RECEIVER_TURN.test(line)) out.push([at, at + line.length]);
    at += line.length + 1;
  }
  return out;
}

/** Is `at` inside one of `turns` (receiverTurns)? */
export const inTurns = (turns: ReadonlyArray<[number, number]>, at: number): boolean =>
  turns.some(([a, b]) => at >= a && at < b);

/**
 * Drops what the sender does not ask of the reader: the asks and pressures read in the receiver's
 * own turns of a call transcript, and a chat app or a number named
 * under a reassurance ("Nubank never asks for your password by e-mail, phone or WhatsApp"): where
 * the sender says it will not ask is not a way to act.
 */
export function withoutUnasked(text: string, anatomy: Anatomy, scope: ScopeReading): void {
  anatomy.channels = anatomy.channels.filter(
    (c) => !(c.kind === 'messaging' || c.kind === 'number') || !scopeAt(scope, c.span.start),
  );
  const turns = receiverTurns(text);
  if (!turns.length) return;
  const theirs = (p: { span: { start: number } }) => !inTurns(turns, p.span.start);
  anatomy.asks = anatomy.asks.filter(theirs);
  anatomy.pressures = anatomy.pressures.filter(theirs);
}
