/**
 * Where a whole-word cue can start, without scanning the text. Most cue patterns are lists of
 * phrases that each open with plain letters ("more than", "cures?", "(?:your|the) account"), and a
 * case-insensitive regex with many such alternatives costs tens of nanoseconds per character of
 * text to search, hundreds of them over a long article. A match of such a pattern starts at the
 * start of a word that begins with one of those letter runs, so the words of a long text are
 * indexed once (by their case-folded form) and a pattern is tried only where one of its opening
 * runs begins a word: the same matches, found in the same order (see `WordRegExp`).
 */

import { mergedStarts } from './merged-starts';
import { foldCase, UPPER_INITIAL, WHOLE_WORD } from './pattern-prefixes';

/** Texts shorter than this are searched directly: indexing them costs more than it saves. */
export const INDEX_MIN_CHARS = 2_000;
/**
 * When the words a pattern can start on are more than this share of all the text's words, trying
 * it at each costs more than one search, and the pattern searches instead. Measured on the
 * analyzer bench's 25,000-character texts: the patterns between a tenth and a quarter ("the best
 * ... ever", "party of criminals") ran two to three times faster tried at their words; above a
 * half nothing more was gained.
 */
export const MAX_CANDIDATE_SHARE = 0.25;
/**
 * The share for a pattern that may open with any upper-case letter (`UPPER_INITIAL`): its search
 * has no letter to skip ahead to and tries every position of the text, so trying it at words pays
 * for more of them. Measured on the same texts: the named sources of source-evidence.ts, tried at
 * 28% of the words, took 0.6 ms against 1.2 to 2.3 ms searched.
 */
export const MAX_UPPER_CANDIDATE_SHARE = 0.5;
/** How many recent texts keep their index (the analysis reads a few texts many times each). */
const KEPT_INDEXES = 4;

