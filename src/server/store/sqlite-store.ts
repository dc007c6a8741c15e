/**
 * The Store on better-sqlite3: one file in the data directory, WAL so readers never wait for the
 * writer, foreign keys on, migrations applied at open. Queries are synchronous underneath; the
 * async interface is what a networked database would need.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  resultsSchema,
  type AnalyticsResponse,
  type ExportDatasetResponse,
  type MyAnalysesResponse,
  type Publication,
  type PublicFeedItem,
} from '../../shared';
import { retryWhileBusy, SQLITE_BUSY_TIMEOUT_MS, type BusyRetry } from './busy-retry';
import { statementCache } from './statements';
import { analyticsQuery, exportDatasetQuery } from './sqlite-aggregates';
import { newAnalysisId } from './ids';
import { bundledMigrations, migrate } from './migrate';
import { PublishingQueries } from './sqlite-publishing';
import {
  LIGHT_COLUMNS,
  storedAnalysisJson,
  toPublicFeedItem,
  toStoredAnalysis,
  toVideoAnalysis,
  FEED_SNIPPET_READ_CHARS,
  type AnalysisRow,
  type LightAnalysisRow,
} from './rows';
import type {
  AggregateStore,
  AnalysisStore,
  HubFeedCache,
  HubFeedCacheStore,
  ImageRetentionStore,
  InsertedAnalysis,
  MyAnalysesStore,
  NewAnalysis,
  OutboxItem,
  OutboxStore,
  PublishReceiptStore,
} from './store';
import type { Stores } from './stores';

export const DB_FILE_NAME = 'factlens.db';
export { SQLITE_BUSY_TIMEOUT_MS };

export interface SqliteStoreOptions {
  dataDir: string;
  fileName?: string;
  /**
   * The server's connection: writes that meet another process's lock are retried on a timer
   * (busy-retry.ts), so the event loop never sleeps in SQLite's busy handler. Without it (the
   * command-line tools) a statement waits in SQLite up to SQLITE_BUSY_TIMEOUT_MS.
   */
  busyRetry?: BusyRetry;
}

export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(join(options.dataDir, options.fileName ?? DB_FILE_NAME));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // Safe with WAL: a power cut can lose the last commits but never corrupts the file.
    db.pragma('synchronous = NORMAL');
    // Removed screenshots must leave the disk, not linger in freed pages (see purgeImageData).
    db.pragma('secure_delete = ON');
    migrate(db, bundledMigrations(), () => new Date());
    // From here on the server's writes wait for a lock on a timer, never inside SQLite.
    if (options.busyRetry) db.pragma('busy_timeout = 0');
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteStore(db, options.busyRetry);
}

/** One SQLite store serves every part: one process, so nothing is coordinated between instances. */
export function sqliteStores(store: SqliteStore): Stores {
  return {
    analyses: store,
    images: store,
    aggregates: store,
    receipts: store,
    desktop: { outbox: store, myAnalyses: store, hubFeed: store },
    shared: null,
    close: () => store.close(),
  };
}

