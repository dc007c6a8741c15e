/**
 * An ask read from a match in a message's text, with the sentence it stands in: what the readers
 * of one pattern each (identity-copies.ts, money-back.ts, payee-change.ts) add to the anatomy.
 */
import type { Anatomy, AskKind } from './parts';
import type { Reading } from './tokens';

/** Adds an ask of `kind` quoting `m`, in the sentence of `reading` it starts in. */
export function askAt(
  reading: Pick<Reading, 'sentences'>,
  anatomy: Anatomy,
  kind: AskKind,
  label: string,
  m: RegExpExecArray,
): void {
  const sentence = reading.sentences.findIndex((s) => m.index >= s.start && m.index < s.end);
  anatomy.asks.push({
    kind,
    label,
    span: { text: m[0], start: m.index, end: m.index + m[0].length },
    ...(sentence >= 0 ? { sentence } : {}),
  });
}
