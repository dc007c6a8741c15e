import { WordRegExp } from '../../../shared/word-regexp';
import { topLevelAlternatives } from '../../../shared/pattern-prefixes';
import { rememberLast } from '../../../shared/remember';

export { topLevelAlternatives, WordRegExp };

/**
 * Small helpers for the cue patterns of the offline analyzer. Every pattern is compiled once at
 * module load, anchored on Unicode word boundaries (so "é" or "ü" count as letters, unlike \b),
 * and uses only bounded gaps, so matching stays linear in the length of the text.
 */

export interface Span {
  text: string;
  start: number;
  end: number;
}

/** An e-mail address as written: the source of a regex, for the anatomy's tokens and the act rules. */
export const EMAIL_ADDRESS =
  '[\\p{L}\\p{N}._%+-]{1,64}@[\\p{L}\\p{N}-]{1,63}(?:\\.[\\p{L}\\p{N}-]{1,63}){1,4}';

/**
 * Between two cue words: 1 to `max` characters without crossing a sentence end, starting and
 * ending on a word boundary (so "you ... won" cannot end inside "jaykwon").
 */
export function gap(max: number): string {
  // A full stop inside a number ("£1.99", "0.1 BTC") does not end the sentence.
  return `(?![\\p{L}\\p{N}_])(?:[^.!?\\n]|\\.(?=\\d)){1,${max}}?(?<![\\p{L}\\p{N}_])`;
}

/**
 * A phrase of a cue with the words every match of it holds (whole words, lower case, single
 * spaces between, e.g. "study by"): where none of them occurs the phrase is not searched for
 * (`Needing` in word-regexp.ts). For a phrase that is slow to search and rarely there.
 */
export interface NeedingPhrase {
  phrase: string;
  needs: readonly string[];
  /**
   * Every match holds one of `needs` starting at most this many code units after its own start
   * (count a gap of n characters as 2n: a character outside the BMP takes two): a long text is
   * then read only where one is that close (`Needing.within` in word-regexp.ts).
   */
  within?: number;
}
export type CuePhrase = string | NeedingPhrase;

function wordRegExp(phrases: readonly CuePhrase[], flags: string): WordRegExp {
  const body = phrases.map((p) => (typeof p === 'string' ? p : p.phrase)).join('|');
  const needing = phrases.filter((p): p is NeedingPhrase => typeof p !== 'string');
  if (needing.length === 0) return new WordRegExp(body, flags);
  return new WordRegExp(body, flags, {
    alternatives: needing.flatMap((p) => topLevelAlternatives(p.phrase)),
    needs: [...new Set(needing.flatMap((p) => p.needs))],
    within: needing.every((p) => p.within !== undefined)
      ? Math.max(...needing.map((p) => p.within!))
      : undefined,
  });
}

/**
 * One case-insensitive regex for a list of phrase sources (regex syntax allowed inside a phrase),
 * matched as whole words. Letters in a phrase match any case.
 */
export function cue(phrases: readonly CuePhrase[]): RegExp {
  return wordRegExp(phrases, 'giu');
}

/** One `cue` regex per phrase, kept apart so callers can tell which (stronger) phrase matched. */
export function cueList(phrases: readonly CuePhrase[]): RegExp[] {
  return phrases.map((p) => cue([p]));
}

/** Like `cue` but case-sensitive (for capitalised names and acronyms). */
export function cueCased(phrases: readonly CuePhrase[]): RegExp {
  return wordRegExp(phrases, 'gu');
}

/** The first match of a global regex, or null. Resets lastIndex so shared regexes stay reusable. */
export function firstMatch(re: RegExp, text: string, from = 0): Span | null {
  re.lastIndex = from;
  const m = re.exec(text);
  re.lastIndex = 0;
  if (!m) return null;
  return { text: m[0], start: m.index, end: m.index + m[0].length };
}

/** Up to `cap` matches of a global regex, in document order. */
export function allMatches(re: RegExp, text: string, cap = Number.POSITIVE_INFINITY): Span[] {
  const out: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      // Past the whole character: from between the halves of one outside the BMP, a unicode
      // pattern starts at that character again and would find the same empty match for ever.
      re.lastIndex = m.index + ((text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
      continue;
    }
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    if (out.length >= cap) break;
  }
  re.lastIndex = 0;
  return out;
}

