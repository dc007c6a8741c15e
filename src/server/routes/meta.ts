/** GET /api/meta: hosted or desktop, version, active analyzer (read by the UI's footer/about). */
import { metaRoute } from '../../shared/contracts/meta';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function metaRoutes(services: Services): ServedRoute[] {
  return [serve(metaRoute, () => services.meta())];
}
