/**
 * The desktop's publishing tables (publications + publish_outbox), its cache of the hub's feed,
 * "My analyses", and the hub's record of received publishIds, on better-sqlite3. Kept apart from
 * sqlite-store.ts so the analysis queries stay readable; SqliteStore delegates here.
 */
import type Database from 'better-sqlite3';
import {
  publicFeedResponseSchema,
  type AnalysisType,
  type Grade,
  type MyAnalysesResponse,
  type Publication,
  type PublicationState,
  type PublicFeedItem,
} from '../../shared';
import { isoFromMs } from './rows';
import { statementCache } from './statements';
import type { HubFeedCache, OutboxItem } from './store';

/** Characters of content shown for a row of My analyses that has no title. */
export const MY_ANALYSIS_EXCERPT_CHARS = 160;
/** The LIKE escape character; the search escapes it and both wildcards in the person's query. */
const LIKE_ESCAPE = '\\';

interface PublicationRow {
  state: PublicationState;
  shared_url: string | null;
  error: string | null;
  attempts: number;
}

export function toPublication(row: PublicationRow): Publication {
  return {
    state: row.state,
    ...(row.shared_url ? { sharedUrl: row.shared_url } : {}),
    ...(row.error ? { error: row.error } : {}),
    attempts: row.attempts,
  };
}

