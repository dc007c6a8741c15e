import { describe, expect, it } from 'vitest';
import { FEATURED_EXAMPLES, featuredExampleFor } from './featured-examples';
import { dayOfYear } from './format';

describe('built-in featured example (spec 9)', () => {
  it('has the two built-in examples', () => {
    expect(FEATURED_EXAMPLES).toHaveLength(2);
  });

  it('is chosen by day of year modulo the number of examples', () => {
    const jan1 = new Date(2025, 0, 1);
    const jan2 = new Date(2025, 0, 2);
    expect(dayOfYear(jan1)).toBe(1);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
    expect(featuredExampleFor(jan1)).toBe(FEATURED_EXAMPLES[1]);
    expect(featuredExampleFor(jan2)).toBe(FEATURED_EXAMPLES[0]);
  });
});
