/**
 * The word index (word-index.ts) finds a text's words without a regex call per word and folds the
 * whole text at once when it can. Property-style: a bounded generator (seeded, the seed printed and
 * in every failure message; replay with WORD_INDEX_SEED=<seed>) writes texts of words in any case,
 * the capital sigma, letters that lower to longer ones ("İ"), the long s, digits, underscores,
 * characters written as two code units (letters and not) and lone halves of them; each index is
 * held to one built from `/[\p{L}\p{N}_]+/gu` and `foldCase` word by word, and looked up as a
 * binary search of the strings finds the words.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tests/helpers/prng';
import { foldCase, UPPER_INITIAL } from './pattern-prefixes';
import { candidateStarts, wordIndexOf } from './word-index';

const SEED = Number(process.env.WORD_INDEX_SEED ?? 20261201);
console.log(`word-index: seed ${SEED} (replay with WORD_INDEX_SEED=${SEED})`);

const PARTS = [
  'Word',
  'ΟΔΟΣ',
  'ΣΑ',
  'σ',
  'İstanbul',
  'ſale',
  'ẛ',
  'Über',
  'x_1',
  '𝐀bc',
  '𐐀',
  '😀',
  '\ud835',
  '\udc00',
  'ǅ',
  ' ',
  '. ',
  '\n',
  "'",
  '-',
  'a',
  'THE',
  'then',
  'Theory',
  'thé',
  'ab',
  '9',
];

/** The index as a plain regex and word-by-word folding build it. */
/** A word's first three code units as one number, an absent one 0 (word-index.ts). */
const headOf = (w: string) =>
  w.charCodeAt(0) * 0x1_0000_0000 + (w.charCodeAt(1) || 0) * 0x1_0000 + (w.charCodeAt(2) || 0);

function reference(text: string) {
  const at = new Map<string, number[]>();
  const upperStarts: number[] = [];
  let wordCount = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    if (/^\p{Lu}/u.test(m[0])) upperStarts.push(m.index);
    const word = foldCase(m[0]);
    at.set(word, [...(at.get(word) ?? []), m.index]);
    wordCount++;
  }
  const words = [...at.keys()].sort();
  return { text, words, starts: words.map((w) => at.get(w)!), upperStarts, wordCount };
}

