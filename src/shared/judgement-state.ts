/**
 * The state a report is in, read before its grade: when the analysis found no evidence either way
 * (no warning sign, no sign of reliability, no claim confirmed or refuted), the honest answer is
 * "Not enough to judge", shown next to the grade on the verdict card, the feed card and the link
 * preview. The spec's letter, score and colours stay as they are; this label is what people read
 * first. One function, so the report, the feed and the preview can never disagree.
 */
import type { Results } from './entities';

export const NOT_ENOUGH_TO_JUDGE = 'Not enough to judge';

export type JudgementState = 'not-enough-to-judge' | 'judged';

export function judgementState(results: Results): JudgementState {
  const settled = results.claims.some((c) => c.status === 'false' || c.status === 'verified');
  if (settled) return 'judged';
  const verdict = results.summary.verdict;
  if (verdict) return verdict.evidence === 'none' ? 'not-enough-to-judge' : 'judged';
  // Stored before verdicts carried their evidence: a C with no warning sign above low severity is
  // the same middle (a C is never given on evidence either way without one of those).
  const warned = results.redFlags.some((f) => f.severity !== 'low');
  return results.summary.overallGrade === 'C' && !warned ? 'not-enough-to-judge' : 'judged';
}

/** The label shown next to the grade, or null when the grade speaks for itself. */
export function judgementLabel(results: Results): string | null {
  return judgementState(results) === 'not-enough-to-judge' ? NOT_ENOUGH_TO_JUDGE : null;
}
