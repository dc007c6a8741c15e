/**
 * The same word three or more times in a row ("no, no, no!"), found as REPEATED_WORD finds it.
 * That regex, run over a whole text, tries a Unicode letter class at every position, which makes
 * it one of the slowest checks. Here one pass over the words finds the places where it could
 * match (three equal-looking words with only spaces, commas, "!" or "." between them) and the
 * regex runs only from there, so the result is the regex's own.
 */
import type { Span } from '../../knowledge/patterns';

/** The pattern itself: a word (two letters or more) repeated, case-insensitively, at least twice more. */
export const REPEATED_WORD = /(?<![\p{L}])(\p{L}{2,})(?:[\s,!.]+\1(?![\p{L}])){2,}/giu;

const LETTER = /\p{L}/u;
const SEPARATOR = /[\s,!.]/u;

function isLetterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ? 1 : 0;
  const size = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
  return LETTER.test(text.slice(i, i + size)) ? size : 0;
}

/**
 * Could the words at `a` and `b`, each `length` code units, be equal ignoring case? Case folding
 * maps one code unit to one (and a few non-ASCII letters to ASCII ones, such as the Kelvin sign),
 * so equal words have equal length and equal ASCII letters wherever both are ASCII. A cheap test
 * that never says no to a real match.
 */
function mayEqual(text: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) {
    const x = text.charCodeAt(a + i);
    const y = text.charCodeAt(b + i);
    if (x < 0x80 && y < 0x80 && (x | 0x20) !== (y | 0x20)) return false;
  }
  return true;
}

function onlySeparators(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) if (!SEPARATOR.test(text[i]!)) return false;
  return true;
}

/** Start of the first run of three equal-looking words at or after `from`, or -1. */
function nextCandidate(text: string, from: number): number {
  // The word before (its start and end; none yet: -1), read as two numbers, not an object a word.
  let prevStart = -1;
  let prevEnd = -1;
  let run = 0;
  let runStart = -1;
  let i = from;
  // Start on a word boundary, as the regex's lookbehind demands.
  while (i > 0 && i < text.length && isLetterAt(text, i) && isLetterAt(text, i - 1)) i++;
  while (i < text.length) {
    const size = isLetterAt(text, i);
    if (!size) {
      i++;
      continue;
    }
    const start = i;
    i += size;
    for (let s = isLetterAt(text, i); s; s = isLetterAt(text, i)) i += s;
    const length = i - start;
    if (
      length >= 2 &&
      prevStart >= 0 &&
      // The cheap comparisons first: most neighbours already differ in length.
      prevEnd - prevStart === length &&
      mayEqual(text, prevStart, start, length) &&
      onlySeparators(text, prevEnd, start)
    ) {
      run++;
      if (run >= 2) return runStart;
    } else {
      run = 0;
      runStart = start;
    }
    prevStart = start;
    prevEnd = i;
  }
  return -1;
}

/** Up to `cap` matches of REPEATED_WORD, in document order, exactly as a full scan returns them. */
export function repeatedWords(text: string, cap: number): Span[] {
  const out: Span[] = [];
  let from = 0;
  while (out.length < cap) {
    const at = nextCandidate(text, from);
    if (at < 0) break;
    REPEATED_WORD.lastIndex = at;
    const m = REPEATED_WORD.exec(text);
    REPEATED_WORD.lastIndex = 0;
    if (!m) break;
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    from = m.index + m[0].length;
  }
  return out;
}
