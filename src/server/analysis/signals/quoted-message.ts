/**
 * A message quoted inside what a person pastes ("Got this at 2am: 'UPS: Your package is held at
 * our facility, pay $2.10 customs to release: ups-parcel-hold.info'. Just deleting right?", "My
 * dad got a text "Amazon: Did you authorize …? If not, call 1-855-…". He called and …"). People
 * ask about a message as often as they paste it alone, and the frame around it (their question,
 * what happened next) is no message: the judge reads the quoted message by itself, as it would
 * read it pasted alone, with its own anatomy and links. What it says of the quote is what the
 * report says (score/quoted-flag.ts), never of the person asking.
 */
import { anatomyFindings, type AnatomyFindings } from './anatomy';
import type { Judge, JudgeReading } from './judge/index';
import type { LinkSpan } from '../knowledge/link-finder';
import { inspectLink, type LinkReport } from '../knowledge/links';
import { splitSentences } from '../knowledge/sentences';
import type { Span } from '../knowledge/patterns';
import { detectLanguage } from '../knowledge/language';

/** A quote shorter than this is a phrase ("unusual sign-in activity"), not a message. */
export const MIN_QUOTE_WORDS = 8;
/** Longer than a text message or a short e-mail: the quote is not read as one message. */
export const MAX_QUOTE_CHARS = 700;
/**
 * A question about a message, or an account of one, is short: a longer text quoting a message is
 * an article or a report, whose quotes are not the reader's to act on.
 */
export const MAX_TEXT_WORDS = 250;
/** Quotes are looked for this far into a text. */
const QUOTE_REACH = 3_000;

/**
 * A quoted passage ("…", “…”, '…', ‘…’, « … », „…“): opened by a quotation mark at the start, after
 * a space, a colon or a bracket; closed by its closing mark before a space, punctuation or the end.
 * An apostrophe between two letters ("don't", "it's") does not close a single-quoted passage.
 */
const QUOTED =
  /(?<=^|[\s:([])(?:"([^"\n]+)"|“([^”\n]+)”|'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+)'|‘((?:[^’\n]|(?<=\p{L})’(?=\p{L}))+)’|«\s?([^»\n]+?)\s?»|„([^“”\n]+)[“”])(?=[\s.,!?;:)\]]|$)/gu;

/** The longest quoted passage of MIN_QUOTE_WORDS words or more that is not the whole text. */
export function quotedPassage(text: string): Span | null {
  let best: Span | null = null;
  if (text.split(/\s+/, MAX_TEXT_WORDS + 1).length > MAX_TEXT_WORDS) return null;
  const within = text.slice(0, QUOTE_REACH);
  for (const m of within.matchAll(QUOTED)) {
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
    if (inner.length > MAX_QUOTE_CHARS || inner.trim().split(/\s+/).length < MIN_QUOTE_WORDS)
      continue;
    const start = (m.index ?? 0) + m[0].indexOf(inner);
    // The whole text in quotes is the message itself, which the judge already reads.
    if (
      text.slice(0, m.index).trim() === '' &&
      text.slice((m.index ?? 0) + m[0].length).trim() === ''
    )
      continue;
    if (!best || inner.length > best.text.length)
      best = { text: inner, start, end: start + inner.length };
  }
  return best;
}

export interface QuotedReading {
  /** Where the quote is in the text. */
  span: Span;
  /** The judge's reading of the quote alone. */
  judgement: JudgeReading;
  /** The quote's own anatomy: what the report quotes of what it asks. */
  anatomy: AnatomyFindings;
  /** The quote's sentences, positions within the quote. */
  sentences: Span[];
}

/**
 * The judge's reading of the message `text` quotes, or null where it quotes none. The quote's links
 * are the text's own (`textLinks`, found once) that lie inside it, moved to its positions, read
 * from the reports already made of them (`links`); a link the reports left out is inspected here.
 */
export function readQuoted(
  judge: Judge | null,
  text: string,
  textLinks: readonly LinkSpan[],
  links: readonly LinkReport[],
): QuotedReading | null {
  const span = judge ? quotedPassage(text) : null;
  if (!judge || !span) return null;
  const quote = span.text;
  const sentences = splitSentences(quote);
  const quoteLinks = textLinks
    .filter((l) => l.start >= span.start && l.end <= span.end)
    .map((l) => ({ ...l, start: l.start - span.start, end: l.end - span.start }));
  const reports = quoteLinks.flatMap(
    (l) => links.find((r) => r.url === l.url) ?? inspectLink(l.url) ?? [],
  );
  const anatomy = anatomyFindings(quote, sentences, quoteLinks, reports);
  const judgement = judge.read(quote, anatomy, quoteLinks, () => detectLanguage(quote));
  return judgement ? { span, judgement, anatomy, sentences } : null;
}
