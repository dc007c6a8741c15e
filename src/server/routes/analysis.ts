/**
 * GET /api/analysis/:id (shared report) and GET /api/video-analysis/:id (video page). DELETE
 * /api/analysis/:id is the desktop plug-in's (src/server/desktop/plugin.ts), mounted before this
 * router, so the 405 here names it too.
 */
import { Router } from 'express';
import type { VideoAnalysis } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export function analysisRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analysis/:id')
    .get(async (req, res) => {
      // A StoredAnalysis as JSON text (services.analyses.getAnalysisJson); same headers as res.json.
      res.type('json').send(await services.analyses.getAnalysisJson(req.params.id));
    })
    .all(methodNotAllowed('GET', 'DELETE'));
  router
    .route('/api/video-analysis/:id')
    .get(async (req, res) => {
      const body: VideoAnalysis = await services.analyses.getVideoAnalysis(req.params.id);
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
