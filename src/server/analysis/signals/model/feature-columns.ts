/**
 * The learned model's features of one input as columns of numbers (features.ts writes them through
 * a FeatureSink): its reading of a long text makes about 10,000 features, and as objects (one
 * each, with a name string for some) they were an eighth of what an analysis allocates. Here the
 * columns are typed arrays reused from one reading to the next, and a feature's name, which only
 * the few cues shown need, is made from the input when asked (nameOf), the same string the
 * feature object's name gives.
 */

/** Where features.ts hands each feature it reads, in reading order. */
export interface FeatureSink {
  /** A feature whose name is given: a shape cue, a style cue (with its value), a URL feature. */
  named(name: string, index: number, start: number, end: number, value: number | undefined): void;
  /** A word or number token read as `form` (its name), at [start, end). */
  word(index: number, start: number, end: number, form: string): void;
  /**
   * The word pair "first second": `second` is the token at [secondStart, end), `first` the one
   * before it ending at `firstEnd`, or "<s>" (firstEnd -1) at the start of the input.
   */
  pair(
    index: number,
    start: number,
    end: number,
    first: string,
    second: string,
    firstEnd: number,
    secondStart: number,
  ): void;
  /** The character n-gram `word.slice(from, from + n)` of the token at [start, end) ("c:" first). */
  char(index: number, start: number, end: number, word: string, from: number, n: number): void;
}

const NAMED = 0;
const WORD = 1;
const PAIR = 2;
const CHAR = 3;
const INITIAL_CAPACITY = 1024;

/** The features of one input; `reset` before each reading, `nameOf` only while it is current. */
export class FeatureColumns implements FeatureSink {
  count = 0;
  /** The input read (its spans are what the word, pair and character features' names are made of). */
  input = '';
  /** Hash bucket of each feature. */
  index = new Int32Array(INITIAL_CAPACITY);
  start = new Int32Array(INITIAL_CAPACITY);
  end = new Int32Array(INITIAL_CAPACITY);
  /** The fixed value of a style cue; NaN for the n-grams, which share one. */
  value = new Float64Array(INITIAL_CAPACITY);
  #kind = new Uint8Array(INITIAL_CAPACITY);
  /** Per kind: the name's place in #names; a pair's first end; a character n-gram's start. */
  #a = new Int32Array(INITIAL_CAPACITY);
  /** A pair's second start; a character n-gram's length. */
  #b = new Int32Array(INITIAL_CAPACITY);
  #names: string[] = [];
  /** How the token at a span is written as a feature (features.ts tokenForm). */
  readonly #formOf: (raw: string) => string;

  constructor(formOf: (raw: string) => string) {
    this.#formOf = formOf;
  }

  reset(input: string): this {
    this.count = 0;
    this.input = input;
    this.#names = [];
    return this;
  }

  named(name: string, index: number, start: number, end: number, value: number | undefined): void {
    const k = this.#add(NAMED, index, start, end);
    if (value !== undefined) this.value[k] = value;
    this.#a[k] = this.#names.length;
    this.#names.push(name);
  }

  word(index: number, start: number, end: number): void {
    this.#add(WORD, index, start, end);
  }

  pair(
    index: number,
    start: number,
    end: number,
    _first: string,
    _second: string,
    firstEnd: number,
    secondStart: number,
  ): void {
    const k = this.#add(PAIR, index, start, end);
    this.#a[k] = firstEnd;
    this.#b[k] = secondStart;
  }

  char(index: number, start: number, end: number, _word: string, from: number, n: number): void {
    const k = this.#add(CHAR, index, start, end);
    this.#a[k] = from;
    this.#b[k] = n;
  }

  /** Whether feature `k` has a value of its own (a style cue) rather than the n-grams' shared one. */
  ownValue(k: number): boolean {
    return !Number.isNaN(this.value[k]!);
  }

  /** The name feature `k`'s object has (features.ts textFeatures, urlFeatures). */
  nameOf(k: number): string {
    const kind = this.#kind[k];
    const start = this.start[k]!;
    const end = this.end[k]!;
    if (kind === NAMED) return this.#names[this.#a[k]!]!;
    if (kind === WORD) return this.#formOf(this.input.slice(start, end));
    if (kind === PAIR) {
      const firstEnd = this.#a[k]!;
      const first = firstEnd < 0 ? '<s>' : this.#formOf(this.input.slice(start, firstEnd));
      return `${first} ${this.#formOf(this.input.slice(this.#b[k]!, end))}`;
    }
    const word = `<${this.#formOf(this.input.slice(start, end))}>`;
    const from = this.#a[k]!;
    return `c:${word.slice(from, from + this.#b[k]!)}`;
  }

  #add(kind: number, index: number, start: number, end: number): number {
    const k = this.count;
    if (k === this.index.length) this.#grow();
    this.#kind[k] = kind;
    this.index[k] = index;
    this.start[k] = start;
    this.end[k] = end;
    this.value[k] = Number.NaN;
    this.count = k + 1;
    return k;
  }

  #grow(): void {
    const size = this.index.length * 2;
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(old: T, made: T): T => {
      made.set(old);
      return made;
    };
    this.index = grown(this.index, new Int32Array(size));
    this.start = grown(this.start, new Int32Array(size));
    this.end = grown(this.end, new Int32Array(size));
    this.value = grown(this.value, new Float64Array(size));
    this.#kind = grown(this.#kind, new Uint8Array(size));
    this.#a = grown(this.#a, new Int32Array(size));
    this.#b = grown(this.#b, new Int32Array(size));
  }
}
