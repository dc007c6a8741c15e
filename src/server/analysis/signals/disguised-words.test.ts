/**
 * The disguise reader reads only the words around a swap mark: every word of a global search with
 * its word pattern that holds a swap readBack undoes must be among them, and each of them must be
 * such a word, at the same place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../tests/helpers/fuzz';
import { markedWords, readBack } from './disguised-words';

const WORD = /[\p{L}\p{N}]{3,40}/gu;
// Letters and digits a swap is made of, others beside them, and what ends a word.
const PIECES = [
  'a',
  'e',
  'k',
  'Z',
  'B',
  'I',
  'l',
  'L',
  '0',
  '1',
  '2',
  'о',
  'Р',
  'ι',
  'Ѕ',
  ';',
  '\u0483',
  'é',
  '😀',
  '𝐀',
  ' ',
  '.',
  '@',
  '#',
  'http://',
  'BL0CKED',
  'untiI',
  'ANTlVlRUS',
  'Сurrent',
  'a'.repeat(38),
  'B'.repeat(39),
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''));

describe('the words around swap marks', () => {
  it(`are the words of the global search that hold a swap (seed ${FUZZ_SEED})`, () => {
    fc.assert(
      fc.property(text, (t) => {
        const all = [...t.matchAll(WORD)].map((m) => `${m.index}:${m[0]}`);
        const marked = markedWords(t).map((m) => `${m.index}:${m[0]}`);
        const swapped = [...t.matchAll(WORD)]
          .filter((m) => readBack(m[0]) !== null)
          .map((m) => `${m.index}:${m[0]}`);
        expect(
          marked.filter((w) => !all.includes(w)),
          t,
        ).toEqual([]);
        expect(
          swapped.filter((w) => !marked.includes(w)),
          t,
        ).toEqual([]);
        expect(new Set(marked).size, t).toBe(marked.length);
      }),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
