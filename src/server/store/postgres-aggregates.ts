/**
 * The analytics dashboard and the dataset export on PostgreSQL: the same answers as
 * sqlite-aggregates.ts from the same running-count tables (kept by the triggers of
 * postgres-migrations/001_init.sql), so each aggregate reads a few dozen rows however many
 * analyses are stored. Each runs in one read-only REPEATABLE READ transaction, so its numbers
 * agree with each other while other instances write.
 */
import type pg from 'pg';
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
import { query, transaction } from './postgres-pool';
import { isoFromMs } from './rows';
import { EXPORT_TOP_DOMAINS } from './sqlite-aggregates';
import type { AggregateStore } from './store';

type Counts = Record<string, number>;
type Dimension = 'type' | 'grade' | 'status';
const READ_SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

async function countBy(
  db: pg.PoolClient,
  dimension: Dimension,
  keys: readonly string[],
): Promise<Counts> {
  const counts: Counts = Object.fromEntries(keys.map((key) => [key, 0]));
  const { rows } = await query<{ key: string; n: number }>(
    db,
    'SELECT key, count AS n FROM analysis_counts WHERE dimension = $1',
    [dimension],
  );
  for (const { key, n } of rows) counts[key] = n;
  return counts;
}

async function gradeDistribution(db: pg.PoolClient): Promise<Record<Grade, number>> {
  const c = await countBy(db, 'grade', GRADES);
  return { A: c.A ?? 0, B: c.B ?? 0, C: c.C ?? 0, D: c.D ?? 0, F: c.F ?? 0 };
}

async function topDomains(db: pg.PoolClient, limit: number) {
  const { rows } = await query<{ domain: string; count: number }>(
    db,
    'SELECT domain, count FROM domain_counts WHERE count > 0 ORDER BY count DESC, domain COLLATE "C" ASC LIMIT $1',
    [limit],
  );
  return rows;
}

/** Analyses created at or after `since`: whole days from the day counts, the partial day by index. */
async function countSince(db: pg.PoolClient, since: number): Promise<number> {
  const firstWholeDay = Math.ceil(since / DAY_MS);
  const whole = await query<{ n: number }>(
    db,
    'SELECT coalesce(sum(count), 0)::bigint AS n FROM analysis_days WHERE day >= $1',
    [firstWholeDay],
  );
  const wholeDays = whole.rows[0]?.n ?? 0;
  if (since === firstWholeDay * DAY_MS) return wholeDays;
  const partial = await query<{ n: number }>(
    db,
    'SELECT count(*) AS n FROM analyses WHERE created_at >= $1 AND created_at < $2 AND NOT unlisted',
    [since, firstWholeDay * DAY_MS],
  );
  return wholeDays + (partial.rows[0]?.n ?? 0);
}

async function perDay(db: pg.PoolClient, now: Date) {
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const { rows } = await query<{ day: number; count: number; score_sum: number }>(
    db,
    'SELECT day, count, score_sum FROM analysis_days WHERE day >= $1 AND day < $2',
    [start / DAY_MS, end / DAY_MS],
  );
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

export class PostgresAggregates implements AggregateStore {
  constructor(private readonly pool: pg.Pool) {}

  analytics(now: Date): Promise<AnalyticsResponse> {
    return transaction(
      this.pool,
      async (db) => {
        const status = await countBy(db, 'status', OVERALL_STATUSES);
        const total = Object.values(status).reduce((sum, n) => sum + n, 0);
        const recent = await query<{
          id: string;
          url: string | null;
          created_at: number;
          credibility_score: number;
          grade: Grade;
        }>(
          db,
          `SELECT id, url, created_at, credibility_score, grade FROM analyses WHERE NOT unlisted
           ORDER BY created_at DESC, seq DESC LIMIT $1`,
          [ANALYTICS_RECENT_ANALYSES],
        );
        return {
          totalAnalyses: total,
          todayAnalyses: await countSince(db, startOfUtcDay(now)),
          thisWeekAnalyses: await countSince(db, now.getTime() - WEEK_MS),
          verifiedPercentage: fraction(status.verified ?? 0, total),
          falsePercentage: fraction(status.false ?? 0, total),
          uncertainPercentage: fraction(status.uncertain ?? 0, total),
          mixedPercentage: fraction(status.mixed ?? 0, total),
          topDomains: await topDomains(db, ANALYTICS_TOP_DOMAINS),
          recentAnalyses: recent.rows.map((row) => ({
            id: row.id,
            url: row.url,
            createdAt: isoFromMs(row.created_at),
            credibilityScore: row.credibility_score,
            overallGrade: row.grade,
          })),
          gradeDistribution: await gradeDistribution(db),
          analysesPerDay: await perDay(db, now),
        };
      },
      READ_SNAPSHOT,
    );
  }

  exportDataset(now: Date): Promise<ExportDatasetResponse> {
    return transaction(
      this.pool,
      async (db) => {
        const byType = await countBy(db, 'type', ANALYSIS_TYPES);
        // Occurrences, not analyses: an analysis with two urgency flags counts twice.
        const redFlagTypes = await query<{ type: string; count: number }>(
          db,
          'SELECT type, count FROM red_flag_type_counts WHERE count > 0 ORDER BY count DESC, type COLLATE "C" ASC',
        );
        return {
          totalAnalyses: Object.values(byType).reduce((sum, n) => sum + n, 0),
          generatedAt: now.toISOString(),
          byType,
          gradeDistribution: await gradeDistribution(db),
          statusDistribution: await countBy(db, 'status', OVERALL_STATUSES),
          redFlagTypes: redFlagTypes.rows,
          topDomains: await topDomains(db, EXPORT_TOP_DOMAINS),
          daily: await perDay(db, now),
        };
      },
      READ_SNAPSHOT,
    );
  }
}
