import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../../tests/helpers/prng';
import { CLAUSE_NEGATORS, CONDITIONS, NEGATORS, SECRET } from './scope-words';
import { MAY_NAME_SECRET, MAY_OPEN_SCOPE } from './scope';
import { WORD, sentencesMatching, sentencesOf, wordsOf } from './scope-text';

/** Replay a failure with SCOPE_TEXT_SEED=<seed>. */
const SEED = Number(process.env.SCOPE_TEXT_SEED ?? Date.now() % 1_000_000);
/**
 * Characters that test each branch of the scan: ASCII letters, digits and apostrophes, accented
 * and other-script letters, digits outside ASCII, marks (no letters), letters and symbols outside
 * the Basic Multilingual Plane, and lone surrogates.
 */
const ALPHABET = [
  'a',
  'Z',
  'k',
  '9',
  '0',
  "'",
  '’',
  ' ',
  ' ',
  ',',
  ' - ',
  '.',
  '?',
  '\n',
  ':',
  '(',
  '—',
  'é',
  'ß',
  'İ',
  'Σ',
  'ς',
  'ª',
  '²',
  '٣',
  'ก',
  'ั',
  '\u0301',
  'ǅ',
  '_',
  '@',
  '😀',
  '𝐀',
  '𐐷',
  '\ud800',
  '\udc00',
  '\ud83d',
  'x',
  'n',
  'N',
  't',
  // Scope openers in several cases and scripts, so the gate below meets them whole and cut.
  'if',
  'IF',
  'Not',
  'nie',
  'não',
  'NÃO',
  'niemals',
  '\u212A',
  'ſi',
  'code',
  'PIN',
  'Códigos',
  'kennwort',
];

/** What the scan replaced: WORD matched over the sentence's own text. */
function wordsByPattern(s: { text: string; start: number }) {
  return [...s.text.matchAll(WORD)].map((m) => [
    s.start + m.index,
    s.start + m.index + m[0].length,
  ]);
}

describe('the scope words found by the scan', () => {
  it(`are the words WORD matches, on seeded random text (seed ${SEED})`, () => {
    const random = mulberry32(SEED);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let k = 0; k < length; k++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
      const spans = [
        ...sentencesOf(text),
        // Any stretch, even one that cuts a surrogate pair.
        (() => {
          const a = Math.floor(random() * (text.length + 1));
          const b = a + Math.floor(random() * (text.length - a + 1));
          return { text: text.slice(a, b), start: a, end: b };
        })(),
      ];
      for (const s of spans) {
        const scanned = wordsOf(text, s);
        const context = `seed ${SEED}, text ${JSON.stringify(text)}, span ${s.start}-${s.end}`;
        expect(
          scanned.map((w) => [w.start, w.end]),
          context,
        ).toEqual(wordsByPattern(s));
        for (const w of scanned)
          expect(w.lower, context).toBe(text.slice(w.start, w.end).toLowerCase());
      }
    }
  });

  it('keep an apostrophe and the letters after it, and a clause break before a word', () => {
    const text = "Don’t share it, we won't ask";
    const words = wordsOf(text, { text, start: 0, end: text.length });
    expect(words.map((w) => w.lower)).toEqual(['don’t', 'share', 'it', 'we', "won't", 'ask']);
    expect(words.map((w) => w.breakBefore)).toEqual([false, false, false, true, false, false]);
  });
});

const OPENERS = [...new Set([...CONDITIONS, ...NEGATORS, ...CLAUSE_NEGATORS])];
/** The gates of scope.ts, each with the words it must find and what it must find them for. */
const GATES = [
  {
    name: 'a scope opener',
    gate: MAY_OPEN_SCOPE,
    words: OPENERS,
    wanted: (lower: string) =>
      OPENERS.includes(lower) || /n['’]t$/u.test(lower) || /^n['’]\p{L}/u.test(lower),
  },
  {
    name: 'a secret',
    gate: MAY_NAME_SECRET,
    // SECRET's words, each with its optional letter.
    words: SECRET.source
      .slice('^(?:'.length, -')$'.length)
      .split('|')
      .flatMap((w) => [w.replace(/.\?/g, ''), w.replace(/\?/g, '')]),
    wanted: (lower: string) => SECRET.test(lower),
  },
];

describe.each(GATES)('the sentences that may hold $name', ({ gate, words, wanted }) => {
  it(`hold every sentence with such a word, on seeded random text (seed ${SEED})`, () => {
    const random = mulberry32(SEED);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = Math.floor(random() * 30);
      for (let k = 0; k < length; k++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
      const sentences = sentencesOf(text);
      const may = sentencesMatching(text, sentences, gate);
      sentences.forEach((s, si) => {
        if (wordsOf(text, s).some((w) => wanted(w.lower)))
          expect(may[si], `seed ${SEED}, text ${JSON.stringify(text)}, sentence ${si}`).toBe(1);
      });
    }
  });

  it('find a word in any code point that lower-cases to one of its letters', () => {
    const letters = new Set(words.join(''));
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const lower = c.toLowerCase();
      if (!letters.has(lower)) continue;
      const word = words.find((w) => w.includes(lower))!;
      const written = word.replace(lower, c);
      gate.lastIndex = 0;
      expect(gate.test(written), `U+${cp.toString(16)} in ${written}`).toBe(true);
    }
    gate.lastIndex = 0;
  });
});
