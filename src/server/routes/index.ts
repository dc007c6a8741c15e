/**
 * Every core /api route, in one list so the API surface is visible at a glance. The routes declared
 * by a contract (src/shared/contracts) are mounted by one router, so a path shared by several of
 * them answers each declared method and a 405 naming all of them for any other. The desktop's
 * routes and the hub's publish route are plug-ins (src/shared/contracts/desktop.ts, publish.ts).
 */
import type { Router } from 'express';
import { deleteAnalysisRoute } from '../../shared/contracts/desktop';
import { contractRouter, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';
import { analysisRoutes } from './analysis';
import { analysisCriteriaRoutes } from './analysis-criteria';
import { analyticsRoutes } from './analytics';
import { analyzeRoutes } from './analyze';
import { dailyAnalysisRoutes } from './daily-analysis';
import { factCheckRoutes } from './fact-checks';
import { metaRoutes } from './meta';
import { previewImageRoutes } from './preview-image';
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
    ...previewImageRoutes(services),
  ];
}

export function apiRoutes(services: Services): Router[] {
  return [
    analyzeRoutes(services),
    // DELETE /api/analysis/:id is the desktop plug-in's: the 405 on that path names it too.
    contractRouter(coreRoutes(services), [deleteAnalysisRoute]),
  ];
}
