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
const WORD = /[\p{L}][\p{L}'’]*/gu;
const HAS_DIGIT = /\d/;

/**
 * The tokens of one sentence, each once: "u:word", "b:word word" and "f:first". `figures` is the
 * sentence with identifiers blanked (claims/identifiers.ts), so a tracking number is no number.
 */
export function lexicalTokens(figures: string): string[] {
  const lower = figures.slice(0, MAX_LEXICAL_TOKENS * 12).toLowerCase();
  // Every shape is written with a digit: most sentences have none to look for.
  const shaped = HAS_DIGIT.test(lower)
    ? lower
        .replace(PERCENT, ' zpct ')
        .replace(AMOUNT, ' zmoney ')
        .replace(YEAR, ' zyear ')
        .replace(NUMBER, ' znum ')
    : lower;
  const words: string[] = [];
  WORD.lastIndex = 0;
  for (
    let m = WORD.exec(shaped);
    m !== null && words.length < MAX_LEXICAL_TOKENS;
    m = WORD.exec(shaped)
  )
    words.push(m[0].includes('’') ? m[0].replace(/’/gu, "'") : m[0]);
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
