/** Reading stored analyses: the shared report, the video page, the public feed, the counter. */
import {
  ERRORS,
  PUBLIC_FEED_LIMIT,
  type DatabaseMetricsResponse,
  type PublicFeedResponse,
  type StoredAnalysis,
  type VideoAnalysis,
} from '../../shared';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { Store } from '../store/store';

export function createAnalysisReader(store: Store) {
  return {
    async getAnalysis(id: string): Promise<StoredAnalysis> {
      // A string that cannot be one of our ids is simply not found; it never reaches SQL.
      const analysis = isAnalysisId(id) ? await store.getAnalysis(id) : null;
      if (!analysis) throw new AppError(404, ERRORS.analysisNotFound);
      return analysis;
    },

    async getVideoAnalysis(id: string): Promise<VideoAnalysis> {
      const analysis = isAnalysisId(id) ? await store.getVideoAnalysis(id) : null;
      if (!analysis) throw new AppError(404, ERRORS.videoAnalysisNotFound);
      return analysis;
    },

    /** Newest first; the feed never carries submitted content or image bytes. */
    async publicFeed(): Promise<PublicFeedResponse> {
      return store.listFeed(PUBLIC_FEED_LIMIT);
    },

    async databaseMetrics(): Promise<DatabaseMetricsResponse> {
      return { totalAnalyses: String(await store.countAnalyses()) };
    },
  };
}

export type AnalysisReader = ReturnType<typeof createAnalysisReader>;
