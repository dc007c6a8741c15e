/**
 * Analyses and the reports read from them, screenshot retention and the hub's received
 * publishIds: written once on Kysely for SQLite and PostgreSQL (backend.ts says how each runs).
 */
import {
  resultsSchema,
  type PublicFeedItem,
  type StoredAnalysis,
  type VideoAnalysis,
} from '../../shared';
import { adjustCounts, countListed } from './aggregates';
import type { Backend } from './backend';
import { param, prepared, preparedRows } from './compile';
import { newAnalysisId } from './ids';
import {
  ANALYSIS_COLUMNS,
  LIGHT_COLUMNS,
  storedAnalysisJson,
  toPublication,
  toPublicFeedItem,
  toStoredAnalysis,
  toVideoAnalysis,
  type AnalysisRow,
  type PublicationRow,
} from './rows';
import type { Db } from './schema';
import type { InsertedAnalysis, NewAnalysis } from './store';

const insertRow = prepared((db) =>
  db.insertInto('analyses').values({
    id: param('id'),
    type: param('type'),
    url: param('url'),
    domain: param('domain'),
    video_id: param('video_id'),
    title: param('title'),
    channel_name: param('channel_name'),
    video_duration: param('video_duration'),
    transcript_length: param('transcript_length'),
    content: param('content'),
    content_hash: param('content_hash'),
    image_data: param('image_data'),
    image_name: param('image_name'),
    image_size: param('image_size'),
    credibility_score: param('credibility_score'),
    grade: param('grade'),
    overall_status: param('overall_status'),
    results_json: param('results_json'),
    created_at: param('created_at'),
    unlisted: param('unlisted'),
    snippet: param('snippet'),
  }),
);

const insertFlags = preparedRows((db, rows) =>
  db.insertInto('analysis_red_flags').values(
    Array.from({ length: rows }, (_, i) => ({
      analysis_id: param('analysis_id'),
      position: param(`position${i}`),
      type: param(`type${i}`),
      severity: param(`severity${i}`),
      unlisted: param('unlisted'),
    })),
  ),
);

export async function insertAnalysis(b: Backend, input: NewAnalysis): Promise<InsertedAnalysis> {
  // The analyzers are ours, but a malformed result must fail here, not on every later read.
  const results = resultsSchema.parse(input.results);
  const id = input.id ?? newAnalysisId();
  const unlisted = input.unlisted === true ? 1 : 0;
  const row = {
    id,
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
    // Unlisted is set in the same statement: an analysis meant to stay off the feed is never
    // briefly on it, nor counted in any aggregate.
    unlisted,
    snippet: input.snippet ?? null,
  };
  const flags = results.redFlags.map((flag, position) => ({
    analysis_id: id,
    position,
    type: flag.type,
    severity: flag.severity,
    unlisted,
  }));
  await b.write(async (trx) => {
    await insertRow(b.dialect, trx, row);
    if (flags.length > 0)
      await insertFlags(b.dialect, trx, flags.length, {
        analysis_id: id,
        unlisted,
        ...Object.fromEntries(
          flags.flatMap((f, i) => [
            [`position${i}`, f.position],
            [`type${i}`, f.type],
            [`severity${i}`, f.severity],
          ]),
        ),
      });
    if (!unlisted)
      await adjustCounts(
        { dialect: b.dialect, db: trx },
        { ...row, flagTypes: flags.map((f) => f.type) },
        1,
      );
  });
  return { id, analysisResults: results };
}

const analysisById = prepared((db) =>
  db
    .selectFrom('analyses as a')
    .leftJoin('publications as p', 'p.analysis_id', 'a.id')
    .select(ANALYSIS_COLUMNS.map((c) => `a.${c}` as const))
    .select(['p.state', 'p.shared_url', 'p.error', 'p.attempts'])
    .where('a.id', '=', param('id')),
);

/** The row with the desktop's publication of it (a hosted server never has one). */
async function readAnalysis(b: Backend, id: string) {
  const [row] = await analysisById(b.dialect, b.db, { id });
  if (!row) return null;
  const { state, shared_url, error, attempts, ...analysis } = row;
  const publication = state
    ? toPublication({ state, shared_url, error, attempts: attempts ?? 0 } as PublicationRow)
    : undefined;
  return { row: analysis as AnalysisRow, publication };
}

export async function getAnalysis(b: Backend, id: string): Promise<StoredAnalysis | null> {
  const found = await readAnalysis(b, id);
  return found ? toStoredAnalysis(found.row, found.publication) : null;
}

