/**
 * Every table, declared once for SQLite and PostgreSQL with Kysely's schema builder (the
 * migrations compile these per database). Where the two differ it is only a column type: epoch
 * ms are BIGINT on PostgreSQL, INTEGER on SQLite (STRICT tables); the insertion order `seq` is
 * SQLite's rowid or a PostgreSQL identity. No IP address or other visitor data is stored.
 */
import { sql, type CreateTableBuilder } from 'kysely';
import { builder, type Compilable } from './compile';
import type { SqlDialect } from './schema';

interface Options {
  /** Leave tables that already exist as they are (adopting a database of the old migrations). */
  ifNotExists?: boolean;
}

/** A 0/1 flag column's check. */
const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

function table(dialect: SqlDialect, name: string, options: Options) {
  const t = builder(dialect).schema.createTable(name);
  return options.ifNotExists ? t.ifNotExists() : t;
}

/** STRICT on SQLite, so a value of the wrong type is refused as PostgreSQL would. */
function strict<T extends string, C extends string>(
  dialect: SqlDialect,
  t: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C> {
  return dialect === 'sqlite' ? t.modifyEnd(sql`strict`) : t;
}

/**
 * The analyses table: the full contract Results as JSON text (sent as stored, never
 * re-serialised) and copies of the columns the queries need. `name` is given when SQLite
 * rebuilds the table of an old database (tables.ts stays its one declaration).
 */
export function analysesTable(dialect: SqlDialect, name = 'analyses', options: Options = {}) {
  const ms = dialect === 'postgres' ? 'bigint' : 'integer';
  let t = table(dialect, name, options);
  t =
    dialect === 'postgres'
      ? t
          .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().unique())
          .addColumn('id', 'text', (c) => c.primaryKey())
      : t
          .addColumn('seq', 'integer', (c) => c.primaryKey())
          .addColumn('id', 'text', (c) => c.notNull().unique());
  return strict(
    dialect,
    t
      // Checked by the input-kind registry, so a new kind needs no schema change.
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      // Registrable domain of url, lower-case; for the top-domain counts.
      .addColumn('domain', 'text')
      .addColumn('video_id', 'text')
      .addColumn('title', 'text')
      .addColumn('channel_name', 'text')
      .addColumn('video_duration', 'integer', (c) =>
        c.check(sql`video_duration is null or video_duration >= 0`),
      )
      .addColumn('transcript_length', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`transcript_length >= 0`),
      )
      // What the person submitted (or the text read from the page, video or image).
      .addColumn('content', 'text')
      // sha256 of the normalised input; the 24 h result cache looks it up.
      .addColumn('content_hash', 'text')
      .addColumn('image_data', 'text')
      .addColumn('image_name', 'text')
      .addColumn('image_size', 'integer', (c) =>
        c.check(sql`image_size is null or image_size >= 0`),
      )
      .addColumn('credibility_score', 'integer', (c) =>
        c.notNull().check(sql`credibility_score between 0 and 100`),
      )
      .addColumn('grade', 'text', (c) => c.notNull().check(sql`grade in ('A', 'B', 'C', 'D', 'F')`))
      .addColumn('overall_status', 'text', (c) =>
        c.notNull().check(sql`overall_status in ('verified', 'false', 'uncertain', 'mixed')`),
      )
      .addColumn('results_json', 'text', (c) => c.notNull())
      .addColumn('created_at', ms, (c) => c.notNull())
      // Off the public feed, the recent list, the daily pick and every aggregate.
      .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0).check(flag('unlisted')))
      // The feed card's line, computed by whoever stores the analysis.
      .addColumn('snippet', 'text'),
  );
}

