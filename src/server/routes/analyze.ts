/** POST /api/analyze/{text,url,image}: one route per analyze address of the input-kind registry. */
import { Router } from 'express';
import { ANALYZE_ENDPOINTS } from '../kinds/registry';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function analyzeRoutes(services: Services): Router {
  const router = Router();
  for (const endpoint of ANALYZE_ENDPOINTS) {
    router
      .route(endpoint.path)
      .post(async (req, res) => {
        res.json(await endpoint.handle(req, res, services.analyzers));
      })
      .all(methodNotAllowed('POST'));
  }
  return router;
}