// Says what getAnalysis says, as JSON text (stored-analysis-json.test.ts). The hosted site keeps
// these in memory (report-json-cache.ts, added by the composition root).
export async function getAnalysisJson(b: Backend, id: string): Promise<string | null> {
  const found = await readAnalysis(b, id);
  return found ? storedAnalysisJson(found.row, found.publication) : null;
}

const lightById = prepared((db) =>
  db
    .selectFrom('analyses')
    .select([...LIGHT_COLUMNS])
    .where('id', '=', param('id')),
);

export async function getVideoAnalysis(b: Backend, id: string): Promise<VideoAnalysis | null> {
  const [row] = await lightById(b.dialect, b.db, { id });
  return row ? toVideoAnalysis(row) : null;
}

const cachedByHash = prepared((db) =>
  db
    .selectFrom('analyses')
    .select([...ANALYSIS_COLUMNS])
    .where('content_hash', '=', param('hash'))
    .where('created_at', '>=', param('since'))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(1),
);

export async function findCachedAnalysis(
  b: Backend,
  contentHash: string,
  since: Date,
): Promise<StoredAnalysis | null> {
  const [row] = await cachedByHash(b.dialect, b.db, {
    hash: contentHash,
    since: since.getTime(),
  });
  return row ? toStoredAnalysis(row) : null;
}

const newestListed = prepared((db) =>
  db
    .selectFrom('analyses')
    .select([...LIGHT_COLUMNS])
    .where('unlisted', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(param('limit')),
);

export async function listFeed(b: Backend, limit: number): Promise<PublicFeedItem[]> {
  const rows = await newestListed(b.dialect, b.db, { limit });
  return rows.map(toPublicFeedItem);
}

export function countAnalyses(b: Backend): Promise<number> {
  return countListed(b);
}

export async function latestVideoAnalyses(b: Backend, since: Date, limit: number) {
  const rows = await b.db
    .selectFrom('analyses as a')
    .select(LIGHT_COLUMNS.map((c) => `a.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('analysis_red_flags as f')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('f.analysis_id', '=', 'a.id')
        .as('red_flag_count'),
    )
    .where('a.video_id', 'is not', null)
    .where('a.created_at', '>=', since.getTime())
    .where('a.unlisted', '=', 0)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const analysis = toVideoAnalysis(row);
    return analysis ? [{ analysis, redFlagCount: Number(row.red_flag_count ?? 0) }] : [];
  });
}

/** Removes a stored analysis (flags, publication and outbox row cascade) and its counts. */
export function deleteAnalysis(b: Backend, id: string): Promise<boolean> {
  return b.write(async (trx) => {
    const row = await trx
      .selectFrom('analyses')
      .select([
        'type',
        'grade',
        'overall_status',
        'credibility_score',
        'domain',
        'created_at',
        'unlisted',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    const flags = await trx
      .selectFrom('analysis_red_flags')
      .select('type')
      .where('analysis_id', '=', id)
      .execute();
    await trx.deleteFrom('analyses').where('id', '=', id).execute();
    const counted = { ...row, flagTypes: flags.map((f) => f.type) };
    if (!row.unlisted) await adjustCounts({ dialect: b.dialect, db: trx }, counted, -1);
    return true;
  });
}

export async function purgeImageData(b: Backend, before: Date): Promise<number> {
  const removed = await b.write(async (trx) => {
    if (!(await b.purge.lock(trx))) return 0;
    const result = await trx
      .updateTable('analyses')
      .set({ image_data: null })
      .where('image_data', 'is not', null)
      .where('created_at', '<', before.getTime())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
  await b.purge.after(removed);
  return removed;
}

export async function findReceivedPublication(b: Backend, publishId: string, db: Db = b.db) {
  const row = await db
    .selectFrom('received_publications')
    .select('analysis_id')
    .where('publish_id', '=', publishId)
    .executeTakeFirst();
  return row?.analysis_id ?? null;
}

export async function recordReceivedPublication(
  b: Backend,
  publishId: string,
  analysisId: string,
  at: Date,
): Promise<{ analysisId: string; created: boolean }> {
  // The primary key decides between servers (or requests) racing on one publishId.
  const result = await b.write((trx) =>
    trx
      .insertInto('received_publications')
      .values({ publish_id: publishId, analysis_id: analysisId, received_at: at.getTime() })
      .onConflict((oc) => oc.column('publish_id').doNothing())
      .executeTakeFirst(),
  );
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return { analysisId, created: true };
  return {
    analysisId: (await findReceivedPublication(b, publishId)) ?? analysisId,
    created: false,
  };
}
