/**
 * What the API needs from storage, and nothing about how it is stored: small interfaces, one per
 * need, so each service declares only what it uses. One query layer implements all of them for
 * SQLite and PostgreSQL (sql-store.ts); the composition root (hosted.ts, open-stores.ts) hands
 * each service its part of a `Stores`.
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
  /**
   * The line a feed card shows under it, chosen by its kind's descriptor (feedSnippet in
   * src/server/kinds); none when left out.
   */
  snippet?: string | null;
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

/** What insertAnalysis gives back: the id and the results as stored (schema-checked). */
export interface InsertedAnalysis {
  id: string;
  analysisResults: Results;
}

/** Analyses and the reports read from them (every mode). */
export interface AnalysisStore {
  /** Stores an analysis with its red flags in one transaction. */
  insertAnalysis(analysis: NewAnalysis): Promise<InsertedAnalysis>;
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
  /** Video analyses created at or after `since`, newest first, with their red-flag counts. */
  latestVideoAnalyses(
    since: Date,
    limit: number,
  ): Promise<Array<{ analysis: VideoAnalysis; redFlagCount: number }>>;
}

/** Screenshot retention. */
export interface ImageRetentionStore {
  /**
   * Forgets the image bytes (not the analysis) of analyses created before `before`: screenshots
   * are kept at most SERVER_IMAGE_RETENTION_MS. Returns how many images were removed. On a shared
   * database only one instance purges at a time; the others return 0 at once.
   */
  purgeImageData(before: Date): Promise<number>;
}

/** The analytics dashboard and the dataset export, O(1) in the number of analyses. */
export interface AggregateStore {
  analytics(now: Date): Promise<AnalyticsResponse>;
  exportDataset(now: Date): Promise<ExportDatasetResponse>;
}

/** Desktop: the publish outbox and each local analysis's publication (issue 7). */
export interface OutboxStore {
  /**
   * Queues an analysis for publishing (publication 'queued' + outbox row, one transaction) unless
   * it is already queued or published; a failed one is queued again with the same publishId.
   * Returns the publication as it now stands, or null when there is no such analysis.
   */
  queuePublication(
    analysisId: string,
    newPublishId: string,
    now: Date,
  ): Promise<Publication | null>;
  /** The outbox item due first at `now`, or null. */
  nextDueOutboxItem(now: Date): Promise<OutboxItem | null>;
  /** When the earliest outbox item becomes due; null when the outbox is empty. */
  nextOutboxAttemptAt(): Promise<Date | null>;
  markPublished(
    analysisId: string,
    result: { hubId: string; sharedUrl: string },
    now: Date,
  ): Promise<void>;
  /**
   * Counts a failed attempt; the item stays queued until `retry.at`. `hubAsked` marks a pause the
   * hub asked for (Retry-After), which bringOutboxForward keeps.
   */
  markPublishRetry(
    analysisId: string,
    error: string,
    retry: { at: Date; hubAsked: boolean },
    now: Date,
  ): Promise<void>;
  /** The hub is reachable again: backed-off items become due now. Returns how many. */
  bringOutboxForward(now: Date): Promise<number>;
  /** Counts a failed attempt and gives up: the item leaves the outbox, publication 'failed'. */
  markPublishFailed(analysisId: string, error: string, now: Date): Promise<void>;
}

/** Desktop: "My analyses", the person's own list with search and delete. */
export interface MyAnalysesStore {
  /** Local analyses newest first, filtered by a search over title, url and content. */
  listMyAnalyses(options: { query: string; limit: number }): Promise<MyAnalysesResponse>;
  /** Removes a local analysis with its flags, publication and outbox row; false if it was not there. */
  deleteAnalysis(id: string): Promise<boolean>;
}

/** Desktop: the hub's feed kept for offline use. */
export interface HubFeedCacheStore {
  getHubFeedCache(hubUrl: string): Promise<HubFeedCache | null>;
  saveHubFeed(
    hubUrl: string,
    feed: PublicFeedItem[],
    totalAnalyses: number | null,
    fetchedAt: Date,
  ): Promise<void>;
  recordHubFeedFailure(hubUrl: string, error: string, at: Date): Promise<void>;
}

/** Hub: publishIds received (idempotent POST /api/publish). */
export interface PublishReceiptStore {
  /** The analysis id a publishId produced, or null if it is new. */
  findReceivedPublication(publishId: string): Promise<string | null>;
  /** Records publishId -> analysisId unless already recorded; returns the id it is recorded with. */
  recordReceivedPublication(
    publishId: string,
    analysisId: string,
    at: Date,
  ): Promise<{ analysisId: string; created: boolean }>;
}

/** The tables only a desktop app writes. */
export interface DesktopStores {
  outbox: OutboxStore;
  myAnalyses: MyAnalysesStore;
  hubFeed: HubFeedCacheStore;
}
