/**
 * The one-pass reader of capitalised words finds what the CAPITALISED pattern finds, on generated
 * sentences of capitals, lower-case letters, joiners, digits and spaces in several scripts (a
 * letter outside the Basic Multilingual Plane among them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { allMatches } from '../../knowledge/patterns';
import { capitalisedWords } from './capitalised';
import { CAPITALISED } from './cues';

const byPattern = (s: string, max: number) =>
  allMatches(CAPITALISED, s, max).map((m): [number, number] => [m.start, m.end]);

const PIECES = [
  'A',
  'B',
  'Z',
  'a',
  'b',
  'z',
  'É',
  'é',
  'Ş',
  'ş',
  'ß',
  'İ',
  'ǅ',
  'Σ',
  'σ',
  'Д',
  'д',
  '𝐀',
  '𝐚',
  "'",
  '’',
  '-',
  '_',
  '1',
  ' ',
  ' ',
  '.',
  ',',
  'ー',
  'ก',
  '\u0301',
  'John',
  'NASA',
  'WHO',
  'ABCDEFG',
  "O'Brien",
  'Jean-Paul',
  'McDonald',
  'Ms',
  'I',
];

describe('capitalised words read in one pass', () => {
  it('are the words the CAPITALISED pattern finds, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join('')),
        fc.integer({ min: 1, max: 10 }),
        (s, max) => {
          expect(capitalisedWords(s, max)).toEqual(byPattern(s, max));
        },
      ),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });

  it('reads names, acronyms and joined names as the pattern does', () => {
    const s = "Then Jean-Paul met O'Brien of NASA, ABCDEFG and McDonald's in Paris.";
    expect(capitalisedWords(s, 20).map(([a, b]) => s.slice(a, b))).toEqual([
      'Then',
      'Jean',
      'Paul',
      'Brien',
      'NASA',
      'Paris',
    ]);
    expect(capitalisedWords(s, 20)).toEqual(byPattern(s, 20));
  });
});
