/**
 * How the learned model (model.ts) scores one reading's features (feature-columns.ts) with a head's
 * weights, and which of them it quotes: the cues toward either side, summed per quoted span, and
 * the style cues.
 */
import type { FeatureColumns } from './feature-columns';

/** Where a cue was found. */
export type CueSource = 'text' | 'title' | 'url' | 'link';

export interface ModelCue {
  /** The exact span of the input. */
  text: string;
  /** The n-gram or feature behind it, e.g. "free entry" or "host:secure". */
  ngram: string;
  source: CueSource;
  /** Log-odds it adds (positive: toward the bad side). */
  weight: number;
}

export interface Head {
  bits: number;
  chars: boolean;
  bias: number;
  w: Int8Array;
  /** Real weight of each int8 value, indexed by value + 128. */
  table: Float32Array;
}

const MAX_CUES = 3;
/** Words too common to explain anything, even when their weight is large. */
const STOPWORDS = new Set(
  'the a an and or but of to in on at for by with from as is are was were be been it its this that these those they them their there then than he she his her we our you your i me my not no so if'.split(
    ' ',
  ),
);

/**
 * A head's reading of some groups of features (columns, feature-columns.ts). What each feature
 * contributed is not kept: the passes that need it (spanCues, topStyle) work it out again with
 * weightOf, the same number in the same order.
 */
export interface Scored {
  logit: number;
  head: Head;
  groups: ReadonlyArray<readonly [FeatureColumns, CueSource]>;
  /** The value each n-gram shares (featureValue of their count, as a float32). */
  sharedValue: number;
}

/** A feature's value: occurrences count, scaled so long and short inputs give logits of one size. */
export function featureValue(count: number): number {
  return 1 / Math.sqrt(Math.max(1, count));
}

export function scoreFeatures(head: Head, groups: Array<[FeatureColumns, CueSource]>): Scored {
  // Values are shared across the groups (a page's text and its title are one input), and read as
  // featureValues gives them (float32), without copying the groups into one list to get them.
  let shared = 0;
  for (const [fs] of groups) for (let k = 0; k < fs.count; k++) if (!fs.ownValue(k)) shared++;
  const sharedValue = Math.fround(featureValue(shared));
  let logit = head.bias;
  for (const [fs] of groups) {
    for (let k = 0; k < fs.count; k++) {
      const weight = weightOf(head, fs, k, sharedValue);
      if (weight !== 0) logit += weight;
    }
  }
  return { logit, head, groups, sharedValue };
}

/** What feature `k` of `fs` adds to the logit (0 for a feature whose weight is 0). */
function weightOf(head: Head, fs: FeatureColumns, k: number, sharedValue: number): number {
  const own = fs.value[k]!;
  const value = Number.isNaN(own) ? sharedValue : Math.fround(own);
  return head.table[head.w[fs.index[k]!]! + 128]! * value;
}

/** Plain words for the style cues of features.ts, e.g. "<numbers:0>" -> "how many figures it gives". */
const STYLE_WORDS: Record<string, string> = {
  numbers: 'how many figures it gives',
  reporting: 'how often it attributes ("said", "told")',
  quotes: 'how much it quotes',
  commas: 'sentence structure (commas)',
  exclaims: 'exclamation marks',
  questions: 'question marks',
  parens: 'brackets',
  colons: 'colons',
  dashes: 'dashes',
  'first-person': 'use of "I" and "we"',
  'second-person': 'addressing "you"',
  'third-person': 'use of "he", "she", "they"',
  negations: 'negations',
  capitalised: 'capitalised words',
  'long-words': 'long words',
  'word-len': 'word length',
  'sentence-len': 'sentence length',
  'paragraph-len': 'paragraph length',
  'type-token': 'vocabulary variety',
  'sentence-spread': 'how much sentence lengths vary',
  certainty: 'words of certainty ("always", "proven")',
  tentative: 'hedging ("maybe", "reportedly")',
  positive: 'positive emotion words',
  negative: 'negative emotion words',
  cognitive: 'reasoning words ("because", "think")',
  comparison: 'comparisons ("more", "than")',
  time: 'dates and times',
  past: 'past tense',
  present: 'present tense',
  'function-words': 'function words ("the", "of")',
};

