// A shop or article link whose page cannot be opened still gets a report of its kind, built from the
// address alone, that says first why the page could not be opened. Offline, no such site and a
// refused connection are made deterministic by a test resolver (EAI_AGAIN, ENOTFOUND, a loopback
// port nothing listens on); only 127.0.0.1 is ever contacted.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsResponseSchema,
  analyzeResponseSchema,
  errorBodySchema,
  publicFeedResponseSchema,
  type Results,
} from '../../src/shared';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import {
  DNS_PROBE_CACHE_MS,
  DNS_PROBE_HOSTS,
} from '../../src/server/analysis/acquire/net/dns-probe';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startTestServer, type TestServer } from '../helpers/server';

/** On the shipped MIT scam list (scam-domain-list.ts), and not a brand look-alike. */
const LISTED = 'famoury.com';
/** PayPal's name with a digit one for the letter l. */
const LOOKALIKE = 'paypa1.com';
/** An ordinary name that no list knows and that shows no warning sign. */
const ORDINARY = 'meadowbakery.com';
/** Names whose lookup fails as on a machine without a network. */
const OFFLINE_NAMES = new Set(['offline-bakery.com', LOOKALIKE, LISTED]);

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Set while the resolver answers nothing at all, as on a machine that has lost its network. */
let resolverDown = false;
/** Every name the server asked the resolver for, in order. */
const asked: string[] = [];

const resolve: Resolver = async (hostname) => {
  asked.push(hostname);
  // A resolver that finds nothing says ENOTFOUND for every name, even one that surely exists.
  if (resolverDown)
    throw Object.assign(new Error(`lookup ${hostname} failed`), { code: 'ENOTFOUND' });
  if (hostname === 'refusing-bakery.com' || hostname === 'gone-bakery.com')
    return [{ address: '127.0.0.1', family: 4 }];
  // The names that always exist resolve while DNS works (never connected to).
  if (DNS_PROBE_HOSTS.includes(hostname)) return [{ address: '192.0.43.8', family: 4 }];
  if (hostname === 'private-bakery.com') return [{ address: '10.0.0.5', family: 4 }];
  const code = OFFLINE_NAMES.has(hostname) ? 'EAI_AGAIN' : 'ENOTFOUND';
  throw Object.assign(new Error(`lookup ${hostname} failed`), { code });
};

