/**
 * The judge's finding (signals/judge) as warning evidence a reader can see: it says the message
 * reads like the scams people report, how often messages read this way were scams when the judge
 * was measured on messages it had not learned from, the words it leaned on, and it quotes what
 * the message asks the reader to do. The judge decides; the anatomy supplies the quote.
 */
import type { RedFlag, RedFlagType } from '../../../shared';
import type { JudgeReading } from '../signals/judge/index';
import type { AnatomyFindings } from '../signals/anatomy';
import type { Span } from '../knowledge/patterns';
import type { QuotedReading } from '../signals/quoted-message';

export const JUDGE_FLAG_TYPE: RedFlagType = 'reads_like_reported_scams';
/** From this calibrated probability on, the report says "nearly all", not "about N in 10". */
const NEARLY_ALL = 0.95;
/**
 * From this calibrated probability on, the judge's finding is of high severity: on its own it
 * makes the grade an F, and it turns a D the rules gave into an F (src/shared/scale.ts).
 */
export const JUDGE_F_PROBABILITY = 0.9;

/** The judge reads the message as a scam at or past JUDGE_F_PROBABILITY. */
export const judgeIsSure = (judgement: JudgeReading | null): boolean =>
  !!judgement?.scam && judgement.probability >= JUDGE_F_PROBABILITY;

const quoted = (s: string) => `“${s}”`;

/** How often messages read this way were scams, in words. */
export function shareInWords(probability: number): string {
  if (probability >= NEARLY_ALL) return 'nearly all of the messages it read this way were scams';
  return `about ${Math.round(probability * 10)} in 10 of the messages it read this way were scams`;
}

const and = (list: readonly string[]) =>
  list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

/** What the judge weighed most: marks of the message's anatomy, then its own words, if any. */
function leanedOn(judgement: JudgeReading): string {
  const parts = [...judgement.reasons];
  if (judgement.cues.length) parts.push(`its wording (${and(judgement.cues.map(quoted))})`);
  return parts.length ? ` What weighed most here: ${and(parts)}.` : '';
}

/** Longest quote of the sentence an ask was read in. */
const MAX_QUOTE = 120;

/**
 * What the message asks, as the reader will recognise it: the words of the ask, or, when they are
 * only a number or an address ("0812 5550 1234"), the sentence they stand in.
 */
function askQuote(anatomy: AnatomyFindings, sentences: readonly Span[]): string | null {
  const part = anatomy.anatomy.asks[0] ?? anatomy.anatomy.channels[0];
  if (!part) return null;
  const words = part.span.text.trim();
  if (/\p{L}{3}.*\s.*\p{L}{3}/u.test(words)) return words;
  const sentence = sentences.find((s) => s.start <= part.span.start && part.span.end <= s.end);
  const text = sentence?.text.trim() ?? words;
  // Quoted as written (the report shows exact words of the input), cut at a space when long.
  return text.length > MAX_QUOTE ? text.slice(0, text.lastIndexOf(' ', MAX_QUOTE)).trimEnd() : text;
}

export function judgeFlag(
  judgement: JudgeReading | null,
  anatomy: AnatomyFindings | null,
  sentences: readonly Span[],
  lead = 'Weighed together, its wording, what it asks of you, how it pushes and where it sends you are',
): RedFlag | null {
  if (!judgement?.scam || !anatomy) return null;
  const ask = askQuote(anatomy, sentences);
  if (!ask) return null;
  return {
    indicator: 'Reads like the scam messages people report',
    type: JUDGE_FLAG_TYPE,
    severity: judgeIsSure(judgement) ? 'high' : 'medium',
    explanation: `${lead} much closer to scam messages people have reported than to genuine messages from banks, shops and services. When we tested this check on thousands of messages it had not learned from, ${shareInWords(judgement.share)}.${leanedOn(judgement)} Contact the sender through a number, app or website you already know before you do what it asks.`,
    textExample: ask,
  };
}

/**
 * The judge's finding on a message the text quotes (signals/quoted-message.ts): a person asking
 * about a message they got is told what the judge reads in that message alone, quoting its ask.
 */
export function quotedFlag(reading: QuotedReading | null): RedFlag | null {
  if (!reading) return null;
  const flag = judgeFlag(
    reading.judgement,
    reading.anatomy,
    reading.sentences,
    `Read on its own, the message quoted here (${quoted(opening(reading.span.text))}) is, by its wording, what it asks of you, how it pushes and where it sends you,`,
  );
  return (
    flag && { ...flag, indicator: 'The message quoted here reads like the scams people report' }
  );
}

/** Longest opening of a quoted message named in a finding, cut at a space. */
const OPENING = 40;

function opening(text: string): string {
  const t = text.trim();
  return t.length > OPENING ? `${t.slice(0, t.lastIndexOf(' ', OPENING)).trimEnd()}…` : t;
}
