/**
 * GET /api/analysis/:id (shared report), GET /api/video-analysis/:id (video page) and, desktop
 * only, DELETE /api/analysis/:id (forget a local analysis; 204).
 */
import {
  forgetAnalysisRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../shared/contracts/analysis';
import { JsonText, serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function analysisRoutes(services: Services): ServedRoute[] {
  return [
    // The stored JSON text as it is (services.analyses.getAnalysisJson): not parsed and re-serialised.
    serve(storedAnalysisRoute, async ({ params }) => {
      return new JsonText(await services.analyses.getAnalysisJson(params.id));
    }),
    serve(videoAnalysisRoute, ({ params }) => services.analyses.getVideoAnalysis(params.id)),
    // Desktop only; moves into the desktop plug-in (issue 27).
    serve(forgetAnalysisRoute, async ({ params }) => {
      await services.myAnalyses.remove(params.id);
      return undefined;
    }),
  ];
}
