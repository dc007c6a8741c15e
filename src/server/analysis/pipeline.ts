/**
 * The analysis pipeline: an Acquired gets its signals computed once, goes through the configured
 * Analyzer and the scorer, and comes out as the contract's Results. Routes call this and nothing deeper.
 */
import type { Results } from '../../shared';
import { score } from './score/index';
import { computeSignals } from './signals';
import type { Acquired, Analyzer } from './types';

export interface PipelineDeps {
  analyzer: Analyzer;
  now: () => Date;
}

export async function runAnalysis(acquired: Acquired, deps: PipelineDeps): Promise<Results> {
  const started = performance.now();
  const signals = computeSignals(acquired);
  const findings = await deps.analyzer.analyze(acquired, signals);
  return score(findings, acquired, signals, {
    analyzedAt: deps.now(),
    durationMs: performance.now() - started,
  });
}
