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
import { isoFromMs } from './rows';
import type { Db } from './schema';

/** The export lists more domains than the dashboard: it is for researchers, not a glance. */
export const EXPORT_TOP_DOMAINS = 20;

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
export async function adjustCounts(db: Db, a: Counted, delta: 1 | -1): Promise<void> {
  const day = Math.floor(a.created_at / DAY_MS);
  await db
    .insertInto('analysis_counts')
    .values([
      { dimension: 'type', key: a.type, count: delta },
      { dimension: 'grade', key: a.grade, count: delta },
      { dimension: 'status', key: a.overall_status, count: delta },
    ])
    .onConflict((oc) =>
      oc.columns(['dimension', 'key']).doUpdateSet((eb) => ({
        count: eb('analysis_counts.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute();
  await db
    .insertInto('analysis_days')
    .values({ day, count: delta, score_sum: delta * a.credibility_score })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        count: eb('analysis_days.count', '+', eb.ref('excluded.count')),
        score_sum: eb('analysis_days.score_sum', '+', eb.ref('excluded.score_sum')),
      })),
    )
    .execute();
  if (a.domain !== null)
    await db
      .insertInto('domain_counts')
      .values({ domain: a.domain, count: delta })
      .onConflict((oc) =>
        oc.column('domain').doUpdateSet((eb) => ({
          count: eb('domain_counts.count', '+', eb.ref('excluded.count')),
        })),
      )
      .execute();
  const flags = new Map<string, number>();
  for (const type of [...a.flagTypes].sort()) flags.set(type, (flags.get(type) ?? 0) + delta);
  if (flags.size > 0)
    await db
      .insertInto('red_flag_type_counts')
      .values([...flags].map(([type, count]) => ({ type, count })))
      .onConflict((oc) =>
        oc.column('type').doUpdateSet((eb) => ({
          count: eb('red_flag_type_counts.count', '+', eb.ref('excluded.count')),
        })),
      )
      .execute();
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

type Counts = Record<string, number>;
type Dimension = 'type' | 'grade' | 'status';

async function countBy(db: Db, dimension: Dimension, keys: readonly string[]): Promise<Counts> {
  const counts: Counts = Object.fromEntries(keys.map((key) => [key, 0]));
  const rows = await db
    .selectFrom('analysis_counts')
    .select(['key', 'count'])
    .where('dimension', '=', dimension)
    .execute();
  for (const { key, count } of rows) counts[key] = Number(count);
  return counts;
}

/** The listed analyses (the running total, not a count(*): a scan at 10,000+ rows). */
export async function countListed(db: Db): Promise<number> {
  const status = await countBy(db, 'status', OVERALL_STATUSES);
  return Object.values(status).reduce((sum, n) => sum + n, 0);
}

async function gradeDistribution(db: Db): Promise<Record<Grade, number>> {
  const c = await countBy(db, 'grade', GRADES);
  return { A: c.A ?? 0, B: c.B ?? 0, C: c.C ?? 0, D: c.D ?? 0, F: c.F ?? 0 };
}

// Byte order (COLLATE "C" on PostgreSQL, SQLite's default), so both rank ties alike.
const byteOrder = (column: string) => sql`${sql.ref(column)} collate "C"`;
const sqliteOrder = (column: string) => sql.ref(column);

async function topDomains(db: Db, limit: number, postgres: boolean) {
  const rows = await db
    .selectFrom('domain_counts')
    .select(['domain', 'count'])
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy(postgres ? byteOrder('domain') : sqliteOrder('domain'))
    .limit(limit)
    .execute();
  return rows.map((row) => ({ domain: row.domain, count: Number(row.count) }));
}

/** Analyses created at or after `since`: whole days from the day counts, the partial day by index. */
async function countSince(db: Db, since: number): Promise<number> {
  const firstWholeDay = Math.ceil(since / DAY_MS);
  const whole = await db
    .selectFrom('analysis_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('n'))
    .where('day', '>=', firstWholeDay)
    .executeTakeFirst();
  const wholeDays = Number(whole?.n ?? 0);
  if (since === firstWholeDay * DAY_MS) return wholeDays;
  const partial = await db
    .selectFrom('analyses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .where('created_at', '<', firstWholeDay * DAY_MS)
    .where('unlisted', '=', 0)
    .executeTakeFirst();
  return wholeDays + Number(partial?.n ?? 0);
}

/** One entry per UTC day of the last ANALYTICS_DAYS days, days without analyses included. */
async function perDay(db: Db, now: Date) {
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const rows = await db
    .selectFrom('analysis_days')
    .select(['day', 'count', 'score_sum'])
    .where('day', '>=', start / DAY_MS)
    .where('day', '<', end / DAY_MS)
    .execute();
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

export async function analyticsQuery(
  db: Db,
  now: Date,
  postgres: boolean,
): Promise<AnalyticsResponse> {
  const status = await countBy(db, 'status', OVERALL_STATUSES);
  const total = Object.values(status).reduce((sum, n) => sum + n, 0);
  const recent = await db
    .selectFrom('analyses')
    .select(['id', 'url', 'created_at', 'credibility_score', 'grade'])
    .where('unlisted', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(ANALYTICS_RECENT_ANALYSES)
    .execute();
  return {
    totalAnalyses: total,
    todayAnalyses: await countSince(db, startOfUtcDay(now)),
    thisWeekAnalyses: await countSince(db, now.getTime() - WEEK_MS),
    verifiedPercentage: fraction(status.verified ?? 0, total),
    falsePercentage: fraction(status.false ?? 0, total),
    uncertainPercentage: fraction(status.uncertain ?? 0, total),
    mixedPercentage: fraction(status.mixed ?? 0, total),
    topDomains: await topDomains(db, ANALYTICS_TOP_DOMAINS, postgres),
    recentAnalyses: recent.map((row) => ({
      id: row.id,
      url: row.url,
      createdAt: isoFromMs(row.created_at),
      credibilityScore: row.credibility_score,
      overallGrade: row.grade as Grade,
    })),
    gradeDistribution: await gradeDistribution(db),
    analysesPerDay: await perDay(db, now),
  };
}

export async function exportDatasetQuery(
  db: Db,
  now: Date,
  postgres: boolean,
): Promise<ExportDatasetResponse> {
  const byType = await countBy(db, 'type', ANALYSIS_TYPES);
  // Occurrences, not analyses: an analysis with two urgency flags counts twice.
  const redFlagTypes = await db
    .selectFrom('red_flag_type_counts')
    .select(['type', 'count'])
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy(postgres ? byteOrder('type') : sqliteOrder('type'))
    .execute();
  return {
    totalAnalyses: Object.values(byType).reduce((sum, n) => sum + n, 0),
    generatedAt: now.toISOString(),
    byType,
    gradeDistribution: await gradeDistribution(db),
    statusDistribution: await countBy(db, 'status', OVERALL_STATUSES),
    redFlagTypes: redFlagTypes.map((row) => ({ type: row.type, count: Number(row.count) })),
    topDomains: await topDomains(db, EXPORT_TOP_DOMAINS, postgres),
    daily: await perDay(db, now),
  };
}
