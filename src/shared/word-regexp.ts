/**
 * A whole-word regex that finds what `(?<![\p{L}\p{N}_])(?:...)(?![\p{L}\p{N}_])` finds, fast: the
 * cue patterns of the analyzer (analysis/knowledge/patterns.ts) and the phrase lists that tell a
 * private message (personal-text.ts, which the page uses too) are built on it. It imports nothing
 * but the word index and the pattern prefixes it is looked up by.
 */
import {
  foldCase,
  PREFIX_CHAR,
  patternPrefixes,
  phrasePrefixes,
  topLevelAlternatives,
  UPPER_INITIAL,
  WHOLE_WORD,
} from './pattern-prefixes';
import {
  candidateStarts,
  holdsPhrase,
  INDEX_MIN_CHARS,
  lowerBound,
  type WordIndex,
  wordIndexOf,
} from './word-index';

const WORD_CHAR = /[\p{L}\p{N}_]/u;
/** U+0345, a mark that a case-insensitive `[\p{L}\p{N}_]` holds (it folds to ι). */
export const COMBINING_IOTA = 0x345;
const BEFORE_WORD = '(?<![\\p{L}\\p{N}_])';
const AFTER_WORD = '(?![\\p{L}\\p{N}_])';

/**
 * The code point that ends just before `at` (two code units for a surrogate pair), or '' at the
 * start: what a lookbehind of one character sees there.
 */
export function codePointBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  const astral =
    low >= 0xdc00 &&
    low <= 0xdfff &&
    at >= 2 &&
    text.charCodeAt(at - 2) >= 0xd800 &&
    text.charCodeAt(at - 2) <= 0xdbff;
  return astral ? text.slice(at - 2, at) : text[at - 1]!;
}

/** The code point that starts at `at` (two code units for a surrogate pair), or '' at the end. */
export function codePointFrom(text: string, at: number): string {
  if (at >= text.length) return '';
  const high = text.charCodeAt(at);
  const pair =
    high >= 0xd800 &&
    high <= 0xdbff &&
    text.charCodeAt(at + 1) >= 0xdc00 &&
    text.charCodeAt(at + 1) <= 0xdfff;
  return pair ? text.slice(at, at + 2) : text[at]!;
}

/** Does `at` fall between the two code units of a surrogate pair? */
function insideSurrogatePair(text: string, at: number): boolean {
  const low = text.charCodeAt(at);
  const high = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}

/** Is the code point that ends just before `at` a letter, digit or underscore? */
const wordCharBefore = (text: string, at: number): boolean =>
  at > 0 && WORD_CHAR.test(codePointBefore(text, at));

/**
 * Alternatives that open with a character class ("\\p{L}+s say") can start anywhere inside a
 * word, and a greedy class then backtracks from every such position. Repeating the word-boundary
 * check in front of them (it must hold anyway) rejects those positions at once.
 */
const CLASS_START = /^(?:\\[pPdDwWsS]|\[|\.)/;
/** A leading single-character class with its quantifier: `\p{L}+`, `[a-z]{2,}`, `\d?`. */
const LEADING_CLASS =
  /^(?:\\[pP]\{[^}]+\}|\\[dDwWsS]|\[(?:\\.|[^\]\\])*\]|\.)(?:[+*?]|\{\d+(?:,\d*)?\})?\??/;

/**
 * What an alternative that opens with classes must still contain: the part after its leading
 * single-character classes ("[\p{L}\p{N}_-][\p{L}\p{N} _.-]{0,60}\.apk" -> "\.apk"). Any match of
 * the alternative holds a match of that part, so where the part occurs nowhere the alternative
 * cannot match.
 */
function restAfterClasses(alternative: string): string {
  let rest = alternative;
  let next = rest.replace(LEADING_CLASS, '');
  while (next !== rest && next !== '') {
    rest = next;
    next = rest.replace(LEADING_CLASS, '');
  }
  return rest;
}

