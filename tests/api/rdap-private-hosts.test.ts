/**
 * An RDAP mirror on a private address is allowed through RDAP_ALLOW_PRIVATE_HOSTS, which only the
 * registration lookup reads: /api/analyze/url still refuses to fetch that host (it is not in
 * FETCH_ALLOW_PRIVATE_HOSTS), so no visitor can read the mirror through FactLens. A registry date
 * before 1985 or in the future is ignored with a note. Against a fake RDAP server on 127.0.0.1
 * and shop names a test resolver maps to the local fixture server; dates generated here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, type Results } from '../../src/shared';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import { startFakeRdapServer, type FakeRdapServer } from '../fakes/rdap/rdap-server';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { ManualClock } from '../helpers/clock';
import { startTestServer, type TestServer } from '../helpers/server';

const NOW = new Date('2026-03-10T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Registration dates no registry can mean: the largest JavaScript date, far and near future, pre-1985. */
const IMPOSSIBLE: Record<string, string> = {
  'max-date-shop.com': '+275760-09-13T00:00:00.000Z',
  'next-year-shop.com': new Date(NOW.getTime() + 365 * DAY_MS).toISOString(),
  'next-week-shop.com': new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
  'ancient-shop.com': '1969-07-20T20:17:00Z',
};
const FRESH = 'fresh-mirror-shop.com';
const SHOPS = [FRESH, ...Object.keys(IMPOSSIBLE)];

describe('RDAP mirror on a private host, and impossible registration dates', () => {
  let web: FixtureServer;
  let rdap: FakeRdapServer;
  let server: TestServer;
  beforeAll(async () => {
    web = await startFixtureServer();
    rdap = await startFakeRdapServer({
      [FRESH]: { registeredAt: new Date(NOW.getTime() - 12 * DAY_MS).toISOString() },
      ...Object.fromEntries(
        Object.entries(IMPOSSIBLE).map(([name, date]) => [name, { registeredAt: date }]),
      ),
    });
    const resolve: Resolver = async (hostname) => {
      if (SHOPS.includes(hostname)) return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    };
    server = await startTestServer({
      clock: new ManualClock(NOW),
      resolve,
      env: {
        // The shops' pages only; the mirror is allowed for RDAP alone.
        FETCH_ALLOW_PRIVATE_HOSTS: SHOPS.map((s) => `${s}:${web.port}`).join(','),
        FETCH_TIMEOUT_MS: '30000',
        RDAP_BASE_URL: rdap.baseUrl,
        RDAP_ALLOW_PRIVATE_HOSTS: rdap.hostPort,
        RDAP_TIMEOUT_MS: '20000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rdap?.close();
    await web?.close();
  });

  const analyzeShop = async (name: string): Promise<Results> => {
    const response = await server.postJson('/api/analyze/url', {
      url: `http://${name}:${web.port}/shop/normal`,
      type: 'shopping',
    });
    expect(response.status, response.text).toBe(200);
    return analyzeResponseSchema.parse(response.json).results;
  };

  it('asks the mirror allowed by RDAP_ALLOW_PRIVATE_HOSTS', async () => {
    const results = await analyzeShop(FRESH);
    expect(rdap.requests).toContain(`/domain/${FRESH}`);
    expect(results.redFlags.find((f) => f.type === 'new_domain')?.severity).toBe('high');
  });

  it('does not let /api/analyze/url fetch the mirror', async () => {
    const before = rdap.requests.length;
    for (const type of ['article', 'shopping']) {
      const response = await server.postJson('/api/analyze/url', {
        url: `${rdap.baseUrl}domain/${FRESH}`,
        type,
      });
      expect(response.status, response.text).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((response.json as { message: string }).message).toMatch(/\w+ \w+/);
    }
    expect(rdap.requests.length).toBe(before);
  });

  it('ignores a registration date before 1985 or in the future, with a note', async () => {
    for (const name of Object.keys(IMPOSSIBLE)) {
      const results = await analyzeShop(name);
      expect(
        results.redFlags.find((f) => f.type === 'new_domain'),
        name,
      ).toBeUndefined();
      expect(
        results.positiveSignals.some((p) => p.textExample === name),
        name,
      ).toBe(false);
      expect(results.analysisMetadata.notes.join(' '), name).toContain(
        `The registry gave ${name} a registration date before 1985 or in the future`,
      );
      expect(rdap.requests).toContain(`/domain/${name}`);
    }
  });
});
