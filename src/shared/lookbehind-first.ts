/**
 * Matching a regex that opens with a negative lookbehind of one character class
 * (`(?<![\p{L}\p{N}])(?:...)`, a whole-word list) without running that lookbehind at every
 * position of the text. A lookbehind in front stops V8 from skipping ahead to the characters a
 * match can begin with, so it tries every position. Here the pattern without the lookbehind finds
 * candidates and the character before each is tested against the class in code; a candidate that
 * fails moves the search past the run of the class it stands in (no match starts inside one). The
 * leftmost candidate that passes is the leftmost match of the full pattern, found by the same
 * alternative, so the matches are identical. A regex of another shape is run as it is.
 *
 * Measured on the analyzer bench's 25,000 characters, clause by clause: the word lists of
 * other-words.ts took 0.4 to 3 ms each with the lookbehind in front and 0.1 to 0.7 ms this way.
 * Not for a union of many lists (ANY_TRIGGER in other-languages.ts): there the lookbehind, which
 * fails at once inside a word, is the cheaper filter (1.5 ms against 3.8 ms this way).
 */
import { topLevelAlternatives } from './pattern-prefixes';
import { codePointBefore, codePointFrom } from './word-regexp';

interface Twin {
  /** The pattern without its opening lookbehind, global so a search can start anywhere. */
  search: RegExp;
  /** The lookbehind's class, alone: what must not stand just before a match. */
  before: RegExp;
  /** The whole pattern, global: it searches on from inside a surrogate pair. */
  full: RegExp;
  /** A run of the class, sticky: no match can start inside one, behind its first character. */
  run: RegExp;
  unicode: boolean;
}

/** An opening negative lookbehind of one character class (no nested class). */
const LEADING_LOOKBEHIND = /^\(\?<!(\[(?:\\.|[^\]\\[])*\])\)/;
const twins = new WeakMap<RegExp, Twin | null>();

function twinOf(re: RegExp): Twin | null {
  let twin = twins.get(re);
  if (twin !== undefined) return twin;
  twin = null;
  const lead = LEADING_LOOKBEHIND.exec(re.source);
  const rest = lead ? re.source.slice(lead[0].length) : '';
  // The lookbehind binds the whole pattern only when what follows has no alternative of its own
  // ("(?<![x])a|b" asks it of "a" alone); sticky and `v` regexes are run as they are.
  if (
    lead &&
    rest &&
    topLevelAlternatives(rest).length === 1 &&
    !re.sticky &&
    !re.flags.includes('v')
  ) {
    const flags = re.flags.replace(/[gyd]/g, '');
    twin = {
      search: new RegExp(rest, `${flags}g`),
      before: new RegExp(lead[1]!, flags),
      full: new RegExp(re.source, `${flags}g`),
      run: new RegExp(`${lead[1]!}+`, `${flags}y`),
      unicode: re.unicode,
    };
  }
  twins.set(re, twin);
  return twin;
}

/** Does `at` fall between the two code units of a surrogate pair? */
const insidePair = (text: string, at: number): boolean => {
  const low = text.charCodeAt(at);
  const high = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
};

function hasSurrogate(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return true;
  }
  return false;
}

/** The full pattern's first match at or after `from`, found through its twin. */
function matchFrom(twin: Twin, text: string, from: number): RegExpExecArray | null {
  const { search, before, unicode } = twin;
  let at = from;
  while (at <= text.length) {
    // V8 also tries a unicode pattern between the halves of a pair when it searches on from a
    // failed start: left to the whole pattern (rare: a candidate opening with an astral letter).
    if (unicode && at > 0 && insidePair(text, at)) {
      twin.full.lastIndex = at;
      return twin.full.exec(text);
    }
    search.lastIndex = at;
    const m = search.exec(text);
    if (!m) return null;
    const prev = unicode ? codePointBefore(text, m.index) : m.index > 0 ? text[m.index - 1]! : '';
    if (prev === '' || !before.test(prev)) return m;
    at = m.index + 1;
    // Every start inside the run of the class from here has one of it before: search on from
    // the run's end (one by one where the run holds a surrogate, as V8 tries between halves).
    twin.run.lastIndex = m.index;
    if (twin.run.test(text) && !hasSurrogate(text, m.index, twin.run.lastIndex))
      at = twin.run.lastIndex;
  }
  return null;
}

/** `[...text.matchAll(re)]` for a global `re`: the same matches, in the same order. */
export function matchAllOf(re: RegExp, text: string): RegExpExecArray[] {
  const twin = twinOf(re);
  if (!twin || !re.global) return [...text.matchAll(re)];
  const out: RegExpExecArray[] = [];
  let from = re.lastIndex;
  for (let m = matchFrom(twin, text, from); m !== null; m = matchFrom(twin, text, from)) {
    out.push(m);
    // As matchAll steps over an empty match: one code point on.
    from =
      m[0].length > 0
        ? m.index + m[0].length
        : m.index + (twin.unicode ? Math.max(1, codePointFrom(text, m.index).length) : 1);
  }
  return out;
}

/** `re.exec(text)` for a regex that is neither global nor sticky: the same match. */
export function execOf(re: RegExp, text: string): RegExpExecArray | null {
  const twin = re.global || re.sticky ? null : twinOf(re);
  return twin ? matchFrom(twin, text, 0) : re.exec(text);
}

/** `re.test(text)` for a regex that is neither global nor sticky: the same answer. */
export function testOf(re: RegExp, text: string): boolean {
  const twin = re.global || re.sticky ? null : twinOf(re);
  return twin ? matchFrom(twin, text, 0) !== null : re.test(text);
}
