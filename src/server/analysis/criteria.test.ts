import { describe, expect, it } from 'vitest';
import { CRITERIA_TYPES, analysisCriteriaSchema } from '../../shared';
import { ANALYSIS_CRITERIA } from './criteria';

describe('ANALYSIS_CRITERIA', () => {
  it('has a valid, non-empty criteria list for every criteria type', () => {
    expect(Object.keys(ANALYSIS_CRITERIA).sort()).toEqual([...CRITERIA_TYPES].sort());
    for (const type of CRITERIA_TYPES) {
      const parsed = analysisCriteriaSchema.parse({ type, criteria: ANALYSIS_CRITERIA[type] });
      expect(parsed.criteria.length).toBeGreaterThanOrEqual(4);
      expect(new Set(parsed.criteria).size).toBe(parsed.criteria.length);
    }
  });
});
