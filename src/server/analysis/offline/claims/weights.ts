/**
 * The claim-choice models, fitted by `node scripts/eval.mjs train-claims` and read once at load:
 *   - the word model (resources/model/claim-words.json): one weight per sentence feature and per
 *     word, word pair and opening word (lexical.ts), fitted on check-worthy and not check-worthy
 *     sentences and fact-checked statements; it reads English;
 *   - the feature model (resources/model/claim-weights.json): the sentence features alone (figures,
 *     names, cues), for text in other languages, whose words the word model never saw.
 * Both are shifted so that MIN_CHECK_WORTHINESS is the threshold chosen in training.
 */
import shipped from '../../../../../resources/model/claim-weights.json';
import words from '../../../../../resources/model/claim-words.json';

export const CLAIM_FEATURES = [
  'percent',
  'money',
  'number',
  'bigNumber',
  'wordNumber',
  'date',
  'pastYear',
  'measure',
  'name',
  'names',
  'comparison',
  'causal',
  'health',
  'absolute',
  'attribution',
  'study',
  'offer',
  'event',
  'namedEvent',
  'purpose',
  'tally',
  'quoted',
  'question',
  'imperative',
  'greeting',
  'opinion',
  'firstPerson',
  'future',
  'short',
  'long',
] as const;

export type ClaimFeature = (typeof CLAIM_FEATURES)[number];
export type ClaimFeatures = Record<ClaimFeature, number>;

export interface ClaimWeights {
  about: string;
  bias: number;
  weights: ClaimFeatures;
}

/** The word model as shipped: the feature weights plus a weight per known token. */
export interface WordModelFile extends ClaimWeights {
  /** Below this worthiness by its words, a sentence is not chosen by the feature model either. */
  veto: number;
  words: Record<string, number>;
}

export interface WordModel extends ClaimWeights {
  veto: number;
  words: ReadonlyMap<string, number>;
}

export const CLAIM_WEIGHTS: ClaimWeights = shipped as ClaimWeights;

const file = words as WordModelFile;
export const WORD_MODEL: WordModel = {
  about: file.about,
  bias: file.bias,
  veto: file.veto,
  weights: file.weights,
  words: new Map(Object.entries(file.words)),
};
