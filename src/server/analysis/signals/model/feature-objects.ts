/**
 * The learned model's features as objects (features.ts textFeatures and urlFeatures give them to
 * training, the judge and the tests), written through the same FeatureSink as the model's
 * reading's columns (feature-columns.ts), so both hold the same features in the same order.
 */
import type { FeatureSink } from './feature-columns';

export interface Feature {
  /** Readable n-gram, e.g. "free entry" or "host:paypal"; shown as an explanation. */
  name: string;
  /** Hash bucket in [0, 2^bits). */
  index: number;
  /** Where in the input it occurs (exact span; start === end when it has none, e.g. a shape cue). */
  start: number;
  end: number;
  /** A fixed value (style cues); n-grams share one value scaled by their number. */
  value?: number;
}

/**
 * A word pair or a character n-gram: its name (shown only for the few strongest cues) is made when
 * it is read, not for each of the thousands a text has.
 */
class PairFeature implements Feature {
  constructor(
    readonly index: number,
    readonly start: number,
    readonly end: number,
    private readonly first: string,
    private readonly second: string,
  ) {}
  get name(): string {
    return `${this.first} ${this.second}`;
  }
}
class CharFeature implements Feature {
  constructor(
    readonly index: number,
    readonly start: number,
    readonly end: number,
    private readonly word: string,
    private readonly from: number,
    private readonly n: number,
  ) {}
  get name(): string {
    return `c:${this.word.slice(this.from, this.from + this.n)}`;
  }
}

/** Makes each feature handed to it an object in `out`, as textFeatures and urlFeatures give them. */
export class FeatureObjects implements FeatureSink {
  constructor(private readonly out: Feature[]) {}

  named(name: string, index: number, start: number, end: number, value: number | undefined): void {
    if (value === undefined) this.out.push({ name, index, start, end });
    else this.out.push({ name, index, start, end, value });
  }

  word(index: number, start: number, end: number, form: string): void {
    this.out.push({ name: form, index, start, end });
  }

  pair(index: number, start: number, end: number, first: string, second: string): void {
    this.out.push(new PairFeature(index, start, end, first, second));
  }

  char(index: number, start: number, end: number, word: string, from: number, n: number): void {
    this.out.push(new CharFeature(index, start, end, word, from, n));
  }
}
