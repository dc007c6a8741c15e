/**
 * The one migration set for SQLite and PostgreSQL, in order. A migration is a list of steps built
 * with Kysely (compiled per database by migrate.ts, all pending ones in one transaction at open)
 * and is written once; a step that only one database needs says why.
 *
 * 001_baseline makes a new database from the declarations (tables.ts). A database made by the
 * old per-database migrations (SQLite 001-007, PostgreSQL 001-005, recorded in schema_migrations)
 * is adopted instead: the old migrations it has not run yet run first (legacy-schema.ts; SQLite's
 * 005 rebuild needs foreign keys off, as migrate.ts runs every step), then it is brought to the
 * same declarations with every row kept (adoptSqlite, adoptPostgres). Later migrations are
 * appended here as 002, 003...
 */
import { sql, type RawBuilder } from 'kysely';
import { builder, type Compilable } from './compile';
import type { RowsStep, Step } from './migration-steps';
import { DAY_MS } from './days';
import { FACT_CHECK_SEARCH_SQL } from './fact-check-search';
import { legacySnippet } from './feed-snippet';
import { legacyVersion, remainingLegacyScripts } from './legacy-schema';
import type { SqlDialect } from './schema';
import { remaskAnalyses, remaskHubFeed } from './remask';
import { analysesIndexes, analysesTable, otherTables } from './tables';
import type { AnalysisType } from '../../shared';

export type { PagedRowsStep, RowsStep, Step } from './migration-steps';

export interface Migration {
  version: number;
  name: string;
  /** `legacy`: the versions the old schema_migrations table records, null when there is no table. */
  steps: (dialect: SqlDialect, legacy: readonly number[] | null) => Step[];
}

const raw = (dialect: SqlDialect, query: RawBuilder<unknown>): Compilable => ({
  compile: () => query.compile(builder(dialect)),
});

/** Old rows get the snippet today's rule gives them (the feed showed exactly that). */
function backfillSnippets(dialect: SqlDialect): RowsStep {
  const db = builder(dialect);
  return {
    select: db
      .selectFrom('analyses')
      .select(['id', 'type', 'title', 'content'])
      .where('title', 'is', null)
      .where('content', 'is not', null),
    each: (row) => {
      const snippet = legacySnippet({
        type: row.type as AnalysisType,
        title: row.title as string | null,
        content: row.content as string | null,
      });
      if (snippet === null) return [];
      return [db.updateTable('analyses').set({ snippet }).where('id', '=', String(row.id))];
    },
  };
}

/**
 * The running counts again from the listed rows (aggregates.ts keeps them from here on), so an
 * adopted database starts from counts that agree with its rows whatever its triggers did.
 */
function recount(dialect: SqlDialect): Step[] {
  const db = builder(dialect);
  const listed = db.selectFrom('analyses').where('unlisted', '=', 0);
  const day = sql<number>`created_at / ${sql.lit(DAY_MS)}`;
  return [
    db.deleteFrom('analysis_counts'),
    db.deleteFrom('analysis_days'),
    db.deleteFrom('domain_counts'),
    db.deleteFrom('red_flag_type_counts'),
    ...(
      [
        ['type', 'type'],
        ['grade', 'grade'],
        ['status', 'overall_status'],
      ] as const
    ).map(([dimension, column]) =>
      db
        .insertInto('analysis_counts')
        .columns(['dimension', 'key', 'count'])
        .expression(
          listed
            .select((eb) => [
              sql.lit(dimension).as('dimension'),
              eb.ref(column).as('key'),
              eb.fn.countAll().as('count'),
            ])
            .groupBy(column),
        ),
    ),
    db
      .insertInto('analysis_days')
      .columns(['day', 'count', 'score_sum'])
      .expression(
        listed
          .select((eb) => [
            day.as('day'),
            eb.fn.countAll().as('count'),
            eb.fn.sum('credibility_score').as('score_sum'),
          ])
          .groupBy(day),
      ),
    db
      .insertInto('domain_counts')
      .columns(['domain', 'count'])
      .expression(
        listed
          .where('domain', 'is not', null)
          .select((eb) => ['domain', eb.fn.countAll().as('count')])
          .groupBy('domain'),
      ),
    db
      .insertInto('red_flag_type_counts')
      .columns(['type', 'count'])
      .expression(
        db
          .selectFrom('analysis_red_flags')
          .where('unlisted', '=', 0)
          .select((eb) => ['type', eb.fn.countAll().as('count')])
          .groupBy('type'),
      ),
  ];
}

