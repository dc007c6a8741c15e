/**
 * The analytics and the export read running counts the query layer keeps in the same transaction
 * as each insert and delete (aggregates.ts). Whatever sequence of the store's writes happens, and
 * whatever "now" is asked about, they must say exactly what counting the analyses themselves says
 * (the reference below is the plain count(*) version the counts replaced). The counts of an
 * upgraded database are checked in upgrade.test.ts.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  ANALYTICS_DAYS,
  GRADES,
  OVERALL_STATUSES,
  type OverallStatus,
} from '../../shared';
import { makeArticleAnalysis } from '../../../tests/helpers/fixtures';
import { DAY_MS, WEEK_MS, dayWindow, startOfUtcDay } from './days';
import { EXPORT_TOP_DOMAINS } from './aggregates';
import { migrateSqlite } from './migrate';
import { SqliteStore } from './sqlite-store';

const open: SqliteStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

function memoryStore(): SqliteStore {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db, () => new Date());
  const store = new SqliteStore(db);
  open.push(store);
  return store;
}

/** What the dashboard and the export must say, counted row by row (listed analyses only). */
function reference(db: Database.Database, now: Date) {
  const countBy = (column: string, keys: readonly string[]) => {
    const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
    for (const r of db
      .prepare(
        `SELECT ${column} AS k, count(*) AS n FROM analyses WHERE unlisted = 0 GROUP BY ${column}`,
      )
      .all() as Array<{ k: string; n: number }>)
      counts[r.k] = r.n;
    return counts;
  };
  const since = (ms: number) =>
    db
      .prepare('SELECT count(*) FROM analyses WHERE created_at >= ? AND unlisted = 0')
      .pluck()
      .get(ms);
  const top = (limit: number) =>
    db
      .prepare(
        'SELECT domain, count(*) AS count FROM analyses WHERE domain IS NOT NULL AND unlisted = 0 GROUP BY domain ORDER BY count DESC, domain ASC LIMIT ?',
      )
      .all(limit);
  const { start, end, keys } = dayWindow(now, ANALYTICS_DAYS);
  const days = keys.map((date, i) => {
    const r = db
      .prepare(
        'SELECT count(*) AS n, avg(credibility_score) AS mean FROM analyses WHERE created_at >= ? AND created_at < ? AND unlisted = 0',
      )
      .get(start + i * DAY_MS, Math.min(end, start + (i + 1) * DAY_MS)) as {
      n: number;
      mean: number | null;
    };
    return { date, count: r.n, meanScore: r.n ? Math.round(r.mean! * 10) / 10 : null };
  });
  return {
    today: since(startOfUtcDay(now)),
    week: since(now.getTime() - WEEK_MS),
    status: countBy('overall_status', OVERALL_STATUSES),
    type: countBy('type', ANALYSIS_TYPES),
    grade: countBy('grade', GRADES),
    top5: top(5),
    top20: top(EXPORT_TOP_DOMAINS),
    flags: db
      .prepare(
        `SELECT f.type, count(*) AS count FROM analysis_red_flags f JOIN analyses a ON a.id = f.analysis_id
         WHERE a.unlisted = 0 GROUP BY f.type ORDER BY count DESC, f.type ASC`,
      )
      .all(),
    days,
  };
}

async function expectAgrees(store: SqliteStore, now: Date) {
  const want = reference(store.db, now);
  const analytics = await store.analytics(now);
  const exported = await store.exportDataset(now);
  const total = Object.values(want.status).reduce((a, b) => a + b, 0);
  expect(analytics.totalAnalyses).toBe(total);
  expect(analytics.todayAnalyses).toBe(want.today);
  expect(analytics.thisWeekAnalyses).toBe(want.week);
  expect(analytics.verifiedPercentage).toBe(total ? want.status.verified! / total : 0);
  expect(analytics.topDomains).toEqual(want.top5);
  expect(analytics.gradeDistribution).toEqual(want.grade);
  expect(analytics.analysesPerDay).toEqual(want.days);
  expect(exported.totalAnalyses).toBe(total);
  expect(exported.byType).toEqual(want.type);
  expect(exported.statusDistribution).toEqual(want.status);
  expect(exported.redFlagTypes).toEqual(want.flags);
  expect(exported.topDomains).toEqual(want.top20);
  expect(exported.daily).toEqual(want.days);
}

const NOW = Date.UTC(2025, 5, 15, 12);
const DOMAINS = [
  'a.example',
  'b.example',
  'c.example',
  'd.example',
  'e.example',
  'f.example',
  'g.example',
];
const FLAGS = ['urgency', 'payment_request', 'suspicious_link'];

const insertOp = fc.record({
  kind: fc.constant('insert' as const),
  domain: fc.option(fc.constantFrom(...DOMAINS), { nil: null }),
  // Up to 40 days back and a little into the future, at any millisecond.
  at: fc.integer({ min: NOW - 40 * DAY_MS, max: NOW + DAY_MS }),
  status: fc.constantFrom<OverallStatus>(...OVERALL_STATUSES),
  score: fc.integer({ min: 0, max: 100 }),
  flags: fc.array(fc.constantFrom(...FLAGS), { maxLength: 3 }),
  unlisted: fc.boolean(),
});
const deleteOp = fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() });
type Op =
  | {
      kind: 'insert';
      domain: string | null;
      at: number;
      status: OverallStatus;
      score: number;
      flags: string[];
      unlisted: boolean;
    }
  | { kind: 'delete'; pick: number };

async function apply(store: SqliteStore, ops: Op[]) {
  const ids: string[] = [];
  for (const op of ops) {
    if (op.kind === 'insert') {
      const analysis = makeArticleAnalysis({
        url: `https://${op.domain ?? 'x.example'}/a`,
        domain: op.domain ?? 'x',
        createdAt: new Date(op.at),
        status: op.status,
        score: op.score,
        redFlags: op.flags.map((type) => ({ type })),
      });
      ids.push(
        (await store.insertAnalysis({ ...analysis, domain: op.domain, unlisted: op.unlisted })).id,
      );
    } else if (ids.length > 0) {
      await store.deleteAnalysis(ids.splice(op.pick % ids.length, 1)[0]!);
    }
  }
}

describe('analytics and export from running counts', () => {
  it('agree with counting the analyses after any inserts and deletes, at any now', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof({ arbitrary: insertOp, weight: 5 }, deleteOp), {
          maxLength: 40,
        }),
        fc.integer({ min: NOW - 2 * DAY_MS, max: NOW + 2 * DAY_MS }),
        async (ops, now) => {
          const store = memoryStore();
          await apply(store, ops as Op[]);
          await expectAgrees(store, new Date(now));
          await store.close();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a deleted analysis leaves the domain ranking and the flag counts', async () => {
    const store = memoryStore();
    const kept = await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://a.example/1',
        domain: 'a.example',
        createdAt: new Date(NOW),
        redFlags: [{ type: 'urgency' }],
      }),
    );
    const gone = await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://b.example/1',
        domain: 'b.example',
        createdAt: new Date(NOW),
        redFlags: [{ type: 'payment_request' }],
      }),
    );
    expect(await store.deleteAnalysis(gone.id)).toBe(true);
    expect(await store.deleteAnalysis(gone.id)).toBe(false);
    const exported = await store.exportDataset(new Date(NOW));
    expect(exported.topDomains).toEqual([{ domain: 'a.example', count: 1 }]);
    expect(exported.redFlagTypes).toEqual([{ type: 'urgency', count: 1 }]);
    expect(kept.id).toBeTruthy();
  });
});