/** A search term matched literally: %, _ and the escape character lose their LIKE meaning. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}

export class PublishingQueries {
  private readonly sql: (text: string) => Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.sql = statementCache(db);
  }

  getPublication(analysisId: string): Publication | null {
    const row = this.sql(
      'SELECT state, shared_url, error, attempts FROM publications WHERE analysis_id = ?',
    ).get(analysisId) as PublicationRow | undefined;
    return row ? toPublication(row) : null;
  }

  deleteAnalysis(id: string): boolean {
    // Flags, publication and outbox row go with it (ON DELETE CASCADE).
    return this.sql('DELETE FROM analyses WHERE id = ?').run(id).changes > 0;
  }

  queuePublication(analysisId: string, newPublishId: string, now: Date): Publication | null {
    return this.db.transaction((): Publication | null => {
      const exists = this.sql('SELECT 1 FROM analyses WHERE id = ?').pluck().get(analysisId);
      if (!exists) return null;
      const current = this.sql(
        'SELECT state, shared_url, error, attempts FROM publications WHERE analysis_id = ?',
      ).get(analysisId) as PublicationRow | undefined;
      // Queued or published already: a second press changes nothing (never a second entry).
      if (current && current.state !== 'failed') return toPublication(current);
      const at = now.getTime();
      // A failed one keeps its publishId, so the hub recognises it if an earlier try did land.
      this.sql(
        `INSERT INTO publications (analysis_id, publish_id, state, attempts, updated_at)
         VALUES (?, ?, 'queued', 0, ?)
         ON CONFLICT (analysis_id) DO UPDATE SET state = 'queued', error = NULL, attempts = 0,
           updated_at = excluded.updated_at`,
      ).run(analysisId, newPublishId, at);
      this.sql(
        `INSERT INTO publish_outbox (analysis_id, next_attempt_at, queued_at) VALUES (?, ?, ?)
         ON CONFLICT (analysis_id) DO UPDATE SET next_attempt_at = excluded.next_attempt_at, hold_until = NULL`,
      ).run(analysisId, at, at);
      return { state: 'queued', attempts: 0 };
    })();
  }

  nextDueOutboxItem(now: Date): OutboxItem | null {
    const row = this.sql(
      `SELECT o.analysis_id, p.publish_id, p.attempts, a.type, a.url, a.content, a.title
         FROM publish_outbox o
         JOIN publications p ON p.analysis_id = o.analysis_id
         JOIN analyses a ON a.id = o.analysis_id
         WHERE o.next_attempt_at <= ?
         ORDER BY o.next_attempt_at, o.queued_at LIMIT 1`,
    ).get(now.getTime()) as
      | {
          analysis_id: string;
          publish_id: string;
          attempts: number;
          type: AnalysisType;
          url: string | null;
          content: string | null;
          title: string | null;
        }
      | undefined;
    if (!row) return null;
    return {
      analysisId: row.analysis_id,
      publishId: row.publish_id,
      attempts: row.attempts,
      type: row.type,
      url: row.url,
      content: row.content,
      title: row.title,
    };
  }

  nextOutboxAttemptAt(): Date | null {
    const at = this.sql('SELECT min(next_attempt_at) FROM publish_outbox').pluck().get() as
      | number
      | null;
    return at === null ? null : new Date(at);
  }

  markPublished(analysisId: string, result: { hubId: string; sharedUrl: string }, now: Date): void {
    this.db.transaction(() => {
      this.sql(
        `UPDATE publications SET state = 'published', shared_url = ?, hub_id = ?, error = NULL,
           attempts = attempts + 1, updated_at = ?
         WHERE analysis_id = ?`,
      ).run(result.sharedUrl, result.hubId, now.getTime(), analysisId);
      this.sql('DELETE FROM publish_outbox WHERE analysis_id = ?').run(analysisId);
    })();
  }

  markPublishRetry(
    analysisId: string,
    error: string,
    retry: { at: Date; hubAsked: boolean },
    now: Date,
  ): void {
    this.db.transaction(() => {
      const at = retry.at.getTime();
      const changed = this.sql(
        'UPDATE publish_outbox SET next_attempt_at = ?, hold_until = ? WHERE analysis_id = ?',
      ).run(at, retry.hubAsked ? at : null, analysisId).changes;
      // Only an item still in the outbox counts the attempt (it may have been deleted meanwhile).
      if (changed === 0) return;
      this.sql(
        `UPDATE publications SET error = ?, attempts = attempts + 1, updated_at = ?
         WHERE analysis_id = ? AND state = 'queued'`,
      ).run(error, now.getTime(), analysisId);
    })();
  }

  /** Items waiting out a backoff become due now, except where the hub itself asked for a pause. */
  bringOutboxForward(now: Date): number {
    const at = now.getTime();
    return this.sql(
      `UPDATE publish_outbox SET next_attempt_at = max(@now, coalesce(hold_until, 0))
       WHERE next_attempt_at > max(@now, coalesce(hold_until, 0))`,
    ).run({ now: at }).changes;
  }

  markPublishFailed(analysisId: string, error: string, now: Date): void {
    this.db.transaction(() => {
      const changed = this.sql('DELETE FROM publish_outbox WHERE analysis_id = ?').run(
        analysisId,
      ).changes;
      if (changed === 0) return;
      this.sql(
        `UPDATE publications SET state = 'failed', error = ?, attempts = attempts + 1, updated_at = ?
         WHERE analysis_id = ?`,
      ).run(error, now.getTime(), analysisId);
    })();
  }

  listMyAnalyses({ query, limit }: { query: string; limit: number }): MyAnalysesResponse {
    const search = query.trim();
    const where = search
      ? `WHERE a.title LIKE @pattern ESCAPE '${LIKE_ESCAPE}' OR a.url LIKE @pattern ESCAPE '${LIKE_ESCAPE}'
           OR a.content LIKE @pattern ESCAPE '${LIKE_ESCAPE}'`
      : '';
    const params = search ? { pattern: likePattern(search) } : {};
    return this.db.transaction((): MyAnalysesResponse => {
      const total = Number(
        this.sql(`SELECT count(*) FROM analyses a ${where}`).pluck().get(params),
      );
      const rows = this.sql(
        `SELECT a.id, a.type, a.title, a.url, substr(a.content, 1, ${MY_ANALYSIS_EXCERPT_CHARS}) AS excerpt,
             a.created_at, a.credibility_score, a.grade,
             p.state, p.shared_url, p.error, p.attempts
           FROM analyses a LEFT JOIN publications p ON p.analysis_id = a.id
           ${where}
           ORDER BY a.created_at DESC, a.rowid DESC LIMIT @limit`,
      ).all({ ...params, limit }) as Array<{
        id: string;
        type: AnalysisType;
        title: string | null;
        url: string | null;
        excerpt: string | null;
        created_at: number;
        credibility_score: number;
        grade: Grade;
        state: PublicationState | null;
        shared_url: string | null;
        error: string | null;
        attempts: number | null;
      }>;
      return {
        total,
        analyses: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          url: row.url,
          excerpt: row.excerpt,
          createdAt: isoFromMs(row.created_at),
          credibilityScore: row.credibility_score,
          overallGrade: row.grade,
          publication: row.state
            ? toPublication({
                state: row.state,
                shared_url: row.shared_url,
                error: row.error,
                attempts: row.attempts ?? 0,
              })
            : null,
        })),
      };
    })();
  }

  getHubFeedCache(hubUrl: string): HubFeedCache | null {
    const row = this.sql(
      'SELECT feed_json, fetched_at, total_analyses, last_attempt_at, last_error FROM hub_feed_cache WHERE hub_url = ?',
    ).get(hubUrl) as
      | {
          feed_json: string | null;
          fetched_at: number | null;
          total_analyses: number | null;
          last_attempt_at: number;
          last_error: string | null;
        }
      | undefined;
    if (!row) return null;
    // Validated when written; parsed again so a damaged row shows as "no cached copy", not a 500.
    const parsed =
      row.feed_json === null ? null : publicFeedResponseSchema.safeParse(JSON.parse(row.feed_json));
    return {
      feed: parsed?.success ? parsed.data : null,
      fetchedAt: row.fetched_at === null ? null : new Date(row.fetched_at),
      totalAnalyses: row.total_analyses,
      lastAttemptAt: new Date(row.last_attempt_at),
      lastError: row.last_error,
    };
  }

  saveHubFeed(
    hubUrl: string,
    feed: PublicFeedItem[],
    totalAnalyses: number | null,
    fetchedAt: Date,
  ): void {
    this.sql(
      `INSERT INTO hub_feed_cache (hub_url, feed_json, fetched_at, total_analyses, last_attempt_at, last_error)
       VALUES (?, ?, ?, ?, ?, NULL)
       ON CONFLICT (hub_url) DO UPDATE SET feed_json = excluded.feed_json, fetched_at = excluded.fetched_at,
         total_analyses = coalesce(excluded.total_analyses, hub_feed_cache.total_analyses),
         last_attempt_at = excluded.last_attempt_at, last_error = NULL`,
    ).run(hubUrl, JSON.stringify(feed), fetchedAt.getTime(), totalAnalyses, fetchedAt.getTime());
  }

  recordHubFeedFailure(hubUrl: string, error: string, at: Date): void {
    this.sql(
      `INSERT INTO hub_feed_cache (hub_url, last_attempt_at, last_error) VALUES (?, ?, ?)
       ON CONFLICT (hub_url) DO UPDATE SET last_attempt_at = excluded.last_attempt_at, last_error = excluded.last_error`,
    ).run(hubUrl, at.getTime(), error);
  }

  findReceivedPublication(publishId: string): string | null {
    const id = this.sql('SELECT analysis_id FROM received_publications WHERE publish_id = ?')
      .pluck()
      .get(publishId);
    return typeof id === 'string' ? id : null;
  }

  recordReceivedPublication(
    publishId: string,
    analysisId: string,
    at: Date,
  ): { analysisId: string; created: boolean } {
    return this.db.transaction(() => {
      // The primary key decides between two servers (or requests) racing on one publishId.
      const created =
        this.sql(
          'INSERT OR IGNORE INTO received_publications (publish_id, analysis_id, received_at) VALUES (?, ?, ?)',
        ).run(publishId, analysisId, at.getTime()).changes > 0;
      return {
        analysisId: created ? analysisId : (this.findReceivedPublication(publishId) ?? analysisId),
        created,
      };
    })();
  }
}
