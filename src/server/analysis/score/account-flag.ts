/**
 * The account reader's finding (signals/judge/accounts.ts) as warning evidence: the account tells
 * of a contact much like the scams people report, and how often accounts read this way were scams
 * when it was measured on pages it had not learned from. The reader's words are words of telling,
 * no explanation; the anatomy supplies what the contact wanted (its asks, in plain words) and the
 * quote: the sentence of the first ask, or the account's first sentence.
 */
import type { RedFlag, RedFlagType } from '../../../shared';
import { INPUT_WORDS, type AccountReading } from '../signals/judge/index';
import type { AnatomyFindings } from '../signals/anatomy';
import type { Span } from '../knowledge/patterns';
import { shareInWords } from './judge-flag';

export const ACCOUNT_FLAG_TYPE: RedFlagType = 'tells_of_reported_scam';
/** Longest quote, cut at a space. */
const MAX_QUOTE = 160;
/** At most this many of the asks are named. */
const MAX_ASKS = 3;

const and = (list: readonly string[]) =>
  list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

function quoteOf(
  anatomy: AnatomyFindings | null,
  sentences: readonly Span[],
  text: string,
): string {
  const ask = anatomy?.anatomy.asks[0];
  const sentence = ask
    ? sentences.find((s) => s.start <= ask.span.start && ask.span.end <= s.end)
    : sentences.find((s) => s.text.trim());
  const t = (sentence?.text ?? text).trim();
  return t.length > MAX_QUOTE ? t.slice(0, t.lastIndexOf(' ', MAX_QUOTE)).trimEnd() : t;
}

export function accountFlag(
  reading: AccountReading | null,
  anatomy: AnatomyFindings | null,
  sentences: readonly Span[],
  text: string,
): RedFlag | null {
  if (!reading?.scam) return null;
  const quote = quoteOf(anatomy, sentences, text);
  if (!quote) return null;
  const asks = [
    ...new Set((anatomy?.anatomy.asks ?? []).flatMap((a) => INPUT_WORDS[`ask:${a.kind}`] ?? [])),
  ].slice(0, MAX_ASKS);
  const wanted = asks.length ? ` What we read of what they wanted: ${and(asks)}.` : '';
  return {
    indicator: 'Tells of a contact like the scams people report',
    type: ACCOUNT_FLAG_TYPE,
    severity: 'medium',
    explanation: `Read as an account of a call, message or meeting, what it tells (who got in touch, what they wanted and how they went about it) is much closer to the scams people have reported than to accounts of genuine contacts. When we tested this check on accounts it had not learned from, ${shareInWords(reading.share).replace('messages', 'accounts')}.${wanted}`,
    textExample: quote,
  };
}
