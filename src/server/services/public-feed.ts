/**
 * Where GET /api/public-feed, GET /api/database-metrics and GET /api/public-feed/status get their
 * answer: on a hub, its own database; on a desktop, the hub's feed (cached for offline use),
 * because the desktop's own analyses are private until published.
 */
import type { DatabaseMetricsResponse, FeedStatusResponse, PublicFeedResponse } from '../../shared';
import type { HubFeed } from '../desktop/hub-feed';
import type { AnalysisReader } from './analyses';

export function createPublicFeed(deps: { analyses: AnalysisReader; hubFeed: HubFeed | null }) {
  const { analyses, hubFeed } = deps;
  return {
    publicFeed(): Promise<PublicFeedResponse> {
      return hubFeed ? hubFeed.feed() : analyses.publicFeed();
    },
    async databaseMetrics(): Promise<DatabaseMetricsResponse> {
      return hubFeed
        ? { totalAnalyses: String(await hubFeed.totalAnalyses()) }
        : analyses.databaseMetrics();
    },
    async status(): Promise<FeedStatusResponse> {
      if (hubFeed) return hubFeed.status();
      return { source: 'local', hubUrl: null, fetchedAt: null, stale: false, error: null };
    },
  };
}
