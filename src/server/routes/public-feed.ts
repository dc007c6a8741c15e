/** GET /api/public-feed (newest analyses) and GET /api/database-metrics (the total counter). */
import { Router } from 'express';
import type { DatabaseMetricsResponse, PublicFeedResponse } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from './method-not-allowed';

export function publicFeedRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/public-feed')
    .get(async (_req, res) => {
      const body: PublicFeedResponse = await services.analyses.publicFeed();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/api/database-metrics')
    .get(async (_req, res) => {
      const body: DatabaseMetricsResponse = await services.analyses.databaseMetrics();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
