/**
 * The analysis pipeline: an Acquired goes through the configured Analyzer and the scorer and
 * comes out as the contract's Results. Routes call this and nothing deeper.
 */
import type { Results } from '../../shared';
import { score } from './score';
import type { Acquired, Analyzer } from './types';

export interface PipelineDeps {
  analyzer: Analyzer;
  now: () => Date;
}

export async function runAnalysis(acquired: Acquired, deps: PipelineDeps): Promise<Results> {
  const started = performance.now();
  const findings = await deps.analyzer.analyse(acquired);
  return score(findings, acquired, {
    analyzedAt: deps.now(),
    durationMs: performance.now() - started,
  });
}
