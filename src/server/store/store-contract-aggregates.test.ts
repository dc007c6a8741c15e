/**
 * The store contract's aggregates, on SQLite and on PostgreSQL (store-contract-targets.ts): they
 * insert a generated set of analyses (seed printed; replay with STORE_CONTRACT_SEED=n) and compare
 * with counting the inputs in JavaScript.
 */
import { expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  ANALYTICS_RECENT_ANALYSES,
  GRADES,
  OVERALL_STATUSES,
  type OverallStatus,
} from '../../shared';
import { makeArticleAnalysis, makeVideoAnalysis } from '../../../tests/helpers/fixtures';
import { mulberry32 } from '../../../tests/helpers/prng';
import { DAY_MS, WEEK_MS, startOfUtcDay } from './days';
import type { NewAnalysis } from './store';
import { describeStoreContract } from './store-contract-targets';

const SEED = Number(process.env.STORE_CONTRACT_SEED ?? 17);
/** Generated analyses per aggregate check: enough for every type, grade and a dozen domains. */
const GENERATED_ANALYSES = 120;

function generate(seed: number, now: Date): NewAnalysis[] {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const flagTypes = ['urgency', 'fake_reviews', 'no_sources', 'emotional_language', 'Pricing'];
  return Array.from({ length: GENERATED_ANALYSES }, (_, i) => {
    const createdAt = new Date(now.getTime() - Math.floor(next() * 40 * DAY_MS));
    const spec = {
      score: Math.floor(next() * 101),
      status: pick(OVERALL_STATUSES) as OverallStatus,
      redFlags: Array.from({ length: Math.floor(next() * 4) }, () => ({ type: pick(flagTypes) })),
      createdAt,
    };
    if (next() < 0.25)
      return makeVideoAnalysis({ ...spec, videoId: `vid${String(i).padStart(8, '0')}` });
    const domain = `site-${Math.floor(next() * 12)}.example`;
    const analysis = makeArticleAnalysis({ ...spec, url: `https://${domain}/${i}`, domain });
    return {
      ...analysis,
      type: pick(['article', 'shopping', 'text'] as const),
      domain: next() < 0.2 ? null : domain,
    };
  });
}

function reference(inputs: NewAnalysis[], now: Date) {
  const count = (key: (a: NewAnalysis) => string | null, keys?: readonly string[]) => {
    const counts: Record<string, number> = Object.fromEntries((keys ?? []).map((k) => [k, 0]));
    for (const a of inputs) {
      const k = key(a);
      if (k !== null) counts[k] = (counts[k] ?? 0) + 1;
    }
    return counts;
  };
  const ranked = (counts: Record<string, number>, limit: number, name: 'domain' | 'type') =>
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, limit)
      .map(([key, n]) => ({ [name]: key, count: n }));
  const flags: Record<string, number> = {};
  for (const a of inputs)
    for (const f of a.results.redFlags) flags[f.type] = (flags[f.type] ?? 0) + 1;
  return {
    total: inputs.length,
    status: count((a) => a.results.summary.overallStatus, OVERALL_STATUSES),
    type: count((a) => a.type, ANALYSIS_TYPES),
    grade: count((a) => a.results.summary.overallGrade, GRADES),
    domains: (limit: number) =>
      ranked(
        count((a) => a.domain),
        limit,
        'domain',
      ),
    flags: ranked(flags, Infinity, 'type'),
    today: inputs.filter((a) => a.createdAt.getTime() >= startOfUtcDay(now)).length,
    week: inputs.filter((a) => a.createdAt.getTime() >= now.getTime() - WEEK_MS).length,
  };
}
describeStoreContract('aggregates', (target) => {
  it(`aggregates agree with counting the analyses themselves (seed ${SEED})`, async () => {
    console.log(`store contract: seed ${SEED} (replay with STORE_CONTRACT_SEED=${SEED})`);
    const stores = await target.open();
    const now = new Date('2026-03-20T15:30:00Z');
    const inputs = generate(SEED, now);
    // Some at once, as several requests (or instances) would write them.
    const ids: string[] = [];
    for (let i = 0; i < inputs.length; i += 8) {
      ids.push(
        ...(await Promise.all(
          inputs.slice(i, i + 8).map(async (a) => (await stores.analyses.insertAnalysis(a)).id),
        )),
      );
    }
    const newest = ids
      .map((id, i) => ({ id, at: inputs[i]!.createdAt.getTime() }))
      .sort((x, y) => y.at - x.at)
      .slice(0, ANALYTICS_RECENT_ANALYSES)
      .map((x) => x.id);
    const want = reference(inputs, now);
    const analytics = await stores.aggregates.analytics(now);
    expect(analytics.totalAnalyses).toBe(want.total);
    expect(await stores.analyses.countAnalyses()).toBe(want.total);
    expect(analytics.todayAnalyses).toBe(want.today);
    expect(analytics.thisWeekAnalyses).toBe(want.week);
    expect(analytics.gradeDistribution).toEqual(want.grade);
    expect(analytics.verifiedPercentage).toBeCloseTo(want.status.verified! / want.total, 10);
    expect(analytics.topDomains).toEqual(want.domains(5));
    expect(analytics.recentAnalyses.map((r) => r.id)).toEqual(newest);
    expect(analytics.analysesPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(
      inputs.filter((a) => a.createdAt.getTime() >= startOfUtcDay(now) - 29 * DAY_MS).length,
    );
    const dataset = await stores.aggregates.exportDataset(now);
    expect(dataset.totalAnalyses).toBe(want.total);
    expect(dataset.byType).toEqual(want.type);
    expect(dataset.statusDistribution).toEqual(want.status);
    expect(dataset.redFlagTypes).toEqual(want.flags);
    expect(dataset.topDomains).toEqual(want.domains(20));
  });
});
