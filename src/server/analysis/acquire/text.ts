/**
 * Acquisition of pasted text: normalise it so every later offset refers to the same string the
 * user sees, and collect the links it contains (see knowledge/link-finder.ts).
 */
import { findLinks } from '../knowledge/link-finder';
import { emptyAcquired, type Acquired } from '../types';

/** More links than this in one text adds nothing to the analysis and only costs time. */
export const MAX_LINKS = 100;

// Zero-width and bidi-control characters are invisible, and phishers use them to break up
// brand names and keywords; C0/C1 controls other than tab and newline carry no meaning in text.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const HORIZONTAL_SPACE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g;

export function normaliseText(content: string): string {
  return (
    content
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2028\u2029\u0085]/g, '\n')
      .replace(INVISIBLE, '')
      .replace(HORIZONTAL_SPACE, ' ')
      .replace(/ *\n */g, '\n')
      // Keep paragraph breaks (one blank line) but no taller gaps.
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
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
