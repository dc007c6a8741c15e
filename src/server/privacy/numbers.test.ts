/**
 * The check that lets a sentence skip the search for words with digits in them (readWords) says
 * yes exactly where a digit follows a letter, an underscore or a hyphen, in any script; the words
 * found word by word (letter-digits.ts) are the ones a search of the whole text finds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../tests/helpers/fuzz';
import { hasLetterThenDigit, lettersThenDigits } from './letter-digits';

const PIECES = [
  'a',
  'Z',
  'é',
  'д',
  'ก',
  '𝐀',
  '😀',
  '_',
  '-',
  ' ',
  '.',
  '1',
  '٣',
  '0',
  '\uD835',
  '\uDC00',
];

describe('a digit written after a letter', () => {
  it('is found where the plain pattern finds one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join('')),
        (s) => {
          expect(hasLetterThenDigit(s)).toBe(/[\p{L}_-]\d/u.test(s));
        },
      ),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
    expect(hasLetterThenDigit('call ref48213907 now')).toBe(true);
    expect(hasLetterThenDigit('𝐀1')).toBe(true);
    expect(hasLetterThenDigit('in 2019, 150 people')).toBe(false);
  });
});

describe('words with digits after letters', () => {
  it('are the matches a search of the whole text finds', () => {
    const pattern = /(?<![\p{L}\p{N}_])\p{L}[\p{L}_-]*\d[\p{L}\p{N}_-]*/gu;
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...PIECES, 'ref', '-2', 'x1'), { maxLength: 30 })
          .map((p) => p.join('')),
        (s) => {
          const found = [...lettersThenDigits(s)].map((m) => [m.index, m.word]);
          expect(found).toEqual([...s.matchAll(pattern)].map((m) => [m.index, m[0]]));
        },
      ),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
