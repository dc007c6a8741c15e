/**
 * The words in capitals the shouting flag reads (style.ts capsWords) are the matches of
 * `(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}'’]+(?![\p{L}\p{N}])`, on generated text of ASCII and other
 * capitals, apostrophes, digits, lone and paired surrogates and spaces (seeded: the fuzz seed is
 * printed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { CAPS_TOKEN_REST, capsWords } from './style';

/** The words as the whole pattern, lookbehind included, finds them. */
const byPattern = (text: string, cap: number) =>
  [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${CAPS_TOKEN_REST.source}`, 'gu'))]
    .slice(0, cap)
    .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));

const PIECES = [
  'A',
  'Z',
  'SHARE',
  'IT',
  'The',
  'a',
  'z',
  "'",
  '’',
  'É',
  'é',
  'ÉTÉ',
  'İ',
  'Σ',
  'д',
  'Д',
  '𝐀',
  '𝐚',
  '\ud835',
  '\udc00',
  '1',
  '_',
  ' ',
  '  ',
  '-',
  '.',
  '!',
  '\n',
  '😀',
];

describe('words in capitals', () => {
  it('are the matches of the pattern with its lookbehind, in order, up to the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((p) => p.join('')),
        fc.integer({ min: 0, max: 8 }),
        (text, cap) => {
          expect(capsWords(text, 200)).toEqual(byPattern(text, 200));
          expect(capsWords(text, cap)).toEqual(byPattern(text, cap));
        },
      ),
      { numRuns: 5000, seed: FUZZ_SEED },
    );
  });
});
