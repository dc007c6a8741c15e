import { describe, expect, it } from 'vitest';
import { EVALUATION } from './evaluation';

// The research-brief page prints every figure of every row: a null (a NaN written as JSON) there
// crashes the page, so the shipped figures must all be real numbers.
describe('the shipped evaluation figures', () => {
  it('holds a finite number in every figure the page reads', () => {
    expect(EVALUATION.rows.length).toBeGreaterThan(0);
    for (const row of EVALUATION.rows)
      for (const [key, value] of Object.entries(row))
        if (key !== 'dataset' && key !== 'label' && key !== 'trainedOn')
          expect(Number.isFinite(value), `${row.dataset}.${key} is ${value}`).toBe(true);
  });
});
