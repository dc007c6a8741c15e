/**
 * The analytics dashboard and the dataset export. The counts come from the running-count tables of
 * migration 003 (kept by triggers on every write), so each aggregate reads a few dozen rows however
 * many analyses are stored; only "this week"'s oldest partial day and the recent list touch the
 * created_at index. No results_json is parsed and no content or URL leaves through the export.
 */
import type { Database, Statement } from 'better-sqlite3';
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

/** The export lists more domains than the dashboard: it is for researchers, not a glance. */
export const EXPORT_TOP_DOMAINS = 20;

type Counts = Record<string, number>;
type Dimension = 'type' | 'grade' | 'status';

// Prepared once per connection: preparing costs about as much as running these small queries.
const prepared = new WeakMap<Database, Map<string, Statement>>();
function sql(db: Database, text: string): Statement {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}

function countBy(db: Database, dimension: Dimension, keys: readonly string[]): Counts {
  const counts: Counts = Object.fromEntries(keys.map((key) => [key, 0]));
  const rows = sql(db, 'SELECT key, count AS n FROM analysis_counts WHERE dimension = ?').all(
    dimension,
  ) as Array<{
    key: string;
    n: number;
  }>;
  for (const { key, n } of rows) counts[key] = n;
  return counts;
}

function gradeDistribution(db: Database): Record<Grade, number> {
  const c = countBy(db, 'grade', GRADES);
  return { A: c.A ?? 0, B: c.B ?? 0, C: c.C ?? 0, D: c.D ?? 0, F: c.F ?? 0 };
}

function topDomains(db: Database, limit: number) {
  return sql(
    db,
    'SELECT domain, count FROM domain_counts WHERE count > 0 ORDER BY count DESC, domain ASC LIMIT ?',
  ).all(limit) as Array<{ domain: string; count: number }>;
}

/** Analyses created at or after `since` (later ones included, as a plain count would). */
function countSince(db: Database, since: number): number {
  const firstWholeDay = Math.ceil(since / DAY_MS);
  const wholeDays = Number(
    sql(db, 'SELECT coalesce(sum(count), 0) FROM analysis_days WHERE day >= ?')
      .pluck()
      .get(firstWholeDay),
  );
  if (since === firstWholeDay * DAY_MS) return wholeDays;
  // The part of the day `since` falls in: a range on the created_at index, at most one day long.
  const partial = Number(
    sql(
      db,
      'SELECT count(*) FROM analyses WHERE created_at >= ? AND created_at < ? AND unlisted = 0',
    )
      .pluck()
      .get(since, firstWholeDay * DAY_MS),
  );
  return wholeDays + partial;
}

/** One entry per UTC day of the last ANALYTICS_DAYS days, days without analyses included. */
function perDay(db: Database, now: Date) {
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const rows = sql(
    db,
    'SELECT day, count, score_sum FROM analysis_days WHERE day >= ? AND day < ?',
  ).all(start / DAY_MS, end / DAY_MS) as Array<{ day: number; count: number; score_sum: number }>;
  const byDay = new Map(rows.map((row) => [row.day - start / DAY_MS, row]));
  return keys.map((date, day) => {
    const row = byDay.get(day);
    return {
      date,
      count: row?.count ?? 0,
      meanScore: row ? Math.round((row.score_sum / row.count) * 10) / 10 : null,
    };
  });
}

const fraction = (part: number, total: number) => (total === 0 ? 0 : part / total);

export function analyticsQuery(db: Database, now: Date): AnalyticsResponse {
  const status = countBy(db, 'status', OVERALL_STATUSES);
  const total = Object.values(status).reduce((sum, n) => sum + n, 0);
  const recent = sql(
    db,
    `SELECT id, url, created_at, credibility_score, grade FROM analyses WHERE unlisted = 0
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  ).all(ANALYTICS_RECENT_ANALYSES) as Array<{
    id: string;
    url: string | null;
    created_at: number;
    credibility_score: number;
    grade: Grade;
  }>;
  return {
    totalAnalyses: total,
    todayAnalyses: countSince(db, startOfUtcDay(now)),
    thisWeekAnalyses: countSince(db, now.getTime() - WEEK_MS),
    verifiedPercentage: fraction(status.verified ?? 0, total),
    falsePercentage: fraction(status.false ?? 0, total),
    uncertainPercentage: fraction(status.uncertain ?? 0, total),
    mixedPercentage: fraction(status.mixed ?? 0, total),
    topDomains: topDomains(db, ANALYTICS_TOP_DOMAINS),
    recentAnalyses: recent.map((row) => ({
      id: row.id,
      url: row.url,
      createdAt: isoFromMs(row.created_at),
      credibilityScore: row.credibility_score,
      overallGrade: row.grade,
    })),
    gradeDistribution: gradeDistribution(db),
    analysesPerDay: perDay(db, now),
  };
}

export function exportDatasetQuery(db: Database, now: Date): ExportDatasetResponse {
  const byType = countBy(db, 'type', ANALYSIS_TYPES);
  // Occurrences, not analyses: an analysis with two urgency flags counts twice.
  const redFlagTypes = sql(
    db,
    'SELECT type, count FROM red_flag_type_counts WHERE count > 0 ORDER BY count DESC, type ASC',
  ).all() as Array<{ type: string; count: number }>;
  return {
    totalAnalyses: Object.values(byType).reduce((sum, n) => sum + n, 0),
    generatedAt: now.toISOString(),
    byType,
    gradeDistribution: gradeDistribution(db),
    statusDistribution: countBy(db, 'status', OVERALL_STATUSES),
    redFlagTypes,
    topDomains: topDomains(db, EXPORT_TOP_DOMAINS),
    daily: perDay(db, now),
  };
}
