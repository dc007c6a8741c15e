/**
 * GET /api/public-feed (newest analyses), GET /api/database-metrics (the total counter) and
 * GET /api/public-feed/status (where the feed comes from: this database, or the hub's cached feed).
 */
import { Router } from 'express';
import type { DatabaseMetricsResponse, FeedStatusResponse, PublicFeedResponse } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function publicFeedRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/public-feed')
    .get(async (_req, res) => {
      const body: PublicFeedResponse = await services.feed.publicFeed();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/api/public-feed/status')
    .get(async (_req, res) => {
      const body: FeedStatusResponse = await services.feed.status();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/api/database-metrics')
    .get(async (_req, res) => {
      const body: DatabaseMetricsResponse = await services.feed.databaseMetrics();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