/** How many matches, counting at most `cap`. */
export function countMatches(re: RegExp, text: string, cap = 1000): number {
  return allMatches(re, text, cap).length;
}

export function spanOf(text: string, start: number, end: number): Span {
  return { text: text.slice(start, end), start, end };
}

/** Is the UTF-16 code unit whitespace as JavaScript's `\s` defines it? */
function isJsSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** How many runs of whitespace (`\s+`) and of anything else (`\S+`) a text has. */
export interface Runs {
  spaceRuns: number;
  wordRuns: number;
}

/**
 * A long text's runs are counted once per analysis: the scorecard, the summary, the bias and the
 * style checks all ask for the whole text's.
 */
const REMEMBERED_RUNS_MIN_CHARS = 2_000;

/**
 * How many runs of whitespace (`\s+`) and of anything else (`\S+`) the text has, counted in one
 * pass instead of building an array of every word. Shared between callers: they must not change it.
 */
export const countRuns: (text: string) => Readonly<Runs> = rememberLast(
  countRunsAfresh,
  2,
  REMEMBERED_RUNS_MIN_CHARS,
);

function countRunsAfresh(text: string): Runs {
  let spaceRuns = 0;
  let wordRuns = 0;
  let prev: boolean | null = null;
  for (let i = 0; i < text.length; i++) {
    const space = isJsSpace(text.charCodeAt(i));
    if (space !== prev) {
      if (space) spaceRuns++;
      else wordRuns++;
      prev = space;
    }
  }
  return { spaceRuns, wordRuns };
}

/** `.`, `!` or `?`: what `[.!?]` holds. */
const isStop = (c: number): boolean => c === 0x2e || c === 0x21 || c === 0x3f;

/**
 * How many runs of anything but whitespace (`countRuns`' `wordRuns`) each piece of
 * `text.split(/[.!?]+\s+/)` holds, in order, read in one pass without making the pieces. A
 * separator is a run of stops with whitespace right after it (and all that whitespace): a run of
 * stops not followed by whitespace is part of a word, as in the pieces.
 */
export function sentenceWordRuns(text: string): number[] {
  const out: number[] = [];
  let runs = 0;
  let inWord = false;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (isStop(c)) {
      let j = i + 1;
      while (j < text.length && isStop(text.charCodeAt(j))) j++;
      if (j < text.length && isJsSpace(text.charCodeAt(j))) {
        out.push(runs);
        runs = 0;
        inWord = false;
        i = j + 1;
        while (i < text.length && isJsSpace(text.charCodeAt(i))) i++;
        continue;
      }
      if (!inWord) runs++;
      inWord = true;
      i = j;
    } else if (isJsSpace(c)) {
      inWord = false;
      i++;
    } else {
      if (!inWord) runs++;
      inWord = true;
      i++;
    }
  }
  out.push(runs);
  return out;
}

/**
 * Every spelling a pattern of letters, spaces, `[..]` classes and `(?:..|..)` groups (optional
 * with `?`) matches: "compte s[ée]curis[ée]" -> "compte securise", "compte securisé", ….
 */
export function spellings(pattern: string): string[] {
  let at = 0;
  const alternatives = (): string[] => {
    const out: string[] = [];
    let seq = [''];
    while (at < pattern.length && pattern[at] !== ')') {
      const c = pattern[at]!;
      if (c === '|') {
        out.push(...seq);
        seq = [''];
        at++;
        continue;
      }
      let options: string[];
      if (c === '[') {
        const close = pattern.indexOf(']', at);
        options = [...pattern.slice(at + 1, close)];
        at = close + 1;
      } else if (pattern.startsWith('(?:', at)) {
        at += 3;
        options = alternatives();
        at++;
      } else {
        options = [c];
        at++;
      }
      if (pattern[at] === '?') {
        options = [...options, ''];
        at++;
      }
      seq = seq.flatMap((head) => options.map((o) => head + o));
    }
    out.push(...seq);
    return out;
  };
  return alternatives();
}
