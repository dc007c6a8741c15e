/**
 * Every core /api route, in one list so the API surface is visible at a glance. The desktop's
 * routes and the hub's publish route are plug-ins (src/shared/desktop-routes.ts).
 */
import type { Router } from 'express';
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

export function apiRoutes(services: Services): Router[] {
  return [
    analyzeRoutes(services),
    analysisRoutes(services),
    publicFeedRoutes(services),
    analyticsRoutes(services),
    analysisCriteriaRoutes(services),
    dailyAnalysisRoutes(services),
    metaRoutes(services),
    factCheckRoutes(services),
    previewImageRoutes(services),
  ];
}