/** The analyses' indexes: each is what one query reads, newest first where it lists. */
export function analysesIndexes(dialect: SqlDialect): Compilable[] {
  const index = (name: string) => builder(dialect).schema.createIndex(name).ifNotExists();
  return [
    // The feed and the recent list.
    index('analyses_listed_newest')
      .on('analyses')
      .columns(['created_at desc', 'seq desc'])
      .where(sql.ref('unlisted'), '=', 0),
    // "Today" and "this week"'s partial day.
    index('analyses_created').on('analyses').column('created_at'),
    // The 24 h result cache.
    index('analyses_cache')
      .on('analyses')
      .columns(['content_hash', 'created_at'])
      .where(sql.ref('content_hash'), 'is not', null),
    // The video page and the daily analysis.
    index('analyses_videos_newest')
      .on('analyses')
      .columns(['created_at desc', 'seq desc'])
      .where(sql.ref('video_id'), 'is not', null),
    // Screenshot retention.
    index('analyses_images')
      .on('analyses')
      .column('created_at')
      .where(sql.ref('image_data'), 'is not', null),
  ];
}

/** Everything but analyses, in an order that satisfies the references. */
export function otherTables(dialect: SqlDialect, options: Options = {}): Compilable[] {
  const ms = dialect === 'postgres' ? 'bigint' : 'integer';
  const count = dialect === 'postgres' ? 'bigint' : 'integer';
  const t = (name: string) => table(dialect, name, options);
  const s = <T extends string, C extends string>(b: CreateTableBuilder<T, C>) => strict(dialect, b);
  const analysisRef = (
    c: Parameters<Parameters<ReturnType<typeof t>['addColumn']>[2] & object>[0],
  ) => c.references('analyses.id').onDelete('cascade');
  const index = (name: string) => {
    const i = builder(dialect).schema.createIndex(name);
    return options.ifNotExists ? i.ifNotExists() : i;
  };
  return [
    // One row per red flag, written with its analysis; carries its unlisted mark.
    s(
      t('analysis_red_flags')
        .addColumn('analysis_id', 'text', (c) => analysisRef(c.notNull()))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) =>
          c.notNull().check(sql`severity in ('high', 'medium', 'low')`),
        )
        .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0).check(flag('unlisted')))
        .addPrimaryKeyConstraint('analysis_red_flags_pkey', ['analysis_id', 'position']),
    ),
    // Running counts (see aggregates.ts): totals per type, grade and status ('type' | 'grade' |
    // 'status'), per UTC day, per domain and per red-flag type, of the listed analyses.
    s(
      t('analysis_counts')
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('count', count, (c) => c.notNull())
        .addPrimaryKeyConstraint('analysis_counts_pkey', ['dimension', 'key']),
    ),
    s(
      t('analysis_days')
        .addColumn('day', ms, (c) => c.primaryKey())
        .addColumn('count', count, (c) => c.notNull())
        .addColumn('score_sum', count, (c) => c.notNull()),
    ),
    s(
      t('domain_counts')
        .addColumn('domain', 'text', (c) => c.primaryKey())
        .addColumn('count', count, (c) => c.notNull()),
    ),
    index('domain_counts_rank').on('domain_counts').columns(['count desc', 'domain asc']),
    s(
      t('red_flag_type_counts')
        .addColumn('type', 'text', (c) => c.primaryKey())
        .addColumn('count', count, (c) => c.notNull()),
    ),
    // Desktop: where a local analysis stands on its way to the hub (the publishId is made once).
    s(
      t('publications')
        .addColumn('analysis_id', 'text', (c) => analysisRef(c.primaryKey()))
        .addColumn('publish_id', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state in ('queued', 'published', 'failed')`),
        )
        .addColumn('shared_url', 'text')
        .addColumn('hub_id', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
        .addColumn('updated_at', ms, (c) => c.notNull()),
    ),
    // Desktop: a row exists exactly while its publication is 'queued'. hold_until: a pause the
    // hub asked for (Retry-After), kept even when the hub comes back online.
    s(
      t('publish_outbox')
        .addColumn('analysis_id', 'text', (c) => analysisRef(c.primaryKey()))
        .addColumn('next_attempt_at', ms, (c) => c.notNull())
        .addColumn('hold_until', ms)
        .addColumn('queued_at', ms, (c) => c.notNull()),
    ),
    index('publish_outbox_due').on('publish_outbox').column('next_attempt_at'),
    // Desktop: the hub's public feed as last read, shown when the hub is unreachable.
    s(
      t('hub_feed_cache')
        .addColumn('hub_url', 'text', (c) => c.primaryKey())
        .addColumn('feed_json', 'text')
        .addColumn('fetched_at', ms)
        .addColumn('total_analyses', 'integer', (c) =>
          c.check(sql`total_analyses is null or total_analyses >= 0`),
        )
        .addColumn('last_attempt_at', ms, (c) => c.notNull())
        .addColumn('last_error', 'text'),
    ),
    // Hub: every publishId received and the public analysis it produced.
    s(
      t('received_publications')
        .addColumn('publish_id', 'text', (c) => c.primaryKey())
        .addColumn('analysis_id', 'text', (c) => analysisRef(c.notNull()))
        .addColumn('received_at', ms, (c) => c.notNull()),
    ),
    // Insert-or-wait for the 24 h result cache across instances (shared-state.ts).
    s(
      t('analysis_claims')
        .addColumn('content_hash', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('claimed_at', ms, (c) => c.notNull()),
    ),
    // The day's featured video analysis as last chosen, the same on every instance.
    s(
      t('daily_pick')
        .addColumn('slot', 'integer', (c) => c.primaryKey().check(sql`slot = 1`))
        .addColumn('analysis_id', 'text', (c) => analysisRef(c.notNull()))
        .addColumn('picked_at', ms, (c) => c.notNull()),
    ),
    // Rate limits counted across instances: the client is a keyed hash (never the address) whose
    // key is deleted with its window. UNLOGGED on PostgreSQL: worth nothing after a crash.
    s(
      unlogged(dialect, t('rate_limit_windows'))
        .addColumn('window_start', ms, (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull()),
    ),
    s(
      unlogged(dialect, t('rate_limit_hits'))
        .addColumn('limiter', 'text', (c) => c.notNull())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('window_start', ms, (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pkey', ['limiter', 'client', 'window_start']),
    ),
    ...factCheckTables(dialect, options),
  ];
}

function unlogged<T extends string, C extends string>(
  dialect: SqlDialect,
  t: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C> {
  return dialect === 'postgres' ? t.modifyFront(sql`unlogged`) : t;
}

/**
 * The fact-check index's rows (one per published ClaimReview, unique by review URL; id and
 * indexed_at order the hub's incremental export) and the desktop's copy cursor. SQLite adds its
 * FTS5 search over them (fact-check-search.ts).
 */
export function factCheckTables(dialect: SqlDialect, options: Options = {}): Compilable[] {
  const ms = dialect === 'postgres' ? 'bigint' : 'integer';
  const t = (name: string) => table(dialect, name, options);
  const index = builder(dialect).schema.createIndex('fact_checks_indexed_at');
  return [
    strict(
      dialect,
      t('fact_checks')
        .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
          dialect === 'postgres' ? c.generatedAlwaysAsIdentity().primaryKey() : c.primaryKey(),
        )
        .addColumn('review_url', 'text', (c) => c.notNull().unique())
        .addColumn('claim_reviewed', 'text', (c) => c.notNull())
        .addColumn('rating', 'text', (c) => c.notNull())
        .addColumn('verdict', 'text', (c) =>
          c.notNull().check(sql`verdict in ('false', 'mixed', 'true', 'other')`),
        )
        .addColumn('publisher_name', 'text', (c) => c.notNull())
        .addColumn('publisher_site', 'text')
        .addColumn('review_date', 'text')
        .addColumn('language', 'text')
        .addColumn('claimant', 'text')
        .addColumn('appearance_urls', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('indexed_at', ms, (c) => c.notNull()),
    ),
    (options.ifNotExists ? index.ifNotExists() : index)
      .on('fact_checks')
      .columns(['indexed_at', 'id']),
    strict(
      dialect,
      t('fact_check_sync')
        .addColumn('hub_url', 'text', (c) => c.primaryKey())
        .addColumn('since_ms', ms, (c) => c.notNull())
        .addColumn('after_id', ms, (c) => c.notNull())
        .addColumn('synced_at', ms)
        .addColumn('last_error', 'text'),
    ),
  ];
}
