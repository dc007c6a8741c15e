/**
 * The learned model: logistic regression over hashed n-grams (features.ts), one head per genre
 * (a bare link or domain, a short text, an article). Weights are int8 (square-root companded, so
 * small weights keep their precision) with one scale per head,
 * base64 in a JSON file, so the whole model is a few hundred kilobytes and loads with the code.
 * It reads what acquisition produced (text, title, page URL, links), so it applies whichever
 * analyzer produced the findings. Its strongest cues come back with their exact spans.
 */
import { genreOf, textFeatures, urlFeatures, type Feature, type Genre } from './features';

export interface HeadWeights {
  bits: number;
  /** Character n-grams inside words as well (short texts). */
  chars: boolean;
  bias: number;
  /** Real weight = int8 * scale ('linear'), or sign * (int8 / 127)^2 * scale ('sqrt'). */
  scale: number;
  encoding?: 'linear' | 'sqrt';
  /** base64 of the Int8Array of 2^bits weights. */
  weights: string;
}

export interface ModelWeights {
  version: number;
  /** What it was trained on and how well it did, for the record (not used at inference). */
  about: string;
  heads: Record<Genre, HeadWeights>;
}

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

export interface ModelInput {
  text: string;
  title?: string | null;
  url?: string | null;
  links?: readonly string[];
}

export interface ModelReading {
  /** The head that read the main text. */
  genre: Genre;
  /** The head whose reading counted (the riskiest): the main text's, or the URL head for a link. */
  decisive: Genre;
  /** Log-odds that the input is like the bad side of its training data (scam, clickbait, false). */
  logit: number;
  probability: number;
  /** Strongest cues toward the bad side, then toward the good side (3 at most each). */
  cues: ModelCue[];
  reassuring: ModelCue[];
  /** Style cues (how it is written, not which words) that pushed most toward the bad side. */
  style: string[];
}

export interface LearnedModel {
  read(input: ModelInput): ModelReading;
}

/** Links read one by one beyond the page URL (a message rarely has more). */
const MAX_LINKS_READ = 5;
const MAX_CUES = 3;
/** Words too common to explain anything, even when their weight is large. */
const STOPWORDS = new Set(
  'the a an and or but of to in on at for by with from as is are was were be been it its this that these those they them their there then than he she his her we our you your i me my not no so if'.split(
    ' ',
  ),
);

interface Head {
  bits: number;
  chars: boolean;
  bias: number;
  w: Int8Array;
  /** Real weight of each int8 value, indexed by value + 128. */
  table: Float32Array;
}

export function decodeTable(scale: number, encoding: 'linear' | 'sqrt'): Float32Array {
  const t = new Float32Array(256);
  for (let q = -128; q <= 127; q++)
    t[q + 128] = encoding === 'sqrt' ? Math.sign(q) * (q / 127) ** 2 * scale : q * scale;
  return t;
}

export function decodeBase64(b64: string): Int8Array {
  const bin = atob(b64);
  const out = new Int8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = (bin.charCodeAt(i) << 24) >> 24;
  return out;
}

export function encodeBase64(w: Int8Array): string {
  let s = '';
  const bytes = new Uint8Array(w.buffer, w.byteOffset, w.byteLength);
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * A head's reading of some groups of features. What each feature contributed is not kept (a list
 * of thousands of small objects per analysis): the passes that need it (spanCues, topStyle) work
 * it out again with weightOf, the same number in the same order.
 */
interface Scored {
  logit: number;
  head: Head;
  groups: ReadonlyArray<readonly [Feature[], CueSource]>;
  /** The value each n-gram shares (featureValue of their count, as a float32). */
  sharedValue: number;
}

/** A feature's value: occurrences count, scaled so long and short inputs give logits of one size. */
export function featureValue(count: number): number {
  return 1 / Math.sqrt(Math.max(1, count));
}

/** Value of each feature of one input: n-grams share 1/sqrt(count); style cues keep their own. */
export function featureValues(fs: readonly Feature[]): Float32Array {
  let n = 0;
  for (const f of fs) if (f.value === undefined) n++;
  const shared = featureValue(n);
  // A plain loop: Float32Array.from with a mapping function is several times slower in V8.
  const out = new Float32Array(fs.length);
  for (let i = 0; i < fs.length; i++) out[i] = fs[i]!.value ?? shared;
  return out;
}

function scoreFeatures(head: Head, groups: Array<[Feature[], CueSource]>): Scored {
  // Values are shared across the groups (a page's text and its title are one input), and read as
  // featureValues gives them (float32), without copying the groups into one list to get them.
  let shared = 0;
  for (const [fs] of groups) for (const f of fs) if (f.value === undefined) shared++;
  const sharedValue = Math.fround(featureValue(shared));
  let logit = head.bias;
  for (const [fs] of groups) {
    for (const f of fs) {
      const weight = weightOf(head, f, sharedValue);
      if (weight !== 0) logit += weight;
    }
  }
  return { logit, head, groups, sharedValue };
}

