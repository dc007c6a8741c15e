/**
 * The learned model: logistic regression over hashed n-grams (features.ts), one head per genre
 * (a bare link or domain, a short text, an article). Weights are int8 (square-root companded, so
 * small weights keep their precision) with one scale per head,
 * base64 in a JSON file, so the whole model is a few hundred kilobytes and loads with the code.
 * It reads what acquisition produced (text, title, page URL, links), so it applies whichever
 * analyzer produced the findings. Its strongest cues come back with their exact spans.
 */
import { FeatureColumns } from './feature-columns';
import {
  featureValue,
  scoreFeatures,
  spanCues,
  topCues,
  topStyle,
  type CueSource,
  type Head,
  type ModelCue,
  type Scored,
} from './scoring';
import {
  genreOf,
  readTextFeatures,
  readUrlFeatures,
  tokenForm,
  type Feature,
  type Genre,
} from './features';

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

export { featureValue } from './scoring';
export type { CueSource, ModelCue } from './scoring';

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
  // The columns each reading writes its features to, by slot (the text, the title, the page's
  // address, the links): kept from one read to the next, which runs to its end before another.
  const pool: FeatureColumns[] = [];
  const columns = (slot: number, input: string) => {
    pool[slot] ??= new FeatureColumns(tokenForm);
    return pool[slot].reset(input);
  };
  const textOf = (slot: number, input: string, head: Head) => {
    const fs = columns(slot, input);
    readTextFeatures(input, head.bits, head.chars, true, fs);
    return fs;
  };
  const url = (slot: number, input: string) => {
    const fs = columns(slot, input);
    readUrlFeatures(input, heads.url.bits, fs);
    return fs;
  };
  return {
    read(input: ModelInput): ModelReading {
      const text = input.text ?? '';
      const title = input.title ?? '';
      const genre = text.trim() ? genreOf(text, title) : title.trim() ? genreOf(title) : 'short';
      const sources: Record<CueSource, string> = { text, title, url: input.url ?? '', link: '' };
      const readings: Array<{ scored: Scored; sources: Record<CueSource, string> }> = [];
      if (genre === 'url') {
        readings.push({
          scored: scoreFeatures(heads.url, [[url(0, text.trim()), 'text']]),
          sources,
        });
      } else {
        const head = textHead(genre);
        const groups: Array<[FeatureColumns, CueSource]> = [[textOf(0, text, head), 'text']];
        if (title.trim() && title.trim() !== text.trim())
          groups.push([textOf(1, title, head), 'title']);
        readings.push({ scored: scoreFeatures(head, groups), sources });
      }
      // A page's own address, and the links of a short message, are read by the URL head; the
      // riskiest one counts (one bad link is enough to make a message dangerous).
      if (input.url && genre !== 'url') {
        readings.push({
          scored: scoreFeatures(heads.url, [[url(2, input.url), 'url']]),
          sources,
        });
      }
      if (genre === 'short') {
        const links = (input.links ?? []).slice(0, MAX_LINKS_READ);
        for (const [i, link] of links.entries()) {
          readings.push({
            scored: scoreFeatures(heads.url, [[url(3 + i, link), 'link']]),
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