function fresh(dialect: SqlDialect): Step[] {
  return [
    analysesTable(dialect),
    ...analysesIndexes(dialect),
    ...otherTables(dialect),
    // SQLite ranks fact-check lookups with FTS5 (fact-check-search.ts).
    ...(dialect === 'sqlite' ? [{ script: FACT_CHECK_SEARCH_SQL }] : []),
  ];
}

/** Columns the old analyses tables had, copied as they are. */
const OLD_ANALYSIS_COLUMNS = `id, type, url, domain, video_id, title, channel_name, video_duration,
  transcript_length, content, content_hash, image_data, image_name, image_size, credibility_score,
  grade, overall_status, results_json, created_at, unlisted`;

/**
 * SQLite at 007: the count triggers go (the query layer keeps the counts, aggregates.ts), and
 * analyses is rebuilt from its declaration (SQLite cannot add the `seq` key in place), rows
 * copied in rowid order so "newest first" ties stay in the same order. Foreign keys are off
 * while migrating (migrate.ts), so the rows that reference analyses stay.
 */
function adoptSqlite(): Step[] {
  return [
    {
      select: raw(
        'sqlite',
        sql`select name from sqlite_master where type = 'trigger' and tbl_name in ('analyses', 'analysis_red_flags')`,
      ),
      each: (row) => [raw('sqlite', sql`drop trigger ${sql.id(String(row.name))}`)],
    },
    analysesTable('sqlite', 'analyses_next'),
    {
      script: `INSERT INTO analyses_next (${OLD_ANALYSIS_COLUMNS})
        SELECT ${OLD_ANALYSIS_COLUMNS} FROM analyses ORDER BY rowid;
        DROP TABLE analyses;
        ALTER TABLE analyses_next RENAME TO analyses;
        DROP INDEX IF EXISTS analysis_red_flags_type;`,
    },
    ...analysesIndexes('sqlite'),
    ...otherTables('sqlite', { ifNotExists: true }),
    { script: FACT_CHECK_SEARCH_SQL },
    ...recount('sqlite'),
    backfillSnippets('sqlite'),
    { script: 'DROP TABLE schema_migrations' },
  ];
}

/**
 * PostgreSQL at 005: the count triggers and their functions go (aggregates.ts keeps the counts),
 * the unlisted marks become the 0/1 integers SQLite has, the snippet column is added, and the
 * tables this database never had (the desktop's) are made.
 */
function adoptPostgres(): Step[] {
  return [
    {
      script: `DROP TRIGGER IF EXISTS analyses_counts ON analyses;
        DROP TRIGGER IF EXISTS analyses_unlisted_flags ON analyses;
        DROP TRIGGER IF EXISTS red_flags_counts ON analysis_red_flags;
        DROP FUNCTION IF EXISTS analyses_counts_trigger(), analyses_count(analyses, integer),
          red_flags_counts_trigger(), analyses_unlisted_flags();
        DROP INDEX IF EXISTS analyses_created_at, analyses_video, analyses_images,
          analyses_listed_created_at;
        ALTER TABLE analyses ALTER COLUMN unlisted DROP DEFAULT,
          ALTER COLUMN unlisted TYPE integer USING (CASE WHEN unlisted THEN 1 ELSE 0 END),
          ALTER COLUMN unlisted SET DEFAULT 0,
          ADD CONSTRAINT analyses_unlisted_check CHECK (unlisted IN (0, 1)),
          ADD COLUMN snippet text;
        ALTER TABLE analysis_red_flags ALTER COLUMN unlisted DROP DEFAULT,
          ALTER COLUMN unlisted TYPE integer USING (CASE WHEN unlisted THEN 1 ELSE 0 END),
          ALTER COLUMN unlisted SET DEFAULT 0,
          ADD CONSTRAINT analysis_red_flags_unlisted_check CHECK (unlisted IN (0, 1));
        ALTER TABLE daily_pick ALTER COLUMN slot TYPE integer;`,
    },
    ...analysesIndexes('postgres'),
    ...otherTables('postgres', { ifNotExists: true }),
    ...recount('postgres'),
    backfillSnippets('postgres'),
    { script: 'DROP TABLE schema_migrations' },
  ];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: '001_baseline',
    steps: (dialect, legacy) => {
      if (legacy === null) return fresh(dialect);
      const version = legacyVersion(dialect, legacy);
      return [
        ...remainingLegacyScripts(dialect, version),
        ...(dialect === 'sqlite' ? adoptSqlite() : adoptPostgres()),
      ];
    },
  },
  // Issue 34: every stored analysis masked again with the masker that hides what is not proven
  // public, so nothing an older masker let through stays on a public page.
  {
    version: 2,
    name: '002_remask_personal_data',
    steps: (dialect) => [remaskAnalyses(dialect), remaskHubFeed(dialect)],
  },
];
