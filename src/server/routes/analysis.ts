/** GET /api/analysis/:id (shared report) and GET /api/video-analysis/:id (video page). */
import { Router } from 'express';
import type { StoredAnalysis, VideoAnalysis } from '../../shared';
import type { Services } from '../services';
import { methodNotAllowed } from './method-not-allowed';

export function analysisRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analysis/:id')
    .get(async (req, res) => {
      const body: StoredAnalysis = await services.analyses.getAnalysis(req.params.id);
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/api/video-analysis/:id')
    .get(async (req, res) => {
      const body: VideoAnalysis = await services.analyses.getVideoAnalysis(req.params.id);
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