describe('domain-only reports when the page cannot be opened', () => {
  let web: FixtureServer;
  let server: TestServer;
  let deadPort: number;
  beforeAll(async () => {
    web = await startFixtureServer();
    deadPort = await closedPort();
    server = await startTestServer({
      resolve,
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: [
          `refusing-bakery.com:${deadPort}`,
          `gone-bakery.com:${web.port}`,
        ].join(','),
        FETCH_TIMEOUT_MS: '30000',
        RDAP_TIMEOUT_MS: '20000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  async function report(url: string, type: 'shopping' | 'article'): Promise<Results> {
    const response = await server.postJson('/api/analyze/url', { url, type });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return analyzeResponseSchema.parse(response.json).results;
  }

  it('grades an unreachable listed shop F, with the notice first', async () => {
    const r = await report(`https://${LISTED}/product/1`, 'shopping');
    expect(r.analysisMetadata.type).toBe('shopping');
    expect(r.pageNotOpened?.reason).toBe('offline');
    expect(r.summary.message.startsWith('The page itself could not be opened')).toBe(true);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    expect(r.redFlags.map((f) => f.indicator)).toContain('Site is on a scam-domain list');
    // Nothing the page would have shown is counted as missing.
    expect(r.redFlags.map((f) => f.type)).not.toContain('no_returns_policy');
    expect(r.redFlags.map((f) => f.type)).not.toContain('no_contact_details');
  });

  it('grades an unreachable brand look-alike D or F', async () => {
    const r = await report(`https://${LOOKALIKE}/`, 'shopping');
    expect(r.pageNotOpened?.reason).toBe('offline');
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    expect(r.redFlags.some((f) => f.type === 'impersonation' && /PayPal/.test(f.indicator))).toBe(
      true,
    );
  });

  it('keeps an unreachable ordinary shop in the middle, never calling it trustworthy', async () => {
    const r = await report(`https://${ORDINARY}/`, 'shopping');
    expect(r.pageNotOpened?.reason).toBe('no_such_site');
    expect(r.summary.overallGrade).toBe('C');
    expect(r.summary.message).toMatch(/^The page itself could not be opened: no site exists at/);
    expect(r.summary.verdict?.headline).toMatch(/could not be checked/);
    expect(`${r.summary.message} ${r.summary.verdict?.headline}`).not.toMatch(/\bsafe\b/i);
    expect(r.summary.verdict?.actions).toContain('Try again later to have the page itself read.');
    expect(r.scorecard.unassessed).toEqual(
      expect.arrayContaining(['transparencyScore', 'factualAccuracy']),
    );
    const payment = r.scorecard.breakdown?.find((b) => b.component === 'payment_safety');
    expect(payment?.note).toMatch(/could not be opened/);
  });

  it('gives an unreachable article an article report from its address', async () => {
    const r = await report(`https://${ORDINARY}/news/story`, 'article');
    expect(r.analysisMetadata.type).toBe('article');
    expect(r.pageNotOpened?.reason).toBe('no_such_site');
    expect(r.summary.overallGrade).toBe('C');
    const lookalike = await report(`https://${LOOKALIKE}/news`, 'article');
    expect(lookalike.analysisMetadata.type).toBe('article');
    expect(['D', 'F']).toContain(lookalike.summary.overallGrade);
  });

  it('says offline, no such site, refused and an error status each in its own sentence', async () => {
    const sentence = async (url: string) =>
      (await report(url, 'shopping')).pageNotOpened?.message.split('. ')[0] ?? '';
    const offline = await sentence('https://offline-bakery.com/');
    const missing = await sentence('https://nowhere-bakery.com/');
    const refused = await sentence(`http://refusing-bakery.com:${deadPort}/`);
    const status = await sentence(`http://gone-bakery.com:${web.port}/not-found`);
    expect(offline).toMatch(/FactLens is offline, so the name offline-bakery\.com could not be/);
    expect(missing).toMatch(/no site exists at nowhere-bakery\.com/);
    expect(refused).toMatch(/refusing-bakery\.com refused the connection/);
    expect(status).toMatch(/gone-bakery\.com answered with an error \(HTTP 404/);
    expect(new Set([offline, missing, refused, status]).size).toBe(4);
  });

  it('says offline, not "no such site", when the resolver finds no name at all', async () => {
    // bbc.co.uk exists: when every lookup fails, FactLens is offline, the site is not missing.
    resolverDown = true;
    try {
      server.clock.advance(DNS_PROBE_CACHE_MS);
      const r = await report('https://www.bbc.co.uk/news', 'article');
      expect(r.pageNotOpened?.reason).toBe('offline');
      expect(r.pageNotOpened?.message).toMatch(
        /^The page itself could not be opened: FactLens is offline, so the name www\.bbc\.co\.uk could not be looked up\./,
      );
      expect(JSON.stringify(r)).not.toMatch(/no site exists|typos/);
    } finally {
      resolverDown = false;
    }
  });

  it('asks the resolver about known names once per short while, then again', async () => {
    server.clock.advance(DNS_PROBE_CACHE_MS);
    asked.length = 0;
    await report('https://missing-one-bakery.com/', 'shopping');
    await report('https://missing-two-bakery.com/', 'shopping');
    const probes = () => asked.filter((name) => DNS_PROBE_HOSTS.includes(name)).length;
    const first = probes();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(DNS_PROBE_HOSTS.length);
    server.clock.advance(DNS_PROBE_CACHE_MS);
    await report('https://missing-three-bakery.com/', 'shopping');
    expect(probes()).toBeGreaterThan(first);
  });

  it('tries the page again when the link is sent again, but answers with the same report', async () => {
    const url = 'https://retry-bakery.com/';
    // The dataset export lists the top 20 domains (the analytics page only 5).
    const domains = async () =>
      (
        (await server.get('/api/export-dataset')).json as {
          topDomains: Array<{ domain: string; count: number }>;
        }
      ).topDomains;
    const before = analyticsResponseSchema.parse((await server.get('/api/analytics')).json);
    const countBefore = (await domains()).find((d) => d.domain === 'retry-bakery.com')?.count ?? 0;
    asked.length = 0;
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await server.postJson('/api/analyze/url', { url, type: 'shopping' });
      expect(response.status).toBe(200);
      answers.push(analyzeResponseSchema.parse(response.json).id);
    }
    // Each time the page was tried again: its name was looked up.
    expect(asked.filter((name) => name === 'retry-bakery.com')).toHaveLength(3);
    // One report, one feed entry, one count among the top domains (issue 35).
    expect(new Set(answers).size).toBe(1);
    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.filter((item) => item.id === answers[0])).toHaveLength(1);
    expect(feed.filter((item) => item.url?.includes('retry-bakery.com'))).toHaveLength(1);
    const after = analyticsResponseSchema.parse((await server.get('/api/analytics')).json);
    expect(after.totalAnalyses).toBe(before.totalAnalyses + 1);
    const countAfter = (await domains()).find((d) => d.domain === 'retry-bakery.com')?.count;
    expect(countAfter).toBe(countBefore + 1);
  });

  it('still refuses a private address', async () => {
    for (const url of ['http://10.0.0.5/shop', 'https://private-bakery.com/']) {
      const response = await server.postJson('/api/analyze/url', { url, type: 'shopping' });
      expect(response.status).toBe(400);
      const message = errorBodySchema.parse(response.json).message;
      // What the address is, and what to do instead; never "offline" or "does not exist".
      expect(message).toMatch(/points to a private network .*never fetches/);
      expect(message).toMatch(/Send a link to a public web page, or paste the text/);
      expect(message).not.toMatch(/offline|could not be found|typos/);
    }
  });
});
