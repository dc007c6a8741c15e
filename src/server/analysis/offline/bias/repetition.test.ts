/**
 * The repetition finding stops reading sentences once its spans are full: the same finding as
 * reading every sentence (the loop below, as it was before). Seeded: texts of a few sentences
 * said again and again, words said three times in a row and sentences said once (replay with
 * REPETITION_SEED=<seed>).
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../../tests/helpers/prng';
import type { Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import { detectBias, MAX_SPANS_PER_TECHNIQUE } from './index';
import { repeatedWords } from './repeated-words';

const SEED = Number(process.env.REPETITION_SEED ?? 20261203);

/** Every sentence read, as before: the spans a repetition finding quotes, and how many there were. */
function everySentence(text: string): { spans: Span[]; count: number } | null {
  const spans = repeatedWords(text, MAX_SPANS_PER_TECHNIQUE);
  const seen = new Map<string, Span>();
  for (const s of splitSentences(text)) {
    const key = s.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
    if (key.indexOf(' ', key.indexOf(' ') + 1) < 0) continue;
    const earlier = seen.get(key);
    if (earlier) {
      if (spans.length < MAX_SPANS_PER_TECHNIQUE) spans.push(earlier, s);
    } else seen.set(key, s);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a.start - b.start);
  return { spans: spans.slice(0, MAX_SPANS_PER_TECHNIQUE), count: spans.length };
}

const SENTENCES = [
  'They must go.',
  'THEY MUST GO!',
  'We will win this.',
  'Vote for change now.',
  'The meeting is on Tuesday at noon.',
  'No, no, no!',
  'Stop, stop, stop.',
  'Our town deserves better than this.',
  'Read the report before you decide.',
  'Ça suffit, ça suffit.',
  'Hi.',
];

describe('the repetition finding', () => {
  it('is the same whether or not the sentences after full spans are read', () => {
    const random = mulberry32(SEED);
    let found = 0;
    for (let run = 0; run < 600; run++) {
      const pool = SENTENCES.filter(() => random() < 0.5);
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => pool[Math.floor(random() * pool.length)] ?? `Once ${run}.`,
      );
      const text = parts.join(random() < 0.5 ? ' ' : '\n');
      const want = everySentence(text);
      const got = detectBias(text).find((f) => f.technique === 'repetition');
      const context = `seed ${SEED}, run ${run}: ${JSON.stringify(text)}`;
      if (!want) {
        expect(got, context).toBeUndefined();
        continue;
      }
      found++;
      expect(got?.spans, context).toEqual(want.spans);
      expect(got?.severity, context).toBe(want.count >= 4 ? 'medium' : 'low');
    }
    expect(found).toBeGreaterThan(300);
  });
});
