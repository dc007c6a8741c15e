/** The masker's word tokens, read by code unit in ASCII, are the tokens of the plain pattern. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../tests/helpers/fuzz';
import { endingPhrase, endingPhrases, phraseSet, phraseSets, tokens } from './phrases';

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

describe('several phrase sets read together', () => {
  // Small word lists that share last words and end on one another ("code", "your code", "pin code").
  const WORDS = ['code', 'your', 'pin', 'no', ':', 'account', 'the', 'number', 'ref'];
  const phrase = fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
    .map((w) => w.join(' '));
  it(`find for each set what endingPhrase finds (seed ${FUZZ_SEED})`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(phrase, { maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }),
        fc.subarray(WORDS),
        fc.nat(6),
        (lists, words, skipped, maxSkipped) => {
          const sets = lists.map(phraseSet);
          const skip = new Set(skipped);
          const toks = tokens(words.join(' '));
          expect([...endingPhrases(toks, phraseSets(sets), skip, maxSkipped)]).toEqual(
            sets.map((set) => endingPhrase(toks, set, skip, maxSkipped)),
          );
        },
      ),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