export interface WordIndex {
  text: string;
  /** Distinct folded words, sorted. */
  words: string[];
  /** `headOf` each of `words`, so ascending too: where a word is found by numbers first. */
  heads: Float64Array;
  /** Where each of `words` starts in the text, ascending. */
  starts: number[][];
  /** The same lists by their word: a whole word is looked up without a search. */
  byWord: ReadonlyMap<string, number[]>;
  /** Where the words whose first letter is upper case start, ascending (for `UPPER_INITIAL`). */
  upperStarts: number[];
  wordCount: number;
  /** The text case-folded at once, when each word reads there as it folds alone (else null). */
  folded: string | null;
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const UPPER_FIRST = /^\p{Lu}/u;
const kept: WordIndex[] = [];

/** For each UTF-16 code unit outside a surrogate pair: 1 a word character, 2 not, 0 not yet known. */
const CODE_UNIT_KIND = new Uint8Array(0x10000);

/**
 * How many code units the word character (`[\p{L}\p{N}_]`, by code point) at `at` takes, or 0
 * when none starts there: what `/[\p{L}\p{N}_]+/gu` steps over, without a regex call per word.
 */
function wordCharWidth(text: string, at: number): number {
  const c = text.charCodeAt(at);
  let kind = CODE_UNIT_KIND[c]!;
  if (kind === 0) {
    if (c >= 0xd800 && c <= 0xdbff) {
      const point = text.codePointAt(at)!;
      return point > 0xffff && WORD_CHAR.test(String.fromCodePoint(point)) ? 2 : 0;
    }
    kind = c < 0xdc00 || c > 0xdfff ? (WORD_CHAR.test(String.fromCharCode(c)) ? 1 : 2) : 2;
    CODE_UNIT_KIND[c] = kind;
  }
  return kind === 1 ? 1 : 0;
}

/**
 * The text case-folded at once, when each word of it reads there as it folds alone: no letter
 * lowers to a different length (checked by the total: none lowers to fewer code units) and no
 * capital sigma, the one letter whose lower case depends on its neighbours (both checked over
 * every code point by word-index.test.ts). Else null, and each word is folded alone.
 */
function foldedInPlace(text: string): string | null {
  const folded = foldCase(text);
  return folded.length === text.length && !text.includes('Σ') ? folded : null;
}

/** The index of a text's words, built once for the last few texts read. */
export function wordIndexOf(text: string): WordIndex {
  for (const index of kept) if (index.text === text) return index;
  const folded = foldedInPlace(text);
  const at = new Map<string, number[]>();
  const upperStarts: number[] = [];
  let wordCount = 0;
  for (let i = 0; i < text.length; ) {
    const start = i;
    for (let width = wordCharWidth(text, i); width !== 0; width = wordCharWidth(text, i)) {
      i += width;
      if (i >= text.length) break;
    }
    if (i === start) {
      i++;
      continue;
    }
    const first = text.charCodeAt(start);
    if (first < 0x80 ? first >= 0x41 && first <= 0x5a : UPPER_FIRST.test(text.slice(start, i)))
      upperStarts.push(start);
    const word = folded ? folded.slice(start, i) : foldCase(text.slice(start, i));
    const list = at.get(word);
    if (list) list.push(start);
    else at.set(word, [start]);
    wordCount++;
  }
  const { words, heads } = sortedWords(at.keys(), at.size);
  const starts = words.map((w) => at.get(w)!);
  const index = { text, words, heads, starts, byWord: at, upperStarts, wordCount, folded };
  kept.unshift(index);
  if (kept.length > KEPT_INDEXES) kept.pop();
  return index;
}

/**
 * The words in string order (as `sort()` orders them) with their heads: ordered by their heads
 * first, one sort of numbers, and then as strings only among the words of one head. A sort
 * comparing strings took most of the index's time for a text of many different words (0.6 of
 * 1.1 ms for 1,400 words).
 */
function sortedWords(
  unordered: Iterable<string>,
  count: number,
): { words: string[]; heads: Float64Array } {
  const byHead = new Map<number, string[]>();
  const distinctHeads = new Float64Array(count);
  let n = 0;
  for (const word of unordered) {
    const head = headOf(word);
    const same = byHead.get(head);
    if (same) same.push(word);
    else {
      byHead.set(head, [word]);
      distinctHeads[n++] = head;
    }
  }
  const words: string[] = [];
  const heads = new Float64Array(count);
  for (const head of distinctHeads.subarray(0, n).sort()) {
    const same = byHead.get(head)!;
    if (same.length > 1) same.sort();
    for (const word of same) {
      heads[words.length] = head;
      words.push(word);
    }
  }
  return { words, heads };
}

/** The first index in ascending `items` whose item is not below `key`. */
export function lowerBound(
  items: ArrayLike<number>,
  key: number,
  lo = 0,
  hi = items.length,
): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Code units a head holds. */
const HEAD_UNITS = 3;
/**
 * A word's first three code units as one number (an absent one counts 0, below any character a
 * word holds), so that words in string order have heads in number order: most of a string
 * search is done comparing numbers.
 */
function headOf(word: string): number {
  return (
    word.charCodeAt(0) * 0x1_0000_0000 +
    (word.charCodeAt(1) || 0) * 0x1_0000 +
    (word.charCodeAt(2) || 0)
  );
}

/**
 * The first of the index's words not below `key` (as `lowerBound` over the strings finds it):
 * for a key of up to three code units the heads alone order it against every word; a longer key
 * is compared as a string only with the words of its head (`head` is `headOf(key)`).
 */
function firstWordFrom(index: WordIndex, key: string, head = headOf(key)): number {
  const from = lowerBound(index.heads, head);
  if (key.length <= HEAD_UNITS) return from;
  let lo = from;
  let hi = lowerBound(index.heads, head + 1, from);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.words[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where the whole (folded) word starts in the indexed text, ascending, or null when it is absent. */
function startsOfWord(index: WordIndex, word: string): number[] | null {
  return index.byWord.get(word) ?? null;
}

/**
 * Does the indexed text hold the folded whole words of `phrase` one after another, a single
 * character apart? A folded word of the letters `PREFIX_CHAR` allows is as long as the word as
 * written (each letter folds to one), so the next word starts one past its end.
 */
export function holdsPhrase(index: WordIndex, phrase: readonly string[]): boolean {
  const lists: number[][] = [];
  for (const word of phrase) {
    const list = startsOfWord(index, word);
    if (!list) return false;
    lists.push(list);
  }
  const [first, ...rest] = lists;
  return first!.some((start) => {
    let at = start;
    return rest.every((list, i) => {
      at += phrase[i]!.length + 1;
      const k = lowerBound(list, at);
      return list[k] === at;
    });
  });
}

/** A prefix as `candidateStarts` looks it up: read once per list of prefixes, not per text. */
interface PrefixKey {
  /** `UPPER_INITIAL`: every word whose first letter is upper case. */
  upper: boolean;
  /** A whole word (the prefix ended in `WHOLE_WORD`), looked up as itself. */
  whole: boolean;
  /**
   * For phrases (prefixes with a space inside, pattern-prefixes.ts `phrasePrefixes`) whose first
   * word is `key` (whole): what each must read on in the folded text after that word, a space and
   * the next words (a last `WHOLE_WORD` left off), by the code unit after the space and then the
   * rest from there. Null for any other prefix.
   */
  rests: Map<number, string[]> | null;
  key: string;
  head: number;
  /**
   * For a key of up to three code units, the head no word opening with it reaches: those words
   * are the ones whose heads lie in [head, headEnd), found by number.
   */
  headEnd: number;
}
const prefixKeys = new WeakMap<readonly string[], PrefixKey[]>();
function keysOf(prefixes: readonly string[]): PrefixKey[] {
  let keys = prefixKeys.get(prefixes);
  if (!keys) {
    const phrases = new Map<string, PrefixKey>();
    keys = [];
    for (const prefix of prefixes) {
      const space = prefix.indexOf(WHOLE_WORD);
      if (prefix !== UPPER_INITIAL && space >= 0 && /^ [^ ]/.test(prefix.slice(space))) {
        // A phrase: its first word's starts, kept where the rest of it follows.
        const key = prefix.slice(0, space);
        const rest = prefix.slice(space + 1, prefix.endsWith(WHOLE_WORD) ? -1 : undefined);
        let phrase = phrases.get(key);
        if (!phrase) {
          phrase = { upper: false, whole: true, rests: new Map(), key, head: 0, headEnd: 0 };
          phrases.set(key, phrase);
          keys.push(phrase);
        }
        const next = rest.charCodeAt(0);
        const same = phrase.rests!.get(next);
        if (same) same.push(rest.slice(1));
        else phrase.rests!.set(next, [rest.slice(1)]);
        continue;
      }
      const whole = prefix.endsWith(WHOLE_WORD);
      const key = whole ? prefix.slice(0, -1) : prefix;
      const head = headOf(key);
      const headEnd = key.length <= HEAD_UNITS ? head + 0x10000 ** (HEAD_UNITS - key.length) : head;
      keys.push({ upper: prefix === UPPER_INITIAL, whole, rests: null, key, head, headEnd });
    }
    prefixKeys.set(prefixes, keys);
  }
  return keys;
}

/**
 * The starts in `list` (a whole word's, `key`) where one of the phrases of `rests` reads on from
 * the word's end in the folded text: a space, then the rest. With no folded text, every start
 * (more candidates, never fewer). A phrase's letters fold as the regex compares them
 * (pattern-prefixes.ts), so a match of it reads there as the phrase.
 */
function phraseStarts(
  index: WordIndex,
  list: number[],
  key: string,
  rests: Map<number, string[]>,
): number[] {
  const folded = index.folded;
  if (!folded) return list;
  const out: number[] = [];
  const length = key.length;
  for (const start of list) {
    const end = start + length;
    if (folded.charCodeAt(end) !== 0x20) continue;
    const same = rests.get(folded.charCodeAt(end + 1));
    if (!same) continue;
    for (const rest of same) {
      if (rest === '' || folded.startsWith(rest, end + 2)) {
        out.push(start);
        break;
      }
    }
  }
  return out;
}

/**
 * Where in the indexed text a word starting with one of `prefixes` begins, ascending; null when
 * there are so many that a search is cheaper. A pattern passes the same array each time, so what
 * is read of its prefixes is kept with it.
 */
export function candidateStarts(index: WordIndex, prefixes: readonly string[]): Int32Array | null {
  const keys = keysOf(prefixes);
  const upper = keys.some((k) => k.upper);
  const share = upper ? MAX_UPPER_CANDIDATE_SHARE : MAX_CANDIDATE_SHARE;
  const limit = Math.max(16, index.wordCount * share);
  const lists: number[][] = [];
  let total = 0;
  for (const prefix of keys) {
    if (prefix.upper) {
      total += index.upperStarts.length;
      if (total > limit) return null;
      lists.push(index.upperStarts);
      continue;
    }
    const { whole, key } = prefix;
    // A whole word ("a " in "a tua filha") is looked up as itself, not as what it starts.
    if (whole) {
      const found = index.byWord.get(key);
      if (!found) continue;
      const list = prefix.rests ? phraseStarts(index, found, key, prefix.rests) : found;
      if (list.length === 0) continue;
      total += list.length;
      if (total > limit) return null;
      lists.push(list);
      continue;
    }
    const from = firstWordFrom(index, key, prefix.head);
    // The words that open with a short key are those of its heads, known by number; a longer
    // key's are compared as strings.
    const byHeads = key.length <= HEAD_UNITS;
    const to = byHeads ? lowerBound(index.heads, prefix.headEnd, from) : index.words.length;
    for (let k = from; k < to; k++) {
      if (!byHeads && !index.words[k]!.startsWith(key)) break;
      const list = index.starts[k]!;
      total += list.length;
      if (total > limit) return null;
      lists.push(list);
    }
  }
  return mergedStarts(lists, total, upper);
}
