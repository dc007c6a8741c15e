/**
 * How check-worthy a sentence is from what was read of it: the feature model (the shape of a
 * claim, whatever its subject) and, for English, the word model (weights.ts); split from
 * score-sentence.ts, which reads the features and the words.
 */
import { LexicalWeights, lexicalSum } from './lexical';
import { CLAIM_WEIGHTS, type ClaimFeatures, type ClaimWeights, WORD_MODEL } from './weights';

function weighted(m: ClaimWeights, x: ClaimFeatures): number {
  const W = m.weights;
  // Spelled out rather than looped over names: a keyed read per feature cost more than the rest
  // of a sentence's scoring (tests check it equals the sum over CLAIM_FEATURES).
  return (
    W.percent * x.percent +
    W.money * x.money +
    W.number * x.number +
    W.bigNumber * x.bigNumber +
    W.wordNumber * x.wordNumber +
    W.date * x.date +
    W.pastYear * x.pastYear +
    W.measure * x.measure +
    W.name * x.name +
    W.names * x.names +
    W.comparison * x.comparison +
    W.causal * x.causal +
    W.health * x.health +
    W.absolute * x.absolute +
    W.attribution * x.attribution +
    W.study * x.study +
    W.offer * x.offer +
    W.event * x.event +
    W.namedEvent * x.namedEvent +
    W.purpose * x.purpose +
    W.tally * x.tally +
    W.quoted * x.quoted +
    W.question * x.question +
    W.imperative * x.imperative +
    W.greeting * x.greeting +
    W.opinion * x.opinion +
    W.firstPerson * x.firstPerson +
    W.future * x.future +
    W.short * x.short +
    W.long * x.long +
    m.bias
  );
}

/** How check-worthy a sentence is by its features alone (the feature model). */
export function worthinessOf(x: ClaimFeatures): number {
  return weighted(CLAIM_WEIGHTS, x);
}

/** How check-worthy a sentence is by its features and its words (the word model). */
export function wordWorthinessOf(x: ClaimFeatures, tokens: readonly string[]): number {
  return weighted(WORD_MODEL, x) + lexicalSum(tokens, WORD_MODEL.words);
}

let lexical: LexicalWeights | null = null;

/**
 * English is read by both models and the more sure one counts: the word model knows the wording of
 * claims in the data it was fitted on, the feature model the shape of a claim whatever its
 * subject (a health claim with no figure, an event with no name), unless the words clearly read
 * as chat or a review (the word model's veto) and there is no figure in it. The sentence is read
 * as its lexicalWords (lexical.ts), without its token strings.
 */
export function bothModels(x: ClaimFeatures, lexicalWords: readonly string[]): number {
  lexical ??= new LexicalWeights(WORD_MODEL.words);
  const words = weighted(WORD_MODEL, x) + lexical.sum(lexicalWords);
  return words >= WORD_MODEL.veto || hasFigure(x) ? Math.max(words, worthinessOf(x)) : words;
}

/**
 * A percentage, an amount or a count of 100 or more (identifiers blanked): words alone do not
 * overrule it. A small number is as common in chat ("call me at 11") as in claims.
 */
export function hasFigure(x: ClaimFeatures): boolean {
  return x.percent + x.money + x.bigNumber > 0;
}
