/**
 * The text normalisers (acquire/text.ts normaliseText, kinds/result-cache.ts normaliseForCache)
 * skip replaces that could change nothing, so a long text is not copied for them: every output
 * must be the one the plain chain of replaces gives, for seeded random texts made of the
 * characters those replaces read (every kind of space and line break, invisible controls, letters
 * that compose with a following mark, styled letters).
 */
import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../src/server/analysis/acquire/text';
import { normaliseForCache } from '../../src/server/kinds/result-cache';
import { mulberry32 } from '../helpers/prng';

const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the reference removes control characters.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const STYLED_LETTER =
  /[\u{1D400}-\u{1D7FF}\u2100-\u214F\u24B6-\u24E9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/gu;
const plainLetter = (styled: string) => {
  const plain = styled.normalize('NFKC');
  return /^[A-Za-z0-9]$/.test(plain) ? plain : styled;
};

/** normaliseText as the plain chain of replaces it was. */
const referenceText = (content: string) =>
  content
    .normalize('NFC')
    .replace(STYLED_LETTER, plainLetter)
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** normaliseForCache as the plain chain of replaces it was. */
const referenceCache = (content: string) =>
  content
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

const PIECES = [
  'a',
  'word',
  'Pay',
  '.',
  ' ',
  ' ',
  ' ',
  '  ',
  '\n',
  '\n',
  '\n\n\n',
  '\r',
  '\r\n',
  '\t',
  '\u000B',
  '\u000C',
  '\u00A0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2009',
  '\u202F',
  '\u3000',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u200B',
  '\uFEFF',
  '\u00AD',
  '\u0007',
  'e',
  '\u0301',
  'é',
  'e\u200B\u0301',
  'A\u030A',
  '\u212B',
  '𝐕',
  'Ｐ',
  'Ⓟ',
  '😀',
];

function randomText(random: () => number): string {
  const n = Math.floor(random() * 40);
  let out = '';
  for (let i = 0; i < n; i++) out += PIECES[Math.floor(random() * PIECES.length)];
  return out;
}

describe('the text normalisers read as their plain chains of replaces', () => {
  it('normaliseText and normaliseForCache, on 20,000 seeded texts and on what each gives', () => {
    const random = mulberry32(20261201);
    for (let i = 0; i < 20_000; i++) {
      const text = randomText(random);
      const normal = normaliseText(text);
      expect(normal).toBe(referenceText(text));
      expect(normaliseForCache(text)).toBe(referenceCache(text));
      // The server keys its cache on the normalised text: the path that skips the replaces.
      expect(normaliseForCache(normal)).toBe(referenceCache(normal));
    }
  });

  it('a long normalised text comes back from the cache normaliser unchanged', () => {
    const text = normaliseText(
      'Your parcel is waiting.\n\nPay the fee at http://x.example today.  Thanks!\n'.repeat(400),
    );
    expect(normaliseForCache(text)).toBe(text);
    expect(normaliseText(text)).toBe(text);
  });
});
