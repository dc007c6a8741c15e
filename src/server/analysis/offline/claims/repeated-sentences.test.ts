/**
 * readClaims skips a sentence whose text was settled earlier in the text (a pasted page repeats
 * its footer) and finds the reader's own dealing from what ranking read: on generated texts with
 * many repeats, scam parts and more taggable sentences than the tagger's budget, it keeps the
 * claims and finds the dealing that ranking every sentence and asking `notAClaim` of each gives
 * (seeded: the fuzz seed is printed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CLAIMS } from '../../../../shared';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import type { Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import { hoaxCandidates } from './hoaxes';
import { repeats, stemsOf, withoutDateline } from './identifiers';
import { cueHits, modelFor, NOTICE_MAX_CHARS, readClaims, SENTENCE_CUES } from './index';
import { notAClaim } from './not-claims';
import { MIN_CHECK_WORTHINESS, type RankedSentence, rankSentence } from './score-sentence';
import type { CueName, SentenceCues } from './cues';
import { newTagBudget } from './transactions';

/** Sentences of every sort the ranking tells apart, few enough that a text repeats them. */
const POOL = [
  'Unemployment fell to 4.2% in March, according to the Office for National Statistics.',
  'The council spent £3.5 million on the new bridge.',
  'Hi all, hope you are well.',
  'Your parcel 4821 is waiting at the depot.',
  'Lemon juice cures cancer in three days.',
  'Pay the $4.99 fee today to release your parcel.',
  'Buy four $100 gift cards and send me the codes.',
  'By Sarah Jones and Tom Lee',
  '- John, 2 hours ago',
  'WASHINGTON (AP) - U.S. employers added 175,000 jobs in April.',
  'Thanks for reading!',
  'Call 0800 123 4567 now.',
  'Prime Minister Anna Berg said the reform will cut waiting times.',
];

/** Requests with an amount, each its own text: enough of them use up the tagger's budget. */
const request = (n: number) => `Kindly send $${n} to the agent before noon.`;

const textArb = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...POOL) },
      { weight: 3, arbitrary: fc.integer({ min: 10, max: 99 }).map(request) },
    ),
    { minLength: 1, maxLength: 160 },
  )
  .chain((parts) =>
    fc.record({
      text: fc.constant(parts.join(' ')),
      // Scam parts as fractions of the text, placed once the text's length is known.
      scam: fc.array(fc.tuple(fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 0.2 })), {
        maxLength: 4,
      }),
      language: fc.constantFrom('en', 'fr', undefined),
    }),
  );

/** The claims ranking every sentence gives (as before settled texts were skipped). */
function everySentenceRanked(
  text: string,
  sentences: Span[],
  scam: readonly Span[],
  language: string | undefined,
) {
  const hoaxes = hoaxCandidates(text);
  const names = Object.keys(SENTENCE_CUES) as CueName[];
  const hits = names.map((name) => cueHits(name, text, sentences));
  const cuesAt = (i: number) =>
    Object.fromEntries(names.map((name, k) => [name, hits[k]![i] ?? null])) as SentenceCues;
  const budget = newTagBudget();
  const model = modelFor(language);
  const notice =
    text.length <= NOTICE_MAX_CHARS && notAClaim(sentences[0]!.text, false) === 'own-dealings';
  const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
  const ranked = sentences
    .map((s, i) => rankSentence(s, text, hoaxes, cuesAt(i), budget, model))
    .filter((s) => s.hoax !== null || (!notice && s.worthiness >= MIN_CHECK_WORTHINESS))
    .filter((s) => s.hoax !== null || !scam.some((p) => overlaps(p, s.span)))
    .sort((a, b) => b.worthiness - a.worthiness || a.span.start - b.span.start);
  const kept: RankedSentence[] = [];
  const keptStems: Array<Set<string>> = [];
  for (const c of ranked) {
    if (kept.length >= MAX_CLAIMS) break;
    const stems = stemsOf(c.span.text);
    if (kept.some((k) => k.span.text === c.span.text) || keptStems.some((k) => repeats(k, stems)))
      continue;
    kept.push(c);
    keptStems.push(stems);
  }
  return {
    claims: kept
      .sort((a, b) => a.span.start - b.span.start)
      .map((c) => ({
        span: withoutDateline(c.span),
        worthiness: c.worthiness,
        kind: c.scored().kind,
      })),
    ownDealing: sentences.find((s) => notAClaim(s.text, false) === 'own-dealings') ?? null,
  };
}

describe('claims of a text that repeats its sentences', () => {
  it('are the claims and the dealing that ranking every sentence gives', () => {
    fc.assert(
      fc.property(textArb, ({ text, scam, language }) => {
        const sentences = splitSentences(text);
        const parts = scam.map(([at, length]) => {
          const start = Math.floor(at * text.length);
          const end = Math.min(text.length, start + Math.ceil(length * text.length));
          return { text: text.slice(start, end), start, end };
        });
        const read = readClaims(text, sentences, { language, scamParts: parts });
        expect({
          claims: read.claims.map((c) => ({
            span: c.span,
            worthiness: c.worthiness,
            kind: c.kind,
          })),
          ownDealing: read.ownDealing,
        }).toEqual(everySentenceRanked(text, sentences, parts, language));
      }),
      { numRuns: 120, seed: FUZZ_SEED },
    );
  });
});
