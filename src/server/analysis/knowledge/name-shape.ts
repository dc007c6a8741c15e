/**
 * The shape of a name no list knows yet: selling words strung together, hyphens, digits, a long
 * or machine-made label, a cheap ending. Pure string work on the host name, split from
 * domain-reputation.ts (which keeps the look-alike detector) and re-exported by it.
 */
import { SELLING_SET, SELLING_WORDS, onlySellingWords, partsOf } from './selling-words';

const VOWELS = /[aeiouy]/;

/** Shannon entropy of the letters and digits of a label, in bits per character. */
export function labelEntropy(label: string): number {
  const chars = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!chars) return 0;
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / chars.length) * Math.log2(n / chars.length);
  return h;
}

/** Machine-made names ("47n78xprrvp1", "5wzgtq8dpk", "xkqjvbzt") that no person would choose. */
export function randomLooking(label: string): boolean {
  const lower = label.toLowerCase();
  if (lower.length < 8 || lower.includes('-')) return false;
  const switches = (lower.match(/[a-z](?=\d)|\d(?=[a-z])/g) ?? []).length;
  if (switches >= 3 || /[bcdfghjklmnpqrstvwxz]{6}/.test(lower)) return true;
  const letters = lower.replace(/\d/g, '');
  const vowelShare =
    [...letters].filter((c) => VOWELS.test(c)).length / Math.max(1, letters.length);
  return lower.length >= 10 && labelEntropy(lower) >= 3.3 && vowelShare < 0.2;
}

/** Selling words a label is built from, found by splitting it into known words ("cheapshoesoutlet"). */
export function sellingWordCount(label: string): number {
  let n = 0;
  for (const part of partsOf(label)) {
    const letters = part.replace(/\d+/g, '');
    if (!letters) continue;
    if (onlySellingWords(letters)) n += Math.max(1, countWords(letters));
    else n += SELLING_WORDS.filter((w) => w.length >= 4 && letters.includes(w)).length > 0 ? 1 : 0;
  }
  return n;
}

function countWords(s: string): number {
  // Greedy count of selling words in a string known to consist of them.
  let n = 0;
  for (let i = 0; i < s.length; ) {
    let step = 0;
    for (let len = 10; len >= 2; len--)
      if (SELLING_SET.has(s.slice(i, i + len)) && onlySellingWords(s.slice(i + len))) {
        step = len;
        break;
      }
    if (!step) return n;
    n++;
    i += step;
  }
  return n;
}

/** The signs of a bulk-registered name, counted by throwawayNameShape. */
export interface NameShape {
  /** Points for each throwaway-name sign (see throwawayNamePoints). */
  points: number;
  /** The signs, in words for the reason a link check gives. */
  signs: string[];
}

/** From this many points a name reads like a throwaway shop's (tuned on the MIT scam list). */
export const THROWAWAY_NAME_POINTS = 3;
/** A label this long is rarely a brand someone chose to be remembered by. */
const LONG_LABEL = 14;

/**
 * How much a registrable name looks like the names scam shops register in bulk, from signs that
 * hold across lists and registrars: selling words strung together ("cheap-shoes-outlet"), hyphens,
 * digits, a long label, a machine-made label, a cheap ending. Tuned on the MIT list (durablenapkin)
 * against benign URL hosts; measured on the `unlisted-domains` eval set, which it never saw.
 */
export function throwawayNameShape(label: string, riskyEnding: boolean): NameShape {
  const lower = label.toLowerCase();
  const signs: string[] = [];
  if (sellingWordCount(lower) >= 1) signs.push('selling words in the name');
  if (lower.includes('-')) signs.push('hyphens');
  if (/\d/.test(lower)) signs.push('digits');
  if (lower.replace(/-/g, '').length >= LONG_LABEL) signs.push('an unusually long name');
  if (randomLooking(lower)) signs.push('a machine-made look');
  if (riskyEnding) signs.push('a cheap ending');
  return { points: signs.length, signs };
}
