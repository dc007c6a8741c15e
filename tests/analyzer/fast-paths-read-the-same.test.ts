/**
 * The analyzer's fast paths compute what their plain forms compute (issue 35: the analysis made
 * cheaper, not different). Property-style: a bounded generator (seeded, the seed printed and in
 * every failure message; replay with FAST_PATHS_SEED=<seed>) writes sentences from the claim word
 * model's own vocabulary, so known words and known pairs occur, repeated, with figures and
 * apostrophes, and texts of every length for the learned model's features; and the anatomy's
 * tagger, whose reading of a sentence repeated in a text is taken from its first tagging.
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
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { readTokens } from '../../src/server/analysis/signals/anatomy/tokens';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';

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

/** A made-up word the tagger has never met (it learns every new word it reads), or a possessive. */
function madeUpWord(random: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let w = '';
  for (let i = 3 + Math.floor(random() * 7); i > 0; i--)
    w += letters[Math.floor(random() * letters.length)];
  const r = random();
  if (r < 0.3) w = `${w[0]!.toUpperCase()}${w.slice(1)}`;
  else if (r < 0.4) w = w.toUpperCase();
  return random() < 0.25 ? `${w}'s` : w;
}
const TAGGER_EXTRA = ['$120', '£45.99', 'on 12 May', 'you', 'your', '?', ',', 'ref.', 'Call', 'A.'];

/**
 * A message whose sentences repeat, and whose made-up words (some possessive, some capitalised)
 * come back in other sentences, so that what the tagger learns between two copies of a sentence
 * may touch it.
 */
function repeatingMessage(random: () => number): string {
  const words = Array.from({ length: 4 }, () => madeUpWord(random));
  const sentence = () => {
    const parts = sentenceOf(random).replace(/\.$/, '').split(' ').slice(0, 12);
    for (let i = 0; i < 3; i++) {
      const r = random();
      const word =
        r < 0.5
          ? words[Math.floor(random() * words.length)]!
          : r < 0.7
            ? madeUpWord(random)
            : TAGGER_EXTRA[Math.floor(random() * TAGGER_EXTRA.length)]!;
      parts.splice(Math.floor(random() * (parts.length + 1)), 0, word);
    }
    return `${parts.join(' ')}${random() < 0.2 ? '?' : '.'}`;
  };
  const pool = Array.from({ length: 3 + Math.floor(random() * 4) }, sentence);
  const out: string[] = [];
  for (let i = 0, n = 6 + Math.floor(random() * 12); i < n; i++)
    out.push(random() < 0.6 ? pool[Math.floor(random() * pool.length)]! : sentence());
  return out.join(random() < 0.5 ? ' ' : '\n\n');
}

describe('the anatomy’s tokens', () => {
  it('read a repeated sentence as tagging it again would', () => {
    const random = mulberry32(SEED + 2);
    let reused = 0;
    // Two taggers in the same state: fresh, then the same messages read by both.
    const once = winkNLP(model, ['ner', 'pos']);
    const afresh = winkNLP(model, ['ner', 'pos']);
    for (let i = 0; i < 150; i++) {
      const text = repeatingMessage(random);
      const sentences = splitSentences(text);
      const links = findLinks(text);
      const read = readTokens(text, sentences, links, { nlp: once });
      const plain = readTokens(text, sentences, links, { nlp: afresh, tagOnce: false });
      expect(read, `seed ${SEED + 2}, case ${i}: ${text}`).toEqual(plain);
      const said = read.sentences.map((s) => s.text);
      reused += said.length - new Set(said).size;
    }
    // Repeats must be there, or the comparison says nothing.
    expect(reused).toBeGreaterThan(150);
  });
});
