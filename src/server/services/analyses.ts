/** Reading stored analyses: the shared report, the video page, the public feed, the counter. */
import {
  ERRORS,
  PUBLIC_FEED_LIMIT,
  type DatabaseMetricsResponse,
  type PublicFeedResponse,
  type StoredAnalysis,
  type VideoAnalysis,
} from '../../shared';
import { HubUnreachableError, type HubClient } from '../desktop/hub-client';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { AnalysisStore } from '../store/store';

/**
 * Desktop: feed cards carry the hub's ids, so an id that is not local is read from the hub (within
 * HUB_READ_TIMEOUT_MS) and shown, never stored here. A hub that cannot be reached is a 503.
 */
async function readThrough<T>(
  hub: HubClient | null,
  read: (hub: HubClient) => Promise<T | null>,
): Promise<T | null> {
  if (!hub) return null;
  try {
    return await read(hub);
  } catch (error) {
    if (error instanceof HubUnreachableError)
      throw new AppError(503, ERRORS.hubAnalysisUnreachable);
    throw error;
  }
}

export type AnalysisReaderStore = Pick<
  AnalysisStore,
  'getAnalysis' | 'getAnalysisJson' | 'getVideoAnalysis' | 'listFeed' | 'countAnalyses'
>;

export function createAnalysisReader(store: AnalysisReaderStore, hub: HubClient | null = null) {
  return {
    async getAnalysis(id: string): Promise<StoredAnalysis> {
      // A string that cannot be one of our ids is simply not found; it never reaches SQL.
      if (!isAnalysisId(id)) throw new AppError(404, ERRORS.analysisNotFound);
      const local = await store.getAnalysis(id);
      if (local) return local;
      const remote = await readThrough(hub, (h) => h.getAnalysis(id));
      if (!remote) throw new AppError(404, ERRORS.analysisNotFound);
      return { ...remote, fromHub: true };
    },

    /**
     * getAnalysis as JSON text: a local analysis goes out as stored, without parsing and
     * re-serialising its results (the shared report's main cost); anything else as getAnalysis.
     */
    async getAnalysisJson(id: string): Promise<string> {
      if (!isAnalysisId(id)) throw new AppError(404, ERRORS.analysisNotFound);
      const local = await store.getAnalysisJson(id);
      if (local !== null) return local;
      const remote = await readThrough(hub, (h) => h.getAnalysis(id));
      if (!remote) throw new AppError(404, ERRORS.analysisNotFound);
      // Marked, so the desktop UI offers Publish only for this computer's own analyses.
      return JSON.stringify({ ...remote, fromHub: true });
    },

    async getVideoAnalysis(id: string): Promise<VideoAnalysis> {
      const analysis = isAnalysisId(id)
        ? ((await store.getVideoAnalysis(id)) ??
          (await readThrough(hub, (h) => h.getVideoAnalysis(id))))
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
