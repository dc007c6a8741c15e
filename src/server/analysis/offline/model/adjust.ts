/**
 * How much the learned model may move the credibility score, and what it tells the user. The
 * model only nudges: at most MODEL_MAX_DOWN points down and MODEL_MAX_UP up, smoothly (tanh of
 * its log-odds), and much less down when the rules found the text well sourced and free of
 * warnings, so word statistics alone can neither sink careful reporting nor rescue a scam (the
 * scorer's caps still apply after it).
 */
import type { RedFlag } from '../../../../shared';
import type { Acquired } from '../../types';
import type { Genre } from './features';
import type { LearnedModel, ModelCue, ModelReading } from './model';

export const MODEL_MAX_DOWN = 15;
export const MODEL_MAX_UP = 8;
/** Downward limit for a well-sourced text without warnings, or reporting that quotes a scam. */
export const MODEL_MAX_DOWN_SOURCED = 5;
/**
 * Downward limit when an address decided: the URL head learned from phishing and fake-shop lists
 * with few ordinary sites beside them, so an honest but unknown shop can look risky to it.
 */
export const MODEL_MAX_DOWN_ADDRESS = 10;
/** Log-odds at which the push reaches about three quarters of its limit. */
const MODEL_LOGIT_SCALE = 1.5;
/** From this probability on, the model's reading is also shown as a (penalty-free) red flag. */
export const MODEL_FLAG_PROBABILITY = 0.9;
export const MODEL_FLAG_TYPE = 'learned_pattern';

const GENRE_WORDS: Record<Genre, string> = {
  url: 'phishing and scam addresses',
  short: 'spam, clickbait and false statements',
  long: 'fabricated news articles',
};

export interface ModelAdjustment {
  reading: ModelReading;
  /** Points added to (positive) or taken from (negative) the score. */
  points: number;
  note: string;
  /** A flag quoting the strongest cue, when the model is very sure; it costs no extra points. */
  flag: RedFlag | null;
}

const quote = (c: ModelCue) => `"${c.text.length > 60 ? `${c.text.slice(0, 57)}...` : c.text}"`;

export function modelAdjustment(
  model: LearnedModel,
  acquired: Acquired,
  wellSourced: boolean,
): ModelAdjustment {
  const reading = model.read({
    text: acquired.text,
    title: acquired.title,
    url: acquired.url,
    links: acquired.links,
  });
  const maxDown = wellSourced
    ? MODEL_MAX_DOWN_SOURCED
    : reading.decisive === 'url'
      ? MODEL_MAX_DOWN_ADDRESS
      : MODEL_MAX_DOWN;
  const t = Math.tanh(reading.logit / MODEL_LOGIT_SCALE);
  const points = Math.round((t > 0 ? -maxDown * t : -MODEL_MAX_UP * t) * 10) / 10;
  const pct = Math.min(99, Math.max(1, Math.round(reading.probability * 100)));
  // Explain the side the model came down on: its reassuring words say little about a phishing text.
  const bad = reading.logit > 0;
  const cues =
    bad && reading.cues.length ? ` Strongest cues: ${reading.cues.map(quote).join(', ')}.` : '';
  const style =
    bad && reading.style.length
      ? ` Style that counted against it: ${reading.style.join(', ')}.`
      : '';
  const calm =
    !bad && reading.reassuring.length
      ? ` Reassuring: ${reading.reassuring.map(quote).join(', ')}.`
      : '';
  const limit =
    wellSourced && points < 0
      ? ' Limited because the text is well sourced or reads as reporting.'
      : '';
  const note = `A learned model (logistic regression over word and character n-grams and style cues) rates this ${pct}% like the ${GENRE_WORDS[reading.decisive]} it was trained on, so it ${points < 0 ? 'takes' : 'adds'} ${Math.abs(points)} point(s).${cues}${style}${calm}${limit}`;
  const top = reading.cues[0];
  // Quote only what is really in the input: a link's host as written, a word of the text or title.
  const inInput =
    top && (top.source === 'title' ? (acquired.title ?? '') : acquired.text).includes(top.text);
  const what = reading.decisive === 'url' ? 'Address resembles' : 'Wording typical of';
  const flag: RedFlag | null =
    reading.probability >= MODEL_FLAG_PROBABILITY && top && inInput
      ? {
          indicator: `${what} ${GENRE_WORDS[reading.decisive]}`,
          type: MODEL_FLAG_TYPE,
          severity: 'low',
          explanation: `FactLens's learned model finds this ${pct}% like the ${GENRE_WORDS[reading.decisive]} it was trained on; "${top.text}" weighs most. A statistical resemblance, not proof: check the other flags.`,
          textExample: top.text,
        }
      : null;
  return { reading, points, note, flag };
}
