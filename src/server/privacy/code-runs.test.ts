/**
 * The runs a code can stand in are found from their digits (identifiers.ts `runsWithDigits`):
 * the same runs, in the same order, as the pattern they replace finds and keeps, on generated
 * texts of letters in several scripts (one outside the BMP), digits, marks and separators, with a
 * printed, replayable seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../tests/helpers/fuzz';
import { runsWithDigits } from './identifiers';

/** What identifiers.ts read before: every run of five or more code characters with a digit. */
const reference = (text: string): Array<[number, number]> =>
  [...text.matchAll(/[\p{L}\p{N}/-]{5,}/gu)]
    .filter((m) => /\d/.test(m[0]))
    .map((m) => [m.index, m.index + m[0].length]);

const PIECES = [
  'a',
  'Z',
  'é',
  'ß',
  'я',
  'ก',
  '𝐀',
  '𝟙',
  '٣',
  '7',
  '0',
  '12',
  '/',
  '-',
  '_',
  ' ',
  '.',
  ',',
  '\n',
  '\ud800',
  '\udc00',
  '😀',
  'AB12',
  'ref',
];

describe('runs of code characters with a digit', () => {
  it('are the runs the pattern found, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect([...runsWithDigits(text)]).toEqual(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('count code points, not code units, towards the five', () => {
    expect([...runsWithDigits('x 𝐀𝐀1 y')]).toEqual([]);
    expect([...runsWithDigits('x 𝐀𝐀𝐀𝐀1 y')]).toEqual([[2, 11]]);
    expect([...runsWithDigits('1234')]).toEqual([]);
    expect([...runsWithDigits('ab/12-cd and 99999')]).toEqual([
      [0, 8],
      [13, 18],
    ]);
  });
});
