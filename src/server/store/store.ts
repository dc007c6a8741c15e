/**
 * What the API needs from storage, and nothing about how it is stored. Routes and services only
 * see this interface (async, so a PostgreSQL implementation can be added later); sqlite-store.ts
 * implements it with better-sqlite3.
 */
import type {
  AnalysisType,
  AnalyticsResponse,
  ExportDatasetResponse,
  MyAnalysesResponse,
  Publication,
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
  /** Kept off the public feed, the recent list and the daily pick; reachable by its link. */
  unlisted?: boolean;
}

/** Desktop: an analysis waiting in the outbox, with what the hub needs to re-run it. */
export interface OutboxItem {
  analysisId: string;
  publishId: string;
  attempts: number;
  type: AnalysisType;
  url: string | null;
  content: string | null;
  title: string | null;
}

/** Desktop: the hub's feed as last read, and how the last attempt to read it went. */
export interface HubFeedCache {
  feed: PublicFeedItem[] | null;
  fetchedAt: Date | null;
  /** The hub's total count read with the feed (null if it could not be read). */
  totalAnalyses: number | null;
  lastAttemptAt: Date;
  lastError: string | null;
}

export interface Store {
  /** Stores an analysis with its red flags; returns it as the shared page will read it. */
  insertAnalysis(analysis: NewAnalysis): Promise<StoredAnalysis>;
  getAnalysis(id: string): Promise<StoredAnalysis | null>;
  /** The same analysis as JSON text (what GET /api/analysis/:id sends), without re-serialising it. */
  getAnalysisJson(id: string): Promise<string | null>;
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

  // Desktop publishing (issue 7); a hub never writes these tables.
  /** Removes a local analysis with its flags, publication and outbox row; false if it was not there. */
  deleteAnalysis(id: string): Promise<boolean>;
  /**
   * Queues an analysis for publishing (publication 'queued' + outbox row, one transaction) unless
   * it is already queued or published; a failed one is queued again with the same publishId.
   * Returns the publication as it now stands, or null when there is no such analysis.
   */
  queuePublication(analysisId: string, newPublishId: string, now: Date): Promise<Publication | null>;
  getPublication(analysisId: string): Promise<Publication | null>;
  /** The outbox item due first at `now`, or null. */
  nextDueOutboxItem(now: Date): Promise<OutboxItem | null>;
  /** When the earliest outbox item becomes due; null when the outbox is empty. */
  nextOutboxAttemptAt(): Promise<Date | null>;
  markPublished(analysisId: string, result: { hubId: string; sharedUrl: string }, now: Date): Promise<void>;
  /**
   * Counts a failed attempt; the item stays queued until `retry.at`. `hubAsked` marks a pause the
   * hub asked for (Retry-After), which bringOutboxForward keeps.
   */
  markPublishRetry(analysisId: string, error: string, retry: { at: Date; hubAsked: boolean }, now: Date): Promise<void>;
  /** The hub is reachable again: backed-off items become due now. Returns how many. */
  bringOutboxForward(now: Date): Promise<number>;
  /** Counts a failed attempt and gives up: the item leaves the outbox, publication 'failed'. */
  markPublishFailed(analysisId: string, error: string, now: Date): Promise<void>;
  /** Local analyses newest first, filtered by a search over title, url and content. */
  listMyAnalyses(options: { query: string; limit: number }): Promise<MyAnalysesResponse>;
  getHubFeedCache(hubUrl: string): Promise<HubFeedCache | null>;
  saveHubFeed(hubUrl: string, feed: PublicFeedItem[], totalAnalyses: number | null, fetchedAt: Date): Promise<void>;
  recordHubFeedFailure(hubUrl: string, error: string, at: Date): Promise<void>;

  // Hub: publishIds received (idempotent POST /api/publish).
  /** The analysis id a publishId produced, or null if it is new. */
  findReceivedPublication(publishId: string): Promise<string | null>;
  /** Records publishId -> analysisId unless already recorded; returns the id it is recorded with. */
  recordReceivedPublication(publishId: string, analysisId: string, at: Date): Promise<{ analysisId: string; created: boolean }>;
  close(): Promise<void>;
}
