/** Builds every service from the app's dependencies; routes receive this and nothing else. */
import { createOcrEngine, type OcrEngine } from '../analysis/acquire/image/ocr';
import type { Analyzer } from '../analysis/types';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Logger } from 'pino';
import type { Store } from '../store/store';
import { createAnalysisReader } from './analyses';
import { createAnalysisRunner } from './analysis-runner';
import { createAnalytics } from './analytics';
import { createImageAnalysis } from './analyze-image';
import { createTextAnalysis } from './analyze-text';
import { createUrlAnalysis } from './analyze-url';
import { createVideoAnalysis } from './analyze-video';
import { analysisCriteria } from './criteria';
import { createDailyAnalysis } from './daily-analysis';
import { meta } from './meta';

export interface ServiceDeps {
  store: Store;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log?: Logger;
  /** Given by the server that owns (and closes) it; else one is started on the first screenshot. */
  ocr?: OcrEngine;
}

export function createServices({ store, analyzer, clock, config, log, ocr }: ServiceDeps) {
  const runAnalysis = createAnalysisRunner({ store, analyzer, clock });
  const analyseVideo = createVideoAnalysis(runAnalysis, config.youtube);
  return {
    analyseText: createTextAnalysis(runAnalysis),
    analyseVideo,
    analyseUrl: createUrlAnalysis({ runAnalysis, analyseVideo, fetch: config.fetch, clock }),
    analyseImage: createImageAnalysis(runAnalysis, ocr ?? createOcrEngine(log)),
    analyses: createAnalysisReader(store),
    analytics: createAnalytics(store, clock),
    analysisCriteria,
    dailyAnalysis: createDailyAnalysis(store, clock),
    meta: () => meta(config, analyzer.name),
  };
}

export type Services = ReturnType<typeof createServices>;
