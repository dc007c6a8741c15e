import { describe, expect, it } from 'vitest';
import type { Claim, RedFlag, Results, Verdict } from './entities';
import { NOT_ENOUGH_TO_JUDGE, judgementLabel, judgementState } from './judgement-state';

const flag = (severity: RedFlag['severity']): RedFlag => ({
  indicator: 'Urgency and pressure',
  type: 'urgency',
  severity,
  explanation: 'x',
  textExample: 'now',
});
const claim = (status: Claim['status']): Claim => ({
  claim: 'The bridge opened in 1932.',
  status,
  confidence: 80,
  analysis: 'x',
  sources: [],
});

function results(o: {
  evidence?: Verdict['evidence'];
  grade?: Results['summary']['overallGrade'];
  flags?: RedFlag[];
  claims?: Claim[];
}): Results {
  return {
    claims: o.claims ?? [],
    redFlags: o.flags ?? [],
    scorecard: {
      credibilityScore: 75,
      sourceQuality: 70,
      factualAccuracy: 70,
      biasLevel: 20,
      transparencyScore: 70,
    },
    summary: {
      verifiedCount: 0,
      falseCount: 0,
      uncertainCount: 0,
      message: '',
      overallStatus: 'uncertain',
      overallGrade: o.grade ?? 'C',
      ...(o.evidence
        ? { verdict: { headline: 'x', actions: [], reasons: [], evidence: o.evidence } }
        : {}),
    },
    analyzedAt: '2026-01-01T00:00:00Z',
    analysisMetadata: {
      version: '1',
      type: 'text',
      analyzer: 'offline',
      language: 'en',
      notes: [],
      contentLength: 10,
      durationMs: 1,
    },
    biasFindings: [],
    criticalQuestions: [],
    positiveSignals: [],
  };
}

describe('judgementState', () => {
  it('no evidence either way and no claim settled: not enough to judge', () => {
    expect(judgementLabel(results({ evidence: 'none' }))).toBe(NOT_ENOUGH_TO_JUDGE);
    // Minor signs are not evidence: the label stays, the headline says what they are.
    expect(judgementState(results({ evidence: 'none', flags: [flag('low')] }))).toBe(
      'not-enough-to-judge',
    );
  });

  it('any evidence, or a settled claim, is a judgement: no label', () => {
    for (const evidence of ['warning', 'positive', 'mixed'] as const)
      expect(judgementLabel(results({ evidence }))).toBeNull();
    for (const status of ['false', 'verified'] as const)
      expect(judgementLabel(results({ evidence: 'none', claims: [claim(status)] }))).toBeNull();
    expect(judgementLabel(results({ evidence: 'none', claims: [claim('uncertain')] }))).toBe(
      NOT_ENOUGH_TO_JUDGE,
    );
  });

  it('an analysis stored before verdicts: a C with no warning sign above low is the same middle', () => {
    expect(judgementLabel(results({}))).toBe(NOT_ENOUGH_TO_JUDGE);
    expect(judgementLabel(results({ flags: [flag('low')] }))).toBe(NOT_ENOUGH_TO_JUDGE);
    expect(judgementLabel(results({ flags: [flag('medium')] }))).toBeNull();
    expect(judgementLabel(results({ grade: 'D' }))).toBeNull();
    expect(judgementLabel(results({ grade: 'B' }))).toBeNull();
    expect(judgementLabel(results({ claims: [claim('verified')] }))).toBeNull();
  });
});
