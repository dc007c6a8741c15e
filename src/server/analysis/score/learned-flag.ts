/**
 * The learned model's reading, shown to people only as a reason in plain words, and only when it is
 * very sure and the words it leaned on are really in the input. On its own it costs no points: on
 * the scale the model is a weak signal that moves a score inside its band (evidence.ts), never into
 * D or F; only a rule's own quoted sign backing it up makes it a warning.
 */
import type { RedFlag } from '../../../shared';
import type { ModelReading } from '../signals/model/index';
import type { Acquired } from '../types';

export const MODEL_FLAG_TYPE = 'learned_pattern';
/** From this probability on, the reading is shown as a low, penalty-free flag. */
export const MODEL_FLAG_PROBABILITY = 0.9;
/**
 * From this probability on, a message the model reads as a scam and whose anatomy shows a request
 * to act (quoted) is warning evidence. Measured out of source (bench/EVAL.md): at 0.97 it caught
 * 0.7 points more smishing and 0.8 more phishing e-mail but raised false alarms on health posts
 * and business mail by 0.2-0.3 points; at 0.90, 1.7 and 1.0 more for 2.2 and 3.5 points more false
 * alarms on health and official posts. It does not win both ways, so only a near-certain reading
 * counts.
 */
export const MODEL_WARNING_PROBABILITY = 0.995;
/**
 * A message's reading is many small word weights; one word that adds less than this to it ("call",
 * "Questions" in a bank's own payment notice) is not a resemblance a reader can weigh, so it is not
 * quoted as one.
 */
export const MIN_QUOTED_CUE_WEIGHT = 0.5;

const RESEMBLANCE: Record<ModelReading['decisive'], [string, string]> = {
  url: ['Web address looks like typical phishing addresses', 'phishing addresses'],
  short: ['Reads like typical spam and scam messages', 'spam and scam messages'],
  long: ['Reads like typical made-up news stories', 'made-up news stories'],
};

/**
 * The model's reading as warning evidence: very sure, on a message (the short-text head), and backed
 * by a part of the message's anatomy a reader can see: what it asks them to do, quoted.
 */
export function learnedWarning(
  reading: ModelReading | null,
  ask: { text: string } | null,
  reporting: boolean,
): RedFlag | null {
  if (!reading || !ask || reporting || reading.decisive !== 'short') return null;
  if (reading.probability < MODEL_WARNING_PROBABILITY) return null;
  return {
    indicator: 'Reads like typical scam messages and asks you to act',
    type: MODEL_FLAG_TYPE,
    severity: 'medium',
    explanation:
      'Compared with thousands of known scam and spam messages, this one is very similar, and it asks you to do something. A resemblance is not proof, so check with the sender through a channel you already know before you act.',
    textExample: ask.text,
  };
}

/**
 * A cue worth quoting as a resemblance: a word or words of the input as written, not a character
 * fragment ("ply" of "Reply") nor a piece of a web address ("com" of "chase.com"), which say
 * nothing a reader can weigh.
 */
function quotable(cue: ModelReading['cues'][number], acquired: Acquired): boolean {
  if (cue.ngram.startsWith('c:') || cue.weight < MIN_QUOTED_CUE_WEIGHT) return false;
  const source = cue.source === 'title' ? (acquired.title ?? '') : acquired.text;
  const at = source.indexOf(cue.text);
  if (at < 0) return false;
  const end = at + cue.text.length;
  return !/[./@]/.test(source[at - 1] ?? ' ') && !/^[./@]\w/.test(source.slice(end, end + 2));
}

export function learnedFlag(
  reading: ModelReading | null,
  acquired: Acquired,
  reporting: boolean,
  reassured = false,
): RedFlag | null {
  if (!reading || reading.probability < MODEL_FLAG_PROBABILITY || reporting) return null;
  // A message whose anatomy reassures (it sends you back to your own way of reaching the sender,
  // says what it will never ask, or that no action is needed) is how genuine alerts read: a word
  // resemblance to spam is no sign there.
  if (reassured && reading.decisive === 'short') return null;
  const top =
    reading.decisive === 'url' ? reading.cues[0] : reading.cues.find((c) => quotable(c, acquired));
  const inInput =
    top && (top.source === 'title' ? (acquired.title ?? '') : acquired.text).includes(top.text);
  if (!top || !inInput) return null;
  // An address is quoted only as a host: the path of a shortened link ("/3FluJab") is random by design.
  if (reading.decisive === 'url' && (!top.text.includes('.') || top.text.startsWith('/')))
    return null;
  const [indicator, kind] = RESEMBLANCE[reading.decisive];
  return {
    indicator,
    type: MODEL_FLAG_TYPE,
    severity: 'low',
    explanation: `Compared with thousands of known ${kind}, this one is very similar; “${top.text}” is the strongest resemblance. A resemblance is not proof: look at the other warning signs.`,
    textExample: top.text,
  };
}
