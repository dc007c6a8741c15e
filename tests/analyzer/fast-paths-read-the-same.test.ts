/**
 * The analyzer's fast paths compute what their plain forms compute (issue 35: the analysis made
 * cheaper, not different). Property-style: a bounded generator (seeded, the seed printed and in
 * every failure message; replay with FAST_PATHS_SEED=<seed>) writes sentences from the claim word
 * model's own vocabulary, so known words and known pairs occur, repeated, with figures and
 * apostrophes, and texts of every length for the learned model's features.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../helpers/prng';
import {
  LexicalWeights,
  lexicalSum,
  lexicalTokens,
  lexicalWords,
} from '../../src/server/analysis/offline/claims/lexical';
import { WORD_MODEL } from '../../src/server/analysis/offline/claims/weights';
import { fnv1a, textFeatures } from '../../src/server/analysis/signals/model/features';

const SEED = Number(process.env.FAST_PATHS_SEED ?? 20261130);
const CASES = 300;
console.log(`fast-paths-read-the-same: seed ${SEED} (replay with FAST_PATHS_SEED=${SEED})`);

const vocabulary = [
  ...new Set(
    [...WORD_MODEL.words.keys()].flatMap((token) => token.slice(2).split(' ')).filter(Boolean),
  ),
].sort();
const EXTRA = ['4.2%', '£3.5 million', '1999', '175,000', 'don’t', 'O’Brien', 'COVID-19', 'the'];

function sentenceOf(random: () => number): string {
  const length = 1 + Math.floor(random() * 40);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const r = random();
    // Repeats and known pairs: the same word again, or a word of the vocabulary, or a figure.
    if (r < 0.15 && words.length) words.push(words[Math.floor(random() * words.length)]!);
    else if (r < 0.25) words.push(EXTRA[Math.floor(random() * EXTRA.length)]!);
    else words.push(vocabulary[Math.floor(random() * vocabulary.length)]!);
  }
  const s = words.join(' ');
  return random() < 0.5 ? `${s[0]!.toUpperCase()}${s.slice(1)}.` : s;
}

describe('the claim word model read by its words', () => {
  it('sums exactly what the tokens sum, for generated sentences', () => {
    const random = mulberry32(SEED);
    const weights = new LexicalWeights(WORD_MODEL.words);
    let known = 0;
    for (let i = 0; i < CASES; i++) {
      const s = sentenceOf(random);
      const expected = lexicalSum(lexicalTokens(s), WORD_MODEL.words);
      if (expected !== 0) known++;
      expect(weights.sum(lexicalWords(s)), `seed ${SEED}, case ${i}: ${s}`).toBe(expected);
    }
    // The generator must reach the weights, or the comparison says nothing.
    expect(known).toBeGreaterThan(CASES * 0.8);
  });

  it('counts a repeated word and a repeated pair once, as the token set does', () => {
    const weights = new LexicalWeights(
      new Map([
        ['f:prices', 0.5],
        ['u:prices', 1],
        ['b:prices rose', 2],
        ['u:rose', 4],
      ]),
    );
    expect(weights.sum(lexicalWords('Prices rose, prices rose and prices rose.'))).toBe(7.5);
    expect(weights.sum(lexicalWords('Rose prices.'))).toBe(5);
    expect(weights.sum([])).toBe(0);
  });
});

describe('the learned model’s features', () => {
  it('are hashed as their names are, whatever the text', () => {
    const random = mulberry32(SEED + 1);
    for (let i = 0; i < 40; i++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 30) }, () =>
        sentenceOf(random),
      ).join(random() < 0.3 ? '\n\n' : ' ');
      for (const bits of [17, 18]) {
        const mask = (1 << bits) - 1;
        for (const f of textFeatures(text, bits, random() < 0.7))
          if (fnv1a(f.name) % (mask + 1) !== f.index)
            expect.fail(`seed ${SEED + 1}, text ${i}: "${f.name}" is hashed as ${f.index}`);
      }
    }
  });
});
