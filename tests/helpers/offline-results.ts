/**
 * What the offline-only product says about a text: the real pipeline (offline analyzer, scoring
 * and the learned model), masked as the server stores and answers it (a link's path, numbers and
 * names not proven public are hidden), as a server with no model provider would answer. Tests of
 * the provider path compare against it ("the offline analysis" a fallback must give, flags a model
 * must keep).
 */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import { maskSubmission } from '../../src/server/privacy/mask-analysis';
import type { Results } from '../../src/shared';

export async function offlineResults(text: string): Promise<Results> {
  const results = await runAnalysis(acquireText(text), {
    analyzer: createOfflineAnalyzer(),
    now: () => new Date(),
  });
  return maskSubmission(text, null, results).results;
}
