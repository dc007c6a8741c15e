/**
 * The code-unit reader of the word model's words (lexical.ts wordsOf) finds what the pattern
 * `[\p{L}][\p{L}'’]*` finds, on generated text of ASCII and other letters, apostrophes, digits,
 * marks, lone and paired surrogates and spaces (seeded: the fuzz seed is printed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { MAX_LEXICAL_TOKENS, lexicalWords, wordsOf } from './lexical';

/** The words as the pattern reads them, which wordsOf must match. */
const byPattern = (s: string): string[] =>
  (s.match(/[\p{L}][\p{L}'’]*/gu) ?? [])
    .slice(0, MAX_LEXICAL_TOKENS)
    .map((w) => (w.includes('’') ? w.replace(/’/gu, "'") : w));

const PIECES = [
  'a',
  'z',
  'A',
  'Z',
  'rose',
  "don't",
  'it’s',
  "'",
  '’',
  'é',
  'ß',
  'İ',
  'Σ',
  'д',
  'ก',
  'ー',
  '\u0301',
  '𝐀',
  '𝐚',
  '\ud835',
  '\udc00',
  '1',
  '4.2%',
  '$5',
  '2024',
  ' ',
  '  ',
  '-',
  '_',
  '.',
  ',',
  '"',
  '\n',
  '😀',
];

describe('the word model reads words in one pass', () => {
  it('finds the words the pattern finds, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((p) => p.join('')),
        (s) => {
          expect(wordsOf(s)).toEqual(byPattern(s));
        },
      ),
      { numRuns: 5000, seed: FUZZ_SEED },
    );
  });

  it('stops at MAX_LEXICAL_TOKENS words', () => {
    const s = 'word é '.repeat(MAX_LEXICAL_TOKENS);
    expect(wordsOf(s)).toEqual(byPattern(s));
    expect(wordsOf(s)).toHaveLength(MAX_LEXICAL_TOKENS);
  });

  it('reads figures as their shape', () => {
    expect(lexicalWords('Wages rose 3.9% to $1,200 in 2023, up 12 from O’Brien’s count')).toEqual([
      'wages',
      'rose',
      'zpct',
      'to',
      'zmoney',
      'in',
      'zyear',
      'up',
      'znum',
      'from',
      "o'brien's",
      'count',
    ]);
  });
});
