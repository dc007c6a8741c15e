/**
 * The judge: one logistic regression over a message's hashed word and character n-grams
 * (model/features.ts) and the named inputs of inputs.ts (its anatomy, links, numbers, language),
 * trained across every message source and language of the development data and the genuine
 * look-alike corpora, measured leave-one-source-out and calibrated on those out-of-source
 * predictions (Platt scaling): its probability is the share of messages read this way that were
 * scams, measured on messages it never saw (`npm run eval:judge`, bench/EVAL.md).
 *
 * It decides that a message is a scam only where it was measured to: a message of fewer than
 * `maxWords` words, or long mail of fewer than `longMaxWords` at `longThreshold` (measured out of
 * source against the long genuine mail of other sources: Enron, business mail, news articles and
 * the long-mail corpus; longer texts are not judged), that asks the reader to do something, does
 * not reassure and offers no way to act that is the sender's own (inputs.ts judgeMayDecide), at a probability of `threshold` or more, or of
 * `linkThreshold` or more when its link is not the sender's, listed or a look-alike, or it
 * moves the reader to a messaging app (inputs.ts judgeSaysScam); never a bank's report of a
 * transaction on the reader's own account that gives only a number (anatomy/own-expiry.ts
 * reportsOwnAccount: only that number tells it from its copy). The anatomy's
 * ask is what the report quotes; the marks and words it leaned on are named.
 */
import { fnv1a, isUrlShaped, textFeatures, type Feature } from '../model/features';
import { decodeBase64, decodeTable, featureValues } from '../model/model';
import type { LinkSpan } from '../../knowledge/link-finder';
import type { AnatomyFindings } from '../anatomy';
import { INPUT_WORDS, judgeInputs, judgeSaysScam, linkEvidenceOf, wordCount } from './inputs';
import { distinctWordCount } from '../../knowledge/distinct-words';
import { reportsOwnAccount } from '../anatomy/own-expiry';
import { paysKnownPayee } from '../anatomy/pay-routes';

export interface JudgeWeights {
  version: number;
  /** What it was trained on and how it measured, for the record (not used at inference). */
  about: string;
  bits: number;
  bias: number;
  /** Real weight = sign * (int8 / 127)^2 * scale. */
  scale: number;
  /** base64 of the Int8Array of 2^bits weights. */
  weights: string;
  /** Platt scaling of the logit, fitted on out-of-source predictions. */
  platt: { a: number; b: number };
  /** The calibrated probability from which a message is judged a scam. */
  threshold: number;
  /** The same for a message whose link is not the sender's, listed or a look-alike (inputs.ts). */
  linkThreshold: number;
  /**
   * Out of source, the share of scams among the messages the judge called scams only by
   * `linkThreshold` (what the report says of such a reading, not its lower probability).
   */
  linkShare: number;
  /** Messages of this many words or more are judged only as long mail (below), if at all. */
  maxWords: number;
  /**
   * Long mail, from `maxWords` up to this many words, is judged at `longThreshold` (no link bar):
   * measured out of source against long genuine mail of other sources. Absent: not judged.
   */
  longMaxWords?: number;
  longThreshold?: number;
}

export interface JudgeReading {
  /** Calibrated probability that the message is a scam. */
  probability: number;
  /**
   * How often messages read this way were scams, out of source: the probability, or for a message
   * called a scam by its link's threshold, the share measured for those (JudgeWeights.linkShare).
   */
  share: number;
  /** The judge says scam: short enough, asks, does not reassure, probability at the threshold. */
  scam: boolean;
  /** Up to three words or phrases of the message that pushed most toward scam, as written. */
  cues: string[];
  /** Up to three marks of its anatomy that pushed most toward scam, in plain words. */
  reasons: string[];
}

export interface Judge {
  /** `language` is asked for only when the message is short enough to be judged. */
  read(
    text: string,
    anatomy: AnatomyFindings | null,
    textLinks: readonly LinkSpan[],
    language: string | (() => string),
  ): JudgeReading | null;
}

/**
 * The hashed features of one message: n-grams and named inputs, in one space, and for a message in
 * English the style cues (rates of punctuation and of English word classes). Not for other
 * languages: there the English word classes read as absent, which pushed genuine messages toward
 * scam, and measured leave-one-source-out every other language was ranked better without any
 * style cue (bench/EVAL.md). The language is one of the inputs (inputs.ts).
 */
export function judgeFeatures(text: string, inputs: readonly string[], bits: number): Feature[] {
  const mask = (1 << bits) - 1;
  const out = textFeatures(text, bits, true, inputs.includes('lang:en'));
  for (const name of inputs) {
    const key = `s:${name}`;
    out.push({ name: key, index: fnv1a(key) & mask, start: 0, end: 0, value: 1 });
  }
  return out;
}

