import { describe, expect, it } from 'vitest';
import type { Results } from './entities';
import { firstSentence, shownVerdict } from './verdict-fallback';

function results(summary: Partial<Results['summary']>, score = 10): Results {
  return {
    claims: [],
    redFlags: [
      {
        indicator: 'Urgency and pressure',
        type: 'urgency',
        severity: 'high',
        explanation: 'x',
        textExample: 'now',
      },
      {
        indicator: 'Suspicious link',
        type: 'suspicious_link',
        severity: 'high',
        explanation: 'x',
        textExample: 'http://x.top',
      },
    ],
    scorecard: {
      credibilityScore: score,
      sourceQuality: 50,
      factualAccuracy: 50,
      biasLevel: 20,
      transparencyScore: 50,
    },
    summary: {
      verifiedCount: 0,
      falseCount: 0,
      uncertainCount: 0,
      message: '',
      overallStatus: 'uncertain',
      overallGrade: 'F',
      ...summary,
    },
    analyzedAt: '2026-01-01T00:00:00Z',
    analysisMetadata: {
      version: '1',
      type: 'text',
      analyzer: 'offline',
      language: 'en',
      notes: [],
      contentLength: 1,
      durationMs: 1,
    },
    biasFindings: [],
    criticalQuestions: [],
    positiveSignals: [],
  };
}

describe('shownVerdict', () => {
  it("uses the scorer's verdict when there is one", () => {
    const v = shownVerdict(
      results({
        verdict: {
          headline: 'This looks like a bank phishing message.',
          actions: ['a', 'b', 'c'],
          reasons: ['r'],
          evidence: 'warning',
        },
      }),
    );
    expect(v).toEqual({
      headline: 'This looks like a bank phishing message.',
      actions: ['a', 'b'],
      reasons: ['r'],
      fromScorer: true,
    });
  });

  it('derives one for older analyses from the summary message, cut before its list', () => {
    const v = shownVerdict(
      results({
        message: 'This looks like a scam or phishing attempt: urgency; a link. Do not click.',
      }),
    );
    expect(v.headline).toBe('This looks like a scam or phishing attempt.');
    expect(v.actions).toHaveLength(1);
    expect(v.actions[0]).toMatch(/Don't reply/);
    expect(v.reasons).toEqual(['Urgency and pressure', 'Suspicious link']);
    expect(v.fromScorer).toBe(false);
  });

  it('falls back to the grade and label when the message is empty', () => {
    expect(shownVerdict(results({ message: '  ', overallGrade: 'B' }, 70)).headline).toBe(
      'Grade B: moderate credibility.',
    );
  });

  it('firstSentence keeps abbreviations-free sentences whole and flattens whitespace', () => {
    expect(firstSentence('One  two.\nThree.')).toBe('One two.');
    expect(firstSentence('No end')).toBe('No end');
  });
});