export class SqliteStore
  implements
    AnalysisStore,
    ImageRetentionStore,
    AggregateStore,
    OutboxStore,
    MyAnalysesStore,
    HubFeedCacheStore,
    PublishReceiptStore
{
  /** Prepared once per SQL text and reused. */
  private readonly sql: (text: string) => Database.Statement;
  private readonly publishing: PublishingQueries;
  /**
   * Publications exist only on a desktop that has published something; until then the report
   * read skips looking for one (a hosted server never has any).
   */
  private publicationsExist: boolean;

  /** Runs one write (a transaction or a statement), retried while another process holds the lock. */
  readonly write: <T>(work: () => T) => Promise<T>;
  private readonly retriesWhenBusy: boolean;
  /** Screenshots were cleared but the WAL still holds their pages (see purgeImageData). */
  private checkpointOwed = false;

  constructor(
    readonly db: Database.Database,
    busyRetry?: BusyRetry,
  ) {
    this.retriesWhenBusy = busyRetry !== undefined;
    this.write = busyRetry ? (work) => retryWhileBusy(work, busyRetry) : async (work) => work();
    this.sql = statementCache(db);
    this.publishing = new PublishingQueries(db);
    this.publicationsExist = Boolean(
      db.prepare('SELECT EXISTS (SELECT 1 FROM publications)').pluck().get(),
    );
  }

  async insertAnalysis(input: NewAnalysis): Promise<InsertedAnalysis> {
    // The analyzers are ours, but a malformed result must fail here, not on every later read.
    const results = resultsSchema.parse(input.results);
    const row: AnalysisRow = {
      id: input.id ?? newAnalysisId(),
      type: input.type,
      url: input.url,
      domain: input.domain,
      video_id: input.video?.videoId ?? null,
      title: input.title,
      channel_name: input.video?.channelName ?? null,
      video_duration: input.video?.durationSeconds ?? null,
      transcript_length: input.video?.transcriptLength ?? 0,
      content: input.content,
      content_hash: input.contentHash,
      image_data: input.image?.data ?? null,
      image_name: input.image?.name ?? null,
      image_size: input.image?.size ?? null,
      credibility_score: results.scorecard.credibilityScore,
      grade: results.summary.overallGrade,
      overall_status: results.summary.overallStatus,
      results_json: JSON.stringify(results),
      created_at: input.createdAt.getTime(),
    };
    await this.write(() => this.insertWithFlags(row, results.redFlags, input.unlisted === true));
    return { id: row.id, analysisResults: results };
  }

  private insertWithFlags = (
    row: AnalysisRow,
    flags: ReadonlyArray<{ type: string; severity: string }>,
    unlisted = false,
  ) => {
    // Unlisted is set in the same statements: an analysis meant to stay off the feed is never
    // briefly on it, nor counted in any aggregate (the count triggers skip unlisted rows).
    const insertRow = this.sql(`INSERT INTO analyses (id, type, url, domain, video_id, title,
      channel_name, video_duration, transcript_length, content, content_hash, image_data, image_name,
      image_size, credibility_score, grade, overall_status, results_json, created_at, unlisted)
      VALUES (@id, @type, @url, @domain, @video_id, @title, @channel_name, @video_duration,
      @transcript_length, @content, @content_hash, @image_data, @image_name, @image_size,
      @credibility_score, @grade, @overall_status, @results_json, @created_at, @unlisted)`);
    const insertFlag = this.sql(
      'INSERT INTO analysis_red_flags (analysis_id, position, type, severity, unlisted) VALUES (?, ?, ?, ?, ?)',
    );
    const mark = unlisted ? 1 : 0;
    this.db.transaction(() => {
      insertRow.run({ ...row, unlisted: mark });
      flags.forEach((flag, position) => {
        insertFlag.run(row.id, position, flag.type, flag.severity, mark);
      });
    })();
  };

  async getAnalysis(id: string) {
    const row = this.sql('SELECT * FROM analyses WHERE id = ?').get(id) as AnalysisRow | undefined;
    if (!row) return null;
    // Desktop: a local analysis carries where it stands on its way to the public feed.
    const publication = this.publishing.getPublication(id);
    return publication ? { ...toStoredAnalysis(row), publication } : toStoredAnalysis(row);
  }

  // Must say what getAnalysis says (stored-analysis-json.test.ts checks it), as JSON text. The
  // hosted site keeps these in memory (report-json-cache.ts, added by the composition root).
  async getAnalysisJson(id: string) {
    const row = this.sql('SELECT * FROM analyses WHERE id = ?').get(id) as AnalysisRow | undefined;
    if (!row) return null;
    const publication = this.publicationsExist ? this.publishing.getPublication(id) : null;
    return storedAnalysisJson(row, publication ?? undefined);
  }

  async getVideoAnalysis(id: string) {
    const row = this.sql(
      `SELECT ${LIGHT_COLUMNS} FROM analyses WHERE id = ? AND type = 'video'`,
    ).get(id) as LightAnalysisRow | undefined;
    return row ? toVideoAnalysis(row) : null;
  }

  async findCachedAnalysis(contentHash: string, since: Date) {
    const row = this.sql(
      `SELECT * FROM analyses WHERE content_hash = ? AND created_at >= ?
         ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    ).get(contentHash, since.getTime()) as AnalysisRow | undefined;
    return row ? toStoredAnalysis(row) : null;
  }

  async listFeed(limit: number) {
    const rows = this
      // Only untitled texts and screenshots get a snippet (their masked first line); a page's
      // body stays out of the feed.
      .sql(`SELECT ${LIGHT_COLUMNS},
          CASE WHEN type IN ('text', 'screenshot') AND title IS NULL THEN substr(content, 1, ${FEED_SNIPPET_READ_CHARS}) END AS snippet_source
        FROM analyses WHERE unlisted = 0 ORDER BY created_at DESC, rowid DESC LIMIT ?`)
      .all(limit) as Array<LightAnalysisRow & { snippet_source: string | null }>;
    return rows.map(toPublicFeedItem);
  }

  async countAnalyses() {
    // Listed ones only, as every aggregate counts (migration 007).
    return Number(this.sql('SELECT count(*) FROM analyses WHERE unlisted = 0').pluck().get());
  }

  // Each aggregate runs its queries in one read transaction, so its numbers agree with each other
  // even while analyses are being written.
  async analytics(now: Date): Promise<AnalyticsResponse> {
    return this.db.transaction(() => analyticsQuery(this.db, now))();
  }

  async exportDataset(now: Date): Promise<ExportDatasetResponse> {
    return this.db.transaction(() => exportDatasetQuery(this.db, now))();
  }

  async latestVideoAnalyses(since: Date, limit: number) {
    const rows = this.sql(
      `SELECT ${LIGHT_COLUMNS},
           (SELECT count(*) FROM analysis_red_flags f WHERE f.analysis_id = a.id) AS red_flag_count
         FROM analyses a
         WHERE type = 'video' AND video_id IS NOT NULL AND created_at >= ? AND unlisted = 0
         ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    ).all(since.getTime(), limit) as Array<LightAnalysisRow & { red_flag_count: number }>;
    return rows.flatMap((row) => {
      const analysis = toVideoAnalysis(row);
      return analysis ? [{ analysis, redFlagCount: row.red_flag_count }] : [];
    });
  }

  async purgeImageData(before: Date) {
    const removed = await this.write(
      () =>
        this.sql(
          'UPDATE analyses SET image_data = NULL WHERE image_data IS NOT NULL AND created_at < ?',
        ).run(before.getTime()).changes,
    );
    // The WAL still holds copies of the pages with the image bytes: write the cleared pages into
    // the file (secure_delete zeroes the freed ones) and empty the WAL, so the bytes are gone.
    // A checkpoint another program kept from finishing is owed until one finishes.
    if (removed > 0) this.checkpointOwed = true;
    if (this.checkpointOwed)
      await this.write(() => {
        const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        // Another process's write or read blocked it: a busy error, so it is tried again.
        if (result?.busy && this.retriesWhenBusy)
          throw Object.assign(new Error('The WAL checkpoint met a lock.'), { code: 'SQLITE_BUSY' });
        this.checkpointOwed = false;
      });
    return removed;
  }

  // Desktop publishing, hub feed cache and received publishIds: see sqlite-publishing.ts.
  async deleteAnalysis(id: string): Promise<boolean> {
    return this.write(() => this.publishing.deleteAnalysis(id));
  }

  async queuePublication(
    analysisId: string,
    newPublishId: string,
    now: Date,
  ): Promise<Publication | null> {
    this.publicationsExist = true;
    return this.write(() => this.publishing.queuePublication(analysisId, newPublishId, now));
  }

  async getPublication(analysisId: string): Promise<Publication | null> {
    return this.publishing.getPublication(analysisId);
  }

  async nextDueOutboxItem(now: Date): Promise<OutboxItem | null> {
    return this.publishing.nextDueOutboxItem(now);
  }

  async nextOutboxAttemptAt(): Promise<Date | null> {
    return this.publishing.nextOutboxAttemptAt();
  }

  async markPublished(analysisId: string, result: { hubId: string; sharedUrl: string }, now: Date) {
    return this.write(() => this.publishing.markPublished(analysisId, result, now));
  }

  async markPublishRetry(
    analysisId: string,
    error: string,
    retry: { at: Date; hubAsked: boolean },
    now: Date,
  ) {
    return this.write(() => this.publishing.markPublishRetry(analysisId, error, retry, now));
  }

  async bringOutboxForward(now: Date) {
    return this.write(() => this.publishing.bringOutboxForward(now));
  }

  async markPublishFailed(analysisId: string, error: string, now: Date) {
    return this.write(() => this.publishing.markPublishFailed(analysisId, error, now));
  }

  async listMyAnalyses(options: { query: string; limit: number }): Promise<MyAnalysesResponse> {
    return this.publishing.listMyAnalyses(options);
  }

  async getHubFeedCache(hubUrl: string): Promise<HubFeedCache | null> {
    return this.publishing.getHubFeedCache(hubUrl);
  }

  async saveHubFeed(
    hubUrl: string,
    feed: PublicFeedItem[],
    totalAnalyses: number | null,
    fetchedAt: Date,
  ) {
    return this.write(() => this.publishing.saveHubFeed(hubUrl, feed, totalAnalyses, fetchedAt));
  }

  async recordHubFeedFailure(hubUrl: string, error: string, at: Date) {
    return this.write(() => this.publishing.recordHubFeedFailure(hubUrl, error, at));
  }

  async findReceivedPublication(publishId: string): Promise<string | null> {
    return this.publishing.findReceivedPublication(publishId);
  }

  async recordReceivedPublication(publishId: string, analysisId: string, at: Date) {
    return this.write(() => this.publishing.recordReceivedPublication(publishId, analysisId, at));
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}
