/**
 * A pasted text through the real pipeline (acquireText -> signals -> offline analyzer -> score
 * with the shipped model) at a fixed instant, as the pinned analyzer tests read it.
 */
import { resultsSchema, type Results } from '../../src/shared';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyzeOffline, createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import { score } from '../../src/server/analysis/score/index';
import { computeSignals } from '../../src/server/analysis/signals';

/** The instant the pinned tests analyze at, so dates in their texts read the same on every run. */
export const PINNED_NOW = new Date('2026-01-05T09:00:00Z');

const analyzer = createOfflineAnalyzer();

export async function analyzeText(text: string, now: Date = PINNED_NOW): Promise<Results> {
  return resultsSchema.parse(await runAnalysis(acquireText(text), { analyzer, now: () => now }));
}

/** The pipeline of pasted text with the judge left out: the rules and the old model alone. */
export function analyzeWithoutJudge(text: string): Results {
  const acquired = acquireText(text);
  const signals = computeSignals(acquired, { judge: null });
  return resultsSchema.parse(
    score(analyzeOffline(acquired, signals), acquired, signals, {
      analyzedAt: PINNED_NOW,
      durationMs: 0,
    }),
  );
}
