/**
 * The analytics dashboard and the dataset export, from running counts: totals per type, grade
 * and status, per UTC day, per domain and per red-flag type, of the listed analyses. The query
 * layer keeps them (adjustCounts) in the same transaction as every insert and delete of an
 * analysis, written once for both databases instead of a trigger per database; each aggregate
 * then reads a few dozen rows however many analyses are stored. No results_json is parsed and no
 * content or URL leaves through the export.
 */
import { sql } from 'kysely';
import {
  ANALYSIS_TYPES,
  ANALYTICS_DAYS,
  ANALYTICS_RECENT_ANALYSES,
  ANALYTICS_TOP_DOMAINS,
  GRADES,
  OVERALL_STATUSES,
  type AnalyticsResponse,
  type ExportDatasetResponse,
  type Grade,
} from '../../shared';
import { DAY_MS, WEEK_MS, dayWindow, startOfUtcDay } from './days';
import { isoFromMs, shownUrl } from './rows';
import { param, prepared, preparedRows } from './compile';
import type { Db, SqlDialect } from './schema';

/** The export lists more domains than the dashboard: it is for researchers, not a glance. */
export const EXPORT_TOP_DOMAINS = 20;

type Counts = Record<string, number>;
type Dimension = 'type' | 'grade' | 'status';

/** Where the counts are read or written: the database's dialect and a connection or transaction. */
export interface On {
  dialect: SqlDialect;
  db: Db;
}

/** What an analysis adds to the counts. */
export interface Counted {
  type: string;
  grade: string;
  overall_status: string;
  credibility_score: number;
  domain: string | null;
  created_at: number;
  /** Its red flags' types, one entry per flag. */
  flagTypes: readonly string[];
}

/**
 * Adds (delta 1) or takes away (delta -1) one listed analysis. Counters are always touched in the
 * same order (type, grade, status, day, domain, flag types sorted), so concurrent writers on
 * PostgreSQL wait for each other instead of deadlocking. Rows that reach 0 go, so a deleted
 * domain leaves the rankings as it would a count(*).
 */
const addToCounts = prepared((db) =>
  db
    .insertInto('analysis_counts')
    .values([
      { dimension: 'type', key: param('type'), count: param('delta') },
      { dimension: 'grade', key: param('grade'), count: param('delta') },
      { dimension: 'status', key: param('status'), count: param('delta') },
    ])
    .onConflict((oc) =>
      oc.columns(['dimension', 'key']).doUpdateSet((eb) => ({
        count: eb('analysis_counts.count', '+', eb.ref('excluded.count')),
      })),
    ),
);
const addToDay = prepared((db) =>
  db
    .insertInto('analysis_days')
    .values({ day: param('day'), count: param('delta'), score_sum: param('score') })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        count: eb('analysis_days.count', '+', eb.ref('excluded.count')),
        score_sum: eb('analysis_days.score_sum', '+', eb.ref('excluded.score_sum')),
      })),
    ),
);
const addToDomain = prepared((db) =>
  db
    .insertInto('domain_counts')
    .values({ domain: param('domain'), count: param('delta') })
    .onConflict((oc) =>
      oc.column('domain').doUpdateSet((eb) => ({
        count: eb('domain_counts.count', '+', eb.ref('excluded.count')),
      })),
    ),
);
const addToFlagTypes = preparedRows((db, rows) =>
  db
    .insertInto('red_flag_type_counts')
    .values(
      Array.from({ length: rows }, (_, i) => ({ type: param(`type${i}`), count: param(`n${i}`) })),
    )
    .onConflict((oc) =>
      oc.column('type').doUpdateSet((eb) => ({
        count: eb('red_flag_type_counts.count', '+', eb.ref('excluded.count')),
      })),
    ),
);

export async function adjustCounts(on: On, a: Counted, delta: 1 | -1): Promise<void> {
  const { dialect, db } = on;
  const day = Math.floor(a.created_at / DAY_MS);
  const { type, grade, overall_status: status } = a;
  await addToCounts(dialect, db, { type, grade, status, delta });
  await addToDay(dialect, db, { day, delta, score: delta * a.credibility_score });
  if (a.domain !== null) await addToDomain(dialect, db, { domain: a.domain, delta });
  const flags = new Map<string, number>();
  for (const flag of [...a.flagTypes].sort()) flags.set(flag, (flags.get(flag) ?? 0) + delta);
  if (flags.size > 0)
    await addToFlagTypes(
      dialect,
      db,
      flags.size,
      Object.fromEntries(
        [...flags].flatMap(([type, n], i) => [
          [`type${i}`, type],
          [`n${i}`, n],
        ]),
      ),
    );
  if (delta > 0) return;
  await db.deleteFrom('analysis_counts').where('count', '<=', 0).execute();
  await db.deleteFrom('analysis_days').where('day', '=', day).where('count', '<=', 0).execute();
  if (a.domain !== null)
    await db
      .deleteFrom('domain_counts')
      .where('domain', '=', a.domain)
      .where('count', '<=', 0)
      .execute();
  if (flags.size > 0)
    await db
      .deleteFrom('red_flag_type_counts')
      .where('type', 'in', [...flags.keys()])
      .where('count', '<=', 0)
      .execute();
}

const countsOf = prepared((db) =>
  db
    .selectFrom('analysis_counts')
    .select(['key', 'count'])
    .where('dimension', '=', param('dimension')),
);

async function countBy(on: On, dimension: Dimension, keys: readonly string[]): Promise<Counts> {
  const counts: Counts = Object.fromEntries(keys.map((key) => [key, 0]));
  const rows = await countsOf(on.dialect, on.db, { dimension });
  for (const { key, count } of rows) counts[key] = Number(count);
  return counts;
}

