/**
 * The desktop's publishing tables (publications + publish_outbox), its cache of the hub's feed and
 * "My analyses", written once on Kysely (a hosted server has the tables but never writes them).
 */
import { sql } from 'kysely';
import {
  publicFeedResponseSchema,
  type Grade,
  type MyAnalysesResponse,
  type Publication,
  type PublicFeedItem,
} from '../../shared';
import type { Backend } from './backend';
import { isoFromMs, toPublication } from './rows';
import type { Db } from './schema';
import type { HubFeedCache, OutboxItem } from './store';

/** Characters of content shown for a row of My analyses that has no title. */
export const MY_ANALYSIS_EXCERPT_CHARS = 160;
/** The LIKE escape character; the search escapes it and both wildcards in the person's query. */
const LIKE_ESCAPE = '\\';

/** A search term matched literally: %, _ and the escape character lose their LIKE meaning. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}

export async function getPublication(db: Db, analysisId: string): Promise<Publication | null> {
  const row = await db
    .selectFrom('publications')
    .select(['state', 'shared_url', 'error', 'attempts'])
    .where('analysis_id', '=', analysisId)
    .executeTakeFirst();
  return row ? toPublication(row) : null;
}

export function queuePublication(
  b: Backend,
  analysisId: string,
  newPublishId: string,
  now: Date,
): Promise<Publication | null> {
  return b.write(async (trx): Promise<Publication | null> => {
    const exists = await trx
      .selectFrom('analyses')
      .select('id')
      .where('id', '=', analysisId)
      .executeTakeFirst();
    if (!exists) return null;
    const current = await getPublication(trx, analysisId);
    // Queued or published already: a second press changes nothing (never a second entry).
    if (current && current.state !== 'failed') return current;
    const at = now.getTime();
    // A failed one keeps its publishId, so the hub recognises it if an earlier try did land.
    await trx
      .insertInto('publications')
      .values({
        analysis_id: analysisId,
        publish_id: newPublishId,
        state: 'queued',
        attempts: 0,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('analysis_id').doUpdateSet((eb) => ({
          state: 'queued',
          error: null,
          attempts: 0,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    await trx
      .insertInto('publish_outbox')
      .values({ analysis_id: analysisId, next_attempt_at: at, queued_at: at })
      .onConflict((oc) =>
        oc.column('analysis_id').doUpdateSet((eb) => ({
          next_attempt_at: eb.ref('excluded.next_attempt_at'),
          hold_until: null,
        })),
      )
      .execute();
    return { state: 'queued', attempts: 0 };
  });
}

export async function nextDueOutboxItem(b: Backend, now: Date): Promise<OutboxItem | null> {
  const row = await b.db
    .selectFrom('publish_outbox as o')
    .innerJoin('publications as p', 'p.analysis_id', 'o.analysis_id')
    .innerJoin('analyses as a', 'a.id', 'o.analysis_id')
    .select([
      'o.analysis_id',
      'p.publish_id',
      'p.attempts',
      'a.type',
      'a.url',
      'a.content',
      'a.title',
    ])
    .where('o.next_attempt_at', '<=', now.getTime())
    .orderBy('o.next_attempt_at')
    .orderBy('o.queued_at')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    analysisId: row.analysis_id,
    publishId: row.publish_id,
    attempts: Number(row.attempts),
    type: row.type,
    url: row.url,
    content: row.content,
    title: row.title,
  };
}

export async function nextOutboxAttemptAt(b: Backend): Promise<Date | null> {
  const row = await b.db
    .selectFrom('publish_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : new Date(Number(row.at));
}

export function markPublished(
  b: Backend,
  analysisId: string,
  result: { hubId: string; sharedUrl: string },
  now: Date,
): Promise<void> {
  return b.write(async (trx) => {
    await trx
      .updateTable('publications')
      .set((eb) => ({
        state: 'published',
        shared_url: result.sharedUrl,
        hub_id: result.hubId,
        error: null,
        attempts: eb('attempts', '+', 1),
        updated_at: now.getTime(),
      }))
      .where('analysis_id', '=', analysisId)
      .execute();
    await trx.deleteFrom('publish_outbox').where('analysis_id', '=', analysisId).execute();
  });
}

export function markPublishRetry(
  b: Backend,
  analysisId: string,
  error: string,
  retry: { at: Date; hubAsked: boolean },
  now: Date,
): Promise<void> {
  return b.write(async (trx) => {
    const at = retry.at.getTime();
    const changed = await trx
      .updateTable('publish_outbox')
      .set({ next_attempt_at: at, hold_until: retry.hubAsked ? at : null })
      .where('analysis_id', '=', analysisId)
      .executeTakeFirst();
    // Only an item still in the outbox counts the attempt (it may have been deleted meanwhile).
    if (Number(changed.numUpdatedRows) === 0) return;
    await trx
      .updateTable('publications')
      .set((eb) => ({ error, attempts: eb('attempts', '+', 1), updated_at: now.getTime() }))
      .where('analysis_id', '=', analysisId)
      .where('state', '=', 'queued')
      .execute();
  });
}

/** Items waiting out a backoff become due now, except where the hub itself asked for a pause. */
export async function bringOutboxForward(b: Backend, now: Date): Promise<number> {
  const at = now.getTime();
  // The later of now and the hub's hold (written as CASE: max() is not greatest() everywhere).
  const due = sql<number>`case when coalesce(hold_until, 0) > ${at} then hold_until else ${at} end`;
  const result = await b.write((trx) =>
    trx
      .updateTable('publish_outbox')
      .set({ next_attempt_at: due })
      .where('next_attempt_at', '>', due)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows);
}

