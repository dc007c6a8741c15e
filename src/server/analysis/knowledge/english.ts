/**
 * English read by its grammar and vocabulary, through wink-nlp and its bundled English model
 * (wink-eng-lite-web-model, both MIT; nothing is downloaded). Two readings:
 *   - `isEnglishWord`: whether a word is in the model's vocabulary (about 85,000 lower-case words),
 *     so "BL0CKED" read as "blocked" is a word and "P1SvWRUeHh" read as "pisvwruehh" is not;
 *   - `partsOfSpeech`: the universal part-of-speech tags of one short sentence, so a request
 *     aimed at the reader ("Pick up three vouchers...") is told from a statement.
 * Both load the model on first use (about 0.2 s each), never at start-up. Callers tag only the
 * few sentences that need it (a sentence costs some 20 µs), never a whole text.
 *
 * wink-nlp adds every word it has not seen to its in-memory vocabulary for good; untrusted text
 * could grow that without bound, so the tagger is rebuilt after MAX_TAGGED_CHARS characters.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Characters tagged by one tagger before it is rebuilt (bounds what its vocabulary can grow by). */
export const MAX_TAGGED_CHARS = 2_000_000;
/** Longer input is cut before tagging: a sentence's start is what tells a request. */
export const MAX_TAG_CHARS = 400;

interface CoreModel {
  features: { lexeme: { list: string[]; intrinsicSize: number } };
}

let vocabulary: Set<string> | null = null;

function loadVocabulary(): Set<string> {
  // The model's own lexicon (the words it was built with, before any text adds to it).
  const core = (model as unknown as { core: () => CoreModel }).core();
  const { list, intrinsicSize } = core.features.lexeme;
  const words = new Set<string>();
  for (let i = 0; i < intrinsicSize; i++) {
    const w = list[i]!;
    if (/^[a-z]+$/.test(w)) words.add(w);
  }
  return words;
}

/** Whether `word` (any case) is an English word the model knows. */
export function isEnglishWord(word: string): boolean {
  vocabulary ??= loadVocabulary();
  return vocabulary.has(word.toLowerCase());
}

let tagger: WinkMethods | null = null;
let tagged = 0;

export interface Tagged {
  /** The token as written (but for an opening capital, see `partsOfSpeech`). */
  text: string;
  /** Universal part of speech: VERB, NOUN, PROPN, PRON, AUX, ADV, NUM, PUNCT... */
  pos: string;
  /** The token's dictionary form, lower-case ("paid" -> "pay"). */
  lemma: string;
  /** Whether white space comes before it ("a - b" against "e-mail"). */
  spaced: boolean;
}

/** The tokens of one sentence with their part of speech (the sentence is cut at MAX_TAG_CHARS). */
export function partsOfSpeech(sentence: string): Tagged[] {
  // A capital that only opens the sentence (or the words after a sender's "Label:") says nothing
  // of the word: "Clear the balance" is read as "clear the balance", not as a name. Shouted words
  // ("USPS") keep their capitals.
  const text = sentence
    .slice(0, MAX_TAG_CHARS)
    .replace(
      /(^|:\s+)(\p{Lu})(?=\p{Ll})/gu,
      (_, before: string, c: string) => before + c.toLowerCase(),
    );
  if (tagger === null || tagged > MAX_TAGGED_CHARS) {
    tagger = winkNLP(model, ['pos']);
    tagged = 0;
  }
  tagged += text.length;
  const its = tagger.its;
  const tokens = tagger.readDoc(text).tokens();
  const words = tokens.out(its.value) as string[];
  const pos = tokens.out(its.pos) as string[];
  // The lemma helper's declared type misses the model add-ons it is called with.
  const lemma = tokens.out(its.lemma as unknown as typeof its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  return words.map((w, i) => ({
    text: w,
    pos: pos[i]!,
    lemma: lemma[i]!,
    spaced: spaces[i] !== '',
  }));
}
