/**
 * The hosted stores on PostgreSQL, selected when DATABASE_URL is a postgres:// URL so several app
 * instances can share one database: analyses and reports, screenshot retention, received
 * publishIds (this file), the aggregates (postgres-aggregates.ts) and the state the instances
 * coordinate through (postgres-shared.ts). Rows read the same as SQLite's (rows.ts).
 */
import type pg from 'pg';
import {
  resultsSchema,
  type PublicFeedItem,
  type StoredAnalysis,
  type VideoAnalysis,
} from '../../shared';
import { newAnalysisId } from './ids';
import { PostgresAggregates } from './postgres-aggregates';
import { PostgresFactCheckIndex } from './postgres-fact-checks';
import { bundledPostgresMigrations, migratePostgres } from './postgres-migrate';
import {
  createPool,
  markDatabaseError,
  query,
  transaction,
  type PostgresSettings,
} from './postgres-pool';
import { PostgresSharedState } from './postgres-shared';
import {
  FEED_SNIPPET_READ_CHARS,
  LIGHT_COLUMNS,
  storedAnalysisJson,
  toPublicFeedItem,
  toStoredAnalysis,
  toVideoAnalysis,
  type AnalysisRow,
  type LightAnalysisRow,
} from './rows';
import type {
  AnalysisStore,
  ImageRetentionStore,
  InsertedAnalysis,
  NewAnalysis,
  PublishReceiptStore,
} from './store';
import type { Stores } from './stores';

/** pg_try_advisory_xact_lock key of the screenshot purge: one instance purges at a time. */
export const IMAGE_PURGE_LOCK_KEY = 7_203_111_002;

const ANALYSIS_COLUMNS = `id, type, url, domain, video_id, title, channel_name, video_duration, transcript_length,
  content, content_hash, image_data, image_name, image_size, credibility_score, grade, overall_status,
  results_json, created_at`;

export class PostgresStore implements AnalysisStore, ImageRetentionStore, PublishReceiptStore {
  constructor(readonly pool: pg.Pool) {}

