/** The merged scope test answers as scopeAt does, on scopes that overlap, nest and hold their cues anywhere. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { type Scope, scopeAt } from './scope';
import { scopedTest } from './scoped';

const span = fc.tuple(fc.nat(60), fc.nat(20)).map(([start, length]) => [start, start + length]);
const scope = fc.tuple(span, span).map(
  ([[start, end], [cueStart, cueEnd]]): Scope => ({
    kind: 'negated',
    cue: { text: '', start: cueStart!, end: cueEnd! },
    start: start!,
    end: end!,
  }),
);

describe('the scope test of a whole text', () => {
  it(`answers as scopeAt at every position (seed ${FUZZ_SEED})`, () => {
    fc.assert(
      fc.property(fc.array(scope, { maxLength: 8 }), (scopes) => {
        const reading = { scopes, reassurances: [] };
        const scoped = scopedTest(reading);
        for (let at = 0; at < 90; at++)
          expect(scoped(at), `${at}`).toBe(scopeAt(reading, at) !== null);
      }),
      { numRuns: 3000, seed: FUZZ_SEED },
    );
  });
});
