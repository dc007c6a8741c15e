/** GET /api/analytics (dashboard) and GET /api/export-dataset (anonymous aggregate download). */
import { Router } from 'express';
import type { AnalyticsResponse, ExportDatasetResponse } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function analyticsRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analytics')
    .get(async (_req, res) => {
      const body: AnalyticsResponse = await services.analytics.analytics();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/api/export-dataset')
    .get(async (_req, res) => {
      const body: ExportDatasetResponse = await services.analytics.exportDataset();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
