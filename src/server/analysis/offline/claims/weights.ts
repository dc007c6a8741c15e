/**
 * The claim-choice weights: one per feature of a sentence (claims/index.ts), fitted on the
 * check-worthiness data (`node scripts/eval.mjs train-claims`) and shipped as
 * resources/model/claim-weights.json. A handful of numbers, read once at load.
 */
import shipped from '../../../../../resources/model/claim-weights.json';

export const CLAIM_FEATURES = [
  'percent',
  'money',
  'number',
  'wordNumber',
  'date',
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

export const CLAIM_WEIGHTS: ClaimWeights = shipped as ClaimWeights;