/** What feature `f` adds to the logit (0 for a feature whose weight is 0). */
function weightOf(head: Head, f: Feature, sharedValue: number): number {
  const value = f.value === undefined ? sharedValue : Math.fround(f.value);
  return head.table[head.w[f.index]! + 128]! * value;
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

function topStyle(scored: Scored): string[] {
  const style: Array<{ f: Feature; weight: number }> = [];
  for (const [fs] of scored.groups) {
    for (const f of fs) {
      if (f.value === undefined) continue;
      const weight = weightOf(scored.head, f, scored.sharedValue);
      if (weight > 0.1) style.push({ f, weight });
    }
  }
  return style
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .map((c) => STYLE_WORDS[c.f.name.slice(1, c.f.name.indexOf(':'))] ?? c.f.name);
}

interface SpanCue {
  text: string;
  source: CueSource;
  weight: number;
  /**
   * The contribution that pushed most toward each side, and its feature: the n-gram's name is
   * made only for the few cues shown (a word pair's name is a new string each time it is read).
   */
  bestUp: number;
  featureUp: Feature | null;
  bestDown: number;
  featureDown: Feature | null;
}

/**
 * Sums contributions per quoted span so one word's unigram, bigram and character n-grams count
 * once: each span's total, and for each side the n-gram that pushed most that way. One pass
 * serves both sides' cues (topCues), in the order spans first appear.
 */
function spanCues(scored: Scored, sources: Record<CueSource, string>): SpanCue[] {
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
    for (const f of fs) {
      // The features that added nothing (weight 0) are no contribution.
      const weight = weightOf(head, f, sharedValue);
      if (weight === 0 || f.end <= f.start) continue;
      let cue: SpanCue | null;
      if (f.start === lastStart && f.end === lastEnd && source === lastSource) cue = lastCue;
      else {
        const quoted = sources[source].slice(f.start, f.end);
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
              featureUp: null,
              bestDown: -Infinity,
              featureDown: null,
            };
            same.set(lower, cue);
            spans.push(cue);
          }
        }
        lastSource = source;
        lastStart = f.start;
        lastEnd = f.end;
        lastCue = cue;
      }
      if (cue === null) continue;
      cue.weight += weight;
      if (weight > cue.bestUp) {
        cue.bestUp = weight;
        cue.featureUp = f;
      }
      if (-weight > cue.bestDown) {
        cue.bestDown = -weight;
        cue.featureDown = f;
      }
    }
  }
  return spans;
}

/** The strongest cues toward one side (sign 1: the bad side), from spanCues. */
function topCues(spans: readonly SpanCue[], sign: 1 | -1): ModelCue[] {
  return spans
    .filter((c) => c.weight * sign > 0.05)
    .sort((a, b) => b.weight * sign - a.weight * sign)
    .slice(0, MAX_CUES)
    .map(({ text, source, weight, featureUp, featureDown }) => ({
      text,
      ngram: (sign === 1 ? featureUp : featureDown)?.name ?? '',
      source,
      weight: Math.round(weight * 100) / 100,
    }));
}

export function createModel(weights: ModelWeights): LearnedModel {
  const heads = {} as Record<Genre, Head>;
  for (const g of Object.keys(weights.heads) as Genre[]) {
    const h = weights.heads[g];
    heads[g] = {
      bits: h.bits,
      chars: h.chars,
      bias: h.bias,
      w: decodeBase64(h.weights),
      table: decodeTable(h.scale, h.encoding ?? 'linear'),
    };
  }
  const textHead = (g: Genre) => heads[g];
  return {
    read(input: ModelInput): ModelReading {
      const text = input.text ?? '';
      const title = input.title ?? '';
      const genre = text.trim() ? genreOf(text, title) : title.trim() ? genreOf(title) : 'short';
      const sources: Record<CueSource, string> = { text, title, url: input.url ?? '', link: '' };
      const readings: Array<{ scored: Scored; sources: Record<CueSource, string> }> = [];
      if (genre === 'url') {
        readings.push({
          scored: scoreFeatures(heads.url, [[urlFeatures(text.trim(), heads.url.bits), 'text']]),
          sources,
        });
      } else {
        const head = textHead(genre);
        const groups: Array<[Feature[], CueSource]> = [
          [textFeatures(text, head.bits, head.chars), 'text'],
        ];
        if (title.trim() && title.trim() !== text.trim())
          groups.push([textFeatures(title, head.bits, head.chars), 'title']);
        readings.push({ scored: scoreFeatures(head, groups), sources });
      }
      // A page's own address, and the links of a short message, are read by the URL head; the
      // riskiest one counts (one bad link is enough to make a message dangerous).
      if (input.url && genre !== 'url') {
        readings.push({
          scored: scoreFeatures(heads.url, [[urlFeatures(input.url, heads.url.bits), 'url']]),
          sources,
        });
      }
      if (genre === 'short') {
        for (const link of (input.links ?? []).slice(0, MAX_LINKS_READ)) {
          readings.push({
            scored: scoreFeatures(heads.url, [[urlFeatures(link, heads.url.bits), 'link']]),
            sources: { ...sources, link },
          });
        }
      }
      const main = readings[0]!;
      const worstAt = readings.reduce(
        (best, r, i) => (r.scored.logit > readings[best]!.scored.logit ? i : best),
        0,
      );
      const worst = readings[worstAt]!;
      const logit = worst.scored.logit;
      const mainSpans = spanCues(main.scored, main.sources);
      const worstSpans = worst === main ? mainSpans : spanCues(worst.scored, worst.sources);
      return {
        genre,
        decisive: worstAt === 0 ? genre : 'url',
        logit,
        probability: sigmoid(logit),
        cues: topCues(worstSpans, 1),
        reassuring: topCues(mainSpans, -1),
        style: worstAt === 0 ? topStyle(main.scored) : [],
      };
    },
  };
}
