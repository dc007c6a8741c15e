/** GET /api/daily-analysis: the featured video analysis of the day. */
import { dailyAnalysisRoute } from '../../shared/contracts/daily-analysis';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function dailyAnalysisRoutes(services: Services): ServedRoute[] {
  return [serve(dailyAnalysisRoute, () => services.dailyAnalysis())];
}
