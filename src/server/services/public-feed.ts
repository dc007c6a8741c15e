/**
 * Where GET /api/public-feed, GET /api/database-metrics and GET /api/public-feed/status get their
 * answer: this database, unless a plug-in gives another source (the desktop's: the hub's feed,
 * cached for offline use, because the desktop's own analyses are private until published).
 */
import type { DatabaseMetricsResponse, FeedStatusResponse, PublicFeedResponse } from '../../shared';
import type { AnalysisReader } from './analyses';

/** A public feed kept somewhere else than this database. */
export interface FeedSource {
  feed(): Promise<PublicFeedResponse>;
  totalAnalyses(): Promise<number>;
  status(): Promise<FeedStatusResponse>;
}

export function createPublicFeed(deps: { analyses: AnalysisReader; source: FeedSource | null }) {
  const { analyses, source } = deps;
  return {
    publicFeed(): Promise<PublicFeedResponse> {
      return source ? source.feed() : analyses.publicFeed();
    },
    async databaseMetrics(): Promise<DatabaseMetricsResponse> {
      return source
        ? { totalAnalyses: String(await source.totalAnalyses()) }
        : analyses.databaseMetrics();
    },
    async status(): Promise<FeedStatusResponse> {
      if (source) return source.status();
      return { source: 'local', hubUrl: null, fetchedAt: null, stale: false, error: null };
    },
  };
}
