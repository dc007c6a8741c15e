// The fetcher with a stand-in resolver: names resolve to loopback or to addresses that must be
// refused before any connection, so nothing here can reach beyond 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureServer,
  type FixtureServer,
} from '../../../../../tests/fakes/web/fixture-server';
import { FetchRefused } from './fetch-errors';
import { safeFetch, type FetchPolicy, type Resolver } from './safe-fetch';

const table =
  (entries: Record<string, string[]>): Resolver =>
  async (name) => {
    const found = entries[name];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('safeFetch', () => {
  let web: FixtureServer;
  let policy: FetchPolicy;
  beforeAll(async () => {
    web = await startFixtureServer();
    policy = {
      allowPrivateHosts: [`news.test:${web.port}`],
      timeoutMs: 2000,
      maxBytes: 1024 * 1024,
      userAgent: 'FactLens/test (+credibility checker)',
      resolve: table({
        'news.test': ['127.0.0.1'],
        'rebind.test': ['127.0.0.1'],
        'metadata.test': ['169.254.169.254'],
        'mixed.test': ['93.184.216.34', '10.0.0.5'],
        'ula.test': ['fd12::1'],
        'mapped.test': ['::ffff:192.168.0.1'],
      }),
    };
  });
  afterAll(() => web.close());

  async function refusal(url: string): Promise<FetchRefused> {
    try {
      await safeFetch(new URL(url), policy);
    } catch (error) {
      expect(error).toBeInstanceOf(FetchRefused);
      return error as FetchRefused;
    }
    throw new Error(`${url} was fetched`);
  }

  it('connects to the address it resolved and checked, keeping the name in the Host header', async () => {
    const page = await safeFetch(new URL(`http://news.test:${web.port}/article`), policy);
    expect(page).toMatchObject({
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
      url: `http://news.test:${web.port}/article`,
    });
    const seen = web.requests.at(-1)!;
    expect(seen.headers.host).toBe(`news.test:${web.port}`);
    expect(seen.headers['user-agent']).toBe('FactLens/test (+credibility checker)');
  });

  it('refuses a name that resolves to a private or metadata address, before connecting', async () => {
    expect((await refusal('http://rebind.test/')).message).toMatch(
      /That address \(rebind\.test\) points to this server itself \(loopback address 127\.0\.0\.1\)/,
    );
    expect((await refusal('http://metadata.test/latest/meta-data/')).message).toMatch(
      /metadata service \(metadata address 169\.254\.169\.254\)/,
    );
    expect((await refusal('https://ula.test/')).message).toMatch(/unique-local/);
    expect((await refusal('https://mapped.test/')).message).toMatch(/IPv4-mapped/);
  });

  it('refuses a name if any of its addresses is private, not just the first', async () => {
    const error = await refusal('https://mixed.test/');
    expect(error.reason).toBe('private_address');
    expect(error.message).toMatch(/10\.0\.0\.5/);
  });

  it('says when a name does not exist', async () => {
    const error = await refusal('https://no-such-site.test/');
    expect(error).toMatchObject({ reason: 'dns', status: 422 });
    expect(error.message).toMatch(/could not be found/);
    expect(error.notOpened).toMatchObject({ reason: 'no_such_site', host: 'no-such-site.test' });
  });

  it('tells a machine without a network from a name that does not exist', async () => {
    for (const code of ['EAI_AGAIN', 'ESERVFAIL', 'ETIMEOUT']) {
      const offline: FetchPolicy = {
        ...policy,
        resolve: async () => Promise.reject(Object.assign(new Error(code), { code })),
      };
      const error = await safeFetch(new URL('https://shop.test/'), offline).catch((e) => e);
      expect(error).toBeInstanceOf(FetchRefused);
      expect(error).toMatchObject({ reason: 'offline', status: 422 });
      expect(error.notOpened).toMatchObject({ reason: 'offline', host: 'shop.test' });
    }
  });

  it('marks a refusal of a private address as not a page that failed to open', async () => {
    expect((await refusal('http://rebind.test/')).notOpened).toBeNull();
  });

  it('allows a private host only on the allow-listed port', async () => {
    expect(
      (await refusal(`http://news.test:${web.port + 1 > 65535 ? web.port - 1 : web.port + 1}/`))
        .reason,
    ).toBe('port');
    expect((await refusal('http://news.test/')).reason).toBe('private_address');
  });
});
