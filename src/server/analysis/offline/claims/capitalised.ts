/**
 * The capitalised words of a sentence, read in one pass over its characters: what the pattern
 * CAPITALISED in cues.ts finds (a capital and lower-case letters, apostrophes or hyphens, or two to
 * six capitals, as a whole word), in the same order, without a regex that tries a Unicode class at
 * every letter of every sentence of a long text (a millisecond of each 25,000-character analysis).
 * Kept equal to the pattern by capitalised.test.ts on generated sentences.
 */

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const UPPER = /^\p{Lu}$/u;
const LOWER_OR_JOINER = /^[\p{Ll}'’-]$/u;

/** Is the code point a letter, digit or underscore? Plain ASCII without a regex. */
function isWordChar(cp: string): boolean {
  const c = cp.charCodeAt(0);
  if (c < 0x80)
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD_CHAR.test(cp);
}

function isUpper(cp: string): boolean {
  const c = cp.charCodeAt(0);
  if (c < 0x80) return c >= 65 && c <= 90;
  return UPPER.test(cp);
}

function isLowerOrJoiner(cp: string): boolean {
  const c = cp.charCodeAt(0);
  if (c < 0x80) return (c >= 97 && c <= 122) || c === 39 || c === 45;
  return LOWER_OR_JOINER.test(cp);
}

/** The code point at `at` (one or two UTF-16 units), '' at the end. */
function codePointAt(s: string, at: number): string {
  if (at >= s.length) return '';
  const c = s.charCodeAt(at);
  if (c >= 0xd800 && c <= 0xdbff && at + 1 < s.length) {
    const d = s.charCodeAt(at + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return s.slice(at, at + 2);
  }
  return s[at]!;
}

const endsWord = (s: string, at: number) => at >= s.length || !isWordChar(codePointAt(s, at));

/** Where a capitalised word starting at `at` (a capital letter) ends, or -1 when none does. */
function wordEnd(s: string, at: number, first: string): number {
  // A capital, then lower-case letters, apostrophes or hyphens: the longest run that ends a word,
  // or, inside a word, the run up to its last apostrophe or hyphen ("Jean" of "Jean-Paul").
  const afterFirst = at + first.length;
  let end = afterFirst;
  let lastJoiner = -1;
  for (let cp = codePointAt(s, end); cp && isLowerOrJoiner(cp); cp = codePointAt(s, end)) {
    if (end > afterFirst && !isWordChar(cp)) lastJoiner = end;
    end += cp.length;
  }
  if (end > afterFirst) {
    if (endsWord(s, end)) return end;
    if (lastJoiner > 0) return lastJoiner;
  }
  // Two to six capitals, a whole word ("NASA", "WHO").
  let capitals = 0;
  end = at;
  for (let cp = codePointAt(s, end); cp && isUpper(cp) && capitals < 7; cp = codePointAt(s, end)) {
    capitals++;
    end += cp.length;
  }
  return capitals >= 2 && capitals <= 6 && endsWord(s, end) ? end : -1;
}

/** Up to `max` capitalised words of `s` from its start, as [start, end) offsets, in order. */
export function capitalisedWords(s: string, max: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let wordBefore = false;
  let at = 0;
  while (at < s.length && out.length < max) {
    const cp = codePointAt(s, at);
    if (!wordBefore && isUpper(cp)) {
      const end = wordEnd(s, at, cp);
      if (end > 0) {
        out.push([at, end]);
        // The search goes on after the word ("Jean" of "Jean-Paul" ends before the hyphen).
        wordBefore = isWordChar(lastCodePoint(s, end));
        at = end;
        continue;
      }
    }
    wordBefore = isWordChar(cp);
    at += cp.length;
  }
  return out;
}

/** The code point that ends just before `at`. */
function lastCodePoint(s: string, at: number): string {
  const c = s.charCodeAt(at - 1);
  if (c >= 0xdc00 && c <= 0xdfff && at >= 2) {
    const h = s.charCodeAt(at - 2);
    if (h >= 0xd800 && h <= 0xdbff) return s.slice(at - 2, at);
  }
  return s[at - 1]!;
}
