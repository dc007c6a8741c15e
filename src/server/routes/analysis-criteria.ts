/** GET /api/analysis-criteria/:type: the criteria panel of an analyzer tab. */
import { analysisCriteriaRoute } from '../../shared/contracts/analysis';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function analysisCriteriaRoutes(services: Services): ServedRoute[] {
  return [serve(analysisCriteriaRoute, ({ params }) => services.analysisCriteria(params.type))];
}
