import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMatches } from '../../knowledge/patterns';
import { REPEATED_WORD, repeatedWords } from './repeated-words';

describe('repeatedWords', () => {
  it('finds a word said three times in a row, in any case', () => {
    expect(
      repeatedWords('They said no, No, NO! and left. Stop. Stop. Stop.', 5).map((s) => s.text),
    ).toEqual(['no, No, NO', 'Stop. Stop. Stop']);
  });

  it('gives exactly the matches of the regex over the whole text', () => {
    const pieces = [
      'no',
      'No',
      'NO',
      'a',
      'stop',
      ' ',
      ', ',
      '! ',
      '. ',
      '-',
      '1',
      'é',
      'É',
      'K',
      '\u212a',
      's',
      '\u017f',
      'ſs',
      'ßß',
      '😀',
      '𝐀𝐀',
      'xno',
      '\n',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join('')),
        fc.integer({ min: 1, max: 6 }),
        (text, cap) => {
          expect(repeatedWords(text, cap)).toEqual(allMatches(REPEATED_WORD, text, cap));
        },
      ),
      // Seeded, so every run reads the same texts; and more of them than one run of the suite
      // used to draw.
      { numRuns: 3000, seed: 20261204 },
    );
  });
});