/** A remainder V8 can skip ahead to: it opens with a letter, a digit or a plain (escaped) mark. */
const PLAIN_START = /^(?:[\p{L}\p{N} ,'@-]|\\[.@#/-])/u;
/** A phrase a cue may declare it needs: folded words of `PREFIX_CHAR` letters, single spaces between. */
const isNeededPhrase = (phrase: string): boolean =>
  foldCase(phrase) === phrase &&
  phrase.split(' ').every((word) => word !== '' && [...word].every((c) => PREFIX_CHAR.test(c)));

/**
 * Alternatives of a cue that can only match where one of `needs` occurs: phrases of whole words,
 * written folded (lower case) with single spaces between, every match of those alternatives
 * holding one of them as written (the other letters of the match may be any case).
 */
export interface Needing {
  /** The top-level alternatives of the body that need them, as written there. */
  alternatives: readonly string[];
  needs: readonly string[];
  /**
   * When set, every match of those alternatives holds one of `needs` starting at most this many
   * code units after the match's own start: in a long text they are tried only at the word
   * starts that have one so close after them (`#nearStarts`), not at every word they open with.
   */
  within?: number;
}

/** The body of the lookbehind-free search for some alternatives: a class start gets its word check. */
const searchBody = (alternatives: readonly string[]): string =>
  alternatives.map((alt) => (CLASS_START.test(alt) ? `${BEFORE_WORD}${alt}` : alt)).join('|');

/** An alternative that opens with a lookbehind (or several). */
const LOOKBEHIND_FIRST = /^\(\?<[!=]/;
/**
 * The body again, each alternative that opens with a lookbehind led by a lookahead of the letters
 * it must open with: tried at a word start, a lookbehind is read before anything else, and one
 * that reads back over words ("(?<!(?:selling|grossing)(?: [\p{L}-]+){0,3} )the best") took
 * most of the try at every start where the word was another alternative's. The lookahead holds
 * wherever the alternative matches, so the matches are the same.
 */
function leadsFirst(alternatives: readonly string[], cased: boolean): string {
  return alternatives
    .map((alt) => {
      if (!LOOKBEHIND_FIRST.test(alt)) return alt;
      const leads = patternPrefixes(alt, cased);
      if (!leads || leads.includes(UPPER_INITIAL)) return alt;
      const letters = leads.map((p) => (p.endsWith(WHOLE_WORD) ? p.slice(0, -1) : p));
      return `(?=${letters.join('|')})${alt}`;
    })
    .join('|');
}

/**
 * A whole-word cue regex that matches exactly like `(?<![\p{L}\p{N}_])(?:...)(?!...)` but runs
 * several times faster. A lookbehind at the very start stops V8 from skipping ahead to the
 * characters a phrase can begin with, so it tries every position of the text; here the
 * lookbehind-free pattern finds candidates and the word boundary before each is checked in
 * code, moving on one character when it fails. The leftmost match whose start passes the check
 * is the one the full pattern would find, so results are identical. `source` stays the full
 * pattern, and derived regexes (split, matchAll) are plain RegExps built from it.
 */
export class WordRegExp extends RegExp {
  readonly #fast: RegExp;
  // Flags never change after construction; reading them through the getters costs more than a field.
  readonly #global: boolean;
  readonly #sticky: boolean;
  readonly #unicode: boolean;

  /**
   * Some alternatives are slow to search for, and a gate says where they cannot match: those
   * that open with a class (found fast by what follows the class, "s say", " lives matter", when
   * that opens with plain letters V8 skips ahead to) and those declared to need some words
   * (`Needing`, looked up in the text's word index). Where the gate stays shut the search runs
   * without them: same result, no slow scan.
   */
  readonly #gated: boolean = false;
  readonly #gate: RegExp | null = null;
  readonly #needs: string[][] | null = null;
  readonly #needsPattern: RegExp | null = null;
  readonly #ungatedBody: string | null = null;
  readonly #ungated: RegExp | null = null;
  readonly #ungatedPrefixes: string[] | null = null;
  /** The declared alternatives' opening letters and the needed words, for `Needing.within`. */
  readonly #near: { gatedPrefixes: string[]; needs: string[]; within: number } | null = null;
  #gateText: string | null = null;
  #gateOpen = true;
  #without: WordRegExp | null | undefined;

  /**
   * When every match must open with one of a few letter runs (or every match the gate leaves
   * possible), a long text is not searched: the pattern is tried, anchored, where words opening
   * with those runs start (word-index.ts). Same matches, same order.
   */
  readonly #prefixes: string[] | null;
  readonly #anchored: RegExp | null;
  /**
   * Case-insensitive, `[\p{L}\p{N}_]` also holds U+0345 (the combining iota, which folds to a
   * letter), which is not a word character of the index: a word starting after it does not pass
   * the full pattern's lookbehind (the only such code point: knowledge/word-index.test.ts).
   */
  readonly #foldedMark: boolean;
  #startsText: string | null = null;
  #starts: Int32Array | null = null;
  /** Where in `#starts` the last search of this text went on from (a pass reads them in order). */
  #nextStart = 0;

  constructor(body: string, flags: string, needing?: Needing) {
    super(`${BEFORE_WORD}(?:${body})${AFTER_WORD}`, flags);
    const all = flags.includes('g') ? flags : `${flags}g`;
    const cased = !flags.includes('i');
    const alternatives = topLevelAlternatives(body);
    this.#fast = new RegExp(`(?:${searchBody(alternatives)})${AFTER_WORD}`, all);
    const declared = new Set(needing?.alternatives);
    if (needing && !needing.alternatives.every((alt) => alternatives.includes(alt)))
      throw new Error('A needing alternative is not an alternative of the body');
    const bad = needing?.needs.find((phrase) => !isNeededPhrase(phrase));
    if (bad !== undefined) throw new Error(`Not a phrase of folded words: "${bad}"`);
    if (needing?.needs.length === 0) throw new Error('A needing alternative needs no words');
    const classStart = alternatives.filter((alt) => CLASS_START.test(alt) && !declared.has(alt));
    const rests = classStart.map(restAfterClasses);
    // Only worth it when every remainder opens with a plain character V8 can skip ahead to.
    const classGate =
      classStart.length > 0 && rests.every((r) => PLAIN_START.test(r) && !/\\(?:[1-9]|k<)/.test(r));
    const gated = (alt: string) => declared.has(alt) || (classGate && classStart.includes(alt));
    if (classGate || declared.size > 0) {
      this.#gated = true;
      if (classGate) this.#gate = new RegExp(`(?:${rests.join('|')})`, flags.replace(/[gy]/g, ''));
      if (needing) {
        this.#needs = needing.needs.map((phrase) => phrase.split(' '));
        this.#needsPattern = new RegExp(needing.needs.join('|'), 'iu');
      }
      const rest = alternatives.filter((alt) => !gated(alt));
      this.#ungatedBody = rest.length > 0 ? rest.join('|') : null;
      this.#ungated =
        rest.length > 0 ? new RegExp(`(?:${searchBody(rest)})${AFTER_WORD}`, all) : null;
      this.#ungatedPrefixes = rest.length > 0 ? phrasePrefixes(rest.join('|'), cased) : null;
      const gatedPrefixes = phrasePrefixes(needing?.alternatives.join('|') ?? '', cased);
      // Only when the declared alternatives are all that is gated, and every part has prefixes.
      if (
        needing?.within !== undefined &&
        !classGate &&
        gatedPrefixes &&
        (this.#ungatedPrefixes || rest.length === 0)
      )
        this.#near = {
          gatedPrefixes,
          needs: needing.needs.flatMap((phrase) => phrase.split(' ')[0]! + WHOLE_WORD),
          within: needing.within,
        };
    }
    this.#prefixes = phrasePrefixes(body, cased);
    // Tried only where a word starts, the pattern needs no lookbehind for the word boundary
    // before it (`#execAtStarts`): run at every candidate, that lookbehind took a third of the
    // try. Without the `u` flag the index's words are not the class's: keep it there.
    const unicode = flags.includes('u');
    this.#anchored =
      this.#prefixes || this.#ungatedPrefixes
        ? new RegExp(
            unicode ? `(?:${leadsFirst(alternatives, cased)})${AFTER_WORD}` : this.source,
            `${flags.replace(/[gy]/g, '')}y`,
          )
        : null;
    this.#foldedMark = unicode && flags.includes('i');
    this.#global = flags.includes('g');
    this.#sticky = flags.includes('y');
    this.#unicode = flags.includes('u') || flags.includes('v');
  }

  /** Can the alternatives behind the gate match in `text`? (When not, they cannot.) */
  #gatedMayMatch(text: string): boolean {
    if (this.#gate?.test(text)) return true;
    if (!this.#needs) return false;
    if (text.length < INDEX_MIN_CHARS) return this.#needsPattern!.test(text);
    const index = wordIndexOf(text);
    return this.#needs.some((phrase) => holdsPhrase(index, phrase));
  }

  /**
   * For a regex with a gate (else null): the regex without the alternatives behind it (null when
   * none is left) and the test of where those may match, so that a caller can search a long text
   * without them and read with the whole regex only the parts that pass the test.
   */
  get narrowed(): { without: WordRegExp | null; mayMatch: (text: string) => boolean } | null {
    if (!this.#gated) return null;
    if (this.#without === undefined)
      this.#without = this.#ungatedBody ? new WordRegExp(this.#ungatedBody, this.flags) : null;
    return { without: this.#without, mayMatch: (text) => this.#gatedMayMatch(text) };
  }

  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  override exec(input: string): RegExpExecArray | null {
    if (this.#sticky) return super.exec(input);
    const text = String(input);
    let fast = this.#fast;
    if (this.#gated) {
      if (text !== this.#gateText) {
        this.#gateText = text;
        this.#gateOpen = this.#gatedMayMatch(text);
      }
      if (!this.#gateOpen) {
        if (!this.#ungated) {
          if (this.#global) this.lastIndex = 0;
          return null;
        }
        fast = this.#ungated;
      }
    }
    if (text.length >= INDEX_MIN_CHARS) {
      // The alternatives that can match here all open with letters: try them where words start
      // (behind a shut gate, only where those left can: the others match nowhere in this text).
      const prefixes = this.#gateOpen ? this.#prefixes : this.#ungatedPrefixes;
      if (prefixes) {
        if (text !== this.#startsText) {
          this.#startsText = text;
          const index = wordIndexOf(text);
          const near = this.#gateOpen && this.#near ? this.#nearStarts(index, this.#near) : null;
          this.#starts = near ?? candidateStarts(index, prefixes);
          this.#nextStart = 0;
        }
        if (this.#starts) return this.#execAtStarts(text, this.#starts);
      }
    }
    const advancing = this.#global;
    let from = advancing ? this.lastIndex : 0;
    while (from <= text.length) {
      fast.lastIndex = from;
      const m = fast.exec(text);
      if (!m) break;
      if (!wordCharBefore(text, m.index)) {
        if (advancing) this.lastIndex = fast.lastIndex;
        return m;
      }
      // Step over the whole code point so a unicode regex never restarts inside a surrogate pair.
      const code = text.charCodeAt(m.index);
      from = m.index + (this.#unicode && code >= 0xd800 && code <= 0xdbff ? 2 : 1);
    }
    if (advancing) this.lastIndex = 0;
    return null;
  }

  /**
   * Where a match can start when the declared alternatives need a word close after their start:
   * the starts of the other alternatives, and those of the declared ones that have one of the
   * needed words at most `within` code units on. Null when one of the lists is too long to be
   * worth it (the caller then takes every start, or searches).
   */
  #nearStarts(
    index: WordIndex,
    near: { gatedPrefixes: string[]; needs: string[]; within: number },
  ): Int32Array | null {
    const gated = candidateStarts(index, near.gatedPrefixes);
    const needed = gated && candidateStarts(index, near.needs);
    const others = this.#ungatedPrefixes
      ? candidateStarts(index, this.#ungatedPrefixes)
      : new Int32Array(0);
    if (!gated || !needed || !others) return null;
    const out = new Int32Array(gated.length + others.length);
    let n = 0;
    let k = 0;
    let o = 0;
    for (const start of gated) {
      while (k < needed.length && needed[k]! < start) k++;
      if (k === needed.length || needed[k]! > start + near.within) continue;
      while (o < others.length && others[o]! < start) out[n++] = others[o++]!;
      if (o < others.length && others[o] === start) o++;
      out[n++] = start;
    }
    while (o < others.length) out[n++] = others[o++]!;
    return out.subarray(0, n);
  }

  /** The first match at or after the search's start that begins at one of `starts`. */
  #execAtStarts(text: string, starts: Int32Array): RegExpExecArray | null {
    const anchored = this.#anchored!;
    let from = this.#global ? this.lastIndex : 0;
    // Asked to search from inside a surrogate pair, a unicode RegExp searches from its start.
    if (this.#unicode && insideSurrogatePair(text, from)) from--;
    // A pass over the text asks from further on each time: step on from the last search's place
    // (when nothing before it is at or past `from`, the first start not below `from` is ahead).
    let k = this.#nextStart;
    if (k > starts.length || (k > 0 && starts[k - 1]! >= from)) k = lowerBound(starts, from);
    else while (k < starts.length && starts[k]! < from) k++;
    for (; k < starts.length; k++) {
      if (this.#foldedMark && text.charCodeAt(starts[k]! - 1) === COMBINING_IOTA) continue;
      anchored.lastIndex = starts[k]!;
      const m = anchored.exec(text);
      if (m) {
        this.#nextStart = k + 1;
        if (this.#global) this.lastIndex = anchored.lastIndex;
        return m;
      }
    }
    this.#nextStart = k;
    if (this.#global) this.lastIndex = 0;
    return null;
  }
}