  async insertAnalysis(input: NewAnalysis): Promise<InsertedAnalysis> {
    // The analyzers are ours, but a malformed result must fail here, not on every later read.
    const results = resultsSchema.parse(input.results);
    const id = input.id ?? newAnalysisId();
    // Sorted by type: concurrent inserts take the red-flag counters' row locks in one order.
    const flags = results.redFlags
      .map((flag, position) => ({ position, type: flag.type, severity: flag.severity }))
      .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.position - b.position));
    await transaction(this.pool, async (client) => {
      await query(
        client,
        // Unlisted is set in the same statement: an analysis meant to stay off the feed is never on it.
        `INSERT INTO analyses (${ANALYSIS_COLUMNS}, unlisted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [
          id,
          input.type,
          input.url,
          input.domain,
          input.video?.videoId ?? null,
          input.title,
          input.video?.channelName ?? null,
          input.video?.durationSeconds ?? null,
          input.video?.transcriptLength ?? 0,
          input.content,
          input.contentHash,
          input.image?.data ?? null,
          input.image?.name ?? null,
          input.image?.size ?? null,
          results.scorecard.credibilityScore,
          results.summary.overallGrade,
          results.summary.overallStatus,
          JSON.stringify(results),
          input.createdAt.getTime(),
          input.unlisted === true,
        ],
      );
      if (flags.length > 0) {
        await query(
          client,
          `INSERT INTO analysis_red_flags (analysis_id, position, type, severity, unlisted)
           SELECT $1, f.position, f.type, f.severity, $5::boolean
           FROM unnest($2::int[], $3::text[], $4::text[]) WITH ORDINALITY AS f(position, type, severity, n)
           ORDER BY f.n`,
          [
            id,
            flags.map((f) => f.position),
            flags.map((f) => f.type),
            flags.map((f) => f.severity),
            input.unlisted === true,
          ],
        );
      }
    });
    return { id, analysisResults: results };
  }

  private async row(id: string): Promise<AnalysisRow | null> {
    const { rows } = await query<AnalysisRow>(this.pool, {
      name: 'analysis-by-id',
      text: `SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE id = $1`,
      values: [id],
    });
    return rows[0] ?? null;
  }

  async getAnalysis(id: string): Promise<StoredAnalysis | null> {
    const row = await this.row(id);
    return row ? toStoredAnalysis(row) : null;
  }

  async getAnalysisJson(id: string): Promise<string | null> {
    const row = await this.row(id);
    return row ? storedAnalysisJson(row) : null;
  }

  async getVideoAnalysis(id: string): Promise<VideoAnalysis | null> {
    const { rows } = await query<LightAnalysisRow>(
      this.pool,
      `SELECT ${LIGHT_COLUMNS} FROM analyses WHERE id = $1 AND type = 'video'`,
      [id],
    );
    return rows[0] ? toVideoAnalysis(rows[0]) : null;
  }

  async findCachedAnalysis(contentHash: string, since: Date): Promise<StoredAnalysis | null> {
    const { rows } = await query<AnalysisRow>(
      this.pool,
      `SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE content_hash = $1 AND created_at >= $2
       ORDER BY created_at DESC, seq DESC LIMIT 1`,
      [contentHash, since.getTime()],
    );
    return rows[0] ? toStoredAnalysis(rows[0]) : null;
  }

  async listFeed(limit: number): Promise<PublicFeedItem[]> {
    // Only untitled texts and screenshots get a snippet (their masked first line); a page's body
    // stays out of the feed.
    const { rows } = await query<LightAnalysisRow & { snippet_source: string | null }>(
      this.pool,
      `SELECT ${LIGHT_COLUMNS},
         CASE WHEN type IN ('text', 'screenshot') AND title IS NULL THEN substr(content, 1, ${FEED_SNIPPET_READ_CHARS}) END AS snippet_source
       FROM analyses WHERE NOT unlisted ORDER BY created_at DESC, seq DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toPublicFeedItem);
  }

  async countAnalyses(): Promise<number> {
    // The running count, not count(*): a sequential scan at 10,000+ rows.
    const { rows } = await query<{ n: number }>(
      this.pool,
      `SELECT coalesce(sum(count), 0)::bigint AS n FROM analysis_counts WHERE dimension = 'status'`,
    );
    return rows[0]?.n ?? 0;
  }

  async latestVideoAnalyses(since: Date, limit: number) {
    const { rows } = await query<LightAnalysisRow & { red_flag_count: number }>(
      this.pool,
      `SELECT ${LIGHT_COLUMNS},
         (SELECT count(*) FROM analysis_red_flags f WHERE f.analysis_id = a.id) AS red_flag_count
       FROM analyses a
       WHERE type = 'video' AND video_id IS NOT NULL AND created_at >= $1 AND NOT unlisted
       ORDER BY created_at DESC, seq DESC LIMIT $2`,
      [since.getTime(), limit],
    );
    return rows.flatMap((row) => {
      const analysis = toVideoAnalysis(row);
      return analysis ? [{ analysis, redFlagCount: row.red_flag_count }] : [];
    });
  }

  async purgeImageData(before: Date): Promise<number> {
    const removed = await transaction(this.pool, async (client) => {
      // Another instance purging right now does the same work: this one skips its turn.
      const { rows } = await query<{ locked: boolean }>(
        client,
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [IMAGE_PURGE_LOCK_KEY],
      );
      if (!rows[0]?.locked) return 0;
      const result = await query(
        client,
        'UPDATE analyses SET image_data = NULL WHERE image_data IS NOT NULL AND created_at < $1',
        [before.getTime()],
      );
      return result.rowCount ?? 0;
    });
    // The old row versions keep the bytes until vacuumed: make their space reusable now. On a big
    // table this may outlast DATABASE_STATEMENT_TIMEOUT_MS; autovacuum then does it later, and
    // the images are already gone from every read.
    if (removed > 0) await query(this.pool, 'VACUUM analyses').catch(() => undefined);
    return removed;
  }

  async findReceivedPublication(publishId: string): Promise<string | null> {
    const { rows } = await query<{ analysis_id: string }>(
      this.pool,
      'SELECT analysis_id FROM received_publications WHERE publish_id = $1',
      [publishId],
    );
    return rows[0]?.analysis_id ?? null;
  }

  async recordReceivedPublication(publishId: string, analysisId: string, at: Date) {
    // The primary key decides between instances (or requests) racing on one publishId.
    const { rows } = await query<{ analysis_id: string; created: boolean }>(
      this.pool,
      `WITH inserted AS (
         INSERT INTO received_publications (publish_id, analysis_id, received_at) VALUES ($1, $2, $3)
         ON CONFLICT (publish_id) DO NOTHING RETURNING analysis_id
       )
       SELECT analysis_id, true AS created FROM inserted
       UNION ALL SELECT analysis_id, false FROM received_publications WHERE publish_id = $1
       LIMIT 1`,
      [publishId, analysisId, at.getTime()],
    );
    // Empty only when the other writer's row is not yet visible to this snapshot: ask again.
    if (!rows[0]) {
      const existing = await this.findReceivedPublication(publishId);
      return { analysisId: existing ?? analysisId, created: false };
    }
    return { analysisId: rows[0].analysis_id, created: rows[0].created };
  }
}

/** Opens the pool, applies pending migrations (one instance at a time), and builds the stores. */
export async function openPostgresStores(settings: PostgresSettings): Promise<Stores> {
  const pool = createPool(settings);
  try {
    await migratePostgres(pool, bundledPostgresMigrations(), () => new Date());
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw markDatabaseError(error);
  }
  const store = new PostgresStore(pool);
  const factChecks = new PostgresFactCheckIndex(pool);
  // Copied in the background from the start, so the first analysis does not wait for all of it;
  // a failure here is retried by the first lookup.
  void factChecks.catchUp().catch(() => undefined);
  return {
    analyses: store,
    images: store,
    aggregates: new PostgresAggregates(pool),
    receipts: store,
    desktop: null,
    shared: new PostgresSharedState(pool),
    factChecks,
    close: () => {
      factChecks.close();
      return pool.end();
    },
  };
}
