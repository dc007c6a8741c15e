/**
 * GET /api/analysis/:id (shared report), GET /api/video-analysis/:id (video page) and, desktop
 * only, DELETE /api/analysis/:id (forget a local analysis; 204).
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
    .delete(async (req, res) => {
      await services.myAnalyses.remove(req.params.id);
      res.status(204).end();
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
