/**
 * What the offline-only product says about a text: the real pipeline (offline analyzer, scoring
 * and the learned model), as a server with no model provider would answer. Tests of the provider
 * path compare against it ("the offline analysis" a fallback must give, flags a model must keep).
 */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import type { Results } from '../../src/shared';

export function offlineResults(text: string): Promise<Results> {
  return runAnalysis(acquireText(text), {
    analyzer: createOfflineAnalyzer(),
    now: () => new Date(),
  });
}
