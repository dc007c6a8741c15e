// A shop analyzed online gets its domain's age from the registry over RDAP: a fake RDAP server on
// 127.0.0.1 (RDAP_BASE_URL) speaking RFC 9083 JSON, and shop names that a test resolver maps to the
// local fixture server. Only 127.0.0.1 is ever contacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, type Results } from '../../src/shared';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startFakeRdapServer, type FakeRdapServer } from '../fakes/rdap/rdap-server';
import { ManualClock } from '../helpers/clock';
import { startTestServer, type TestServer } from '../helpers/server';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const daysAgo = (days: number) =>
  new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const SHOPS = [
  'fresh-shop.com',
  'young-shop.com',
  'old-shop.com',
  'down-shop.com',
  'undated-shop.com',
  'unknown-shop.com',
];

describe('domain age of shops over RDAP', () => {
  let web: FixtureServer;
  let rdap: FakeRdapServer;
  let server: TestServer;
  beforeAll(async () => {
    web = await startFixtureServer();
    rdap = await startFakeRdapServer({
      'fresh-shop.com': { registeredAt: daysAgo(10) },
      'young-shop.com': { registeredAt: daysAgo(200) },
      'old-shop.com': { registeredAt: '2012-03-04T10:00:00Z' },
      'down-shop.com': { registeredAt: daysAgo(10), down: true },
      'undated-shop.com': { registeredAt: null },
    });
    // The made-up shop names resolve to the fixture server; nothing else resolves.
    const resolve: Resolver = async (hostname) => {
      if (SHOPS.includes(hostname)) return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    };
    server = await startTestServer({
      clock: new ManualClock(NOW),
      resolve,
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: [...SHOPS.map((s) => `${s}:${web.port}`), web.hostPort].join(
          ',',
        ),
        FETCH_TIMEOUT_MS: '30000',
        RDAP_BASE_URL: rdap.baseUrl,
        // The fake registry is reachable for the RDAP lookup only, as a mirror would be.
        RDAP_ALLOW_PRIVATE_HOSTS: rdap.hostPort,
        RDAP_TIMEOUT_MS: '20000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await rdap.close();
    await web.close();
  });

  const analyzeShop = async (name: string, unlisted = false): Promise<Results> => {
    const response = await server.postJson('/api/analyze/url', {
      url: `http://${name}:${web.port}/shop/normal`,
      type: 'shopping',
      ...(unlisted ? { unlisted: true } : {}),
    });
    expect(response.status).toBe(200);
    return analyzeResponseSchema.parse(response.json).results;
  };
  const ageFlag = (r: Results) => r.redFlags.find((f) => f.type === 'new_domain');
  const positives = (r: Results) =>
    r.scorecard.breakdown?.find((b) => b.component === 'positive_evidence')?.note ?? '';

  it('gives a shop registered 10 days ago the high flag, with the date, and asks the registry once', async () => {
    const fresh = await analyzeShop('fresh-shop.com');
    expect(fresh.analysisMetadata.type).toBe('shopping');
    expect(ageFlag(fresh)).toMatchObject({ severity: 'high', textExample: 'fresh-shop.com' });
    expect(ageFlag(fresh)?.explanation).toContain(
      `registered 10 days ago (on ${daysAgo(10).slice(0, 10)})`,
    );
    expect(rdap.requests).toContain('/domain/fresh-shop.com');
    // The same shop again (a separate, unlisted analysis) reads the cached answer.
    const asked = rdap.requests.filter((p) => p === '/domain/fresh-shop.com').length;
    expect(ageFlag(await analyzeShop('fresh-shop.com', true))?.severity).toBe('high');
    expect(rdap.requests.filter((p) => p === '/domain/fresh-shop.com').length).toBe(asked);
  });

  it('gives a shop under a year old the medium flag, and an older one positive evidence', async () => {
    const young = await analyzeShop('young-shop.com');
    expect(ageFlag(young)).toMatchObject({ severity: 'medium', textExample: 'young-shop.com' });
    const old = await analyzeShop('old-shop.com');
    expect(ageFlag(old)).toBeUndefined();
    expect(
      old.positiveSignals.find((p) => p.textExample === 'old-shop.com')?.explanation,
    ).toContain('registered more than 13 years ago (on 2012-03-04)');
    expect(positives(old)).toMatch(
      /web address registered more than 13 years ago \(old-shop\.com\)/i,
    );
    const fresh = await analyzeShop('fresh-shop.com');
    expect(old.scorecard.credibilityScore).toBeGreaterThan(young.scorecard.credibilityScore);
    expect(young.scorecard.credibilityScore).toBeGreaterThan(fresh.scorecard.credibilityScore);
  });

  it('says so in the notes and changes nothing when the registry is down, gives no date or does not know the name', async () => {
    for (const name of ['down-shop.com', 'undated-shop.com', 'unknown-shop.com']) {
      const results = await analyzeShop(name);
      expect(ageFlag(results), name).toBeUndefined();
      expect(positives(results), name).not.toContain('web address registered');
      expect(
        results.positiveSignals.some((p) => p.textExample === name),
        name,
      ).toBe(false);
      expect(results.analysisMetadata.notes.join(' '), name).toMatch(
        new RegExp(
          `${name.replace('.', '\\.')}.*the age of the shop's web address was not checked`,
        ),
      );
    }
    expect(rdap.requests).toEqual(
      expect.arrayContaining([
        '/domain/down-shop.com',
        '/domain/undated-shop.com',
        '/domain/unknown-shop.com',
      ]),
    );
  });

  it('does not ask the registry about articles or shops without a domain name', async () => {
    const before = rdap.requests.length;
    expect(
      (
        await server.postJson('/api/analyze/url', {
          url: `${web.origin}/shop/normal`,
          type: 'shopping',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.postJson('/api/analyze/url', {
          url: `http://old-shop.com:${web.port}/article`,
        })
      ).status,
    ).toBe(200);
    expect(rdap.requests.length).toBe(before);
  });
});
