/**
 * The analysis pipeline: an Acquired gets its signals computed once, goes through the configured
 * Analyzer, the fact-check lookup and the scorer, and comes out as the contract's Results. Routes
 * call this and nothing deeper.
 *
 * Where the CPU stages run is a dependency (PipelineSteps): in this thread by default (the eval,
 * the benches, unit tests), in the analysis pool's worker threads on a server (pipeline-jobs.ts).
 * The analyzer, the fact-check lookup and what waits on the network run here, on the caller's
 * event loop, between those steps.
 */
import type { Results } from '../../shared';
import type { FactChecker } from './fact-checks/checker';
import { analyzeOffline } from './offline/index';
import { score, type ScoreContext } from './score/index';
import { computeSignals, type Signals } from './signals';
import type { Analyzer, Findings } from './analyzer';
import type { Acquired } from './types';

/** What the first step hands on: the signals, and the offline findings when they were asked for. */
export interface PipelineRead {
  signals: Signals;
  offline?: Findings;
}

/** The pipeline's CPU stages, wherever they run. */
export interface PipelineSteps {
  /** The signals and, when `offline`, the offline analyzer's findings on them. */
  read(acquired: Acquired, offline: boolean): Promise<PipelineRead>;
  score(
    findings: Findings,
    acquired: Acquired,
    signals: Signals,
    context: ScoreContext,
  ): Promise<Results>;
}

/** The steps in the caller's own thread. */
export const IN_THREAD_STEPS: PipelineSteps = {
  async read(acquired, offline) {
    const signals = computeSignals(acquired);
    return offline ? { signals, offline: analyzeOffline(acquired, signals) } : { signals };
  },
  score: async (findings, acquired, signals, context) =>
    score(findings, acquired, signals, context),
};

export interface PipelineDeps {
  analyzer: Analyzer;
  now: () => Date;
  /** Looks the extracted claims up in published fact-checks, whatever the analyzer; none if absent. */
  factChecker?: FactChecker | null;
  /** Where the CPU stages run; this thread when absent. */
  steps?: PipelineSteps;
}

export async function runAnalysis(acquired: Acquired, deps: PipelineDeps): Promise<Results> {
  const started = performance.now();
  const steps = deps.steps ?? IN_THREAD_STEPS;
  const { signals, offline } = await steps.read(acquired, deps.analyzer.readsOffline === true);
  const analyzed = await deps.analyzer.analyze(acquired, signals, offline);
  const findings = deps.factChecker ? await deps.factChecker.check(analyzed) : analyzed;
  return steps.score(findings, acquired, signals, {
    analyzedAt: deps.now(),
    durationMs: performance.now() - started,
  });
}
