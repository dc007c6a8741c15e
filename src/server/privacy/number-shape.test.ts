/**
 * `mayHide` only spares the reader: a text it turns away must be one in which the masker's own
 * reading hides nothing. Seeded texts of digits, separators, brackets, words that introduce
 * numbers and letters of several scripts (the fuzz seed is printed; FUZZ_SEED replays it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../tests/helpers/fuzz';
import { normalForm } from './normal-form';
import { mayHide } from './number-shape';
import { readNumbers } from './numbers';

const PIECES = [
  '0',
  '1',
  '4',
  '7',
  '9',
  '12',
  '482',
  '2019',
  '4821',
  '(415)',
  '(0)',
  '+',
  '+44',
  ' ',
  '  ',
  '.',
  ',',
  '-',
  '–',
  '/',
  '_',
  ':',
  '#',
  '*',
  '•',
  '\n',
  'x',
  'ab',
  'ref',
  'code',
  'PIN',
  'CVV',
  'order',
  'account',
  'ending',
  'card',
  'call',
  'é',
  'ü',
  'Ж',
  '日',
  '٣',
  '４',
  '\u200B',
  '$',
  '%',
];
const textArb = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.join(''));

describe('mayHide', () => {
  it('turns away only texts in which the masker hides no number', () => {
    fc.assert(
      fc.property(textArb, (shown) => {
        const text = normalForm(shown).text;
        if (!mayHide(text)) expect(readNumbers(text).filter((r) => r.hidden !== null)).toEqual([]);
      }),
      { numRuns: 4000, seed: FUZZ_SEED },
    );
  });

  it('reads what can be hidden', () => {
    for (const text of ['CVV 417', '(415) 5', 'ab1c2d3e4', '1, 2, 3, 4, 5, 6, 7, 8'])
      expect(mayHide(text)).toBe(true);
    for (const text of ['3 in 10 adults', 'on May 5', '12 and 34'])
      expect(mayHide(text)).toBe(false);
  });
});
