/**
 * The scorer on the evidence-based scale: it uses only the signals it is handed, its scorecard
 * agrees with the grade, and the model never moves a text into another band on its own.
 */
import { describe, expect, it } from 'vitest';
import {
  NO_POSITIVE_CEILING,
  NO_WARNING_FLOOR,
  UNASSESSED_PART,
  scoreToGrade,
} from '../../../shared';
import { acquireText } from '../acquire/text';
import { analyzeOffline } from '../offline/index';
import { handModel } from '../signals/model/hand-model';
import { computeSignals } from '../signals';
import { score } from './index';

const now = new Date('2026-01-05T09:00:00Z');
const ctx = { analyzedAt: now, durationMs: 0 };
const PLAIN =
  'The committee will meet again on Thursday to discuss the new timetable for the spring term.';

describe('score', () => {
  it('uses the signals it is handed and computes none itself', () => {
    const acquired = acquireText(PLAIN);
    const signals = computeSignals(acquired, { model: null });
    const findings = analyzeOffline(acquired, signals);
    const plain = score(findings, acquired, signals, ctx);
    // Hand it evidence the text does not have: a dateline. Only a scorer that reads its input credits it.
    const dateline = { text: '(Reuters) -', start: 0, end: 11 };
    const handed = score(
      findings,
      acquired,
      { ...signals, evidence: { ...signals.evidence, wireDateline: dateline } },
      ctx,
    );
    expect(plain.summary.verdict?.evidence).toBe('none');
    expect(handed.summary.verdict?.evidence).toBe('positive');
    expect(handed.scorecard.credibilityScore).toBeGreaterThan(plain.scorecard.credibilityScore);
  });

  it('shows parts without evidence as unassessed at the neutral value, never as a failure', () => {
    const acquired = acquireText(PLAIN);
    const signals = computeSignals(acquired, { model: null });
    const r = score(analyzeOffline(acquired, signals), acquired, signals, ctx);
    expect(r.scorecard.unassessed).toEqual(
      expect.arrayContaining(['sourceQuality', 'factualAccuracy', 'transparencyScore']),
    );
    expect(r.scorecard.sourceQuality).toBe(UNASSESSED_PART);
    expect(r.scorecard.factualAccuracy).toBe(UNASSESSED_PART);
    const notes = (r.scorecard.breakdown ?? [])
      .filter((b) => ['source_quality', 'factual_accuracy', 'transparency'].includes(b.component))
      .map((b) => b.note);
    for (const note of notes) expect(note).toMatch(/^Not enough evidence/);
  });

  it('lets a model that hates every word move a no-evidence text only inside the C band', () => {
    const acquired = acquireText(PLAIN);
    const hates = handModel(8, { committee: 127, thursday: 127, timetable: 127 });
    const loves = handModel(-8, { committee: -127, thursday: -127, timetable: -127 });
    for (const model of [hates, loves]) {
      const signals = computeSignals(acquired, { model });
      const r = score(analyzeOffline(acquired, signals), acquired, signals, ctx);
      expect(r.scorecard.credibilityScore).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
      expect(r.scorecard.credibilityScore).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
      expect(scoreToGrade(r.scorecard.credibilityScore)).toBe('C');
    }
  });

  it('explains how the score was built in plain rows: starting point, warning signs, signs of reliability', () => {
    const acquired = acquireText(
      'URGENT: your account has been suspended. Verify your password at http://bank-login-secure.xyz/verify within 24 hours.',
    );
    const signals = computeSignals(acquired, { model: null });
    const r = score(analyzeOffline(acquired, signals), acquired, signals, ctx);
    const rows = new Map((r.scorecard.breakdown ?? []).map((b) => [b.component, b]));
    expect(rows.get('starting_point')?.score).toBe(75);
    expect(rows.get('warning_evidence')?.score).toBeGreaterThan(20);
    expect(rows.get('positive_evidence')?.score).toBe(0);
    expect(r.summary.verdict?.headline).toMatch(/phishing/);
    expect(r.summary.overallGrade).toBe('F');
  });
});
