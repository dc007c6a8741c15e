import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../../tests/helpers/prng';
import { BRANDS } from '../../knowledge/lexicons';
import { cue, cueCased, firstMatch } from '../../knowledge/patterns';
import { namesAnyBrand, openingBrand } from './senders';

/** Replay a failure with BRAND_GATE_SEED=<seed>. */
const SEED = Number(process.env.BRAND_GATE_SEED ?? Date.now() % 1_000_000);
const CUES = BRANDS.map((b) => (b.cased ? cueCased([b.pattern]) : cue([b.pattern])));
const FILLER = ['a', 'Z', '9', ' ', ' ', ':', '-', '_', '.', '’', 'é', 'İ', '\u0345', '😀', '\n'];

describe('the one search for any brand at an opening', () => {
  it(`finds something wherever one brand's own cue does (seed ${SEED})`, () => {
    const random = mulberry32(SEED);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let n = 0; n < 1500; n++) {
      let head = '';
      while (head.length < 60) {
        if (random() < 0.2) {
          const name = pick(BRANDS).name;
          const cased = random();
          head += cased < 0.3 ? name.toUpperCase() : cased < 0.6 ? name.toLowerCase() : name;
        } else head += pick(FILLER);
      }
      const some = CUES.some((re) => firstMatch(re, head) !== null);
      if (some)
        expect(namesAnyBrand(head), `seed ${SEED}, head ${JSON.stringify(head)}`).toBe(true);
      if (!namesAnyBrand(head)) expect(openingBrand(head)).toBeNull();
    }
  });

  it('names the brand of a message that opens with it, and none of one that does not', () => {
    expect(openingBrand('USPS: your parcel is held, pay the fee at usps-help.top')?.name).toBe(
      'USPS',
    );
    expect(openingBrand('The council meets on Tuesday to discuss the budget.')).toBeNull();
  });
});
