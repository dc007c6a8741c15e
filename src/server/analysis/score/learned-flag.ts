/**
 * The learned model's reading, shown to people only as a reason in plain words, and only when it is
 * very sure and the words it leaned on are really in the input. On its own it costs no points: on
 * the scale the model is a weak signal that moves a score inside its band (evidence.ts), never into
 * D or F; only a rule's own quoted sign backing it up makes it a warning.
 */
import type { RedFlag } from '../../../shared';
import type { ModelReading } from '../offline/model/index';
import type { Acquired } from '../types';

export const MODEL_FLAG_TYPE = 'learned_pattern';
/** From this probability on, the reading is shown as a low, penalty-free flag. */
export const MODEL_FLAG_PROBABILITY = 0.9;

const RESEMBLANCE: Record<ModelReading['decisive'], [string, string]> = {
  url: ['Web address looks like typical phishing addresses', 'phishing addresses'],
  short: ['Reads like typical spam and scam messages', 'spam and scam messages'],
  long: ['Reads like typical made-up news stories', 'made-up news stories'],
};

export function learnedFlag(
  reading: ModelReading | null,
  acquired: Acquired,
  reporting: boolean,
): RedFlag | null {
  if (!reading || reading.probability < MODEL_FLAG_PROBABILITY || reporting) return null;
  const top = reading.cues[0];
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
