/**
 * How every red flag is made: the flag itself, and where its quote starts in the text (kept beside
 * it, so the report can order flags by position). Shared by the rule pass in index.ts and the
 * context flags (impersonation.ts, style.ts, context-flags.ts), which each import it from here.
 */
import type { RedFlag, RedFlagType, Severity } from '../../../../shared';
import type { Span } from '../../knowledge/patterns';

/** Hits counted per rule: enough to judge strength, bounded for long texts. */
export const MAX_HITS_PER_RULE = 20;

export function flag(
  type: RedFlagType,
  indicator: string,
  severity: Severity,
  explanation: string,
  span: Span,
  positions: Map<RedFlag, number>,
): RedFlag {
  const f: RedFlag = { indicator, type, severity, explanation, textExample: span.text };
  positions.set(f, span.start);
  return f;
}