const MAX_CUES = 3;
/** A named input given as a reason adds at least this much to the log-odds. */
const MIN_REASON_WEIGHT = 0.3;
/** A word n-gram quoted as what the judge leaned on adds at least this much to the log-odds. */
const MIN_CUE_WEIGHT = 0.15;

export function createJudge(weights: JudgeWeights): Judge {
  const w = decodeBase64(weights.weights);
  const table = decodeTable(weights.scale, 'sqrt');
  return {
    read(text, anatomy, textLinks, language) {
      // Mail over the long-mail limit is not judged (see above), so it is not read either: nothing
      // is spent on it. A bare link or domain is no message: the link checks and the address model
      // read it.
      const longMax = weights.longThreshold === undefined ? 0 : (weights.longMaxWords ?? 0);
      const long = wordCount(text, weights.maxWords) >= weights.maxWords;
      // Long mail is measured by what it says: pasted with its body twice, it is as long as one
      // copy. (A text is short by all its words: a repeated line does not make a mail a text.)
      const words = long ? distinctWordCount(text, longMax) : 0;
      if (!text.trim() || (long && words >= longMax) || isUrlShaped(text)) return null;
      const lang = typeof language === 'function' ? language() : language;
      const inputs = judgeInputs(text, anatomy, textLinks, lang);
      const features = judgeFeatures(text, inputs, weights.bits);
      const values = featureValues(features);
      let logit = weights.bias;
      const pushes: Array<{ text: string; weight: number }> = [];
      const marks: Array<{ words: string; weight: number }> = [];
      features.forEach((f, i) => {
        const contribution = table[w[f.index]! + 128]! * values[i]!;
        logit += contribution;
        const words = INPUT_WORDS[f.name.slice(2)];
        if (f.name.startsWith('s:') && words && contribution >= MIN_REASON_WEIGHT)
          marks.push({ words, weight: contribution });
        // Word n-grams only: a character fragment or a named input is no quote a reader can weigh.
        // Nor a piece of a link ("cutt" of cutt.ly/…): the link is named among the reasons.
        if (
          f.end > f.start &&
          !f.name.startsWith('c:') &&
          contribution >= MIN_CUE_WEIGHT &&
          !textLinks.some((l) => f.start < l.end && f.end > l.start)
        )
          pushes.push({ text: text.slice(f.start, f.end), weight: contribution });
      });
      const probability = 1 / (1 + Math.exp(-(weights.platt.a * logit + weights.platt.b)));
      const cues: string[] = [];
      for (const p of pushes.sort((x, y) => y.weight - x.weight)) {
        const t = p.text.trim();
        if (cues.length >= MAX_CUES) break;
        if (/\p{L}{3}/u.test(t) && !cues.some((c) => c.includes(t) || t.includes(c))) cues.push(t);
      }
      const longBar = weights.longThreshold!;
      const bars = long ? { threshold: longBar, linkThreshold: longBar } : weights;
      // A bank's report on the reader's own account, with only a number to call: not enough to
      // judge (own-expiry.ts reportsOwnAccount), read only where the judge would otherwise decide;
      // a move to a messaging app is no bank's way. A link counts where the message sends the
      // reader: a merchant named by its site ("… voor BOL.COM") is where the money went.
      const sentTo = anatomy ? anatomy.anatomy.senderLinks.filter((l) => l.sendsYou) : textLinks;
      // Nor is money asked by someone the reader knows, to be paid where it went before ("Same
      // Monzo account as last time?"), with no link or way to pay of the message's own.
      const paidBefore =
        inputs.includes('pre:person') &&
        sentTo.length === 0 &&
        !inputs.some((x) => x.startsWith('chan:')) &&
        paysKnownPayee(text);
      const scam =
        judgeSaysScam(inputs, probability, bars, false, long) &&
        !paidBefore &&
        (inputs.some((x) => x.startsWith('chan:messaging')) ||
          !reportsOwnAccount(text, sentTo.length));
      // Long mail has one bar: it is never called a scam by a link's lower one.
      const byLink = scam && probability < bars.threshold;
      // Called a scam by its link's lower bar: the link is what tipped it, so it is named first.
      const tipped = byLink ? INPUT_WORDS[linkEvidenceOf(inputs) ?? ''] : undefined;
      const reasons: string[] = tipped ? [tipped] : [];
      for (const m of marks.sort((x, y) => y.weight - x.weight))
        if (reasons.length < MAX_CUES && !reasons.includes(m.words)) reasons.push(m.words);
      const share = byLink ? Math.max(probability, weights.linkShare) : probability;
      return { probability, share, scam, cues, reasons };
    },
  };
}
