/**
 * Sentence splitting for claim extraction. A single left-to-right pass: a full stop ends a
 * sentence only when whitespace and a likely sentence start follow, and not after an abbreviation
 * ("Dr.", "U.S.", "e.g."), an initial ("J. Smith") or inside a number or URL (no whitespace there).
 */
import type { Span } from './patterns';

/** Words that end with a full stop without ending the sentence (compared lower-case, no dot). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'vs',
  'v',
  'e.g',
  'i.e',
  'cf',
  'al',
  'inc',
  'ltd',
  'co',
  'corp',
  'plc',
  'llc',
  'gen',
  'gov',
  'sen',
  'rep',
  'rev',
  'hon',
  'capt',
  'col',
  'lt',
  'sgt',
  'no',
  'nos',
  'fig',
  'figs',
  'vol',
  'p',
  'pp',
  'ch',
  'approx',
  'est',
  'dept',
  'univ',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'a.m',
  'p.m',
  'ave',
  'blvd',
  'rd',
  'mins',
  'min',
  'hrs',
  'cca',
  'ca',
  'op',
  'ed',
  'eds',
  // Before an amount or a number: "Rs. 500", "Rp. 50.000", "Ref. 4471", "Tel. 020 …".
  'rs',
  'rp',
  'ref',
  'tel',
]);

/** Sentences longer than this are cut for claim text; offsets still cover the whole sentence. */
export const MAX_SENTENCE_CHARS = 600;

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t';
}

/** The word that ends just before index `dot` (the full stop), lower-cased, without trailing dot. */
function wordBefore(text: string, dot: number): string {
  let i = dot - 1;
  while (i >= 0 && !isSpace(text[i]) && dot - i < 24) i--;
  return text
    .slice(i + 1, dot)
    .replace(/^[("'“‘[]+/u, '')
    .toLowerCase();
}

function isAbbreviation(word: string): boolean {
  if (ABBREVIATIONS.has(word)) return true;
  // Initials and dotted acronyms: "j", "u.s", "u.k", "ph.d".
  if (/^\p{L}$/u.test(word)) return true;
  return /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(word);
}

/** Next non-space character after index i, and whether a newline was crossed. */
function nextVisible(text: string, i: number): { ch: string | undefined; at: number } {
  let j = i;
  while (j < text.length && isSpace(text[j])) j++;
  return { ch: text[j], at: j };
}

function startsSentence(ch: string | undefined): boolean {
  if (ch === undefined) return true;
  return /[\p{Lu}\p{N}"'“‘([¿¡•*\-–—#@\p{Lo}]/u.test(ch);
}

export function splitSentences(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && isSpace(text[s])) s++;
    while (e > s && isSpace(text[e - 1])) e--;
    if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
  };
  // The run of closing punctuation last scanned (it ends at runEnd) and what follows it: every
  // stop inside a run ends at the same place, so a run like "....." is scanned once, not once per
  // dot (which made 30,000 dots take seconds).
  let runEnd = -1;
  let runNext: { ch: string | undefined; at: number } = { ch: undefined, at: 0 };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') {
      // A blank line always ends a sentence; a single line break does unless the line was
      // wrapped mid-sentence (it ends in a lower-case letter or comma and the next one continues).
      const before = text[i - 1] ?? '';
      const after = text[i + 1] ?? '';
      const wrapped = /[\p{Ll},;-]/u.test(before) && /\p{Ll}/u.test(after);
      if (after === '\n' || !wrapped) {
        push(i);
        start = i + 1;
      }
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?' && ch !== '…') continue;
    // Take the whole run of closing punctuation: "?!", "...", '."', ".)".
    if (i >= runEnd) {
      let end = i + 1;
      while (end < text.length && /[.!?…"'”’)\]»]/u.test(text[end]!)) end++;
      runEnd = end;
      runNext = nextVisible(text, end);
    }
    const j = runEnd;
    if (j < text.length && !isSpace(text[j])) continue; // decimals, URLs, "e.g.x"
    const next = runNext;
    if (ch === '.' && j === i + 1 && isAbbreviation(wordBefore(text, i))) continue;
    if (ch === '.' && !startsSentence(next.ch)) continue;
    push(j);
    start = j;
    i = j - 1;
  }
  push(text.length);
  return out;
}