export function markPublishFailed(
  b: Backend,
  analysisId: string,
  error: string,
  now: Date,
): Promise<void> {
  return b.write(async (trx) => {
    const changed = await trx
      .deleteFrom('publish_outbox')
      .where('analysis_id', '=', analysisId)
      .executeTakeFirst();
    if (Number(changed.numDeletedRows) === 0) return;
    await trx
      .updateTable('publications')
      .set((eb) => ({
        state: 'failed',
        error,
        attempts: eb('attempts', '+', 1),
        updated_at: now.getTime(),
      }))
      .where('analysis_id', '=', analysisId)
      .execute();
  });
}

export function listMyAnalyses(
  b: Backend,
  { query, limit }: { query: string; limit: number },
): Promise<MyAnalysesResponse> {
  const search = query.trim();
  const pattern = likePattern(search);
  // Case-insensitive as SQLite's LIKE is (PostgreSQL's is not): both sides lower-cased.
  const like = (column: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape ${sql.lit(LIKE_ESCAPE)}`;
  return b.read(async (db) => {
    let count = db.selectFrom('analyses as a').select((eb) => eb.fn.countAll<number>().as('n'));
    let rows = db
      .selectFrom('analyses as a')
      .leftJoin('publications as p', 'p.analysis_id', 'a.id')
      .select([
        'a.id',
        'a.type',
        'a.title',
        'a.url',
        sql<string | null>`substr(a.content, 1, ${sql.lit(MY_ANALYSIS_EXCERPT_CHARS)})`.as(
          'excerpt',
        ),
        'a.created_at',
        'a.credibility_score',
        'a.grade',
        'p.state',
        'p.shared_url',
        'p.error',
        'p.attempts',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.seq', 'desc')
      .limit(limit);
    if (search) {
      count = count.where((eb) => eb.or([like('a.title'), like('a.url'), like('a.content')]));
      rows = rows.where((eb) => eb.or([like('a.title'), like('a.url'), like('a.content')]));
    }
    const total = Number((await count.executeTakeFirst())?.n ?? 0);
    return {
      total,
      analyses: (await rows.execute()).map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        url: row.url,
        excerpt: row.excerpt,
        createdAt: isoFromMs(row.created_at),
        credibilityScore: row.credibility_score,
        overallGrade: row.grade as Grade,
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
  });
}

export async function getHubFeedCache(b: Backend, hubUrl: string): Promise<HubFeedCache | null> {
  const row = await b.db
    .selectFrom('hub_feed_cache')
    .select(['feed_json', 'fetched_at', 'total_analyses', 'last_attempt_at', 'last_error'])
    .where('hub_url', '=', hubUrl)
    .executeTakeFirst();
  if (!row) return null;
  // Validated when written; parsed again so a damaged row shows as "no cached copy", not a 500.
  const parsed =
    row.feed_json === null ? null : publicFeedResponseSchema.safeParse(JSON.parse(row.feed_json));
  return {
    feed: parsed?.success ? parsed.data : null,
    fetchedAt: row.fetched_at === null ? null : new Date(Number(row.fetched_at)),
    totalAnalyses: row.total_analyses === null ? null : Number(row.total_analyses),
    lastAttemptAt: new Date(Number(row.last_attempt_at)),
    lastError: row.last_error,
  };
}

export async function saveHubFeed(
  b: Backend,
  hubUrl: string,
  feed: PublicFeedItem[],
  totalAnalyses: number | null,
  fetchedAt: Date,
): Promise<void> {
  const at = fetchedAt.getTime();
  await b.write((trx) =>
    trx
      .insertInto('hub_feed_cache')
      .values({
        hub_url: hubUrl,
        feed_json: JSON.stringify(feed),
        fetched_at: at,
        total_analyses: totalAnalyses,
        last_attempt_at: at,
        last_error: null,
      })
      .onConflict((oc) =>
        oc.column('hub_url').doUpdateSet((eb) => ({
          feed_json: eb.ref('excluded.feed_json'),
          fetched_at: eb.ref('excluded.fetched_at'),
          total_analyses: eb.fn.coalesce(
            eb.ref('excluded.total_analyses'),
            eb.ref('hub_feed_cache.total_analyses'),
          ),
          last_attempt_at: eb.ref('excluded.last_attempt_at'),
          last_error: null,
        })),
      )
      .execute(),
  );
}

export async function recordHubFeedFailure(
  b: Backend,
  hubUrl: string,
  error: string,
  at: Date,
): Promise<void> {
  await b.write((trx) =>
    trx
      .insertInto('hub_feed_cache')
      .values({ hub_url: hubUrl, last_attempt_at: at.getTime(), last_error: error })
      .onConflict((oc) =>
        oc.column('hub_url').doUpdateSet((eb) => ({
          last_attempt_at: eb.ref('excluded.last_attempt_at'),
          last_error: eb.ref('excluded.last_error'),
        })),
      )
      .execute(),
  );
}
