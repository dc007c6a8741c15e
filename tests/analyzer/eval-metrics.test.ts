/**
 * The evaluation's own arithmetic, on hand-made inputs (the tests never read ../shared/data):
 * ROC-AUC by ranks with ties counted half, and the CSV reader the data sets go through.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/eval/datasets';
import { rocAuc } from '../../scripts/eval/metrics';

describe('rocAuc', () => {
  it('is 1 for a perfect ranking, 0 for a reversed one and 0.5 when every score ties', () => {
    expect(rocAuc([1, 2, 8, 9], [0, 0, 1, 1])).toBe(1);
    expect(rocAuc([9, 8, 2, 1], [0, 0, 1, 1])).toBe(0);
    expect(rocAuc([5, 5, 5, 5], [0, 1, 0, 1])).toBe(0.5);
  });

  it('counts each bad-good pair once, ties as half', () => {
    // Pairs (bad, good): (3,1) win, (3,3) tie, (2,1) win, (2,3) loss -> (2 + 0.5) / 4.
    expect(rocAuc([3, 2, 1, 3], [1, 1, 0, 0])).toBeCloseTo(0.625, 10);
  });

  it('is undefined (NaN) when one side is missing', () => {
    expect(rocAuc([1, 2], [1, 1])).toBeNaN();
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('label,text\r\nham,"Hi, it\'s me ""Al""\nsee you"\nspam,Free entry\n');
    expect(rows).toEqual([
      ['label', 'text'],
      ['ham', 'Hi, it\'s me "Al"\nsee you'],
      ['spam', 'Free entry'],
    ]);
  });
});
