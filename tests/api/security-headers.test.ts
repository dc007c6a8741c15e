/**
 * Every answer, API and UI, success and refusal, carries the security headers: a strict
 * Content-Security-Policy, nosniff, no-referrer, same-origin opener, no framing, no X-Powered-By.
 * HTTPS-only headers appear only for requests that really came over HTTPS (via a trusted proxy).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_SECONDS } from '../../src/server/security/headers';
import { makeTempDir, startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function parseCsp(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').not.toBeNull();
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

function expectSecurityHeaders(response: ApiResponse, label: string, csp = EXPECTED_CSP) {
  const h = response.headers;
  expect(parseCsp(h.get('content-security-policy')), label).toEqual(csp);
  expect(h.get('x-content-type-options'), label).toBe('nosniff');
  expect(h.get('x-powered-by'), label).toBeNull();
  expect(h.get('referrer-policy'), label).toBe('no-referrer');
  expect(h.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(h.get('x-frame-options'), label).toBe('DENY');
  // Plain HTTP: no HSTS (meaningless and misleading over http://127.0.0.1).
  expect(h.get('strict-transport-security'), label).toBeNull();
}

let server: TestServer;
let uiDir: string;

beforeAll(async () => {
  // A stand-in for the built UI, so the SPA's own responses are covered too.
  uiDir = await makeTempDir('factlens-ui-');
  await mkdir(join(uiDir, 'assets'));
  await writeFile(
    join(uiDir, 'index.html'),
    '<!doctype html><title>FactLens</title><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(join(uiDir, 'assets', 'app.js'), 'console.log("ui")');
  server = await startTestServer({ staticDir: uiDir });
});
afterAll(() => server?.close());

describe('security headers', () => {
  it('are on API answers, successes and refusals alike', async () => {
    expectSecurityHeaders(await server.get('/api/meta'), 'GET /api/meta');
    expectSecurityHeaders(await server.get('/api/public-feed'), 'GET /api/public-feed');
    expectSecurityHeaders(await server.get('/api/analysis/missing'), '404 analysis');
    expectSecurityHeaders(await server.get('/api/nope'), '404 unknown route');
    expectSecurityHeaders(
      await server.postJson('/api/analyze/text', { content: '' }),
      '400 empty text',
    );
    expectSecurityHeaders(
      await server.request('/api/analyze/text', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      '400 bad JSON',
    );
    expectSecurityHeaders(await server.request('/api/meta', { method: 'DELETE' }), '405');
  });

  it('are on the UI: pages, deep links and assets', async () => {
    const page = await server.get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>FactLens</title>');
    expectSecurityHeaders(page, 'GET /');
    expectSecurityHeaders(await server.get('/shared/abc'), 'GET /shared/abc');
    const asset = await server.get('/assets/app.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'GET /assets/app.js');
    // A missing file is a JSON 404 {message} (never an HTML page the browser cannot use as an
    // image), with the same headers as everything else.
    const missing = await server.get('/missing.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expectSecurityHeaders(missing, '404 file');
  });

  it('are on rate-limit refusals too', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_READ_PER_MIN: '1' } });
    try {
      expect((await limited.get('/api/meta')).status).toBe(200);
      const refused = await limited.get('/api/meta');
      expect(refused.status).toBe(429);
      expectSecurityHeaders(refused, '429');
    } finally {
      await limited.close();
    }
  });

  it('ignore a claim of HTTPS from a client that is not a trusted proxy', async () => {
    const response = await server.request('/api/meta', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('add HSTS and upgrade-insecure-requests behind a trusted HTTPS proxy (TRUST_PROXY)', async () => {
    const proxied = await startTestServer({ staticDir: uiDir, env: { TRUST_PROXY: 'loopback' } });
    try {
      const overHttps = await proxied.request('/', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(overHttps.headers.get('strict-transport-security')).toBe(
        `max-age=${HSTS_MAX_AGE_SECONDS}`,
      );
      expect(HSTS_MAX_AGE_SECONDS).toBe(31_536_000);
      expect(parseCsp(overHttps.headers.get('content-security-policy'))).toEqual({
        ...EXPECTED_CSP,
        'upgrade-insecure-requests': [],
      });
      // The same proxy forwarding plain HTTP: none of it.
      expectSecurityHeaders(
        await proxied.request('/', { headers: { 'x-forwarded-proto': 'http' } }),
        'proxied http',
      );
    } finally {
      await proxied.close();
    }
  });
});
