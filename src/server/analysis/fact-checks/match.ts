/**
 * Does this claim say what that fact-check reviewed? BM25 (FTS5) finds candidates sharing words;
 * this re-ranks them on what BM25 cannot see: how much of the reviewed claim's content the claim
 * carries (and the reverse), whether both are negated alike, and whether their numbers agree.
 * "5G spreads the virus" and "5G does not spread the virus" share every word; "12 deaths" and
 * "1,200 deaths" share all but one. When sentence embeddings are at hand (embeddings/), the
 * meaning of the two claims counts too (meaningScore): "the new 5G phone masts are what spread the
 * coronavirus" says what "5G mobile networks spread the coronavirus" says with other words.
 * Thresholds were chosen on a labelled set of paraphrases and hard negatives
 * (fact-checks/__fixtures__/paraphrases.json; match-eval.test.ts prints the figures).
 */

/** At or above: the claim is the fact-checked one, and takes its verdict. */
export const MATCH_THRESHOLD = 0.6;
/** At or above (but below MATCH_THRESHOLD): shown as a related fact-check, status unchanged. */
export const RELATED_THRESHOLD = 0.4;
/** Words of a claim sent to the full-text index at most (the query stays small and fast). */
export const MAX_QUERY_WORDS = 16;
/** Characters of a claim read for matching at most. */
export const MAX_MATCH_CHARS = 500;

/** Share of the score from how much of the reviewed claim the claim carries (the rest: reverse). */
const REVIEWED_WEIGHT = 0.65;
/** Above 1: each word of the reviewed claim that the claim lacks costs more than the one before. */
const REVIEWED_POWER = 2;
/** Multipliers for disagreements. */
const NEGATION_MISMATCH = 0.35;
const NUMBER_MISMATCH = 0.35;
const NUMBER_MISSING = 0.85;

const STOPWORDS = new Set(
  (
    'a an the and or but if then than so as of at by for from in into on onto to with about over under ' +
    'is are was were be been being am do does did doing has have had having will would shall should can could ' +
    "may might must it its it's this that these those there here their they them he him his she her hers we us " +
    'our you your i me my who whom whose which what when where why how all any both each every some such ' +
    'more most other own same very just also only too up down out off again further once said says say ' +
    'claim claims claimed claiming according report reports reported new now one s t via per'
  ).split(' '),
);
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'without',
  'cannot',
  'cant',
  'false',
  'fake',
  'myth',
]);
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  thousand: '1000',
  million: '1000000',
  billion: '1000000000',
  half: '0.5',
  dozen: '12',
};
const SCALE_WORDS: Record<string, number> = {
  hundred: 1e2,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

/** A crude suffix stripper: enough to meet "vaccines"/"vaccine", "caused"/"causes"/"causing". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('es') && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export interface ClaimFeatures {
  /** Content words as written (for the full-text query), in order, deduplicated. */
  words: string[];
  /** Their stems. */
  stems: Set<string>;
  /** The parity of negations (odd: the claim is negated). */
  negated: boolean;
  /** Numbers, normalised ("1,200" and "1.2 million" keep their value). */
  numbers: Set<string>;
}

