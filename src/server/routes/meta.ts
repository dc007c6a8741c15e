/** GET /api/meta: hosted or desktop, version, active analyzer (read by the UI's footer/about). */
import { Router } from 'express';
import type { MetaResponse } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function metaRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/meta')
    .get(async (_req, res) => {
      const body: MetaResponse = await services.meta();
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
