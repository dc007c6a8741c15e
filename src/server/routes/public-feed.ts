/**
 * GET /api/public-feed (newest analyses), GET /api/database-metrics (the total counter) and
 * GET /api/public-feed/status (where the feed comes from: this database, or the hub's cached feed).
 */
import {
  databaseMetricsRoute,
  feedStatusRoute,
  publicFeedRoute,
} from '../../shared/contracts/feed';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function publicFeedRoutes(services: Services): ServedRoute[] {
  return [
    serve(publicFeedRoute, () => services.feed.publicFeed()),
    serve(feedStatusRoute, () => services.feed.status()),
    serve(databaseMetricsRoute, () => services.feed.databaseMetrics()),
  ];
}
