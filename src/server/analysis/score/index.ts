/**
 * score(findings, acquired, signals) -> the contract's Results, on the evidence-based scale of
 * src/shared/scale.ts: the grade says how much evidence there is, either way. It uses only what it
 * is handed (the pipeline computed the signals once) and explains every number in plain words.
 */
import {
  FRAMEWORK_VERSION,
  NEUTRAL_SCORE,
  WEAK_SIGNAL_RANGE,
  capitalise,
  countOf,
  listOf,
  scaleScore,
  scoreToGrade,
  type Claim,
  type OverallStatus,
  type Results,
  type ScoreContribution,
} from '../../../shared';
import type { Signals } from '../signals';
import type { Findings } from '../analyzer';
import type { Acquired } from '../types';
import { weighEvidence, type Evidence } from './evidence';
import { scorecard } from './parts';
import { summaryMessage, verdictOf } from './summary';
import { addressOnlyMessage, addressOnlyVerdict } from './domain-only';

export interface ScoreContext {
  analyzedAt: Date;
  durationMs: number;
}

function overallStatus(claims: Claim[], evidence: Evidence): OverallStatus {
  const verified = claims.filter((c) => c.status === 'verified').length;
  const falses = claims.filter((c) => c.status === 'false').length;
  if (verified > 0 && falses > 0) return 'mixed';
  if (falses > 0 || evidence.scamDominates) return 'false';
  if (verified > 0 && verified === claims.length) return 'verified';
  return 'uncertain';
}

function evidenceRows(
  evidence: Evidence,
  weakPoints: number,
  final: number,
  uncapped: number,
): ScoreContribution[] {
  const rows: ScoreContribution[] = [
    {
      component: 'starting_point',
      label: 'Starting point',
      weight: 1,
      score: NEUTRAL_SCORE,
      note: 'Every analysis starts in the middle of the C band: finding nothing is neither good nor bad news.',
    },
  ];
  const w = evidence.warnings;
  rows.push({
    component: 'warning_evidence',
    label: 'Warning signs (points taken off)',
    weight: 1,
    score: Math.min(100, Math.round(evidence.warningPoints)),
    note: w.length
      ? `${capitalise(countOf(w.length, 'warning sign'))} you can see in the report: ${listOf(w.slice(0, 3).map((f) => f.indicator.charAt(0).toLowerCase() + f.indicator.slice(1)))}.`
      : 'No warning sign of medium or high severity.',
  });
  rows.push({
    component: 'positive_evidence',
    label: 'Signs of reliability (points added)',
    weight: 1,
    score: Math.min(100, Math.round(evidence.positivePoints)),
    note: evidence.positives.length
      ? `${capitalise(listOf(evidence.positives.map((p) => p.what)))}.`
      : 'Nothing we could verify: no known publisher, named author, links to reliable sources or confirmed claims.',
  });
  if (Math.round(weakPoints) !== 0) {
    rows.push({
      component: 'small_signals',
      label: `Smaller signals (points ${weakPoints < 0 ? 'taken off' : 'added'})`,
      weight: 1,
      score: Math.abs(Math.round(weakPoints)),
      note: `${capitalise(listOf(evidence.weakReasons))}. These move a score at most ${WEAK_SIGNAL_RANGE} points and never into another band.`,
    });
  }
  if (evidence.cap && uncapped > evidence.cap.value && final === evidence.cap.value) {
    rows.push({
      component: 'cap',
      label: 'Ceiling applied',
      weight: 1,
      score: evidence.cap.value,
      note: evidence.cap.reason,
    });
  }
  return rows;
}

export function score(
  findings: Findings,
  acquired: Acquired,
  signals: Signals,
  ctx: ScoreContext,
): Results {
  const evidence = weighEvidence(acquired, findings, signals);
  const credibilityScore = scaleScore({
    warningPoints: evidence.warningPoints,
    positivePoints: evidence.positivePoints,
    weakSignal: evidence.weak,
    cap: evidence.cap?.value ?? null,
  });
  const uncapped = scaleScore({
    warningPoints: evidence.warningPoints,
    positivePoints: evidence.positivePoints,
    weakSignal: evidence.weak,
    cap: null,
  });
  const card = scorecard(acquired, findings, signals, evidence);
  const status = overallStatus(findings.claims, evidence);
  // A pasted message or a screenshot that asks the reader to act is unsolicited until shown otherwise.
  const message = acquired.type === 'text' || acquired.type === 'screenshot';
  const verdict = addressOnlyVerdict(
    verdictOf(findings, evidence, acquired, message && !!signals.anatomy?.asks),
    acquired,
  );
  const count = (s: Claim['status']) => findings.claims.filter((c) => c.status === s).length;
  const modelFlag = evidence.modelFlag;
  return {
    ...(acquired.pageNotOpened ? { pageNotOpened: acquired.pageNotOpened } : {}),
    claims: findings.claims,
    redFlags: modelFlag ? [...findings.redFlags, modelFlag] : findings.redFlags,
    scorecard: {
      credibilityScore,
      sourceQuality: card.sourceQuality.score,
      factualAccuracy: card.factualAccuracy.score,
      biasLevel: card.biasLevel.score,
      transparencyScore: card.transparencyScore.score,
      breakdown: [
        ...evidenceRows(evidence, evidence.weak * WEAK_SIGNAL_RANGE, credibilityScore, uncapped),
        ...card.rows,
      ],
      unassessed: card.unassessed,
    },
    summary: {
      verifiedCount: count('verified'),
      falseCount: count('false'),
      uncertainCount: findings.claims.length - count('verified') - count('false'),
      message: addressOnlyMessage(
        summaryMessage(findings, evidence, acquired, verdict, status),
        acquired,
      ),
      overallStatus: status,
      overallGrade: scoreToGrade(credibilityScore),
      verdict,
    },
    analyzedAt: ctx.analyzedAt.toISOString(),
    analysisMetadata: {
      version: FRAMEWORK_VERSION,
      type: acquired.type,
      analyzer: findings.analyzer,
      language: findings.language,
      notes: [...new Set([...acquired.notes, ...findings.notes])],
      contentLength: acquired.text.length,
      durationMs: Math.max(0, Math.round(ctx.durationMs * 100) / 100),
      ...(findings.modelRun ? { model: findings.modelRun } : {}),
      ...(findings.checks ? { checks: findings.checks } : {}),
      ...(acquired.image?.withheld ? { imageWithheld: acquired.image.withheld } : {}),
    },
    biasFindings: findings.biasFindings,
    criticalQuestions: findings.criticalQuestions,
    positiveSignals: findings.positiveSignals,
    ...(signals.knowledge.links.length ? { links: signals.knowledge.links } : {}),
  };
}