function tokens(text: string): string[] {
  return (
    text
      .slice(0, MAX_MATCH_CHARS)
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:[.,'][\p{L}\p{N}]+)*/gu) ?? []
  );
}

function numberValue(token: string): number | null {
  if (!/^\d/.test(token)) return null;
  const plain = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)
    ? token.replace(/,/g, '')
    : token.replace(',', '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

export function features(text: string): ClaimFeatures {
  const words: string[] = [];
  const stems = new Set<string>();
  const numbers = new Set<string>();
  let negations = 0;
  const list = tokens(text);
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!;
    const base = token.replace(/'s$/, '');
    if (base.endsWith("n't") || NEGATIONS.has(base)) {
      negations++;
      continue;
    }
    const value =
      numberValue(base) ??
      (NUMBER_WORDS[base] !== undefined && !SCALE_WORDS[base] ? Number(NUMBER_WORDS[base]) : null);
    if (value !== null) {
      const scale = SCALE_WORDS[list[i + 1] ?? ''];
      numbers.add(String(scale ? value * scale : value));
      if (scale) i++;
      continue;
    }
    if (SCALE_WORDS[base]) {
      numbers.add(String(SCALE_WORDS[base]));
      continue;
    }
    const word = base.replace(/'.*$/, '');
    // Figures are numbers (above); "5g" or "4k" are words.
    if (word.length < 2 || STOPWORDS.has(word) || /^[\d.,]+$/.test(word)) continue;
    const s = stem(word);
    if (!stems.has(s)) words.push(word);
    stems.add(s);
  }
  return {
    words: words.slice(0, MAX_QUERY_WORDS * 2),
    stems,
    negated: negations % 2 === 1,
    numbers,
  };
}

/**
 * How far two claims agree on what words alone cannot weigh, 0-1: 1 when both are negated alike
 * and their numbers agree, less for a negation on one side only or numbers that disagree.
 */
export function agreement(claim: ClaimFeatures, reviewed: ClaimFeatures): number {
  let factor = 1;
  if (claim.negated !== reviewed.negated) factor *= NEGATION_MISMATCH;
  if (reviewed.numbers.size && claim.numbers.size) {
    const shared = [...reviewed.numbers].some((n) => claim.numbers.has(n));
    if (!shared) factor *= NUMBER_MISMATCH;
  } else if (reviewed.numbers.size) factor *= NUMBER_MISSING;
  return factor;
}

/**
 * How sure we are that `claim` repeats `reviewed`, 0-1, from their words. Content overlap weighted
 * towards the reviewed claim (a sentence in a text says more than the short claim a fact-checker
 * names), times the agreement above.
 */
export function matchScore(claim: ClaimFeatures, reviewed: ClaimFeatures): number {
  if (!claim.stems.size || !reviewed.stems.size) return 0;
  let common = 0;
  for (const s of reviewed.stems) if (claim.stems.has(s)) common++;
  const score =
    REVIEWED_WEIGHT * (common / reviewed.stems.size) ** REVIEWED_POWER +
    (1 - REVIEWED_WEIGHT) * (common / claim.stems.size);
  return Math.round(score * agreement(claim, reviewed) * 1000) / 1000;
}

/**
 * The cosine of two claims' sentence embeddings at which their meaning alone makes a match
 * (meaningScore reaches MATCH_THRESHOLD), and the width below it that leads down to
 * RELATED_THRESHOLD (cosine 0.69). Chosen on paraphrases.json alone: 0.78 is the lowest cosine at
 * which no hard negative there is matched (0.74 and 0.76 match two: "two million homes" for the
 * wind-turbine claim, "watched by 600 million" for the staged moon landing), and 0.09 the
 * narrowest width that still lists every paraphrase there at least as related.
 */
export const MEANING_MATCH_COSINE = 0.78;
export const MEANING_RELATED_WIDTH = 0.09;
/** The most a claim's meaning scores when it leaves out the fact-checked claim's figures. */
const MEANING_WITHOUT_FIGURE = (MATCH_THRESHOLD + RELATED_THRESHOLD) / 2;

/**
 * How sure we are that `claim` repeats `reviewed` from the cosine of their sentence embeddings,
 * 0-1, times the agreement on negation and numbers, which embeddings barely see ("5G does not
 * spread the virus" is 0.83 from "5G spreads the virus"; "7 percent" 0.96 from "4 percent").
 */
export function meaningScore(cos: number, claim: ClaimFeatures, reviewed: ClaimFeatures): number {
  const step = (MATCH_THRESHOLD - RELATED_THRESHOLD) / MEANING_RELATED_WIDTH;
  let score = Math.min(1, Math.max(0, MATCH_THRESHOLD + (cos - MEANING_MATCH_COSINE) * step));
  score *= agreement(claim, reviewed);
  // A figure is part of what was checked: a claim that leaves it out ("violent crime in the
  // capital fell" for "... doubled in the past five years") is at most related by its meaning.
  if (reviewed.numbers.size && !claim.numbers.size) score = Math.min(score, MEANING_WITHOUT_FIGURE);
  return Math.round(score * 1000) / 1000;
}

/** The words to send to the full-text index, longest (most specific) first. */
export function queryWords(claim: ClaimFeatures): string[] {
  return [...claim.words].sort((a, b) => b.length - a.length).slice(0, MAX_QUERY_WORDS);
}
