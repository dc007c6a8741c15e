/** The masker's word tokens, read by code unit in ASCII, are the tokens of the plain pattern. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../tests/helpers/fuzz';
import { tokens } from './phrases';

const TOKEN = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;
const PIECES = [
  'a',
  'Z',
  '9',
  "'",
  '.',
  '-',
  '#',
  '$',
  '£',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  'é',
  'e\u0301',
  'İ',
  '😀',
  '\uD835',
  '\uDC00',
  '٣',
  '²',
  '\u200b',
  '\u001c',
];

describe('phrase tokens', () => {
  it('are what a global search with the token pattern finds, lower case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join('')),
        fc.nat(50),
        (s, offset) => {
          const expected = [...s.matchAll(TOKEN)].map((m) => ({
            text: m[0].toLowerCase(),
            start: offset + m.index,
            end: offset + m.index + m[0].length,
          }));
          expect(tokens(s, offset)).toEqual(expected);
        },
      ),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