describe('the word index', () => {
  it('holds the words a regex finds, folded as each word folds alone', () => {
    const random = mulberry32(SEED);
    for (let run = 0; run < 400; run++) {
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 60) },
        () => PARTS[Math.floor(random() * PARTS.length)]!,
      );
      const text = `${parts.join('')} run ${run}`;
      const { heads, byWord, folded, ...index } = wordIndexOf(text);
      const context = `seed ${SEED}, run ${run}: ${JSON.stringify(text)}`;
      expect(index, context).toEqual(reference(text));
      // The text folded at once, where kept, reads as the text folded.
      if (folded !== null) expect(folded, context).toBe(foldCase(text));
      // Each word's starts by the word, the same lists.
      expect([...byWord.keys()].sort(), context).toEqual(index.words);
      index.words.forEach((w, k) => {
        expect(byWord.get(w), context).toBe(index.starts[k]);
      });
      // The heads order the words as the strings do, and are their first three code units.
      for (let k = 1; k < heads.length; k++) expect(heads[k - 1]! <= heads[k]!, context).toBe(true);
      expect([...heads], context).toEqual(index.words.map(headOf));
    }
  });

  it('finds the words that start with a prefix, or are a whole word, as a scan of them does', () => {
    const random = mulberry32(SEED + 1);
    const words = [
      'a',
      'ab',
      'abc',
      'abcd',
      'abce',
      'abd',
      'b',
      'bab',
      'the',
      'then',
      'theory',
      'thé',
      'ü',
      'über',
      '𝐀bc',
      'x_1',
      '9',
    ];
    for (let run = 0; run < 300; run++) {
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => words[Math.floor(random() * words.length)]!,
      );
      const text = parts.join(' ');
      const index = wordIndexOf(text);
      const word = foldCase(words[Math.floor(random() * words.length)]!);
      const prefix = word.slice(0, 1 + Math.floor(random() * word.length));
      for (const [key, wanted] of [
        [prefix, (w: string) => w.startsWith(prefix)],
        [`${prefix} `, (w: string) => w === prefix],
      ] as const) {
        const want = index.words.flatMap((w, k) => (wanted(w) ? index.starts[k]! : []));
        const got = candidateStarts(index, [key]);
        const context = `seed ${SEED + 1}, run ${run}: "${key}" in ${JSON.stringify(text)}`;
        if (got) expect([...got], context).toEqual(want.sort((x, y) => x - y));
        else expect(want.length, context).toBeGreaterThan(16);
      }
    }
  });

  it('finds the starts of several prefixes and capitals at once, a list reused across texts', () => {
    const random = mulberry32(SEED + 2);
    const words = [
      'a',
      'ab',
      'Abc',
      'ABD',
      'b',
      'Bab',
      'the',
      'The',
      'then',
      'Über',
      'über',
      'x_1',
    ];
    const keys = ['a', 'ab', 'abc', 'b', 'the', 'th', 'über', 'x', 'z'];
    // A pattern passes the same list of prefixes for every text: a few lists, each used often.
    // As a pattern's prefixes are, none opens another (a word is found under one only).
    const lists = Array.from({ length: 6 }, () => {
      const chosen = keys.filter(() => random() < 0.4);
      const list = chosen
        .filter((k) => !chosen.some((other) => other !== k && k.startsWith(other)))
        .map((k) => (random() < 0.5 ? `${k} ` : k));
      return random() < 0.4 ? [...list, UPPER_INITIAL] : list;
    });
    for (let run = 0; run < 300; run++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 60) },
        () => words[Math.floor(random() * words.length)]!,
      ).join(random() < 0.5 ? ' ' : ', ');
      const index = wordIndexOf(text);
      const prefixes = lists[run % lists.length]!;
      const want = new Set<number>();
      // A capitalised word opening with a prefix is counted twice against the limit.
      let listed = 0;
      for (const prefix of prefixes) {
        const whole = prefix.endsWith(' ');
        const key = prefix.trimEnd();
        const found =
          prefix === UPPER_INITIAL
            ? [index.upperStarts]
            : index.starts.filter((_, k) => {
                const w = index.words[k]!;
                return whole ? w === key : w.startsWith(key);
              });
        for (const starts of found) {
          listed += starts.length;
          for (const at of starts) want.add(at);
        }
      }
      const got = candidateStarts(index, prefixes);
      const context = `seed ${SEED + 2}, run ${run}: ${JSON.stringify(prefixes)} in ${JSON.stringify(text)}`;
      if (got) expect([...got], context).toEqual([...want].sort((x, y) => x - y));
      else expect(listed, context).toBeGreaterThan(16);
    }
  });

  it('merges the starts of many words, and of capitals, as a sort of them does', () => {
    const random = mulberry32(SEED + 3);
    // Hundreds of words under one prefix and thousands of starts: more runs and more starts
    // than the merge's buffers first hold, in odd and even numbers.
    for (let run = 0; run < 40; run++) {
      const kinds = 1 + Math.floor(random() * 300);
      const count = 1 + Math.floor(random() * 30000);
      // Most words are others ("x"), so the prefix's are under the share it may be tried at.
      const text = Array.from({ length: count }, () => {
        const word =
          random() < 0.1 ? `w${Math.floor(random() * kinds)}` : random() < 0.9 ? 'x' : 'Xy';
        return random() < 0.2 ? word.toUpperCase() : word;
      }).join(random() < 0.5 ? ' ' : ', ');
      const index = wordIndexOf(text);
      const upper = random() < 0.5;
      const prefixes = upper ? ['w', UPPER_INITIAL] : ['w'];
      const want = new Set<number>(upper ? index.upperStarts : []);
      let listed = upper ? index.upperStarts.length : 0;
      index.words.forEach((word, k) => {
        if (!word.startsWith('w')) return;
        listed += index.starts[k]!.length;
        for (const at of index.starts[k]!) want.add(at);
      });
      const limit = Math.max(16, index.wordCount * (upper ? 0.5 : 0.25));
      const got = candidateStarts(index, prefixes);
      const context = `seed ${SEED + 3}, run ${run}: ${kinds} words, ${count} in all`;
      expect(listed <= limit, context).toBe(true);
      expect([...got!], context).toEqual([...want].sort((x, y) => x - y));
    }
  });

  it('may fold a text at once: no letter lowers shorter, only the capital sigma by context', () => {
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const letter = String.fromCodePoint(c);
      const lower = letter.toLowerCase();
      if (lower.length < letter.length) expect.fail(`U+${c.toString(16)} lowers shorter`);
      if (letter === 'Σ') continue;
      for (const [before, after] of [
        ['A', 'A'],
        ['Α', ''],
        ['', 'Α'],
        ['Α.', '.Β'],
      ] as const) {
        const together = `${before}${letter}${after}`.toLowerCase();
        if (together !== `${before.toLowerCase()}${lower}${after.toLowerCase()}`)
          expect.fail(`U+${c.toString(16)} lowers by context`);
      }
    }
  });
});
