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
import type { AnalysisStore } from '../store/store';

/**
 * Analyses kept elsewhere, read through when an id is not stored here (the desktop plug-in's: the
 * hub's, for its feed cards; shown, never stored). Null when not there; it throws an AppError
 * when it cannot be asked.
 */
export interface RemoteAnalyses {
  getAnalysis(id: string): Promise<StoredAnalysis | null>;
  getVideoAnalysis(id: string): Promise<VideoAnalysis | null>;
}

export type AnalysisReaderStore = Pick<
  AnalysisStore,
  'getAnalysis' | 'getAnalysisJson' | 'getVideoAnalysis' | 'listFeed' | 'countAnalyses'
>;

export function createAnalysisReader(
  store: AnalysisReaderStore,
  remote: RemoteAnalyses | null = null,
) {
  return {
    async getAnalysis(id: string): Promise<StoredAnalysis> {
      // A string that cannot be one of our ids is simply not found; it never reaches SQL.
      if (!isAnalysisId(id)) throw new AppError(404, ERRORS.analysisNotFound);
      const local = await store.getAnalysis(id);
      if (local) return local;
      const found = await remote?.getAnalysis(id);
      if (!found) throw new AppError(404, ERRORS.analysisNotFound);
      return { ...found, fromHub: true };
    },

    /**
     * getAnalysis as JSON text: a local analysis goes out as stored, without parsing and
     * re-serialising its results (the shared report's main cost); anything else as getAnalysis.
     */
    async getAnalysisJson(id: string): Promise<string> {
      if (!isAnalysisId(id)) throw new AppError(404, ERRORS.analysisNotFound);
      const local = await store.getAnalysisJson(id);
      if (local !== null) return local;
      const found = await remote?.getAnalysis(id);
      if (!found) throw new AppError(404, ERRORS.analysisNotFound);
      // Marked, so the desktop UI offers Publish only for this computer's own analyses.
      return JSON.stringify({ ...found, fromHub: true });
    },

    async getVideoAnalysis(id: string): Promise<VideoAnalysis> {
      const analysis = isAnalysisId(id)
        ? ((await store.getVideoAnalysis(id)) ?? (await remote?.getVideoAnalysis(id)) ?? null)
        : null;
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
