/**
 * POST /api/analysis/:id/publish (desktop: queue a local analysis for the public feed, 202) and
 * POST /api/publish (hub: receive one, 201 new / 200 already received). Each is 404 JSON in the
 * other mode.
 */
import { Router } from 'express';
import type { PublishAcceptedResponse } from '../../shared';
import { hubPublishRoute } from '../../shared/contracts/publish';
import { serve, withStatus, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function hubPublishRoutes(services: Services): ServedRoute[] {
  return [
    serve(hubPublishRoute, async ({ body, req }) => {
      // The share link's origin when PUBLIC_URL is not set: the address this request came to.
      const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const result = await services.receivePublish(body, origin);
      return withStatus(result.status, result.body);
    }),
  ];
}

/** Not declared by a contract yet: moves into the desktop plug-in, which declares it (issue 27). */
export function publishRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analysis/:id/publish')
    .post(async (req, res) => {
      const body: PublishAcceptedResponse = await services.publishAnalysis(req.params.id);
      res.status(202).json(body);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
