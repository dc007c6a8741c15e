import { describe, expect, it } from 'vitest';
import { verdictFromScale, verdictOfRating } from './verdict';

describe('verdictOfRating', () => {
  it.each([
    ['False', 'false'],
    ['Pants on Fire!', 'false'],
    ['Four Pinocchios', 'false'],
    ['Falso', 'false'],
    ['Fake', 'false'],
    ['Mostly False', 'false'],
    ['Half True', 'mixed'],
    ['Misleading', 'mixed'],
    ['Missing context', 'mixed'],
    ['Mixture', 'mixed'],
    ['True', 'true'],
    ['Mostly True', 'true'],
    ['Correct', 'true'],
    ['Satire', 'other'],
    ['Unproven', 'other'],
    ['Explainer', 'other'],
  ])('reads %s as %s', (rating, verdict) => {
    expect(verdictOfRating(rating)).toBe(verdict);
  });
});

describe('verdictFromScale', () => {
  it('places a score on its scale', () => {
    expect(verdictFromScale(1, 1, 5)).toBe('false');
    expect(verdictFromScale(3, 1, 5)).toBe('mixed');
    expect(verdictFromScale(5, 1, 5)).toBe('true');
    expect(verdictFromScale(7, 1, 5)).toBe('other');
    expect(verdictFromScale(1, 1, 1)).toBe('other');
  });
});
