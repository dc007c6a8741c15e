/**
 * Acquisition of pasted text: normalise it so every later offset refers to the same string the
 * user sees, and collect the links it contains (see knowledge/link-finder.ts).
 */
import { findLinks } from '../knowledge/link-finder';
import { decodeEncodedWords } from './encoded-words';
import { emptyAcquired, type Acquired } from '../types';

/** More links than this in one text adds nothing to the analysis and only costs time. */
export const MAX_LINKS = 100;

// Zero-width and bidi-control characters are invisible, and phishers use them to break up
// brand names and keywords; C0/C1 controls other than tab and newline carry no meaning in text.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Styled forms of Latin letters and digits: mathematical bold, italic, script and double-struck
// ("𝖯𝗈𝗅𝗂𝖼𝗒", "𝐕𝐞𝐫𝐢𝐟𝐲"), their letter-like cousins ("ℍ"), fullwidth ("Ｐａｙ") and circled ones
// ("Ⓟ"). Phishers write in them to slip past filters and marketers for show; screen readers
// spell them out letter by letter. Each is read as the plain letter it is a form of.
const STYLED_LETTER =
  /[\u{1D400}-\u{1D7FF}\u2100-\u214F\u24B6-\u24E9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/gu;
const PLAIN_LETTER = /^[A-Za-z0-9]$/;
const plainLetter = (styled: string) => {
  const plain = styled.normalize('NFKC');
  return PLAIN_LETTER.test(plain) ? plain : styled;
};
const HORIZONTAL_SPACE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g;

/**
 * What HORIZONTAL_SPACE would change: a space other than U+0020, or two in a row. Without one,
 * each of its matches is a single space put back as it was (and the copy of a long text is saved:
 * the replace matches every space of it).
 */
const SPACE_TO_FOLD = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]| {2}/;
/** What the spaces-around-a-break replace would change: a space beside a line break (else it only puts line breaks back). */
const SPACE_BY_BREAK = / \n|\n /;

export function normaliseText(content: string): string {
  let text = decodeEncodedWords(content)
    .normalize('NFC')
    .replace(STYLED_LETTER, plainLetter)
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '');
  if (SPACE_TO_FOLD.test(text)) text = text.replace(HORIZONTAL_SPACE, ' ');
  if (SPACE_BY_BREAK.test(text)) text = text.replace(/ *\n */g, '\n');
  // Keep paragraph breaks (one blank line) but no taller gaps.
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * A byline on a line of its own at the top ("By Maria Keller", "By Maria Keller and Tom Wu"):
 * two to four capitalised words per name, so "By Friday we will know" is not one.
 */
const BYLINE =
  /^(?:by|von|par|por) ((?:\p{Lu}[\p{Ll}'’-]+\.?)(?: \p{Lu}[\p{Ll}'’-]*\.?){1,3}(?:(?:,| and| &) \p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]*\.?){1,3})*)$/u;
const BYLINE_LINES = 3;

export function bylineOf(text: string): string | null {
  for (const line of text.split('\n', BYLINE_LINES)) {
    const m = BYLINE.exec(line.trim().replace(/^by /i, (b) => b.toLowerCase()));
    if (m) return m[1]!;
  }
  return null;
}

export function acquireText(content: string): Acquired {
  return acquireNormalisedText(normaliseText(content));
}

/** acquireText for a caller that has already normalised the text (normaliseText), not twice. */
export function acquireNormalisedText(text: string): Acquired {
  const acquired = emptyAcquired('text', text);
  acquired.author = bylineOf(text);
  // Kept whole for the signals stage (red-flag quotes, the anatomy): the text is scanned once.
  acquired.textLinks = findLinks(text);
  const seen = new Set<string>();
  for (const link of acquired.textLinks) {
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    acquired.links.push(link.url);
    if (acquired.links.length >= MAX_LINKS) break;
  }
  return acquired;
}
