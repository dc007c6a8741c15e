/**
 * The letter runs every match of a cue pattern must open with, read from the pattern's source:
 * where a long text's word index (word-index.ts) says no word opens with one of them, the pattern
 * cannot match, so it is tried only where one does.
 */

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
export const WHOLE_WORD = ' ';

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
/** Any ASCII digit (`\d`, which is ASCII in every mode) or a range of them (`[7-9]`). */
const LEADING_DIGIT = /^(?:\\d|\[(\d)-(\d)\])/;
/** A quantifier that allows none: what it applies to may be skipped. */
const OPTIONAL = /^(?:[?*]|\{0(?:,\d*)?\})\??/;

/** At most this many phrases stand for one alternative's whole words; more, and the words alone. */
const MAX_PHRASES = 48;

/** How prefixes are read: the pattern's case, and whether whole words are lengthened to phrases. */
interface Reading {
  cased: boolean;
  /** Lengthen a whole word by what follows the space after it (`phrasePrefixes`). */
  phrases: boolean;
  /** What a continuation opens with, once read (a phrase list reads some several times). */
  read: Map<string, string[] | null>;
}

/**
 * What follows a group in the match, as far as it is known: the rest of the alternative after
 * it (`after`), then what follows that (`follow`), when the group is there once or skipped
 * (`?`); '' (nothing known) when it may repeat.
 */
function followOf(after: string, follow: string): string {
  if (after.startsWith('??')) return after.slice(2) + follow;
  if (after.startsWith('?')) return after.slice(1) + follow;
  return QUANTIFIER.test(after) ? '' : after + follow;
}

/**
 * Whole words (each ending in `WHOLE_WORD`) that `after` follows (then `follow`), lengthened into
 * phrases by what opens the match after a single space ("the " and "best" -> "the best") when
 * phrases are read and that is known; else the words alone.
 */
function phrasesAfter(words: string[], after: string, follow: string, how: Reading): string[] {
  if (!how.phrases || !after.startsWith(' ') || OPTIONAL.test(after.slice(1))) return words;
  const rest = after.length > 1 ? after.slice(1) + follow : follow;
  let next = how.read.get(rest);
  if (next === undefined) {
    next = rest ? prefixesOf(rest, how) : null;
    how.read.set(rest, next);
  }
  if (!next || next.includes(UPPER_INITIAL) || words.length * next.length > MAX_PHRASES)
    return words;
  return words.flatMap((word) => next.map((p) => word + p));
}

/**
 * The letter runs one alternative of a pattern can start with, folded, or null when it can start
 * some other way (a class, an escape, an empty branch). `follow` is what the match goes on with
 * after the alternative (its group's continuation), '' when not known: reading phrases, a whole
 * word that a single space follows is lengthened by what the match reads after the space.
 */