/** The listed analyses (the running total, not a count(*): a scan at 10,000+ rows). */
export async function countListed(on: On): Promise<number> {
  const status = await countBy(on, 'status', OVERALL_STATUSES);
  return Object.values(status).reduce((sum, n) => sum + n, 0);
}

async function gradeDistribution(on: On): Promise<Record<Grade, number>> {
  const c = await countBy(on, 'grade', GRADES);
  return { A: c.A ?? 0, B: c.B ?? 0, C: c.C ?? 0, D: c.D ?? 0, F: c.F ?? 0 };
}

/**
 * Ties ranked in byte order, as SQLite's default collation does; PostgreSQL's default follows the
 * locale, so it is asked for "C" there.
 */
const byteOrder = (dialect: SqlDialect, column: string) =>
  dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);

const rankedDomains = prepared((db, dialect) =>
  db
    .selectFrom('domain_counts')
    .select(['domain', 'count'])
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy(byteOrder(dialect, 'domain'))
    .limit(param('limit')),
);

async function topDomains(on: On, limit: number) {
  const rows = await rankedDomains(on.dialect, on.db, { limit });
  return rows.map((row) => ({ domain: row.domain, count: Number(row.count) }));
}

const wholeDaysSince = prepared((db) =>
  db
    .selectFrom('analysis_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('n'))
    .where('day', '>=', param('day')),
);
const listedBetween = prepared((db) =>
  db
    .selectFrom('analyses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', param('from'))
    .where('created_at', '<', param('to'))
    .where('unlisted', '=', 0),
);

/** Analyses created at or after `since`: whole days from the day counts, the partial day by index. */
async function countSince(on: On, since: number): Promise<number> {
  const firstWholeDay = Math.ceil(since / DAY_MS);
  const [whole] = await wholeDaysSince(on.dialect, on.db, { day: firstWholeDay });
  const wholeDays = Number(whole?.n ?? 0);
  if (since === firstWholeDay * DAY_MS) return wholeDays;
  const [partial] = await listedBetween(on.dialect, on.db, {
    from: since,
    to: firstWholeDay * DAY_MS,
  });
  return wholeDays + Number(partial?.n ?? 0);
}

const daysBetween = prepared((db) =>
  db
    .selectFrom('analysis_days')
    .select(['day', 'count', 'score_sum'])
    .where('day', '>=', param('from'))
    .where('day', '<', param('to')),
);

/** One entry per UTC day of the last ANALYTICS_DAYS days, days without analyses included. */
async function perDay(on: On, now: Date) {
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const rows = await daysBetween(on.dialect, on.db, { from: start / DAY_MS, to: end / DAY_MS });
  const byDay = new Map(rows.map((row) => [Number(row.day) - start / DAY_MS, row]));
  return keys.map((date, day) => {
    const row = byDay.get(day);
    return {
      date,
      count: Number(row?.count ?? 0),
      meanScore: row ? Math.round((Number(row.score_sum) / Number(row.count)) * 10) / 10 : null,
    };
  });
}

const fraction = (part: number, total: number) => (total === 0 ? 0 : part / total);

const recentListed = prepared((db) =>
  db
    .selectFrom('analyses')
    .select(['id', 'url', 'video_id', 'created_at', 'credibility_score', 'grade'])
    .where('unlisted', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(param('limit')),
);

export async function analyticsQuery(on: On, now: Date): Promise<AnalyticsResponse> {
  const status = await countBy(on, 'status', OVERALL_STATUSES);
  const total = Object.values(status).reduce((sum, n) => sum + n, 0);
  const recent = await recentListed(on.dialect, on.db, { limit: ANALYTICS_RECENT_ANALYSES });
  return {
    totalAnalyses: total,
    todayAnalyses: await countSince(on, startOfUtcDay(now)),
    thisWeekAnalyses: await countSince(on, now.getTime() - WEEK_MS),
    verifiedPercentage: fraction(status.verified ?? 0, total),
    falsePercentage: fraction(status.false ?? 0, total),
    uncertainPercentage: fraction(status.uncertain ?? 0, total),
    mixedPercentage: fraction(status.mixed ?? 0, total),
    topDomains: await topDomains(on, ANALYTICS_TOP_DOMAINS),
    recentAnalyses: recent.map((row) => ({
      id: row.id,
      url: shownUrl(row),
      createdAt: isoFromMs(row.created_at),
      credibilityScore: row.credibility_score,
      overallGrade: row.grade as Grade,
    })),
    gradeDistribution: await gradeDistribution(on),
    analysesPerDay: await perDay(on, now),
  };
}

const flagTypeCounts = prepared((db, dialect) =>
  db
    .selectFrom('red_flag_type_counts')
    .select(['type', 'count'])
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy(byteOrder(dialect, 'type')),
);

export async function exportDatasetQuery(on: On, now: Date): Promise<ExportDatasetResponse> {
  const byType = await countBy(on, 'type', ANALYSIS_TYPES);
  // Occurrences, not analyses: an analysis with two urgency flags counts twice.
  const redFlagTypes = await flagTypeCounts(on.dialect, on.db, {});
  return {
    totalAnalyses: Object.values(byType).reduce((sum, n) => sum + n, 0),
    generatedAt: now.toISOString(),
    byType,
    gradeDistribution: await gradeDistribution(on),
    statusDistribution: await countBy(on, 'status', OVERALL_STATUSES),
    redFlagTypes: redFlagTypes.map((row) => ({ type: row.type, count: Number(row.count) })),
    topDomains: await topDomains(on, EXPORT_TOP_DOMAINS),
    daily: await perDay(on, now),
  };
}
