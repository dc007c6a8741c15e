/**
 * Unlisted analyses are left out of every aggregate: the analytics totals, per-day counts and
 * domain ranking, and /api/export-dataset (totals, topDomains, red-flag types), on SQLite and on
 * PostgreSQL. A shop link whose name does not resolve gets a report from its address alone, so
 * each test shop is a generated name; only the test's resolver is asked, nothing is contacted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsResponseSchema,
  analyzeResponseSchema,
  exportDatasetResponseSchema,
} from '../../src/shared';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import { postgresAvailability, startPostgres, type PostgresServer } from '../helpers/postgres';
import { startTestServer, type TestServer } from '../helpers/server';

const resolve: Resolver = async (hostname) => {
  throw Object.assign(new Error(`lookup ${hostname} failed`), { code: 'ENOTFOUND' });
};

const stores = [
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
] as const;

describe.each(stores)('unlisted analyses in the aggregates ($name)', ({ postgres: onPostgres }) => {
  const skip = onPostgres && !postgresAvailability().ok;
  let postgres: PostgresServer | undefined;
  let server: TestServer;
  beforeAll(async () => {
    if (skip) return;
    const env: Record<string, string> = { RDAP_TIMEOUT_MS: '20000', FETCH_TIMEOUT_MS: '30000' };
    if (onPostgres) {
      postgres = await startPostgres();
      env.DATABASE_URL = await postgres.createDatabase();
    }
    server = await startTestServer({ resolve, env });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  const aggregates = async () => ({
    analytics: analyticsResponseSchema.parse((await server.get('/api/analytics')).json),
    dataset: exportDatasetResponseSchema.parse((await server.get('/api/export-dataset')).json),
  });
  const analyzeShop = async (domain: string, unlisted: boolean) => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://${domain}/checkout/cart`,
      type: 'shopping',
      ...(unlisted ? { unlisted: true } : {}),
    });
    expect(response.status, response.text).toBe(200);
    return analyzeResponseSchema.parse(response.json).results;
  };

  it.skipIf(skip)(
    'an unlisted shop never reaches the totals, rankings or flag counts',
    async () => {
      const tag = Math.floor(Math.random() * 1e9).toString(36);
      const hidden = `hidden-bargains-${tag}.shop`;
      const shown = `shown-bargains-${tag}.shop`;
      const before = await aggregates();
      const hiddenResults = await analyzeShop(hidden, true);
      const hiddenTwice = await analyzeShop(hidden, true);
      expect(hiddenResults.redFlags.length + hiddenTwice.redFlags.length).toBeGreaterThan(0);
      const between = await aggregates();
      expect(between).toEqual(before);
      const domains = (a: Awaited<ReturnType<typeof aggregates>>) => [
        ...a.analytics.topDomains.map((d) => d.domain),
        ...a.dataset.topDomains.map((d) => d.domain),
      ];
      expect(domains(between).some((d) => d.includes(tag))).toBe(false);

      // The same kind of report listed is counted: the comparison above can fail.
      const shownResults = await analyzeShop(shown, false);
      const after = await aggregates();
      expect(after.analytics.totalAnalyses).toBe(before.analytics.totalAnalyses + 1);
      expect(after.dataset.totalAnalyses).toBe(before.dataset.totalAnalyses + 1);
      expect(domains(after)).toContain(shown);
      expect(domains(after).some((d) => d.includes(`hidden-bargains-${tag}`))).toBe(false);
      const flags = (a: Awaited<ReturnType<typeof aggregates>>) =>
        a.dataset.redFlagTypes.reduce((sum, f) => sum + f.count, 0);
      expect(flags(after)).toBe(flags(before) + shownResults.redFlags.length);
    },
  );
});
