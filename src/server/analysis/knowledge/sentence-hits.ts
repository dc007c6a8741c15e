/**
 * Per-sentence cue hits from one pass over the whole text (claim scoring asks about a dozen cues
 * of every sentence; searching each sentence separately costs a regex call per cue and sentence).
 */
import { firstMatch, type Span, WordRegExp } from './patterns';

/**
 * The first hit of `re` inside each sentence, as `firstMatch(re, sentence.text)` would give it
 * (offsets relative to the sentence), from one pass over the whole text instead of one search
 * per sentence. Sentences are separated by whitespace, so whole-word checks see the same
 * boundaries; a hit that runs past its sentence's end (or starts between sentences) could hide
 * a hit the sentence alone would show, so the sentences it touches are searched on their own.
 */
export function hitsBySentence(
  re: RegExp,
  text: string,
  sentences: readonly Span[],
): Array<Span | null> {
  const narrowed = re instanceof WordRegExp ? re.narrowed : null;
  if (!narrowed) return hitsInOnePass(re, text, sentences);
  // A cue with slow alternatives behind a gate (word-regexp.ts): the text is searched without
  // them, and only the sentences where they may match are searched again with the whole cue.
  // Where the gate is shut they cannot match, so each sentence's first hit is the whole cue's.
  const hits = narrowed.without
    ? hitsInOnePass(narrowed.without, text, sentences)
    : new Array<Span | null>(sentences.length).fill(null);
  if (!narrowed.mayMatch(text)) return hits;
  sentences.forEach((s, i) => {
    if (narrowed.mayMatch(s.text)) hits[i] = firstMatch(re, s.text);
  });
  return hits;
}

/** `hitsBySentence` for any regex: one search of the whole text. */
function hitsInOnePass(re: RegExp, text: string, sentences: readonly Span[]): Array<Span | null> {
  const out: Array<Span | null> = new Array<Span | null>(sentences.length).fill(null);
  const recheck = new Set<number>();
  let k = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    while (k < sentences.length && sentences[k]!.end <= start) k++;
    const sentence = sentences[k];
    if (!sentence) break;
    if (start >= sentence.start && end <= sentence.end) {
      if (!out[k] && !recheck.has(k))
        out[k] = { text: m[0], start: start - sentence.start, end: end - sentence.start };
      // Only the first hit of a sentence counts: go on from the next sentence.
      re.lastIndex = Math.max(re.lastIndex, sentence.end);
    } else {
      for (let j = k; j < sentences.length && sentences[j]!.start < end; j++) recheck.add(j);
    }
    if (end === start) re.lastIndex = Math.max(re.lastIndex, start + 1);
  }
  re.lastIndex = 0;
  for (const j of recheck) out[j] = firstMatch(re, sentences[j]!.text);
  return out;
}
