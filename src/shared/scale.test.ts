import { describe, expect, it } from 'vitest';
import {
  FALSE_CLAIM_CAP,
  FLAG_POINTS,
  NEUTRAL_SCORE,
  NO_POSITIVE_CEILING,
  NO_WARNING_FLOOR,
  SCAM_CAP,
  WARNING_CEILING,
  evidenceLevel,
  scaleScore,
} from './scale';
import { scoreToGrade } from './grading';

const none = { warningPoints: 0, positivePoints: 0, weakSignal: 0, cap: null };

describe('the evidence-based scale', () => {
  it('puts a text with no evidence either way in the middle of the C band', () => {
    expect(scaleScore(none)).toBe(NEUTRAL_SCORE);
    expect(scoreToGrade(scaleScore(none))).toBe('C');
    expect(evidenceLevel(0, 0)).toBe('none');
  });

  it('lets weak signals move a score only inside the C band, never to D/F or A/B', () => {
    for (const weakSignal of [-1, -0.5, 0.5, 1, -50, 50]) {
      const s = scaleScore({ ...none, weakSignal });
      expect(s).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
      expect(s).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
    }
  });

  it('needs warning evidence for a D or an F: one medium sign is a D, one high sign an F', () => {
    expect(scoreToGrade(scaleScore({ ...none, warningPoints: FLAG_POINTS.medium }))).toBe('D');
    expect(scoreToGrade(scaleScore({ ...none, warningPoints: FLAG_POINTS.high }))).toBe('F');
    expect(scaleScore({ ...none, warningPoints: 1, weakSignal: 1 })).toBeLessThanOrEqual(
      WARNING_CEILING,
    );
    expect(evidenceLevel(10, 0)).toBe('warning');
  });

  it('needs positive evidence for an A or a B', () => {
    expect(scoreToGrade(scaleScore({ ...none, positivePoints: 12 }))).toBe('B');
    expect(scoreToGrade(scaleScore({ ...none, positivePoints: 20, weakSignal: 1 }))).toBe('A');
    expect(evidenceLevel(0, 12)).toBe('positive');
  });

  it('weighs mixed evidence, and caps always win', () => {
    expect(evidenceLevel(10, 12)).toBe('mixed');
    expect(scaleScore({ ...none, warningPoints: 10, positivePoints: 12 })).toBe(NEUTRAL_SCORE + 2);
    expect(scaleScore({ ...none, positivePoints: 20, cap: SCAM_CAP })).toBe(SCAM_CAP);
    expect(scaleScore({ ...none, warningPoints: 10, cap: FALSE_CLAIM_CAP })).toBe(FALSE_CLAIM_CAP);
  });

  it('stays within 0-100 for any input', () => {
    expect(
      scaleScore({ warningPoints: 1e9, positivePoints: 0, weakSignal: -1, cap: null }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      scaleScore({ warningPoints: 0, positivePoints: 1e9, weakSignal: 1, cap: null }),
    ).toBeLessThanOrEqual(100);
  });
});
