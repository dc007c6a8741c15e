/**
 * Acquisition of pasted text: normalise it so every later offset refers to the same string the
 * user sees, and collect the links it contains (absolute http(s) ones and bare domains such as
 * "bit.ly/x", which scam messages use precisely because they do not look like links).
 */
import { parse as parseDomain } from 'tldts';
import { emptyAcquired, type Acquired } from '../types';

/** More links than this in one text adds nothing to the analysis and only costs time. */
export const MAX_LINKS = 100;

export interface LinkSpan {
  /** Absolute URL; bare domains get an "http://" prefix so URL parsing works downstream. */
  url: string;
  /** The exact text of the input that names the link. */
  text: string;
  start: number;
  end: number;
}

// Zero-width and bidi-control characters are invisible, and phishers use them to break up
// brand names and keywords; C0/C1 controls other than tab and newline carry no meaning in text.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const HORIZONTAL_SPACE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g;

export function normaliseText(content: string): string {
  return content
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(HORIZONTAL_SPACE, ' ')
    .replace(/ *\n */g, '\n')
    // Keep paragraph breaks (one blank line) but no taller gaps.
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A byline on a line of its own at the top ("By Maria Keller", "By Maria Keller and Tom Wu"):
 * two to four capitalised words per name, so "By Friday we will know" is not one.
 */
const BYLINE = /^(?:by|von|par|por) ((?:\p{Lu}[\p{Ll}'’-]+\.?)(?: \p{Lu}[\p{Ll}'’-]*\.?){1,3}(?:(?:,| and| &) \p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]*\.?){1,3})*)$/u;
const BYLINE_LINES = 3;

export function bylineOf(text: string): string | null {
  for (const line of text.split('\n', BYLINE_LINES)) {
    const m = BYLINE.exec(line.trim().replace(/^by /i, (b) => b.toLowerCase()));
    if (m) return m[1]!;
  }
  return null;
}

export function acquireText(content: string): Acquired {
  const text = normaliseText(content);
  const acquired = emptyAcquired('text', text);
  acquired.author = bylineOf(text);
  const seen = new Set<string>();
  for (const link of findLinks(text)) {
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    acquired.links.push(link.url);
    if (acquired.links.length >= MAX_LINKS) break;
  }
  return acquired;
}

const ABSOLUTE_URL = /\bhttps?:\/\/[^\s<>"'`{}|\\^[\]]+/giu;
// A bare host: labels of letters, digits and hyphens, then a TLD, then an optional path. Bounded
// label lengths keep the pattern linear. The TLD is checked against the public suffix list below.
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@._/-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}[\p{L}]{2,24}(?::\d{2,5})?(?:\/[^\s<>"'`{}|\\^[\]]*)?/gu;
// Sentence punctuation that sticks to the end of a link in prose is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/u;

function trimLink(raw: string): string {
  let out = raw.replace(TRAILING_PUNCTUATION, '');
  // Keep a closing parenthesis that closes one inside the URL (Wikipedia-style links).
  if (raw.length > out.length && raw[out.length] === ')' && out.includes('(')) out += ')';
  return out;
}

/** A bare host counts only when its ending is a real public suffix, so "e.g." or "file.txt" do not. */
function isRealHost(host: string): boolean {
  const tld = host.slice(host.lastIndexOf('.') + 1);
  // "today.The" is a missing space after a full stop, not a domain: TLDs are written lower-case
  // in running text unless the whole host is shouted in capitals.
  if (tld !== tld.toLowerCase() && host !== host.toUpperCase()) return false;
  const parsed = parseDomain(host.toLowerCase());
  return parsed.isIcann === true && parsed.domain !== null;
}

/** Every link in the text with its exact span, in document order. */
export function findLinks(text: string): LinkSpan[] {
  const found: LinkSpan[] = [];
  const covered: Array<[number, number]> = [];
  for (const m of text.matchAll(ABSOLUTE_URL)) {
    const raw = trimLink(m[0]);
    if (!/^https?:\/\/[^/?#]+/i.test(raw)) continue;
    const start = m.index;
    found.push({ url: raw, text: raw, start, end: start + raw.length });
    covered.push([start, start + raw.length]);
  }
  let c = 0;
  for (const m of text.matchAll(BARE_DOMAIN)) {
    const start = m.index;
    while (c < covered.length && covered[c]![1] <= start) c++;
    if (c < covered.length && covered[c]![0] <= start) continue;
    const raw = trimLink(m[0]);
    const host = raw.split(/[/:]/)[0] ?? '';
    if (!isRealHost(host)) continue;
    found.push({ url: `http://${raw}`, text: raw, start, end: start + raw.length });
  }
  return found.sort((a, b) => a.start - b.start);
}
