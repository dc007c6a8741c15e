/** Every /api route, in one list so the API surface is visible at a glance. */
import type { Router } from 'express';
import type { Services } from '../services';
import { analysisRoutes } from './analysis';
import { analysisCriteriaRoutes } from './analysis-criteria';
import { analyticsRoutes } from './analytics';
import { analyzeRoutes } from './analyze';
import { dailyAnalysisRoutes } from './daily-analysis';
import { factCheckRoutes } from './fact-checks';
import { metaRoutes } from './meta';
import { myAnalysesRoutes } from './my-analyses';
import { previewImageRoutes } from './preview-image';
import { publishRoutes } from './publish';
import { publicFeedRoutes } from './public-feed';

export function apiRoutes(services: Services): Router[] {
  return [
    analyzeRoutes(services),
    analysisRoutes(services),
    publicFeedRoutes(services),
    analyticsRoutes(services),
    analysisCriteriaRoutes(services),
    dailyAnalysisRoutes(services),
    metaRoutes(services),
    publishRoutes(services),
    myAnalysesRoutes(services),
    factCheckRoutes(services),
    previewImageRoutes(services),
  ];
}
