/**
 * Where a whole-word cue can start, without scanning the text. Most cue patterns are lists of
 * phrases that each open with plain letters ("more than", "cures?", "(?:your|the) account"), and a
 * case-insensitive regex with many such alternatives costs tens of nanoseconds per character of
 * text to search, hundreds of them over a long article. A match of such a pattern starts at the
 * start of a word that begins with one of those letter runs, so the words of a long text are
 * indexed once (by their case-folded form) and a pattern is tried only where one of its opening
 * runs begins a word: the same matches, found in the same order (see `WordRegExp`).
 */

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

/**
 * Case folding that agrees with a `iu` regex on the letters a prefix may hold: lower case, with
 * the long s and its dotted form, which the regex equates with s and ṡ, folded too (checked over
 * every code point by tests/analyzer/word-index.test.ts).
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return /[ſẛ]/.test(lower) ? lower.replace(/ſ/g, 's').replace(/ẛ/g, 'ṡ') : lower;
}

/**
 * Letters a prefix may be made of: Latin script (with Vietnamese's), digits and underscore, where
 * `foldCase` is known to agree with the regex. A prefix stops before any other character, which
 * keeps it a prefix of every match, only a shorter one.
 */
export const PREFIX_CHAR = /^[0-9A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]$/;

/** The `|`-separated alternatives of a pattern source at nesting depth 0. */
export function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

