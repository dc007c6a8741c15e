/**
 * GET /api/fact-checks?since=<ISO>&after=<id>: this server's fact-check index, oldest first, in
 * pages of FACT_CHECK_PAGE_SIZE; follow `next` until it is null. Desktop apps copy the hub's.
 */
import { Router } from 'express';
import type { FactCheckPage } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function factCheckRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/fact-checks')
    .get(async (req, res) => {
      const body: FactCheckPage = await services.factChecks.page(
        req.query as Record<string, unknown>,
      );
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
