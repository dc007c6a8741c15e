/**
 * The line a feed card shows under an untitled analysis. It is stored with the analysis (column
 * `snippet`), chosen by the kind's descriptor (src/server/kinds/feed-snippet.ts reads it with
 * feedSnippet). legacySnippet is the rule the feed query applied before the column existed, kept
 * only for the migration that filled the rows stored then.
 */
import type { AnalysisType } from '../../shared';

/** Characters of content the snippet is read from (as the feed query read them before). */
export const FEED_SNIPPET_READ_CHARS = 300;
export const FEED_SNIPPET_MAX_CHARS = 140;

/** A mask's placeholder ("[phone number hidden]", src/server/privacy/mask.ts). */
const MASK_PLACEHOLDER = /\[[a-z -]+ hidden\]/gi;
/** Words of a messaging app's header line (sender, "Text Message", the time), not of the message. */
const HEADER_WORDS =
  /^(?:from|to|text|message|messages|sms|mms|imessage|chat|today|yesterday|now|am|pm|mon|tue|wed|thu|fri|sat|sun|delivered|read|sent)$/i;
/**
 * A line says something when, masks and header words aside, it has two words of letters, or three
 * when it holds a mask: "From [phone number hidden]" and "[phone number hidden] - Text Message -
 * Today 9:41 AM" do not.
 */
export function hasRealWords(line: string): boolean {
  const words = (line.replace(MASK_PLACEHOLDER, ' ').match(/\p{L}{2,}/gu) ?? []).filter(
    (word) => !HEADER_WORDS.test(word),
  );
  return words.length >= (/\[[a-z -]+ hidden\]/i.test(line) ? 3 : 2);
}

/**
 * The first line of the content with real words in it (an SMS screenshot's first line is often
 * only its masked sender), cut on a word.
 */
export function feedSnippet(content: string | null | undefined): string | null {
  const lines = content
    ?.split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const line =
    lines?.find(hasRealWords) ?? lines?.find((l) => l.replace(MASK_PLACEHOLDER, '').trim());
  if (!line) return null;
  if (line.length <= FEED_SNIPPET_MAX_CHARS) return line;
  const cut = line.slice(0, FEED_SNIPPET_MAX_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > FEED_SNIPPET_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The rule of the feed query before the snippet was stored: only untitled texts and screenshots
 * had one (their masked first line). Frozen with the rows it filled: the types are the ones that
 * existed then, so no new kind is ever named here.
 */
export function legacySnippet(analysis: {
  type: AnalysisType;
  title: string | null;
  content: string | null;
}): string | null {
  if (analysis.title !== null || analysis.content === null) return null;
  if (analysis.type !== 'text' && analysis.type !== 'screenshot') return null;
  // Characters as SQL's substr counted them (code points, not UTF-16 units).
  const head = Array.from(analysis.content.slice(0, 2 * FEED_SNIPPET_READ_CHARS))
    .slice(0, FEED_SNIPPET_READ_CHARS)
    .join('');
  return feedSnippet(head);
}
