/**
 * Accounts of scams: a person telling what happened to them ("Got a call from 'Amazon' about a
 * charge … he had me install AnyDesk …"), which the public posts and pastes as often as the
 * message itself. The message judge (judge.ts) never learned that voice and reads it no better
 * than a coin, so an account gets its own two readings, trained and measured by
 * `npm run eval:accounts` (scripts/eval/accounts.ts, bench/EVAL.md):
 *
 * - whether the text is an account of a contact at all: a logistic regression over the voice of
 *   the telling without its topic (telling-voice.ts), trained on the retold corpus's train part
 *   against every message source and genre the judge trains on, measured with each of them held out;
 * - how likely the contact it tells of was a scam: a logistic regression over hashed word and
 *   character n-grams, trained on the corpus's accounts of scams and of genuine contacts (and,
 *   at a small weight, the genuine messages of the other sources), calibrated (Platt) on
 *   predictions for pages of the corpus it was not trained on.
 *
 * Its words are no explanation (what it leans on are the words of telling: "he", "said", "$"):
 * the report quotes what the anatomy read in the account, the ask of the contact told of.
 *
 * Only English accounts told by the person (or of someone they know: "my dad was told …") of at
 * least MIN_WORDS and under MAX_WORDS words are read: the corpus holds too few in other languages
 * to measure, and a chat message in the first person is no account. A text the scorer reads as
 * reporting about scams (a public warning) is not judged this way (score/evidence.ts).
 */
import { textFeatures, type Feature } from '../model/features';
import { decodeBase64, decodeTable, featureValues } from '../model/model';
import { wordCount } from './inputs';
import { voiceFeatures } from './telling-voice';

/** An account tells a story: shorter texts are messages, chat or questions. */
export const MIN_WORDS = 30;
/** The longest texts measured (the corpus's accounts run to about 75 words; reports to 250). */
export const MAX_WORDS = 250;
/** The teller in the first person: "I", "me", "my" (a relative's account is told as "my dad"). */
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|me|my)\b/i;

interface Head {
  bias: number;
  /** Real weight = sign * (int8 / 127)^2 * scale. */
  scale: number;
  /** base64 of the Int8Array of 2^bits weights. */
  weights: string;
}

export interface AccountWeights {
  version: number;
  about: string;
  bits: number;
  /** Is this an account of a contact? Its logit, compared with `accountBar`. */
  detector: Head;
  /** Was the contact it tells of a scam? Its logit, calibrated by `platt`. */
  judge: Head;
  accountBar: number;
  platt: { a: number; b: number };
  /** The calibrated probability from which an account is read as an account of a scam. */
  threshold: number;
  /**
   * Of the accounts called scams on pages the judge was not trained on (its train part, by page
   * folds), the share that were scams: what the report says of such a reading.
   */
  share: number;
}

export interface AccountReading {
  /** Calibrated probability that the contact told of was a scam. */
  probability: number;
  /** How often accounts read this way were scams, measured on pages not trained on. */
  share: number;
  scam: boolean;
}

export interface AccountReader {
  /** Null when the text is not read as an account of a contact (see above). */
  read(text: string, language: string | (() => string)): AccountReading | null;
}

/**
 * The detector's features: the voice of the text without its topic (telling-voice.ts). Not the
 * style cues: their rates (paragraph length, distinct words, quotes) followed the corpus's short
 * accounts, and read a longer account with a quoted message in it as a message.
 */
export function detectorFeatures(text: string, bits: number): Feature[] {
  return voiceFeatures(text, bits);
}

/** The account judge's features: word and character n-grams. */
export function accountJudgeFeatures(text: string, bits: number): Feature[] {
  return textFeatures(text, bits, true, false);
}

/** Whether a text is of an account's length: a story, short of a long report. */
const accountLength = (text: string) => {
  const words = wordCount(text, MAX_WORDS);
  return words >= MIN_WORDS && words < MAX_WORDS;
};

/** Whether a text may be read as an account at all (language, length, a teller). */
export function mayBeAccount(text: string, language: string): boolean {
  return language === 'en' && accountLength(text) && FIRST_PERSON.test(text);
}

export function createAccountReader(weights: AccountWeights): AccountReader {
  const heads = [weights.detector, weights.judge].map((h) => ({
    bias: h.bias,
    w: decodeBase64(h.weights),
    table: decodeTable(h.scale, 'sqrt'),
  }));
  const [detector, judge] = heads as [(typeof heads)[0], (typeof heads)[0]];
  return {
    read(text, language) {
      // The length first: a long article is not read, nor is its language asked for.
      if (!accountLength(text) || !FIRST_PERSON.test(text)) return null;
      if ((typeof language === 'function' ? language() : language) !== 'en') return null;
      const df = detectorFeatures(text, weights.bits);
      const dv = featureValues(df);
      let z = detector.bias;
      df.forEach((f, i) => {
        z += detector.table[detector.w[f.index]! + 128]! * dv[i]!;
      });
      if (z < weights.accountBar) return null;
      const jf = accountJudgeFeatures(text, weights.bits);
      const jv = featureValues(jf);
      let logit = judge.bias;
      jf.forEach((f, i) => {
        logit += judge.table[judge.w[f.index]! + 128]! * jv[i]!;
      });
      const probability = 1 / (1 + Math.exp(-(weights.platt.a * logit + weights.platt.b)));
      const scam = probability >= weights.threshold;
      return { probability, share: scam ? weights.share : probability, scam };
    },
  };
}
