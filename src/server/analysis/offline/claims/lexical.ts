/**
 * The words of a sentence as the claim model reads them: lower-cased words, each pair of
 * neighbouring words and the opening word, with figures read as their shape (a percentage, an
 * amount, a year, a number) so "rose 4.2%" and "rose 11%" are one pattern. The weights of these
 * tokens are learned with the sentence features (weights.ts) by `node scripts/eval.mjs
 * train-claims` from check-worthy and not check-worthy sentences; the shipped file keeps only the
 * tokens the data gave a weight to. Training and the analyzer read sentences through this one
 * function, so they cannot drift apart.
 */

/** Tokens read per sentence at most: a sentence of a pasted page can be very long. */
export const MAX_LEXICAL_TOKENS = 120;

const PERCENT = /\d+(?:[.,]\d+)*\s?(?:%|percent\b|per cent\b)/gu;
const AMOUNT = /[$£€¥₹]\s?\d[\d,.]*/gu;
const YEAR = /(?<![\p{L}\p{N}])(?:1[5-9]|20)\d\d(?![\p{L}\p{N}])/gu;
const NUMBER = /\d[\d,.]*/gu;
/** A word: a letter, then letters and apostrophes. */
const WORD = /[\p{L}][\p{L}'’]*/uy;
const HAS_DIGIT = /\d/;
const APOSTROPHE = 0x27;

/** Is the UTF-16 code unit an ASCII letter? */
const isAsciiLetter = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;

/**
 * The words of one sentence as the model reads them, at most MAX_LEXICAL_TOKENS: lower-cased,
 * figures read as their shape. `figures` is the sentence with identifiers blanked
 * (claims/identifiers.ts), so a tracking number is no number.
 */
export function lexicalWords(figures: string): string[] {
  const lower = figures.slice(0, MAX_LEXICAL_TOKENS * 12).toLowerCase();
  // Every shape is written with a digit: most sentences have none to look for.
  const shaped = HAS_DIGIT.test(lower)
    ? lower
        .replace(PERCENT, ' zpct ')
        .replace(AMOUNT, ' zmoney ')
        .replace(YEAR, ' zyear ')
        .replace(NUMBER, ' znum ')
    : lower;
  return wordsOf(shaped);
}

/**
 * Every match of WORD in `text`, left to right, at most MAX_LEXICAL_TOKENS, with "’" read as "'".
 * Words of ASCII letters (nearly all) are read code unit by code unit; a word that starts with or
 * holds any other character is read by the pattern from its start, so the words are the ones a
 * global search with WORD finds (lexical-words.test.ts).
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let at = 0;
  while (at < text.length && words.length < MAX_LEXICAL_TOKENS) {
    const c = text.charCodeAt(at);
    if (c < 0x80) {
      if (!isAsciiLetter(c)) {
        at++;
        continue;
      }
      const end = asciiWordEnd(text, at);
      if (end >= text.length || text.charCodeAt(end) < 0x80) {
        words.push(text.slice(at, end));
        at = end;
        continue;
      }
    }
    // A letter outside ASCII, or a word that goes on with one: the pattern reads it.
    WORD.lastIndex = at;
    const m = WORD.exec(text);
    if (m) {
      words.push(m[0].includes('’') ? m[0].replace(/’/gu, "'") : m[0]);
      at += m[0].length;
    } else {
      // No word starts here: step over the whole code point, as the pattern's search does.
      at += c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
    }
  }
  return words;
}

/** Where the ASCII letters and apostrophes from `at` end. */
function asciiWordEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (!isAsciiLetter(c) && c !== APOSTROPHE) break;
    end++;
  }
  return end;
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** The tokens of one sentence, each once: "u:word", "b:word word" and "f:first". */
export function lexicalTokens(figures: string): string[] {
  const words = lexicalWords(figures);
  const out = new Set<string>();
  if (words.length) out.add(`f:${words[0]}`);
  for (let i = 0; i < words.length; i++) {
    out.add(`u:${words[i]}`);
    if (i + 1 < words.length) out.add(`b:${words[i]} ${words[i + 1]}`);
  }
  return [...out];
}

/** The sum of the learned weights of a sentence's tokens (0 for tokens the model does not know). */
export function lexicalSum(
  tokens: readonly string[],
  weights: ReadonlyMap<string, number>,
): number {
  let z = 0;
  for (const t of tokens) z += weights.get(t) ?? 0;
  return z;
}

/**
 * The weights of the tokens, looked up by their words: a sentence's sum is read without making
 * its "u:", "b:" and "f:" strings, most of which no weight is known for. Each word the weights
 * name is given a number once; single words' and first words' weights sit in arrays by it, and
 * pairs' in a table by both numbers (PairTable).
 */
