/**
 * The matches of a pattern that opens with a lookbehind ("at the start of a line or a sentence")
 * and then a list of phrases ("Hi", "Dear", "Name:"), found fast in a long text. V8 cannot skip
 * ahead to where such a pattern could match, so it tries it at every position: the private-text
 * patterns took two milliseconds over a 25,000-character article. Here the phrases alone (no
 * lookbehind) find where a match could be, and the pattern is tried, anchored, only from `lead`
 * characters before each. Same matches in the same order as `text.matchAll(pattern)`, provided
 * every match of the pattern opens at most `lead` characters before a place where `phrases`
 * match (the pattern holds the phrases, after at most `lead` characters of spaces). The phrases
 * are best a WordRegExp (word-regexp.ts), which finds whole words in a long text without
 * searching it. It imports nothing.
 */
export class NearPhrases {
  readonly #anchored: RegExp;
  readonly #phrases: RegExp;
  readonly #lead: number;

  /** `phrases` is global and finds at least every place where the pattern's phrases match. */
  constructor(pattern: RegExp, phrases: RegExp, lead: number) {
    if (!phrases.global) throw new Error('NearPhrases needs a global phrase pattern');
    this.#anchored = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
    this.#phrases = phrases;
    this.#lead = lead;
  }

  /** Every match, as `text.matchAll` would give them. */
  *matchAll(text: string): Generator<RegExpExecArray> {
    const phrases = this.#phrases;
    const anchored = this.#anchored;
    // Matches cannot overlap: none opens before `from`. Positions are tried once, in order.
    let from = 0;
    let next = 0;
    phrases.lastIndex = 0;
    for (let hit = phrases.exec(text); hit !== null; hit = phrases.exec(text)) {
      const at = hit.index;
      // Every place a phrase occurs is a hit, even inside another hit's match.
      phrases.lastIndex = at + (isLeadSurrogate(text.charCodeAt(at)) ? 2 : 1);
      for (let q = Math.max(from, next, at - this.#lead); q <= at; q++) {
        next = q + 1;
        // Never from inside a character written as two code units (matchAll never is).
        if (
          q > 0 &&
          isTrailSurrogate(text.charCodeAt(q)) &&
          isLeadSurrogate(text.charCodeAt(q - 1))
        )
          continue;
        anchored.lastIndex = q;
        const m = anchored.exec(text);
        if (!m) continue;
        yield m;
        from = q + Math.max(1, m[0].length);
        next = from;
        if (phrases.lastIndex < from) phrases.lastIndex = from;
        q = from - 1;
      }
    }
    phrases.lastIndex = 0;
  }
}

const isLeadSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isTrailSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
