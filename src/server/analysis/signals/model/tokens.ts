/**
 * The tokens the learned model reads (features.ts): runs of letters, marks and apostrophes, numbers
 * with their separators, currency and percent signs, runs of "!" and "?", and ellipses, exactly as
 * a global search with TOKEN finds them. Text in ASCII (nearly all of it) is read code unit by code
 * unit; at any other character, and where a word or a number goes on with one, the pattern itself
 * reads the token from its start, so the tokens and their spans are the pattern's.
 */

export const TOKEN = /[\p{L}\p{M}']+|\p{N}+(?:[.,:]\p{N}+)*|[£$€¥₹%]|[!?]+|\.{3,}/gu;
/** TOKEN tried at one position only. */
const TOKEN_HERE = new RegExp(TOKEN.source, 'uy');

const APOSTROPHE = 0x27;
const FULL_STOP = 0x2e;
const isAsciiLetter = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isAsciiDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Reads the tokens of one text in order: `next()` finds the next, whose span is [start, end). */
export class TokenReader {
  start = 0;
  end = 0;
  #at = 0;

  constructor(private readonly text: string) {}

  next(): boolean {
    const text = this.text;
    while (this.#at < text.length) {
      const at = this.#at;
      const c = text.charCodeAt(at);
      // A token that reads on past ASCII (or none) is left to the pattern: -1.
      const end = c < 0x80 ? asciiTokenEnd(text, at, c) : -1;
      if (end > at) return this.#found(at, end);
      if (end === at) {
        this.#at = at + 1;
        continue;
      }
      TOKEN_HERE.lastIndex = at;
      const m = TOKEN_HERE.exec(text);
      if (m) return this.#found(at, at + m[0].length);
      // No token starts here: step over the whole code point, as the pattern's search does.
      this.#at = at + (isHighSurrogate(c) && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1);
    }
    return false;
  }

  #found(start: number, end: number): boolean {
    this.start = start;
    this.end = end;
    this.#at = end;
    return true;
  }
}

/**
 * Where the token at `at` (an ASCII character `c`) ends: `at` when none starts there, -1 when it
 * may go on with a character outside ASCII.
 */
function asciiTokenEnd(text: string, at: number, c: number): number {
  if (isAsciiLetter(c) || c === APOSTROPHE) {
    let end = at + 1;
    for (; end < text.length; end++) {
      const d = text.charCodeAt(end);
      if (!isAsciiLetter(d) && d !== APOSTROPHE) return d < 0x80 ? end : -1;
    }
    return end;
  }
  if (isAsciiDigit(c)) {
    let end = at + 1;
    for (;;) {
      while (end < text.length && isAsciiDigit(text.charCodeAt(end))) end++;
      if (end >= text.length) return end;
      const d = text.charCodeAt(end);
      if (d >= 0x80) return -1;
      if (d !== FULL_STOP && d !== 0x2c && d !== 0x3a) return end;
      // A separator joins only when a digit follows it.
      const e = text.charCodeAt(end + 1);
      if (e >= 0x80) return -1;
      if (!isAsciiDigit(e)) return end;
      end += 2;
    }
  }
  if (c === 0x24 || c === 0x25) return at + 1;
  if (c === 0x21 || c === 0x3f) {
    let end = at + 1;
    while (end < text.length && (text.charCodeAt(end) === 0x21 || text.charCodeAt(end) === 0x3f))
      end++;
    return end;
  }
  if (c === FULL_STOP) {
    let end = at + 1;
    while (end < text.length && text.charCodeAt(end) === FULL_STOP) end++;
    // Fewer than three full stops are no ellipsis, from any of them.
    return end - at >= 3 ? end : at;
  }
  return at;
}
