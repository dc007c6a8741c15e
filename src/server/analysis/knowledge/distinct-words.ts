/**
 * How long a text is by what it says: its words, each sentence counted once. A pasted e-mail often
 * holds its body twice (the plain copy and the formatted one), and a footer repeats on every reply
 * of a thread; the length rules (a long text's parts meet by chance, long mail is judged only up to
 * a limit) are about how much there is to read, which a repetition does not add to.
 */

/** A sentence, or a line: where a repeat is looked for. */
const SENTENCE = /[^.!?\n]+[.!?]*/g;
/** Longest sentence kept whole as a key: a longer one is its own (no text repeats so much of it). */
const MAX_KEY_CHARS = 400;

/** The number of words of `text`, each sentence (case and spacing aside) counted once, to `limit`. */
export function distinctWordCount(text: string, limit = Number.POSITIVE_INFINITY): number {
  const seen = new Set<string>();
  let n = 0;
  for (const m of text.matchAll(SENTENCE)) {
    const sentence = m[0];
    const key =
      sentence.length > MAX_KEY_CHARS ? null : sentence.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key === '') continue;
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    for (const _ of sentence.matchAll(/\S+/g)) if (++n >= limit) return n;
  }
  return n;
}
