/**
 * The whole-word cue regexes search without a leading lookbehind for speed (patterns.ts); these
 * tests hold them to the plain pattern's results on every way the code uses a regex.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSameAsPlain } from '../../../../tests/helpers/regex-parity';
import { allMatches, countRuns, cue, cueCased, sentenceWordRuns } from './patterns';

const PHRASES: ReadonlyArray<readonly string[]> = [
  ['but|however|on the other hand'],
  ['\\p{L}+s (?:think|say|said)', 'hypocrisy'],
  ['\\p{L}+ lives matter|make \\p{L}+ great'],
  ['(?<=^|\\n)\\d{1,2} (?:things|ways)'],
  ['(?<!not )immediately|asap', 'é+t[ée]'],
  ['\\d+(?:[.,]\\d+)?\\s?%', '[$£€]\\s?\\d[\\d,.]*'],
];
const CASED = [["\\p{Lu}[\\p{Ll}'’-]+|\\p{Lu}{2,6}"], ['Apple(?: ID)?|APPLE']];

// Letters, digits, separators, accents and astral characters (emoji, a supplementary letter).
const ALPHABET = [
  'a',
  'b',
  's',
  'e',
  'é',
  'A',
  'S',
  'I',
  ' ',
  ' ',
  '\n',
  '.',
  '1',
  '0',
  '%',
  '$',
  '_',
  '😀',
  '𝐀',
  'but',
  'However',
  'says ',
  'lives matter',
  'make it great',
  'immediately',
  'not ',
  '5 things',
  'hypocrisy',
  'Apple',
  'APPLE ID',
];
const textArb = fc
  .array(fc.constantFrom(...ALPHABET), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('cue regexes', () => {
  it('find exactly what the plain lookbehind pattern finds', () => {
    const regexes = [...PHRASES.map((p) => cue(p)), ...CASED.map((p) => cueCased(p))];
    fc.assert(
      fc.property(textArb, (text) => {
        for (const re of regexes) {
          expectSameAsPlain(re, text, 3);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keep the full pattern as their source, so they compose like any RegExp', () => {
    const re = cue(['act now']);
    expect(re.source).toBe('(?<![\\p{L}\\p{N}_])(?:act now)(?![\\p{L}\\p{N}_])');
    expect(re.flags).toBe('giu');
    expect(allMatches(re, 'React now! Act now. act nowhere')).toEqual([
      { text: 'Act now', start: 11, end: 18 },
    ]);
  });
});

/** Runs of white space and of anything else, with marks: what texts are made of here. */
const RUN_PIECES = [
  'a',
  'bc',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  '\u200b',
  '😀',
  'é',
  '.',
];
const textsOf = (pieces: readonly string[], maxLength: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((p) => p.join(''));

describe('countRuns', () => {
  it('counts the same runs as /\\s+/g and /\\S+/g', () => {
    fc.assert(
      fc.property(textsOf(RUN_PIECES, 30), (text) => {
        const runs = countRuns(text);
        expect(runs.spaceRuns).toBe((text.match(/\s+/g) ?? []).length);
        expect(runs.wordRuns).toBe((text.match(/\S+/g) ?? []).length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sentenceWordRuns', () => {
  it("counts each piece of split(/[.!?]+\\s+/)'s word runs as countRuns does (seeded)", () => {
    fc.assert(
      fc.property(textsOf([...RUN_PIECES, '!', '?', '..', '?!'], 40), (text) => {
        const expected = text.split(/[.!?]+\s+/).map((s) => countRuns(s).wordRuns);
        expect(sentenceWordRuns(text)).toEqual(expected);
      }),
      { numRuns: 2000, seed: 26 },
    );
  });
});
