/**
 * The analytics dashboard and the dataset export: aggregate SQL over the indexed columns of
 * `analyses` and over `analysis_red_flags`; no results_json is parsed and no content or URL leaves
 * through the export.
 */
import type { Database } from 'better-sqlite3';
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

function countBy(db: Database, column: 'type' | 'grade' | 'overall_status', keys: readonly string[]): Counts {
  const counts: Counts = Object.fromEntries(keys.map((key) => [key, 0]));
  const rows = db
    .prepare(`SELECT ${column} AS key, count(*) AS n FROM analyses GROUP BY ${column}`)
    .all() as Array<{ key: string; n: number }>;
  for (const { key, n } of rows) counts[key] = n;
  return counts;
}

function gradeDistribution(db: Database): Record<Grade, number> {
  const c = countBy(db, 'grade', GRADES);
  return { A: c.A ?? 0, B: c.B ?? 0, C: c.C ?? 0, D: c.D ?? 0, F: c.F ?? 0 };
}

function topDomains(db: Database, limit: number) {
  return db
    .prepare(
      `SELECT domain, count(*) AS count FROM analyses WHERE domain IS NOT NULL
       GROUP BY domain ORDER BY count DESC, domain ASC LIMIT ?`,
    )
    .all(limit) as Array<{ domain: string; count: number }>;
}

function countSince(db: Database, since: number): number {
  return Number(db.prepare('SELECT count(*) FROM analyses WHERE created_at >= ?').pluck().get(since));
}

/** One entry per UTC day of the last ANALYTICS_DAYS days, days without analyses included. */
function perDay(db: Database, now: Date) {
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const rows = db
    .prepare(
      // CAST: parameters arrive as REAL, which would turn the day division into a fraction.
      `SELECT CAST((created_at - @start) / ${DAY_MS} AS INTEGER) AS day, count(*) AS count,
         avg(credibility_score) AS mean
       FROM analyses WHERE created_at >= @start AND created_at < @end GROUP BY day`,
    )
    .all({ start, end }) as Array<{ day: number; count: number; mean: number }>;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return keys.map((date, day) => {
    const row = byDay.get(day);
    return {
      date,
      count: row?.count ?? 0,
      meanScore: row ? Math.round(row.mean * 10) / 10 : null,
    };
  });
}

const fraction = (part: number, total: number) => (total === 0 ? 0 : part / total);

export function analyticsQuery(db: Database, now: Date): AnalyticsResponse {
  const status = countBy(db, 'overall_status', OVERALL_STATUSES);
  const total = Object.values(status).reduce((sum, n) => sum + n, 0);
  const recent = db
    .prepare(
      `SELECT id, url, created_at, credibility_score, grade FROM analyses
       ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    .all(ANALYTICS_RECENT_ANALYSES) as Array<{
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
  const redFlagTypes = db
    .prepare(
      `SELECT type, count(*) AS count FROM analysis_red_flags
       GROUP BY type ORDER BY count DESC, type ASC`,
    )
    .all() as Array<{ type: string; count: number }>;
  return {
    totalAnalyses: Object.values(byType).reduce((sum, n) => sum + n, 0),
    generatedAt: now.toISOString(),
    byType,
    gradeDistribution: gradeDistribution(db),
    statusDistribution: countBy(db, 'overall_status', OVERALL_STATUSES),
    redFlagTypes,
    topDomains: topDomains(db, EXPORT_TOP_DOMAINS),
    daily: perDay(db, now),
  };
}
