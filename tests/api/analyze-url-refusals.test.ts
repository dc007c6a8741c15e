// Every refusal of POST /api/analyze/url, answered in time with a 4xx and a message naming the
// reason. Only loopback addresses appear here: other ranges are covered by the classifier's unit
// tests on literal addresses, so no test can send a packet off this machine even if the fetcher
// had a bug.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URL_CHARS, analyzeResponseSchema, errorBodySchema } from '../../src/shared';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startTestServer, type TestServer } from '../helpers/server';

/** Short caps so the slow and endless pages are cut off quickly. */
const TIMEOUT_MS = 1200;
const MAX_BYTES = 256 * 1024;

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('POST /api/analyze/url refusals', () => {
  let web: FixtureServer;
  let server: TestServer;
  let deadPort: number;
  beforeAll(async () => {
    web = await startFixtureServer();
    deadPort = await closedPort();
    server = await startTestServer({
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: `${web.hostPort}, 127.0.0.1:${deadPort}`,
        FETCH_TIMEOUT_MS: String(TIMEOUT_MS),
        FETCH_MAX_BYTES: String(MAX_BYTES),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  async function refused(url: string, status: number, message: RegExp, type?: string) {
    const response = await server.postJson('/api/analyze/url', type ? { url, type } : { url });
    expect(response.status, `${url}: ${response.text}`).toBe(status);
    const body = errorBodySchema.parse(response.json);
    expect(body.message).toMatch(message);
    return body;
  }

  it.each([
    'ftp://example.com/file.html',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<h1>hi</h1>',
    'gopher://example.com/',
    'ws://example.com/',
  ])('accepts only http and https: %s', async (url) => {
    await refused(url, 400, /Only web addresses starting with http:\/\/ or https:\/\//);
  });

  it('refuses addresses longer than MAX_URL_CHARS, saying the limit', async () => {
    const url = `https://example.com/${'a'.repeat(MAX_URL_CHARS)}`;
    await refused(url, 400, /at most 2,048 characters/);
  });

  it('refuses text that is not an address, and addresses with credentials', async () => {
    await refused('not a web address', 400, /not a web address/);
    await refused('http://', 400, /not a web address/);
    await refused(`http://user:secret@${web.hostPort}/article`, 400, /user name or password/);
  });

  it.each([
    'http://127.0.0.1/article',
    'http://127.0.0.2/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://localhost/',
  ])('refuses the loopback address %s when it is not allow-listed', async (url) => {
    await refused(
      url,
      400,
      /points to (this server itself|an IPv4 address in IPv6 disguise) \((loopback|IPv4-mapped) address /,
    );
  });

  it('refuses ports other than 80 and 443 unless the host:port is allow-listed', async () => {
    const otherPort = web.port === 65535 ? web.port - 1 : web.port + 1;
    await refused(
      `http://127.0.0.1:${otherPort}/article`,
      400,
      new RegExp(`ports 80 and 443 .* port ${otherPort}`),
    );
    // The allow-list names a host and a port: the same port under another name is not on it.
    await refused(`http://127.0.0.2:${web.port}/article`, 400, /ports 80 and 443/);
  });

  it('re-checks every redirect: an allowed page cannot send the fetcher to a forbidden one', async () => {
    const via = (target: string) =>
      `${web.origin}/redirect-to?target=${encodeURIComponent(target)}`;
    await refused(
      via('http://127.0.0.1/admin'),
      400,
      /redirected to 127\.0\.0\.1, and that address points to this server itself/,
    );
    await refused(via('http://2130706433/'), 400, /redirected to 127\.0\.0\.1/);
    await refused(via('http://[::1]/'), 400, /redirected to \[::1\]/);
    // The fixture itself under a name that is not allow-listed: refused, so never requested.
    await refused(via(`http://localhost:${web.port}/admin`), 400, /ports 80 and 443/);
    await refused(via('file:///etc/passwd'), 400, /Only web addresses starting with http/);
    expect(web.requests.filter((r) => r.path === '/admin')).toEqual([]);
  });

  it('follows at most 5 redirects', async () => {
    await refused(`${web.origin}/hops/5`, 422, /redirected more than 5 times/);
  });

  it.each([
    ['/image', /"image\/png", not a web page/],
    ['/json', /"application\/json", not a web page/],
    ['/no-type', /without a declared type/],
  ])('reads only HTML, XHTML and plain text: %s', async (path, message) => {
    await refused(`${web.origin}${path}`, 422, message);
  });

  it('cuts off a page larger than the byte cap, endless or declared', async () => {
    const body = await refused(`${web.origin}/endless`, 422, /larger than 256 KB/);
    expect(body.type).toBe('guidance');
    await refused(`${web.origin}/declared-huge`, 422, /larger than 256 KB/);
  });

  it('answers within the time cap for a page that never answers or never ends', async () => {
    // Both pages would hold the request forever; only the fetcher's deadline ends it, well
    // before this test's own timeout. The page was not opened, so the report is from its address.
    for (const path of ['/slow', '/trickle']) {
      const response = await server.postJson('/api/analyze/url', { url: `${web.origin}${path}` });
      expect(response.status).toBe(200);
      const results = analyzeResponseSchema.parse(response.json).results;
      expect(results.pageNotOpened?.reason).toBe('timeout');
      expect(results.pageNotOpened?.message).toMatch(/did not answer within 1\.2 seconds/);
    }
  }, 180_000);

  it('says when a site cannot be reached or answers with an error', async () => {
    // Refused and error statuses leave a report built from the address (domain-only-reports.test.ts).
    for (const [url, reason] of [
      [`http://127.0.0.1:${deadPort}/`, 'refused'],
      [`${web.origin}/not-found`, 'error_status'],
    ] as const) {
      const response = await server.postJson('/api/analyze/url', { url });
      expect(response.status).toBe(200);
      expect(analyzeResponseSchema.parse(response.json).results.pageNotOpened?.reason).toBe(reason);
    }
    await refused(`${web.origin}/corrupt-gzip`, 422, /broke off or arrived corrupted/);
    await refused(`${web.origin}/broken-off`, 422, /broke off or arrived corrupted/);
    await refused(`${web.origin}/empty`, 422, /no text FactLens can read/);
  });

  it('stores nothing for a refused address, only the reports built from an address', async () => {
    const metrics = (await server.get('/api/database-metrics')).json as { totalAnalyses: string };
    // The two timeouts, the refused connection and the 404 above.
    expect(metrics.totalAnalyses).toBe('4');
  });
});