export class LexicalWeights {
  readonly #ids = new Map<string, number>();
  readonly #first: Float64Array;
  readonly #single: Float64Array;
  readonly #pairs: PairTable;
  /** Which sentence (by its count) last added each word's single weight: each word adds it once. */
  readonly #added: Int32Array;
  #sentence = 0;

  constructor(weights: ReadonlyMap<string, number>) {
    const idOf = (word: string) => {
      const known = this.#ids.get(word);
      if (known !== undefined) return known;
      const id = this.#ids.size;
      this.#ids.set(word, id);
      return id;
    };
    const entries: Array<[kind: string, first: number, second: number, weight: number]> = [];
    for (const [token, w] of weights) {
      const kind = token.slice(0, 2);
      const words = token.slice(2);
      const space = words.indexOf(' ');
      if (kind === 'b:' && space > 0)
        entries.push([kind, idOf(words.slice(0, space)), idOf(words.slice(space + 1)), w]);
      else if (kind === 'u:' || kind === 'f:') entries.push([kind, idOf(words), -1, w]);
    }
    const size = this.#ids.size;
    this.#first = new Float64Array(size).fill(Number.NaN);
    this.#single = new Float64Array(size).fill(Number.NaN);
    this.#added = new Int32Array(size);
    this.#pairs = new PairTable(entries.filter(([kind]) => kind === 'b:').length);
    for (const [kind, first, second, w] of entries) {
      if (kind === 'f:') this.#first[first] = w;
      else if (kind === 'u:') this.#single[first] = w;
      else this.#pairs.set(first * size + second, w);
    }
  }

  /**
   * lexicalSum(lexicalTokens(...)) of the sentence whose lexicalWords are `words`: the same tokens
   * added in the same order, each once, so the sum is the same to the last bit.
   */
  sum(words: readonly string[]): number {
    let z = 0;
    if (words.length === 0) return z;
    if (this.#sentence >= 0x7fffffff) {
      this.#added.fill(0);
      this.#pairs.added.fill(0);
      this.#sentence = 0;
    }
    const sentence = ++this.#sentence;
    const size = this.#ids.size;
    const pairs = this.#pairs;
    let id = this.#ids.get(words[0]!) ?? -1;
    if (id >= 0) {
      const first = this.#first[id]!;
      if (!Number.isNaN(first)) z += first;
    }
    for (let i = 0; i < words.length; i++) {
      const next = i + 1 < words.length ? (this.#ids.get(words[i + 1]!) ?? -1) : -1;
      if (id >= 0) {
        const single = this.#single[id]!;
        if (!Number.isNaN(single) && this.#added[id] !== sentence) {
          this.#added[id] = sentence;
          z += single;
        }
        if (next >= 0) {
          const slot = pairs.find(id * size + next);
          if (slot >= 0 && pairs.added[slot] !== sentence) {
            pairs.added[slot] = sentence;
            z += pairs.weights[slot]!;
          }
        }
      }
      id = next;
    }
    return z;
  }
}

/**
 * Word pairs' weights by key (the first word's number times the count of words, plus the second's),
 * in an open-addressing table of typed arrays: a look-up is a few array reads where a Map's is a
 * call, and every word of every sentence asks one. `added` stamps which sentence last added each
 * pair's weight, so a sentence adds it once.
 */
class PairTable {
  /** Keys (-1: an empty slot); a double holds any key exactly. */
  readonly #keys: Float64Array;
  readonly weights: Float64Array;
  readonly added: Int32Array;
  readonly #mask: number;

  constructor(count: number) {
    let capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    this.#keys = new Float64Array(capacity).fill(-1);
    this.weights = new Float64Array(capacity);
    this.added = new Int32Array(capacity);
    this.#mask = capacity - 1;
  }

  /** The key's slot, or the empty slot where it would go. */
  #slot(key: number): number {
    let slot = Math.imul(key | 0, 0x9e3779b1) & this.#mask;
    for (let k = this.#keys[slot]!; k !== -1 && k !== key; k = this.#keys[slot]!)
      slot = (slot + 1) & this.#mask;
    return slot;
  }

  /** Sets the key's weight (a later one replaces an earlier, as a Map's set does). */
  set(key: number, weight: number): void {
    const slot = this.#slot(key);
    this.#keys[slot] = key;
    this.weights[slot] = weight;
  }

  /** The key's slot, or -1 when it has no weight. */
  find(key: number): number {
    const slot = this.#slot(key);
    return this.#keys[slot] === key ? slot : -1;
  }
}
