/**
 * The tagger's reading of one sentence (tagSentence), and a sentence repeated in a text read once
 * (TaggedOnce), for the anatomy's tokens (tokens.ts).
 */
import { isEnglishWord } from '../../knowledge/english';
import type winkNLP from 'wink-nlp';

/** A wink-nlp instance with its English model (tokens.ts anatomyNlp). */
export type Wink = ReturnType<typeof winkNLP>;

/** What the tagger reads in one masked sentence, token by token. */
export interface Tagged {
  values: string[];
  spaces: string[];
  pos: string[];
  lemmas: string[];
  types: string[];
  /** The entity type covering each token, or ''. */
  entity: string[];
  /** The id of each token's word in the tagger's vocabulary (`its.uniqueId`). */
  ids: number[];
}

/** The tagger's reading of one masked sentence. */
export function tagSentence(w: Wink, input: string): Tagged {
  const its = w.its;
  const doc = w.readDoc(input);
  const values = doc.tokens().out(its.value) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink's typings describe `its.lemma` as needing the model's add-ons; the model passes them.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const ids = doc.tokens().out(its.uniqueId as unknown as typeof its.value) as unknown as number[];
  const entity = new Array<string>(values.length).fill('');
  doc.entities().each((e: { out: (f: unknown) => unknown }) => {
    const [a, b] = e.out(its.span) as unknown as [number, number];
    const type = e.out(its.type) as string;
    for (let i = a; i <= b; i++) entity[i] = type;
  });
  return { values, spaces, pos, lemmas, types, entity, ids };
}

/**
 * The highest word id each tagger has shown. wink gives each word it learns the next id, so a
 * word learnt after a reading has a higher id than any shown by then.
 */
const highestIds = new WeakMap<Wink, number>();

/**
 * A sentence repeated in a text (a quoted reply, a repeated notice) is tagged once, unless the
 * tagger may have learnt a word since that the sentence holds. The tagger's reading depends on
 * what it read before only through the words it learnt (wink-nlp keeps every new token, and its
 * lower case, with what it read of it then; a token is split or read by whether it is known), and
 * it looks up only stretches of the sentence, so a sentence none of whose stretches it can have
 * learnt since is read the same again (the parity test in fast-paths-read-the-same.test.ts).
 */
export class TaggedOnce {
  readonly #w: Wink;
  /** Each sentence's last reading, and where it is in `#readings`. */
  readonly #kept = new Map<string, { tagged: Tagged; at: number }>();
  /**
   * The readings made, in order, with the highest word id shown before each and, once asked for
   * (only when a sentence comes again), what each may have taught the tagger.
   */
  readonly #readings: Array<{ tagged: Tagged; before: number; learnt?: string[] }> = [];
  constructor(w: Wink) {
    this.#w = w;
  }

  read(input: string): Tagged {
    const kept = this.#kept.get(input);
    // What a sentence's own reading taught counts too: in "Ask Xyz's team or Xyz's." the tagger
    // splits the first "Xyz's" and learns the last one whole (before its full stop), so read
    // again the sentence keeps the first one whole too.
    if (kept && !this.#mayHaveLearnt(input, kept.at)) return kept.tagged;
    const tagged = tagSentence(this.#w, input);
    const before = highestIds.get(this.#w) ?? -1;
    let highest = before;
    for (const id of tagged.ids) if (id > highest) highest = id;
    highestIds.set(this.#w, highest);
    this.#kept.set(input, { tagged, at: this.#readings.length });
    this.#readings.push({ tagged, before });
    return tagged;
  }

  /** May the readings from the `from`th on have taught the tagger a stretch of `input`? */
  #mayHaveLearnt(input: string, from: number): boolean {
    for (let k = from; k < this.#readings.length; k++) {
      const reading = this.#readings[k]!;
      reading.learnt ??= learntBy(reading.tagged, reading.before);
      for (const word of reading.learnt) if (input.includes(word)) return true;
    }
    return false;
  }
}

/**
 * The words a reading may have taught the tagger: every token with an id above `before`, the
 * highest shown before it (learnt then, or earlier and not shown), with its lower case; and the
 * lower case of an older mixed-case token, which wink adds when it meets a known word afresh,
 * unless it is a word of the model's own vocabulary.
 */
function learntBy({ values, ids }: Tagged, before: number): string[] {
  const learnt: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const lower = value.toLowerCase();
    if (ids[i]! > before) {
      learnt.push(value);
      if (lower !== value) learnt.push(lower);
    } else if (lower !== value && !isEnglishWord(lower)) learnt.push(lower);
  }
  return learnt;
}
