/**
 * Words disguised with digits for letters ("BL0CKED", "w0n", "FL1PKART"), a trick to slip past
 * spam filters. The rules read the text with the swap undone; the same positions quote the text
 * as written. Only a 0 or 1 between two letters counts, in a word that becomes letters only, so
 * model names, codes and years ("H1N1", "A10", "2021", "B2B") are left alone.
 */
import type { Span } from '../../knowledge/patterns';

/** Disguised words from which the disguise itself is a warning sign. */
export const MIN_DISGUISED_WORDS = 1;
const MIN_WORD = 3;
const WORD = /[\p{L}\p{N}]{3,40}/gu;
const SWAP: Record<string, string> = { '0': 'o', '1': 'i' };
const LETTER = /\p{L}/u;

export function undisguise(text: string): { plain: string; disguised: Span[] } {
  if (!/[\p{L}][01][\p{L}]/u.test(text)) return { plain: text, disguised: [] };
  const disguised: Span[] = [];
  const plain = text.replace(WORD, (word, start: number) => {
    if (word.length < MIN_WORD || !/[\p{L}][01][\p{L}]/u.test(word)) return word;
    const chars = [...word];
    const swapped = chars.map((c, i) =>
      c in SWAP && LETTER.test(chars[i - 1] ?? '') && LETTER.test(chars[i + 1] ?? '')
        ? SWAP[c]!
        : c,
    );
    const out = swapped.join('');
    // Letters only after the swap (so "H1N1" or "X10s" stay), and the same length (positions hold).
    if (/\p{N}/u.test(out) || out.length !== word.length) return word;
    const upper = word === word.toUpperCase();
    disguised.push({ text: word, start, end: start + word.length });
    return upper ? out.toUpperCase() : out;
  });
  return { plain, disguised };
}
