/**
 * The voice of a text without its topic, for the account detector (accounts.ts): whether a person
 * tells what happened to them ("I got a text … he said I had to … I sent $3,500 before I realised")
 * or a message speaks to its reader ("Your account has been suspended, verify now"). The words of
 * grammar and of telling are kept (pronouns, auxiliaries, prepositions, "said", "told", "got",
 * "paid"); every other word becomes its shape ("_ed" for a past form, "_ing", "_s", "_" for the
 * rest, "#" for a figure or an amount). Read on words, the detector learned its corpus's topics:
 * scam words (Zelle, Bitcoin, "$") were what messages had, so the longest, richest accounts people
 * post were read as messages (logits of -10 to -15 for accounts of a Bitcoin ATM or a fake check).
 * Word n-grams of the shapes (one to three) carry the voice to topics the corpus never had.
 */
import type { Feature } from '../model/feature-objects';
import { fnv1a } from '../model/features';

/** Only this many words are read: an account's voice shows in its first few sentences. */
export const VOICE_WORDS = 300;

const KEPT = new Set(
  [
    // Pronouns and who is told of.
    "i i'm i've i'd i'll me my mine myself we we're we've us our you you're your yours he he's him his she she's her hers they they're them their it it's its someone somebody anyone nobody everyone guy man woman lady person caller scammer people",
    // Determiners, prepositions, conjunctions and time.
    'a an the this that these those some any all no every each other another same such',
    'to from of in on at by for with about into through over after before then when while until since as than like if because so but and or not never just also only even still already again later ago once',
    'now today tomorrow yesterday morning night week day days month next last first',
    // Auxiliaries and modals, with their negations.
    "was were is are am be been being had has have having did do does done will would could should can may might must won't wouldn't couldn't can't cannot didn't don't doesn't wasn't weren't isn't haven't hadn't",
    // Verbs of getting, telling, paying and realising: the account's own story.
    'got get getting received receive said says say saying told tell telling asked ask asking called call calling texted text texting emailed email messaged message sent send sending paid pay paying gave give giving tried try wanted want needed need saw see found thought knew know realized realised realise realize went go came come took take lost happened claimed claiming pretended pretending wrote answered replied reply hung',
    // A message's own address to its reader.
    'please dear click verify confirm update reply visit link here now immediately urgent within',
  ]
    .join(' ')
    .split(' '),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.,$£€-]*/gu;
const FIGURE = /^[$£€]?\p{N}/u;

/** A word's voice: itself where it is kept, else its shape. */
export function voiceOf(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[.,-]+$/, '');
  if (FIGURE.test(w)) return '#';
  if (KEPT.has(w)) return w;
  if (w.length > 4 && w.endsWith('ed')) return '_ed';
  if (w.length > 5 && w.endsWith('ing')) return '_ing';
  if (w.length > 3 && w.endsWith('s')) return '_s';
  return '_';
}

/** The text's words as their voices, in order, at most VOICE_WORDS. */
export function voiceWords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push(voiceOf(m[0]));
    if (out.length >= VOICE_WORDS) break;
  }
  return out;
}

/**
 * Hashed one-, two- and three-grams of the voices (the text's start counts as a word), each
 * present n-gram once. No span: the detector's features are never quoted.
 */
export function voiceFeatures(text: string, bits: number): Feature[] {
  const mask = (1 << bits) - 1;
  const words = voiceWords(text);
  const seen = new Set<number>();
  const out: Feature[] = [];
  const add = (name: string) => {
    const index = fnv1a(`v:${name}`) & mask;
    if (seen.has(index)) return;
    seen.add(index);
    out.push({ name, index, start: 0, end: 0 });
  };
  const padded = ['<s>', ...words];
  for (let i = 1; i < padded.length; i++) {
    add(padded[i]!);
    add(`${padded[i - 1]} ${padded[i]}`);
    if (i >= 2) add(`${padded[i - 2]} ${padded[i - 1]} ${padded[i]}`);
  }
  return out;
}
