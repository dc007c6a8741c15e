/** Builds every service from the app's dependencies; routes receive this and nothing else. */
import type { Analyzer } from '../analysis/types';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Store } from '../store/store';
import { createAnalysisReader } from './analyses';
import { createAnalysisRunner } from './analysis-runner';
import { createAnalytics } from './analytics';
import { createTextAnalysis } from './analyze-text';
import { analysisCriteria } from './criteria';
import { createDailyAnalysis } from './daily-analysis';
import { meta } from './meta';

export interface ServiceDeps {
  store: Store;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
}

export function createServices({ store, analyzer, clock, config }: ServiceDeps) {
  const runAnalysis = createAnalysisRunner({ store, analyzer, clock });
  return {
    analyseText: createTextAnalysis(runAnalysis),
    analyses: createAnalysisReader(store),
    analytics: createAnalytics(store, clock),
    analysisCriteria,
    dailyAnalysis: createDailyAnalysis(store, clock),
    meta: () => meta(config, analyzer.name),
  };
}

export type Services = ReturnType<typeof createServices>;
