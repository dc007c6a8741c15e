/**
 * The look-alike search tries only the brands its index finds for a label: every brand checked
 * for a domain that matchLabel matches must be among them, on labels built to come near the brands' names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../tests/helpers/fuzz';
import { BRANDS } from './brands';
import { brandEntries } from './brand-index';
import { labelCandidates, matchLabel, readLabel } from './domain-reputation';
import { glanceForms, latinLookalike } from './lookalike-letters';

const TOKENS = BRANDS.map((b) => b.token);
// Pieces that bend a name: look-alike digits and letters, selling and bill words, regions, joins.
const PIECES = [
  '0',
  '1',
  '3',
  '5',
  'l',
  'i',
  'rn',
  'vv',
  'а',
  'о',
  'ѕ',
  'ο',
  '-',
  '_',
  '.',
  'shop',
  'sale',
  'outlet',
  'pay',
  'login',
  'secure',
  'uk',
  'ny',
  'x',
  'q',
  'bank',
  'e',
  'a',
];
const bent = fc
  .array(
    fc.oneof(
      fc.constantFrom(...TOKENS),
      fc.constantFrom(...TOKENS).chain((t) =>
        fc.tuple(fc.nat(t.length), fc.nat(t.length), fc.constantFrom(...PIECES)).map(
          // A piece put in, or put in place of a stretch: a typo, a swapped letter, a join.
          ([a, b, piece]) => t.slice(0, Math.min(a, b)) + piece + t.slice(Math.max(a, b)),
        ),
      ),
      fc.constantFrom(...PIECES),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((p) => p.join(''));

describe('the look-alike index', () => {
  it(`leaves out no brand the label matcher matches (seed ${FUZZ_SEED})`, () => {
    const entries = brandEntries();
    fc.assert(
      fc.property(bent, (label) => {
        const reading = readLabel(label);
        const tried = new Set(labelCandidates([reading]).map((e) => e.index));
        const matched = entries.filter(
          (e) => e.checked && !tried.has(e.index) && matchLabel(reading, e) !== null,
        );
        expect(
          matched.map((e) => e.brand.token),
          label,
        ).toEqual([]);
      }),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});

/** The glance forms by the long way: every letter mapped and every swap made, needed or not. */
function everySwapMade(word: string): Set<string> {
  const swaps = ['0o', '1l', '3e', '4a', '5s', '7t', '8b', '$s', 'rnm', 'vvw'];
  let base = [...word.toLowerCase()].map((ch) => latinLookalike(ch) ?? ch).join('');
  for (const swap of swaps) base = base.split(swap.slice(0, -1)).join(swap.slice(-1));
  const i = word.toLowerCase().split('1').join('i');
  return new Set([base, base.split('l').join('i'), base.split('i').join('l'), i]);
}

describe('glance forms', () => {
  it(`are those of every letter mapped and every swap made (seed ${FUZZ_SEED})`, () => {
    fc.assert(
      fc.property(bent, (word) => {
        expect([...glanceForms(word)], word).toEqual([...everySwapMade(word)]);
      }),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
