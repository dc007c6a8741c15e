/**
 * Every /api route declared here, once: its method, path and schemas (src/shared/contract.ts).
 * The server mounts them (src/server/routes), the renderer calls them (api/call-route.ts), and
 * tests/api/route-contracts.test.ts checks that this list and the mounted routes are the same.
 * The analyze routes come from each kind's descriptor; the desktop's (./desktop.ts) and the
 * hub's (./publish.ts) are mounted by their plug-ins.
 */
import type { RouteContract } from '../contract';
import { analysisCriteriaRoute, storedAnalysisRoute, videoAnalysisRoute } from './analysis';
import { analyticsRoute, exportDatasetRoute } from './analytics';
import { dailyAnalysisRoute } from './daily-analysis';
import { factChecksRoute } from './fact-checks';
import { databaseMetricsRoute, feedStatusRoute, publicFeedRoute } from './feed';
import { metaRoute } from './meta';
import { previewImageRoute } from './preview-image';

export * from './analysis';
export * from './analytics';
export * from './daily-analysis';
export * from './desktop';
export * from './fact-checks';
export * from './feed';
export * from './meta';
export * from './preview-image';
export * from './publish';

export const CORE_ROUTES: readonly RouteContract[] = [
  storedAnalysisRoute,
  videoAnalysisRoute,
  analysisCriteriaRoute,
  publicFeedRoute,
  feedStatusRoute,
  databaseMetricsRoute,
  analyticsRoute,
  exportDatasetRoute,
  dailyAnalysisRoute,
  metaRoute,
  factChecksRoute,
  previewImageRoute,
];
