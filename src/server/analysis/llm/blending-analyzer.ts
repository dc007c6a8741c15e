/**
 * The analyzer used when a model provider is configured: the offline analyzer always runs (it is
 * fast and needs nothing), the model runs within the time budget, and the two are blended. When
 * the model fails, hangs or answers outside the schema, the offline findings are the answer, with
 * a note and analysisMetadata.model saying why.
 */
import type { Logger } from 'pino';
import { analyzeOffline } from '../offline';
import type { Signals } from '../signals';
import type { Analyzer, Findings } from '../analyzer';
import type { Acquired } from '../types';
import { blendFindings, fallbackFindings, providerLabel } from './blend';
import { buildPrompt } from './prompt';
import type { ModelProvider } from './provider';
import { runModel } from './run-model';

export interface BlendingAnalyzerOptions {
  /** LLM_TIMEOUT_MS: the model's whole share of one analysis, retry included. */
  timeoutMs: number;
  log?: Logger;
}

export function createBlendingAnalyzer(
  provider: ModelProvider,
  options: BlendingAnalyzerOptions,
): Analyzer {
  const label = providerLabel(provider);
  return {
    name: `${label}+offline`,
    // The offline findings come with the signals, from where the pipeline's CPU work runs; only
    // the prompt, the wait for the model and the blend run here.
    readsOffline: true,
    async analyze(acquired: Acquired, signals: Signals, given?: Findings): Promise<Findings> {
      const offline = given ?? analyzeOffline(acquired, signals);
      // A page that could not be opened has no text to send: its address is judged offline.
      if (acquired.pageNotOpened) return offline;
      const prompt = buildPrompt(acquired);
      const outcome = await runModel(provider, prompt, options.timeoutMs);
      if (!outcome.ok) {
        // The reason only: never the content, which is the user's.
        options.log?.warn(
          { provider: label, reason: outcome.reason, attempts: outcome.attempts },
          'model not used; offline analysis returned',
        );
        return fallbackFindings(offline, provider, outcome);
      }
      options.log?.debug(
        { provider: label, attempts: outcome.attempts, latencyMs: Math.round(outcome.latencyMs) },
        'model analysis blended',
      );
      return blendFindings(offline, acquired, prompt, provider, outcome);
    },
  };
}