function prefixesOf(alternative: string, how: Reading, follow = ''): string[] | null {
  const { cased } = how;
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
    const after = alternative.slice(close + 1);
    const own = inner.startsWith('?')
      ? null
      : prefixesOfAll(inner, how, how.phrases ? followOf(after, follow) : '');
    if (!own) return null;
    // An optional group ("(?:the )?account"): the match starts with it or with what follows it.
    const optional = OPTIONAL.exec(after);
    if (!optional) {
      const words = wholeWordsOf(inner, after);
      return words ? phrasesAfter(words, after, follow, how) : own;
    }
    const next = prefixesOf(after.slice(optional[0].length), how, follow);
    return next ? [...own, ...next] : null;
  }
  // A digit first ("\\d{1,2} ways", "[7-9]\\d"): the match opens a word with one of its digits.
  const digits = LEADING_DIGIT.exec(alternative.slice(i));
  if (digits && !OPTIONAL.test(alternative.slice(i + digits[0].length))) {
    const [from, to] = digits[1] ? [Number(digits[1]), Number(digits[2])] : [0, 9];
    return from <= to ? Array.from({ length: to - from + 1 }, (_, k) => String(from + k)) : null;
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
      if (prefix && wordEndsAt(alternative.slice(j)))
        return phrasesAfter([foldCase(prefix) + WHOLE_WORD], alternative.slice(j), follow, how);
      break;
    }
    const after = alternative.slice(j + width);
    const optional = OPTIONAL.exec(after);
    if (optional) {
      // "an? ", "experts? ": one letter more or less, then the word ends; two whole words.
      if (prefix && optional[0] === '?' && wordEndsAt(after.slice(1))) {
        const words = [foldCase(prefix) + WHOLE_WORD, foldCase(prefix + ch) + WHOLE_WORD];
        return phrasesAfter(words, after.slice(1), follow, how);
      }
      if (prefix) break;
      // An optional first letter: the match starts with it or with what follows it.
      const next = prefixesOf(after.slice(optional[0].length), how, follow);
      return next ? [foldCase(ch), ...next] : null;
    }
    prefix += ch;
    if (QUANTIFIER.test(after)) break;
    j += width;
  }
  if (!prefix) return null;
  // Letters that end the alternative ("the" in "(?:the|is the) only"): read on into what follows.
  if (j === alternative.length && how.phrases && follow)
    return prefixesOf(alternative + follow, how);
  // Letters, then a group that must be there ("h(?:ate|oax)", as phrase lists are written
  // factored): the match opens with the letters and one of the group's openings.
  if (alternative[j] === '(') {
    const close = closingParen(alternative, j);
    const inner =
      close < 0 ? '?' : alternative.slice(j + 1, close).replace(/^\?(?::|<[\p{L}\p{N}_$]+>)/u, '');
    const after = alternative.slice(close + 1);
    const own =
      inner.startsWith('?') || OPTIONAL.test(after)
        ? null
        : prefixesOfAll(inner, how, how.phrases ? followOf(after, follow) : '');
    // An upper-case letter after letters opens no word: the letters alone are the prefix.
    if (own && !own.includes(UPPER_INITIAL)) {
      const whole = wholeWordsOf(inner, after);
      const words = whole ? phrasesAfter(whole, after, follow, how) : own;
      return words.map((p) => foldCase(prefix) + p);
    }
  }
  return [foldCase(prefix)];
}

/** `patternPrefixes` of a source that `follow` goes on after (a group's, in its alternative). */
function prefixesOfAll(source: string, how: Reading, follow: string): string[] | null {
  const out = new Set<string>();
  for (const alternative of topLevelAlternatives(source)) {
    const prefixes = prefixesOf(alternative, how, follow);
    if (!prefixes) return null;
    for (const p of prefixes) out.add(p);
  }
  // A shorter prefix covers every longer one that starts with it.
  const sorted = [...out].sort();
  return sorted.filter((p, k) => !sorted.slice(0, k).some((q) => p.startsWith(q)));
}

/**
 * The letter runs every match of a pattern source must start with, or null when there are none;
 * for a case-sensitive (`cased`) pattern, `UPPER_INITIAL` where a match may open with `\\p{Lu}`.
 */
export function patternPrefixes(source: string, cased = false): string[] | null {
  return prefixesOfAll(source, { cased, phrases: false, read: new Map() }, '');
}

/**
 * `patternPrefixes`, where a whole word that a single space must follow is lengthened by what
 * opens the rest ("the (?:best|worst) " -> "the best", "the worst"): a phrase, every match
 * opening with its words one space apart. The word index looks a phrase up by its first word
 * and keeps the starts the rest of it follows (word-index.ts `candidateStarts`), so a pattern is
 * no longer tried at every "the" of the text, only where "the best" or "the worst" stands.
 */
export function phrasePrefixes(source: string, cased = false): string[] | null {
  return prefixesOfAll(source, { cased, phrases: true, read: new Map() }, '');
}
