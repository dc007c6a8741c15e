/** GET /api/analysis-criteria/:type: the criteria panel of an analyzer tab. */
import { Router } from 'express';
import type { AnalysisCriteria } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function analysisCriteriaRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analysis-criteria/:type')
    .get((req, res) => {
      const body: AnalysisCriteria = services.analysisCriteria(req.params.type);
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
