/**
 * execOf and matchAllOf find exactly what the regex itself finds (lookbehind-first.ts), on
 * generated texts of words the patterns hold, letters on either side of them, digits, astral
 * letters and punctuation. Seeded and bounded: a failure prints its seed and text to replay.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tests/helpers/prng';
import { execOf, matchAllOf } from './lookbehind-first';

const SEED = 20261206;
const TEXTS = 300;
/** What the texts are built from: the patterns' words, glued letters, digits, and noise. */
const PIECES = [
  'bitcoin',
  'btc',
  'wallet',
  'eth',
  'crypto',
  'fake',
  'scam',
  'phishing',
  'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'a',
  'é',
  '𝒜',
  'x',
  '7',
  ' ',
  ' ',
  ' ',
  '.',
  "'",
  '"',
  '“',
  '”',
  'mailbox',
  'your',
  'Wallet',
  'ETH',
  '\n',
];
const PATTERNS = [
  /(?<![\p{L}])(?:bitcoins?|btc|wallet|ethereum|eth|usdt|tether|crypto\p{L}*)(?![\p{L}])[^\n]{0,80}?(?<![\p{L}\p{N}])(bc1[a-z0-9]{20,60}|[13][a-zA-Z0-9]{25,34}|0x[a-fA-F0-9]{40})(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}])(?:fake|bogus|phishing|scam)(?![\p{L}])[^.!?\n'"‘“]{0,25}['"‘“]([^'"’”\n]{1,60})['"’”]/giu,
  /(?<![A-Za-z0-9])(?:wallet|your)(?![A-Za-z0-9])/gi,
];

function texts(): string[] {
  const next = mulberry32(SEED);
  return Array.from({ length: TEXTS }, () => {
    const n = 1 + Math.floor(next() * 40);
    return Array.from({ length: n }, () => PIECES[Math.floor(next() * PIECES.length)]!).join('');
  });
}

describe(`lookbehind-first matching (seed ${SEED})`, () => {
  it('execOf gives the match exec gives, for a regex neither global nor sticky', () => {
    for (const text of texts())
      for (const re of PATTERNS.filter((r) => !r.global)) {
        const mine = execOf(re, text);
        const theirs = re.exec(text);
        expect(mine && [mine.index, [...mine]], `seed ${SEED}: ${JSON.stringify(text)}`).toEqual(
          theirs && [theirs.index, [...theirs]],
        );
      }
  });

  it('matchAllOf gives the matches matchAll gives, for a global regex', () => {
    for (const text of texts())
      for (const re of PATTERNS.filter((r) => r.global)) {
        re.lastIndex = 0;
        const mine = matchAllOf(re, text).map((m) => [m.index, [...m]]);
        const theirs = [...text.matchAll(re)].map((m) => [m.index, [...m]]);
        expect(mine, `seed ${SEED}: ${JSON.stringify(text)}`).toEqual(theirs);
      }
  });
});