export function topStyle(scored: Scored): string[] {
  const style: Array<{ name: string; weight: number }> = [];
  for (const [fs] of scored.groups) {
    for (let k = 0; k < fs.count; k++) {
      if (!fs.ownValue(k)) continue;
      const weight = weightOf(scored.head, fs, k, scored.sharedValue);
      if (weight > 0.1) style.push({ name: fs.nameOf(k), weight });
    }
  }
  return style
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .map((c) => STYLE_WORDS[c.name.slice(1, c.name.indexOf(':'))] ?? c.name);
}

interface SpanCue {
  text: string;
  source: CueSource;
  weight: number;
  /**
   * The contribution that pushed most toward each side, and where its feature is (its columns
   * and place): the n-gram's name is made only for the few cues shown.
   */
  bestUp: number;
  upOf: FeatureColumns | null;
  upAt: number;
  bestDown: number;
  downOf: FeatureColumns | null;
  downAt: number;
}

/**
 * Sums contributions per quoted span so one word's unigram, bigram and character n-grams count
 * once: each span's total, and for each side the n-gram that pushed most that way. One pass
 * serves both sides' cues (topCues), in the order spans first appear.
 */
export function spanCues(scored: Scored, sources: Record<CueSource, string>): SpanCue[] {
  const spans: SpanCue[] = [];
  // The same words elsewhere in the input (of one source) are the same cue: looked up by their
  // lower-case text in that source's map, with no "source:text" key made for each span.
  const byText: Record<CueSource, Map<string, SpanCue>> = {
    text: new Map(),
    title: new Map(),
    url: new Map(),
    link: new Map(),
  };
  // A word's character n-grams all quote the whole word, one after another (as do a link's host
  // n-grams): the last span's cue is kept, so it is looked up once per run of them, not once per
  // n-gram (a 20,000-letter "word" made 100,000 copies of itself, seconds of work).
  let lastSource: CueSource | null = null;
  let lastStart = -1;
  let lastEnd = -1;
  let lastCue: SpanCue | null = null;
  const { head, sharedValue } = scored;
  for (const [fs, source] of scored.groups) {
    for (let k = 0; k < fs.count; k++) {
      // The features that added nothing (weight 0) are no contribution.
      const weight = weightOf(head, fs, k, sharedValue);
      const start = fs.start[k]!;
      const end = fs.end[k]!;
      if (weight === 0 || end <= start) continue;
      let cue: SpanCue | null;
      if (start === lastStart && end === lastEnd && source === lastSource) cue = lastCue;
      else {
        const quoted = sources[source].slice(start, end);
        const lower = quoted.toLowerCase();
        if (quoted.length < 3 || STOPWORDS.has(lower)) cue = null;
        else {
          const same = byText[source];
          cue = same.get(lower) ?? null;
          if (cue === null) {
            cue = {
              text: quoted,
              source,
              weight: 0,
              bestUp: -Infinity,
              upOf: null,
              upAt: 0,
              bestDown: -Infinity,
              downOf: null,
              downAt: 0,
            };
            same.set(lower, cue);
            spans.push(cue);
          }
        }
        lastSource = source;
        lastStart = start;
        lastEnd = end;
        lastCue = cue;
      }
      if (cue === null) continue;
      cue.weight += weight;
      if (weight > cue.bestUp) {
        cue.bestUp = weight;
        cue.upOf = fs;
        cue.upAt = k;
      }
      if (-weight > cue.bestDown) {
        cue.bestDown = -weight;
        cue.downOf = fs;
        cue.downAt = k;
      }
    }
  }
  return spans;
}

/** The strongest cues toward one side (sign 1: the bad side), from spanCues. */
const nameAt = (of: FeatureColumns | null, at: number): string => of?.nameOf(at) ?? '';

export function topCues(spans: readonly SpanCue[], sign: 1 | -1): ModelCue[] {
  return spans
    .filter((c) => c.weight * sign > 0.05)
    .sort((a, b) => b.weight * sign - a.weight * sign)
    .slice(0, MAX_CUES)
    .map(({ text, source, weight, upOf, upAt, downOf, downAt }) => ({
      text,
      ngram: sign === 1 ? nameAt(upOf, upAt) : nameAt(downOf, downAt),
      source,
      weight: Math.round(weight * 100) / 100,
    }));
}
