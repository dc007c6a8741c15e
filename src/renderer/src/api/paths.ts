/**
 * Compatibility only, to remove once its last users call routes from their contracts (callRoute,
 * callUrl and routeQuery in ./call-route.ts): desktop-queries.ts and analyze.ts still read paths
 * here. Every path of a declared route is derived from its contract (src/shared/contracts); the
 * analyze and desktop ones stay written out until their kinds and the desktop plug-in declare them.
 */
import type { CriteriaType } from '../../../shared';
import {
  analysisCriteriaRoute,
  analyticsRoute,
  dailyAnalysisRoute,
  databaseMetricsRoute,
  exportDatasetRoute,
  feedStatusRoute,
  metaRoute,
  publicFeedRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../../shared/contracts';
import { callUrl } from './call-route';

/** @deprecated Call the route from its contract (./call-route.ts). */
export const API = {
  analyzeText: '/api/analyze/text',
  analyzeUrl: '/api/analyze/url',
  analyzeImage: '/api/analyze/image',
  criteria: (type: CriteriaType) => callUrl(analysisCriteriaRoute, { params: { type } }),
  dailyAnalysis: callUrl(dailyAnalysisRoute),
  analysis: (id: string) => callUrl(storedAnalysisRoute, { params: { id } }),
  videoAnalysis: (id: string) => callUrl(videoAnalysisRoute, { params: { id } }),
  publicFeed: callUrl(publicFeedRoute),
  analytics: callUrl(analyticsRoute),
  databaseMetrics: callUrl(databaseMetricsRoute),
  exportDataset: callUrl(exportDatasetRoute),
  /** Version, analyzer and fact-check count (the shell is read from the page: api/shell.ts). */
  meta: callUrl(metaRoute),
  /** Where the shown public feed comes from, and how old it is. */
  feedStatus: callUrl(feedStatusRoute),
} as const;
