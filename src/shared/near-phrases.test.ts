/**
 * NearPhrases finds what `text.matchAll` finds. Property-style: a bounded generator (seeded, the
 * seed printed and in every failure message; replay with NEAR_PHRASES_SEED=<seed>) writes texts of
 * greetings, sign-offs and name fields at line and sentence starts, after up to three spaces, in
 * any case (the Turkish dotless "ı" and "I" included), inside other words, beside characters
 * written as two code units, and long runs of other text; the private-text patterns
 * (personal-text.ts) are then read both ways.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tests/helpers/prng';
import { NearPhrases } from './near-phrases';
import { greetingNameSpans } from './personal-text';
import { WordRegExp } from './word-regexp';

const SEED = Number(process.env.NEAR_PHRASES_SEED ?? 20261130);
console.log(`near-phrases: seed ${SEED} (replay with NEAR_PHRASES_SEED=${SEED})`);

const PHRASES = ['hi', 'dear', 'sayın', 'name', 'thanks', 'adı soyadı'];
const caseless = (p: string) =>
  Array.from(p, (c) => (c.toUpperCase() !== c.toLowerCase() ? `[${c}${c.toUpperCase()}]` : c))
    .join('')
    .replace(/ /g, '\\s+');
const STARTS = '(?:^|(?<=[\\n.!?¡¿][ \\t]{0,3}))[ \\t]{0,3}';
const NAME = "\\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+)?";
const PATTERN = new RegExp(
  `${STARTS}(?:${PHRASES.map(caseless).join('|')})[ \\t]{0,3}[,:]?[ \\t]{1,3}(${NAME})`,
  'gmu',
);
const FINDER = new WordRegExp(
  [...PHRASES, 'sayin', 'adi soyadi', 'adı soyadi', 'adi soyadı'].join('|').replace(/ /g, '\\s+'),
  'giu',
);

const PIECES = [
  ...PHRASES,
  'HI',
  'SAYIN',
  'SAYıN',
  'Dear',
  'ADI SOYADI',
  'this',
  'which',
  'Alex',
  'Ayşe Yılmaz',
  'María',
  'Sam',
  '😀',
  '𝐀lex',
  ' ',
  '  ',
  '   ',
  '    ',
  '\t',
  '\n',
  '. ',
  '! ',
  ', ',
  ':',
  'x',
];

function textOf(random: () => number): string {
  let out = '';
  const length = 1 + Math.floor(random() * 40);
  for (let i = 0; i < length; i++) out += PIECES[Math.floor(random() * PIECES.length)];
  return out;
}

describe('NearPhrases', () => {
  it('gives the matches matchAll gives, for generated texts', () => {
    const random = mulberry32(SEED);
    const near = new NearPhrases(PATTERN, FINDER, 3);
    let found = 0;
    for (let i = 0; i < 4000; i++) {
      const text = textOf(random);
      const plain = [...text.matchAll(PATTERN)].map((m) => [m.index, m[0], m[1]]);
      const fast = [...near.matchAll(text)].map((m) => [m.index, m[0], m[1]]);
      found += plain.length;
      expect(fast, `seed ${SEED}, text ${i}: ${JSON.stringify(text)}`).toEqual(plain);
    }
    // The generator must reach the pattern, or the comparison says nothing.
    expect(found).toBeGreaterThan(150);
  });

  it('refuses a phrase pattern that is not global', () => {
    expect(() => new NearPhrases(PATTERN, /hi/u, 3)).toThrow(/global/);
  });
});

describe('greetingNameSpans over a long text', () => {
  it('finds the names written after a greeting, under a sign-off and in a name field', () => {
    const filler = 'The council met on Tuesday and agreed the budget. '.repeat(60);
    const text = `${filler}\nHi Alex, see you at 4.\n${filler}  SAYIN Ayşe Yılmaz, ödemeniz alındı.\nName: Maria Gonzalez\n\n${filler}Thanks,\nSam`;
    expect(greetingNameSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Alex',
      'Ayşe Yılmaz',
      'Maria Gonzalez',
      'Sam',
    ]);
  });
});
