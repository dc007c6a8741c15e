/** GET /api/my-analyses?q=&limit= (desktop): the analyses on this computer, newest first. */
import { Router } from 'express';
import type { MyAnalysesResponse } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function myAnalysesRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/my-analyses')
    .get(async (req, res) => {
      const { q, limit } = req.query as Record<string, unknown>;
      const body: MyAnalysesResponse = await services.myAnalyses.list({ q, limit });
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
