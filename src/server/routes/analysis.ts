/**
 * GET /api/analysis/:id (shared report) and GET /api/video-analysis/:id (video page). DELETE
 * /api/analysis/:id is the desktop plug-in's (src/server/desktop/plugin.ts), mounted before this
 * router; the core's 405 on the shared path names it too (./index.ts).
 */
import { storedAnalysisRoute, videoAnalysisRoute } from '../../shared/contracts/analysis';
import { JsonText, serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function analysisRoutes(services: Services): ServedRoute[] {
  return [
    // The stored JSON text as it is (services.analyses.getAnalysisJson): not parsed and re-serialised.
    serve(storedAnalysisRoute, async ({ params }) => {
      return new JsonText(await services.analyses.getAnalysisJson(params.id));
    }),
    serve(videoAnalysisRoute, ({ params }) => services.analyses.getVideoAnalysis(params.id)),
  ];
}
