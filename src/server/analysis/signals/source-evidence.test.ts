/**
 * The named sources and institutions are searched with the word-start capital tested capital
 * first (WORD_START_CAPITAL): on generated text of names, roles, sayings, institutions, other
 * alphabets, digits, marks and line breaks, they find what the patterns written lookbehind first
 * find (seeded: the fuzz seed is printed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../tests/helpers/fuzz';
import { allMatches } from '../knowledge/patterns';
import { INSTITUTION, NAMED_ATTRIBUTION, WORD_START_CAPITAL } from './source-evidence';

/** The pattern as written before: the word-boundary lookbehind, then the capital. */
const lookbehindFirst = (re: RegExp): RegExp =>
  new RegExp(re.source.replaceAll(WORD_START_CAPITAL, '(?<![\\p{L}\\p{N}_])\\p{Lu}'), re.flags);

const PIECES = [
  'Julia',
  'Pollak',
  'O’Brien',
  'Al-Amin',
  'de ',
  'of ',
  'the ',
  'A.',
  'J. ',
  ' ',
  ' ',
  ' ',
  ', ',
  'said',
  'told',
  'chief economist',
  'professor',
  'a senior analyst',
  'University',
  'Office',
  'Federal Reserve',
  'Dr. ',
  'according to ',
  'spokesperson for ',
  'xY',
  'ÉCOLE',
  'Été',
  'İstanbul',
  'Σοφία',
  '𝐀bc',
  'é',
  '_',
  '1',
  '2024',
  '-',
  "'",
  '.',
  '\n',
];

const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((p) => p.join(''));

describe('source evidence patterns with the capital tested first', () => {
  for (const [name, re] of [
    ['named sources', NAMED_ATTRIBUTION],
    ['institutions', INSTITUTION],
  ] as const) {
    it(`find the ${name} the lookbehind-first pattern finds`, () => {
      const reference = lookbehindFirst(re);
      expect(reference.source).not.toContain(WORD_START_CAPITAL);
      fc.assert(
        fc.property(textArb, (text) => {
          expect(allMatches(re, text)).toEqual(allMatches(reference, text));
        }),
        { numRuns: 3000, seed: FUZZ_SEED },
      );
    });
  }

  it('find them in a long text too', () => {
    const text = fc
      .sample(textArb, { numRuns: 200, seed: FUZZ_SEED })
      .join(' Julia Pollak, chief economist at the Office for National Statistics, said ');
    for (const re of [NAMED_ATTRIBUTION, INSTITUTION])
      expect(allMatches(re, text)).toEqual(allMatches(lookbehindFirst(re), text));
  });
});
