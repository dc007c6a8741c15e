/**
 * Every /api route, in one list so the API surface is visible at a glance. The routes declared by
 * a contract (src/shared/contracts) are mounted by one router, so a path shared by several of
 * them answers each declared method and a 405 naming all of them for any other.
 */
import type { Router } from 'express';
import { contractRouter, type ServedRoute } from '../http/serve-contract';
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
import { hubPublishRoutes, publishRoutes } from './publish';
import { publicFeedRoutes } from './public-feed';

/** The routes of src/shared/contracts (CORE_ROUTES), each with the function that answers it. */
export function coreRoutes(services: Services): ServedRoute[] {
  return [
    ...analysisRoutes(services),
    ...analysisCriteriaRoutes(services),
    ...publicFeedRoutes(services),
    ...analyticsRoutes(services),
    ...dailyAnalysisRoutes(services),
    ...metaRoutes(services),
    ...factCheckRoutes(services),
    ...hubPublishRoutes(services),
    ...previewImageRoutes(services),
  ];
}

export function apiRoutes(services: Services): Router[] {
  return [
    analyzeRoutes(services),
    contractRouter(coreRoutes(services)),
    // Not declared by contracts yet: they move into the desktop plug-in (issue 27).
    publishRoutes(services),
    myAnalysesRoutes(services),
  ];
}
