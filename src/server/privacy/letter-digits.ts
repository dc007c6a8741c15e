/**
 * Words with letters before their digits ("ref48213907", "call07700900123", "BA2490"), found
 * without trying a letter pattern at every letter of a text: most sentences have no digit right
 * after a letter at all, and a word that has one is read alone. Pure, over plain strings.
 */

/** A word of letters with digits in it after them. */
const LETTERS_THEN_DIGITS = /(?<![\p{L}\p{N}_])\p{L}[\p{L}_-]*\d[\p{L}\p{N}_-]*/gu;
/** What a LETTERS_THEN_DIGITS match is made of, one code point. */
const WORD_CHAR = /^[\p{L}\p{N}_-]$/u;
const LETTER_OR_JOINER = /^[\p{L}_-]$/u;

const isAsciiLetter = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isAsciiDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Is the code unit before the ASCII digit at `at` (and its pair) a letter, "_" or "-"? */
function letterOrJoinerBefore(text: string, at: number): boolean {
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return isAsciiLetter(c) || c === 0x5f || c === 0x2d;
  const astral = isLowSurrogate(c) && at >= 2;
  return LETTER_OR_JOINER.test(text.slice(at - (astral ? 2 : 1), at));
}

/** Where the first ASCII digit written right after a letter, "_" or "-" is, or -1. */
function letterThenDigitFrom(text: string, from: number): number {
  for (let i = Math.max(1, from); i < text.length; i++)
    if (isAsciiDigit(text.charCodeAt(i)) && letterOrJoinerBefore(text, i)) return i;
  return -1;
}

/**
 * Is some digit written right after a letter, an underscore or a hyphen? Every word
 * LETTERS_THEN_DIGITS finds has one, and most sentences none.
 */
export function hasLetterThenDigit(text: string): boolean {
  return letterThenDigitFrom(text, 1) >= 0;
}

/** The length of the WORD_CHAR code point that starts at `at`, or 0. */
function wordCharAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return isAsciiLetter(c) || isAsciiDigit(c) || c === 0x5f || c === 0x2d ? 1 : 0;
  const n = isHighSurrogate(c) && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
  return WORD_CHAR.test(text.slice(at, at + n)) ? n : 0;
}

/** The length of the WORD_CHAR code point that ends at `at`, or 0. */
function wordCharBefore(text: string, at: number): number {
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return isAsciiLetter(c) || isAsciiDigit(c) || c === 0x5f || c === 0x2d ? 1 : 0;
  const n = isLowSurrogate(c) && at >= 2 && isHighSurrogate(text.charCodeAt(at - 2)) ? 2 : 1;
  return WORD_CHAR.test(text.slice(at - n, at)) ? n : 0;
}

/**
 * Every match of LETTERS_THEN_DIGITS in the text, in order, as `text.matchAll` gives them. A match
 * is made of WORD_CHAR alone and holds a digit right after a letter, "_" or "-", so it lies inside
 * the run of WORD_CHAR around such a digit; its look-behind reads one code point, which at the
 * run's start is no letter, digit or "_" either way. So each such run is searched alone.
 */
export function* lettersThenDigits(text: string): Generator<{ word: string; index: number }> {
  for (let at = letterThenDigitFrom(text, 1); at >= 0; ) {
    let start = at;
    while (start > 0) {
      const n = wordCharBefore(text, start);
      if (n === 0) break;
      start -= n;
    }
    let end = at;
    while (end < text.length) {
      const n = wordCharAt(text, end);
      if (n === 0) break;
      end += n;
    }
    for (const m of text.slice(start, end).matchAll(LETTERS_THEN_DIGITS))
      yield { word: m[0], index: start + m.index };
    at = letterThenDigitFrom(text, end + 1);
  }
}
