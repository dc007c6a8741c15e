/** GET /api/daily-analysis: the featured video analysis of the day. */
import { Router } from 'express';
import type { DailyAnalysis } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function dailyAnalysisRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/daily-analysis')
    .get(async (_req, res) => {
      const body: DailyAnalysis = await services.dailyAnalysis();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
