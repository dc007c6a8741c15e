/** GET /api/analytics (dashboard) and GET /api/export-dataset (anonymous aggregate download). */
import { analyticsRoute, exportDatasetRoute } from '../../shared/contracts/analytics';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function analyticsRoutes(services: Services): ServedRoute[] {
  return [
    serve(analyticsRoute, () => services.analytics.analytics()),
    serve(exportDatasetRoute, () => services.analytics.exportDataset()),
  ];
}