const QUANTIFIER = /^(?:[?*+]|\{\d)/;
/**
 * The prefix of a case-sensitive pattern whose match may open with any upper-case letter
 * ("\\p{Lu}\\p{Ll}+ said", the names and institutions a source cites): it stands for every word
 * whose first letter is upper case. A backslash is never in an indexed word, so it cannot be
 * mistaken for letters. (Case-insensitive, `\\p{Lu}` matches any cased letter: no prefix.)
 */
export const UPPER_INITIAL = '\\p{Lu}';
/**
 * Marks a prefix that is a whole word: the pattern wants a space right after its letters. A space
 * is never inside an indexed word, so the mark cannot be mistaken for letters.
 */
const WHOLE_WORD = ' ';

/**
 * Where a run of start anchors and lookarounds at `from` ends (they match no characters: a match
 * starts where what follows them does), a group of only such alternatives ("(?:^|(?<=[.!?] ))")
 * included; -1 when a parenthesis does not close.
 */
function zeroWidthEnd(source: string, from: number): number {
  let i = from;
  for (;;) {
    if (source[i] === '^') i++;
    else if (source[i] === '(') {
      const close = closingParen(source, i);
      if (close < 0) return -1;
      const lookaround = /^\(\?<?[=!]/.test(source.slice(i));
      const inner = source.slice(i + 1, close);
      const zero =
        lookaround ||
        (inner.startsWith('?:') &&
          !QUANTIFIER.test(source.slice(close + 1)) &&
          topLevelAlternatives(inner.slice(2)).every((alt) => zeroWidthEnd(alt, 0) === alt.length));
      if (!zero) return i;
      i = close + 1;
    } else return i;
  }
}

/** The word must end where `rest` starts: a space that must be there, or a lookahead for no letter. */
function wordEndsAt(rest: string): boolean {
  const space = /^(?:\\s| )/.exec(rest);
  if (space) return !OPTIONAL.test(rest.slice(space[0].length));
  return rest.startsWith('(?![\\p{L}\\p{N}_])');
}
/** An alternative that is a word of prefix letters and nothing else. */
const PLAIN_WORD = new RegExp(`^${PREFIX_CHAR.source.slice(1, -1)}+$`);

/**
 * A group's alternatives as whole words, when each is plain letters and the word must end right
 * after the group ("(?:a|the) winner" opens with the word "a" or "the", not any word opening
 * with "a"); else null.
 */
function wholeWordsOf(inner: string, after: string): string[] | null {
  if (!wordEndsAt(after)) return null;
  const words = topLevelAlternatives(inner);
  return words.every((word) => PLAIN_WORD.test(word))
    ? words.map((word) => foldCase(word) + WHOLE_WORD)
    : null;
}
/** A quantifier that allows none: what it applies to may be skipped. */
const OPTIONAL = /^(?:[?*]|\{0(?:,\d*)?\})\??/;

/**
 * The letter runs one alternative of a pattern can start with, folded, or null when it can start
 * some other way (a class, an escape, an empty branch).
 */
function prefixesOf(alternative: string, cased: boolean): string[] | null {
  const i = zeroWidthEnd(alternative, 0);
  if (i < 0) return null;
  if (
    cased &&
    alternative.startsWith(UPPER_INITIAL, i) &&
    !OPTIONAL.test(alternative.slice(i + UPPER_INITIAL.length))
  )
    return [UPPER_INITIAL];
  if (alternative[i] === '(') {
    const close = closingParen(alternative, i);
    if (close < 0) return null;
    const inner = alternative.slice(i + 1, close).replace(/^\?(?::|<[\p{L}\p{N}_$]+>)/u, '');
    const own = inner.startsWith('?') ? null : patternPrefixes(inner, cased);
    if (!own) return null;
    // An optional group ("(?:the )?account"): the match starts with it or with what follows it.
    const optional = OPTIONAL.exec(alternative.slice(close + 1));
    if (!optional) return wholeWordsOf(inner, alternative.slice(close + 1)) ?? own;
    const next = prefixesOf(alternative.slice(close + 1 + optional[0].length), cased);
    return next ? [...own, ...next] : null;
  }
  let prefix = '';
  let j = i;
  while (j < alternative.length) {
    let ch = alternative[j]!;
    let width = 1;
    // A class of one letter in its cases ("[Aa]ccording") is that letter.
    const oneLetter = /^\[(\p{L})(\p{L})\]/u.exec(alternative.slice(j));
    if (oneLetter && foldCase(oneLetter[1]!) === foldCase(oneLetter[2]!)) {
      ch = oneLetter[1]!;
      width = oneLetter[0].length;
    } else if (!PREFIX_CHAR.test(ch)) {
      // The letters are a whole word when the word must end there ("a\\s+tua", "i ").
      if (prefix && wordEndsAt(alternative.slice(j))) return [foldCase(prefix) + WHOLE_WORD];
      break;
    }
    const after = alternative.slice(j + width);
    const optional = OPTIONAL.exec(after);
    if (optional) {
      // "an? ", "experts? ": one letter more or less, then the word ends; two whole words.
      if (prefix && optional[0] === '?' && wordEndsAt(after.slice(1)))
        return [foldCase(prefix) + WHOLE_WORD, foldCase(prefix + ch) + WHOLE_WORD];
      if (prefix) break;
      // An optional first letter: the match starts with it or with what follows it.
      const next = prefixesOf(after.slice(optional[0].length), cased);
      return next ? [foldCase(ch), ...next] : null;
    }
    prefix += ch;
    if (QUANTIFIER.test(after)) break;
    j += width;
  }
  if (!prefix) return null;
  // Letters, then a group that must be there ("h(?:ate|oax)", as phrase lists are written
  // factored): the match opens with the letters and one of the group's openings.
  if (alternative[j] === '(') {
    const close = closingParen(alternative, j);
    const inner =
      close < 0 ? '?' : alternative.slice(j + 1, close).replace(/^\?(?::|<[\p{L}\p{N}_$]+>)/u, '');
    const own =
      inner.startsWith('?') || OPTIONAL.test(alternative.slice(close + 1))
        ? null
        : patternPrefixes(inner, cased);
    // An upper-case letter after letters opens no word: the letters alone are the prefix.
    if (own && !own.includes(UPPER_INITIAL)) {
      const words = wholeWordsOf(inner, alternative.slice(close + 1)) ?? own;
      return words.map((p) => foldCase(prefix) + p);
    }
  }
  return [foldCase(prefix)];
}

/**
 * The letter runs every match of a pattern source must start with, or null when there are none;
 * for a case-sensitive (`cased`) pattern, `UPPER_INITIAL` where a match may open with `\\p{Lu}`.
 */
export function patternPrefixes(source: string, cased = false): string[] | null {
  const out = new Set<string>();
  for (const alternative of topLevelAlternatives(source)) {
    const prefixes = prefixesOf(alternative, cased);
    if (!prefixes) return null;
    for (const p of prefixes) out.add(p);
  }
  // A shorter prefix covers every longer one that starts with it.
  const sorted = [...out].sort();
  return sorted.filter((p, k) => !sorted.slice(0, k).some((q) => p.startsWith(q)));
}

export interface WordIndex {
  text: string;
  /** Distinct folded words, sorted. */
  words: string[];
  /** `headOf` each of `words`, so ascending too: where a word is found by numbers first. */
  heads: Float64Array;
  /** Where each of `words` starts in the text, ascending. */
  starts: number[][];
  /** Where the words whose first letter is upper case start, ascending (for `UPPER_INITIAL`). */
  upperStarts: number[];
  wordCount: number;
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
  const words = [...at.keys()].sort();
  const heads = Float64Array.from(words, headOf);
  const starts = words.map((w) => at.get(w)!);
  const index = { text, words, heads, starts, upperStarts, wordCount };
  kept.unshift(index);
  if (kept.length > KEPT_INDEXES) kept.pop();
  return index;
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
 * is compared as a string only with the words of its head.
 */
function firstWordFrom(index: WordIndex, key: string): number {
  const head = headOf(key);
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
  const k = firstWordFrom(index, word);
  return index.words[k] === word ? index.starts[k]! : null;
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

/**
 * Where in the indexed text a word starting with one of `prefixes` begins, ascending; null when
 * there are so many that a search is cheaper.
 */
export function candidateStarts(index: WordIndex, prefixes: readonly string[]): Int32Array | null {
  const upper = prefixes.includes(UPPER_INITIAL);
  const share = upper ? MAX_UPPER_CANDIDATE_SHARE : MAX_CANDIDATE_SHARE;
  const limit = Math.max(16, index.wordCount * share);
  const lists: number[][] = [];
  let total = 0;
  for (const prefix of prefixes) {
    if (prefix === UPPER_INITIAL) {
      total += index.upperStarts.length;
      if (total > limit) return null;
      lists.push(index.upperStarts);
      continue;
    }
    // A whole word ("a " in "a tua filha") is looked up as itself, not as what it starts.
    const whole = prefix.endsWith(WHOLE_WORD);
    const key = whole ? prefix.slice(0, -1) : prefix;
    for (let k = firstWordFrom(index, key); k < index.words.length; k++) {
      const word = index.words[k]!;
      if (whole ? word !== key : !word.startsWith(key)) break;
      const list = index.starts[k]!;
      total += list.length;
      if (total > limit) return null;
      lists.push(list);
    }
  }
  const out = new Int32Array(total);
  let n = 0;
  for (const list of lists) for (const start of list) out[n++] = start;
  out.sort();
  // An upper-case word may also open with one of the letter runs: try each start once.
  if (!upper || lists.length < 2) return out;
  let kept = 0;
  for (let k = 0; k < out.length; k++) if (k === 0 || out[k] !== out[k - 1]) out[kept++] = out[k]!;
  return out.subarray(0, kept);
}
