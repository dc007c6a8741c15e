/**
 * The sentences and words scope.ts reads negation scope over. Words are what WORD matches (letters
 * and digits, with "'s" or "n't" kept on), found by a scan that tests each character once: ASCII
 * by its code, any other by the pattern's own classes, so a word is the same as WORD would find.
 * Matching WORD over up to 20,000 characters was most of the scope's cost; scope-text.test.ts
 * checks the scan against WORD on seeded random text.
 */
import type { Span } from '../../knowledge/patterns';

export interface Word {
  lower: string;
  start: number;
  end: number;
  /** A clause break (comma, colon, bracket, dash) stands between this word and the one before. */
  breakBefore: boolean;
}

/** A word as the scan reads it. */
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const SENTENCE_END = /[.!?;\n](?=\s|$)|\n/gu;
const CLAUSE_BREAK = /[,:()•|–—]|\s-\s/u;

export function sentencesOf(text: string): Span[] {
  const out: Span[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (end > from) out.push({ text: text.slice(from, end), start: from, end });
    from = end;
  }
  if (from < text.length) out.push({ text: text.slice(from), start: from, end: text.length });
  return out;
}

/**
 * A search for the words of `alternation` (letters only, as a pattern) written as whole words in
 * any case, or for `extra`: a superset of the words wordsOf finds whose lower case the alternation
 * matches whole, searched without the Unicode flag (ten times as fast). A word starts and ends
 * beside no letter or digit, so beside no ASCII one; ignoring case matches a letter in whatever
 * lower-cases to it but the Kelvin sign ("K" for "k"), which is found wherever it stands.
 * scope-text.test.ts checks this on seeded random text and on every code point.
 */
export function wordsGate(alternation: string, extra?: string): RegExp {
  const whole = `(?<![A-Za-z0-9])(?:${alternation})(?![A-Za-z0-9])`;
  return new RegExp(`${whole}|\u212A${extra ? `|${extra}` : ''}`, 'gi');
}

/** Which sentences hold a match of the global `gate`: one search over the text. */
export function sentencesMatching(
  text: string,
  sentences: readonly Span[],
  gate: RegExp,
): Uint8Array {
  const hit = new Uint8Array(sentences.length);
  let si = 0;
  gate.lastIndex = 0;
  for (let m = gate.exec(text); m !== null; m = gate.exec(text)) {
    while (si < sentences.length && sentences[si]!.end <= m.index) si++;
    if (si === sentences.length) break;
    hit[si] = 1;
    // The rest of this sentence is settled: go on from the next one.
    gate.lastIndex = Math.max(gate.lastIndex, sentences[si]!.end);
  }
  gate.lastIndex = 0;
  return hit;
}

/** Most words follow one space, which cannot break a clause: no pattern is needed for them. */
const breaksBetween = (text: string, from: number, to: number): boolean =>
  !(to - from === 1 && text.charCodeAt(from) === 32) && CLAUSE_BREAK.test(text.slice(from, to));

/** WORD's two classes, tried at one position (sticky) for a character outside ASCII. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;
const LETTER = /\p{L}/uy;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;

/** Is the code point at `i` (before `end`) in `sticky`'s class? ASCII letters (and digits) by code. */
function inClass(text: string, i: number, end: number, sticky: RegExp, digits: boolean): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80)
    return (
      (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (digits && c >= 0x30 && c <= 0x39)
    );
  // The scan steps over whole pairs, so a low surrogate it meets is a lone one, and so is a high
  // surrogate whose pair would lie past the end: neither is a letter.
  if ((c >= 0xdc00 && c <= 0xdfff) || (c >= 0xd800 && c <= 0xdbff && i + 1 >= end)) return false;
  sticky.lastIndex = i;
  return sticky.test(text);
}

/** Code units of the code point at `i`: two for a surrogate pair. */
function widthAt(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= end) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/** Is text[from, to) written in lower-case ASCII letters and digits only (its own lower case)? */
function lowerCaseIn(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0x80 || (c >= 0x41 && c <= 0x5a)) return false;
  }
  return true;
}

export function wordsOf(text: string, s: Span): Word[] {
  const out: Word[] = [];
  const end = s.end;
  let last = s.start;
  let i = s.start;
  while (i < end) {
    if (!inClass(text, i, end, LETTER_OR_DIGIT, true)) {
      i += widthAt(text, i, end);
      continue;
    }
    const start = i;
    while (i < end && inClass(text, i, end, LETTER_OR_DIGIT, true)) i += widthAt(text, i, end);
    // "'s", "n't": an apostrophe and the letters after it belong to the word.
    while (i + 1 < end) {
      const c = text.charCodeAt(i);
      if ((c !== APOSTROPHE && c !== RIGHT_QUOTE) || !inClass(text, i + 1, end, LETTER, false))
        break;
      i++;
      while (i < end && inClass(text, i, end, LETTER, false)) i += widthAt(text, i, end);
    }
    const word = text.slice(start, i);
    out.push({
      lower: lowerCaseIn(text, start, i) ? word : word.toLowerCase(),
      start,
      end: i,
      breakBefore: out.length > 0 && breaksBetween(text, last, start),
    });
    last = i;
  }
  return out;
}
