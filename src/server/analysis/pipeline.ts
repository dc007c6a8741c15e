/**
 * The analysis pipeline: an Acquired gets its signals computed once, goes through the configured
 * Analyzer, the fact-check lookup and the scorer, and comes out as the contract's Results. Routes
 * call this and nothing deeper.
 */
import type { Results } from '../../shared';
import type { FactChecker } from './fact-checks/checker';
import { score } from './score/index';
import { computeSignals } from './signals';
import type { Analyzer } from './analyzer';
import type { Acquired } from './types';

export interface PipelineDeps {
  analyzer: Analyzer;
  now: () => Date;
  /** Looks the extracted claims up in published fact-checks, whatever the analyzer; none if absent. */
  factChecker?: FactChecker | null;
}

export async function runAnalysis(acquired: Acquired, deps: PipelineDeps): Promise<Results> {
  const started = performance.now();
  const signals = computeSignals(acquired);
  const analyzed = await deps.analyzer.analyze(acquired, signals);
  const findings = deps.factChecker ? await deps.factChecker.check(analyzed) : analyzed;
  return score(findings, acquired, signals, {
    analyzedAt: deps.now(),
    durationMs: performance.now() - started,
  });
}
