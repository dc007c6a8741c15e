/**
 * What the API needs from storage, and nothing about how it is stored. Routes and services only
 * see this interface (async, so a PostgreSQL implementation can be added later); sqlite-store.ts
 * implements it with better-sqlite3.
 */
import type {
  AnalysisType,
  AnalyticsResponse,
  ExportDatasetResponse,
  PublicFeedItem,
  Results,
  StoredAnalysis,
  VideoAnalysis,
} from '../../shared';

export interface NewAnalysis {
  /** Given when the analysis already has an id elsewhere (e.g. published from a desktop app). */
  id?: string;
  type: AnalysisType;
  url: string | null;
  domain: string | null;
  title: string | null;
  /** What the person submitted, kept for the shared report; never exported. */
  content: string | null;
  /** Key of the 24 h result cache (see services/result-cache.ts). */
  contentHash: string | null;
  video: {
    videoId: string;
    channelName: string | null;
    durationSeconds: number | null;
    transcriptLength: number;
  } | null;
  image: { data: string | null; name: string; size: number } | null;
  results: Results;
  createdAt: Date;
}

export interface Store {
  /** Stores an analysis with its red flags; returns it as the shared page will read it. */
  insertAnalysis(analysis: NewAnalysis): Promise<StoredAnalysis>;
  getAnalysis(id: string): Promise<StoredAnalysis | null>;
  /** A video analysis by its analysis id (not the YouTube id). */
  getVideoAnalysis(id: string): Promise<VideoAnalysis | null>;
  /** The newest analysis with this content hash created at or after `since`. */
  findCachedAnalysis(contentHash: string, since: Date): Promise<StoredAnalysis | null>;
  /** Newest first. */
  listFeed(limit: number): Promise<PublicFeedItem[]>;
  countAnalyses(): Promise<number>;
  analytics(now: Date): Promise<AnalyticsResponse>;
  exportDataset(now: Date): Promise<ExportDatasetResponse>;
  /** Video analyses created at or after `since`, newest first, with their red-flag counts. */
  latestVideoAnalyses(since: Date, limit: number): Promise<Array<{ analysis: VideoAnalysis; redFlagCount: number }>>;
  /**
   * Forgets the image bytes (not the analysis) of analyses created before `before`: screenshots
   * are kept at most SERVER_IMAGE_RETENTION_MS. Returns how many images were removed.
   */
  purgeImageData(before: Date): Promise<number>;
  close(): Promise<void>;
}
