/**
 * A number to call is read as one however it is spelled. The anatomy's phone reading knew
 * "800-555-0128" but not the "1-800-555-0128" of most US alerts (the "1-" made it look like part
 * of a longer run of digits), so a "your card is locked, reply or call <number>" scam was read as
 * asking only for a reply to the sender, its warnings were dropped as a genuine alert's, and it was
 * graded C. Property-style: a bounded generator (seeded, the seed printed and in every failure
 * message; replay with PHONE_SPELLING_SEED=<seed>) spells North American and UK numbers every
 * common way (and Indian mobiles, in two groups of five) and puts them in scam and genuine
 * messages of the same shape.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../helpers/prng';
import { analyzeText } from '../helpers/pipeline';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
import { readTokens } from '../../src/server/analysis/signals/anatomy/tokens';

const SEED = Number(process.env.PHONE_SPELLING_SEED ?? 20261129);
const CASES = 24;

function spellings(seed: number): string[] {
  const r = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const out: string[] = [];
  for (let i = 0; i < CASES; i++) {
    const area = pick(['800', '888', '877', '866', '855', '302', '415', '212']);
    const line = `${int(0, 9999)}`.padStart(4, '0');
    const uk = `${int(100, 999)} ${int(1000, 9999)}`;
    out.push(
      pick([
        `1-${area}-555-${line}`,
        `1 ${area} 555 ${line}`,
        `1.${area}.555.${line}`,
        `1 (${area}) 555-${line}`,
        `1(${area}) 555-${line}`,
        `+1 ${area} 555 ${line}`,
        `+1 (${area}) 555-${line}`,
        `(${area}) 555-${line}`,
        `${area}-555-${line}`,
        `${area}.555.${line}`,
        `0800 ${uk}`,
        `+44 20 7946 ${line}`,
        `020 7946 ${line}`,
        `${int(6, 9)}${int(1000, 9999)} ${int(10000, 99999)}`,
        `+91 ${int(6, 9)}${int(1000, 9999)} ${int(10000, 99999)}`,
      ]),
    );
  }
  return out;
}

const tokenKinds = (text: string) =>
  readTokens(text, splitSentences(text), findLinks(text))
    .clauses.flatMap((c) => c.tokens)
    .filter((t) => t.kind === 'phone')
    .map((t) => t.text);

describe(`a number to call, however it is spelled (PHONE_SPELLING_SEED=${SEED})`, () => {
  const numbers = spellings(SEED);

  it('is read as one phone number, whole', () => {
    const wrong = numbers.flatMap((n) => {
      const got = tokenKinds(`If this was not you, call ${n} today.`);
      return got.length === 1 && got[0] === n ? [] : [`${n} -> ${JSON.stringify(got)}`];
    });
    expect(wrong, `seed ${SEED}`).toEqual([]);
  });

  it('makes a "locked, reply or call" text a scam, and leaves a bank\'s own alert alone', async () => {
    const wrong: string[] = [];
    for (const n of numbers) {
      const scam = `Bank of America: Your debit card has been locked due to suspicious activity. Reply 1 to unlock or call ${n}.`;
      const genuine = `BofA: $62.40 debit card transaction at KROGER #441 on 05/12. Not you? Call ${n}.`;
      const s = (await analyzeText(scam)).summary.overallGrade;
      const g = (await analyzeText(genuine)).summary.overallGrade;
      if (s !== 'D' && s !== 'F') wrong.push(`scam ${s}: ${n}`);
      if (g === 'D' || g === 'F') wrong.push(`genuine ${g}: ${n}`);
    }
    expect(wrong, `seed ${SEED}`).toEqual([]);
  });

  it('catches a paraphrase that shares none of its distinctive words', async () => {
    const r = await analyzeText(
      'Wells Fargo notice: online banking access frozen after an unrecognised sign-in. Phone our security desk on 1 (877) 555-0199 to restore it.',
    );
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    expect(r.redFlags.map((f) => f.textExample).join(' ')).toMatch(/frozen|unrecognised/);
  });
});
