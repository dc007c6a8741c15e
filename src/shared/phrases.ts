/**
 * Fast look-ups of the masker's word lists (words.ts, src/shared/personal-words.ts) by words
 * rather than by one regular expression per list: a list of hundreds of phrases tried at every
 * character of a 25,000-character article is what made masking slow. A text is cut into tokens
 * once (a run of letters, marks and digits, or one other visible character), lower case; a
 * phrase list is indexed by its phrases' first and last tokens. Pure.
 */

export interface Token {
  /** Lower case. */
  text: string;
  start: number;
  end: number;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;
/** TOKEN tried at one position only. */
const TOKEN_HERE = new RegExp(TOKEN.source, 'uy');

const isAsciiAlphanumeric = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
/** ASCII whitespace as `\s` reads it: tab, line feed, vertical tab, form feed, return, space. */
const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * The tokens a global search with TOKEN finds. In ASCII (nearly every stretch read) a token is
 * told by its code units; at any other character, and where a run of letters and digits goes on
 * with one, the pattern reads the token from its start, so the tokens are the pattern's.
 */
export function tokens(text: string, offset = 0): Token[] {
  const out: Token[] = [];
  const push = (start: number, end: number) =>
    out.push({
      text: text.slice(start, end).toLowerCase(),
      start: offset + start,
      end: offset + end,
    });
  let at = 0;
  while (at < text.length) {
    const c = text.charCodeAt(at);
    if (c < 0x80) {
      if (isAsciiSpace(c)) {
        at++;
        continue;
      }
      if (!isAsciiAlphanumeric(c)) {
        push(at, at + 1);
        at++;
        continue;
      }
      let end = at + 1;
      while (end < text.length && isAsciiAlphanumeric(text.charCodeAt(end))) end++;
      if (end === text.length || text.charCodeAt(end) < 0x80) {
        push(at, end);
        at = end;
        continue;
      }
    }
    TOKEN_HERE.lastIndex = at;
    const m = TOKEN_HERE.exec(text);
    if (m) {
      push(at, at + m[0].length);
      at += m[0].length;
    } else {
      // Whitespace outside ASCII: step over the whole code point, as the pattern's search does.
      at += c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
    }
  }
  return out;
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

export interface PhraseSet {
  byFirst: Map<string, string[][]>;
  byLast: Map<string, string[][]>;
}

export function phraseSet(list: readonly string[]): PhraseSet {
  const byFirst = new Map<string, string[][]>();
  const byLast = new Map<string, string[][]>();
  for (const phrase of new Set(list)) {
    const words = tokens(phrase).map((t) => t.text);
    if (words.length === 0) continue;
    const add = (map: Map<string, string[][]>, key: string) => {
      const all = map.get(key) ?? [];
      all.push(words);
      map.set(key, all);
    };
    add(byFirst, words[0]!);
    add(byLast, words[words.length - 1]!);
  }
  for (const map of [byFirst, byLast])
    for (const all of map.values()) all.sort((a, b) => b.length - a.length);
  return { byFirst, byLast };
}

/**
 * The longest phrase of `set` that the tokens end with, after dropping trailing tokens in `skip`
 * (at most `maxSkipped` of them): the index of its first token, or -1.
 */
export function endingPhrase(
  toks: readonly Token[],
  set: PhraseSet,
  skip?: ReadonlySet<string>,
  maxSkipped = 4,
): number {
  let end = toks.length;
  for (let skipped = 0; ; skipped += 1) {
    const found = phraseEndingAt(toks, set, end);
    if (found >= 0) return found;
    if (!skip || skipped >= maxSkipped || end === 0 || !skip.has(toks[end - 1]!.text)) return -1;
    end -= 1;
  }
}

function phraseEndingAt(toks: readonly Token[], set: PhraseSet, end: number): number {
  const last = toks[end - 1];
  if (!last) return -1;
  for (const words of set.byLast.get(last.text) ?? []) {
    const start = end - words.length;
    if (start < 0) continue;
    if (words.every((w, i) => toks[start + i]!.text === w)) return start;
  }
  return -1;
}

/** Several phrase sets indexed together by their phrases' last tokens, each phrase with its set. */
export type PhraseSets = {
  count: number;
  byLast: Map<string, Array<[set: number, words: string[]]>>;
};

export function phraseSets(sets: readonly PhraseSet[]): PhraseSets {
  const byLast = new Map<string, Array<[number, string[]]>>();
  sets.forEach((set, k) => {
    for (const [last, all] of set.byLast) {
      const here = byLast.get(last) ?? [];
      for (const words of all) here.push([k, words]);
      byLast.set(last, here);
    }
  });
  return { count: sets.length, byLast };
}

/**
 * What `endingPhrase` finds for each set, with one look-up per place for all sets: a set's phrases
 * keep their order (longest first) among the entries of a last token, and a set is settled at the
 * first place where one of its phrases ends, as `endingPhrase` stops there.
 */
export function endingPhrases(
  toks: readonly Token[],
  sets: PhraseSets,
  skip: ReadonlySet<string>,
  maxSkipped: number,
): Int32Array {
  const found = new Int32Array(sets.count).fill(-1);
  let end = toks.length;
  for (let skipped = 0; end > 0; skipped += 1) {
    for (const [k, words] of sets.byLast.get(toks[end - 1]!.text) ?? []) {
      const start = end - words.length;
      if (found[k] !== -1 || start < 0) continue;
      if (words.every((w, i) => toks[start + i]!.text === w)) found[k] = start;
    }
    if (skipped >= maxSkipped || !skip.has(toks[end - 1]!.text)) break;
    end -= 1;
  }
  return found;
}

/** Every phrase of `set` in the tokens, longest first at each place, without overlaps. */
export function findPhrases(toks: readonly Token[], set: PhraseSet): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < toks.length; i += 1) {
    for (const words of set.byFirst.get(toks[i]!.text) ?? []) {
      if (i + words.length > toks.length) continue;
      if (!words.every((w, k) => toks[i + k]!.text === w)) continue;
      out.push([i, i + words.length]);
      i += words.length - 1;
      break;
    }
  }
  return out;
}

/** Whether any phrase of `set` is in the tokens. */
export const hasPhrase = (toks: readonly Token[], set: PhraseSet): boolean =>
  findPhrases(toks, set).length > 0;
