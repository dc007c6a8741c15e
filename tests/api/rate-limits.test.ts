/**
 * Per-address rate limits: analyses (publishing included) and reads each have a budget per minute;
 * past it the answer is 429 JSON {message} saying when to retry, with Retry-After and the standard
 * RateLimit headers. The address is a key in memory only: never logged, never on disk.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, errorBodySchema } from '../../src/shared';
import {
  ConfigError,
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  DEFAULT_RATE_LIMIT_READ_PER_MIN,
  loadConfig,
} from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { RATE_LIMIT_WINDOW_MS } from '../../src/server/security/rate-limit';
import { NEWS_TEXT } from '../helpers/samples';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

async function start(
  env: Record<string, string>,
  log?: ReturnType<typeof createLogger>,
): Promise<TestServer> {
  server = await startTestServer({ env, ...(log ? { log } : {}) });
  return server;
}

/** A request that counts against the analysis budget but is refused fast (empty text, 400). */
const emptyText = (s: TestServer, headers: Record<string, string> = {}) =>
  s.request('/api/analyze/text', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ content: '' }),
  });

function expectThrottled(
  response: ApiResponse,
  message: (perMinute: number, seconds: number) => string,
  perMinute: number,
): number {
  expect(response.status).toBe(429);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MS / 1000);
  // The message says the limit and, in words, the same wait as Retry-After.
  expect(errorBodySchema.parse(response.json)).toEqual({ message: message(perMinute, retryAfter) });
  expect(response.headers.get('ratelimit')).toMatch(
    new RegExp(`^limit=${perMinute}, remaining=0, reset=\\d+$`),
  );
  expect(response.headers.get('ratelimit-policy')).toBe(`${perMinute};w=60`);
  return retryAfter;
}

describe('the analysis budget (RATE_LIMIT_ANALYZE_PER_MIN)', () => {
  it('answers 429 with a retry time once an address has used its analyses for the minute', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '3' });
    const analyzed = await s.postJson('/api/analyze/text', { content: NEWS_TEXT });
    expect(analyzed.status).toBe(200);
    expect(analyzed.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    expect((await emptyText(s)).status).toBe(400);
    expect((await emptyText(s)).status).toBe(400);

    const refused = await s.postJson('/api/analyze/text', { content: NEWS_TEXT });
    const retryAfter = expectThrottled(refused, ERRORS.tooManyAnalyses, 3);
    expect(errorBodySchema.parse(refused.json).message).toMatch(
      new RegExp(`try again in ${retryAfter} seconds?\\.$`),
    );
    // Nothing was analyzed or stored for the refused request.
    expect((await s.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '1' });
  });

  it('is one budget for every way to analyze or publish, matched like the routes are', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '5' });
    expect((await s.postJson('/api/analyze/url', { url: '' })).status).toBe(400);
    const image = await s.request('/api/analyze/image', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(image.status).toBe(415);
    // Express matches routes without regard to case or a trailing slash; so must the limit.
    expect((await s.postJson('/API/Analyze/Text/', { content: '' })).status).toBe(400);
    expect((await s.postJson('/api/publish', {})).status).not.toBe(429);
    expect((await s.postJson('/api/analysis/some-id/publish', {})).status).not.toBe(429);

    for (const path of [
      '/api/analyze/text',
      '/api/analyze/url',
      '/api/analyze/image',
      '/api/publish',
      '/api/analysis/some-id/publish',
    ]) {
      expectThrottled(await s.postJson(path, {}), ERRORS.tooManyAnalyses, 5);
    }
  });

  it('leaves reading alone, and reads leave the analysis budget alone', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '1', RATE_LIMIT_READ_PER_MIN: '0' });
    for (let i = 0; i < 12; i += 1) expect((await s.get('/api/meta')).status).toBe(200);
    expect((await emptyText(s)).status).toBe(400);
    expect((await emptyText(s)).status).toBe(429);
    expect((await s.get('/api/public-feed')).status).toBe(200);
    // Other methods are not analyses: a GET on an analysis endpoint is 405, not 429.
    expect((await s.get('/api/analyze/text')).status).toBe(405);
  });

  it('lets the address analyze again once Retry-After has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '1' });
    expect((await emptyText(s)).status).toBe(400);
    vi.setSystemTime(new Date('2026-03-01T10:00:20Z'));
    const refused = await emptyText(s);
    const retryAfter = expectThrottled(refused, ERRORS.tooManyAnalyses, 1);
    expect(retryAfter).toBe(40);
    expect(errorBodySchema.parse(refused.json).message).toMatch(/try again in 40 seconds\.$/);

    vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
    expect((await emptyText(s)).status).toBe(429);
    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:20Z') + retryAfter * 1000));
    expect((await emptyText(s)).status).toBe(400);
  });

  it('is off at 0, and has the documented defaults', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' });
    for (let i = 0; i < DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN + 5; i += 1) {
      const response = await emptyText(s);
      expect(response.status).toBe(400);
      expect(response.headers.get('ratelimit')).toBeNull();
    }
    expect(loadConfig({}).rateLimits).toEqual({ analyzePerMinute: 10, readPerMinute: 300 });
    expect([DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN, DEFAULT_RATE_LIMIT_READ_PER_MIN]).toEqual([
      10, 300,
    ]);
  });
});

describe('the read budget (RATE_LIMIT_READ_PER_MIN)', () => {
  it('answers 429 past the reads allowed per minute, on any GET /api path', async () => {
    const s = await start({ RATE_LIMIT_READ_PER_MIN: '4', RATE_LIMIT_ANALYZE_PER_MIN: '0' });
    expect((await s.get('/api/meta')).status).toBe(200);
    expect((await s.get('/api/public-feed')).status).toBe(200);
    expect((await s.get('/api/analysis/no-such-id')).status).toBe(404);
    const last = await s.get('/api/analytics');
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit')).toMatch(/^limit=4, remaining=0, reset=\d+$/);

    expectThrottled(await s.get('/api/meta'), ERRORS.tooManyRequests, 4);
    expectThrottled(await s.get('/api/no-such-endpoint'), ERRORS.tooManyRequests, 4);
    // Analyses have their own budget (here none), and pages outside /api are not counted.
    expect((await emptyText(s)).status).toBe(400);
    expect((await s.get('/feed')).status).not.toBe(429);
  });

  it('is off in desktop mode, where one person uses a loopback server', async () => {
    const s = await start({
      HUB_URL: 'https://factlens.example',
      RATE_LIMIT_ANALYZE_PER_MIN: '1',
      RATE_LIMIT_READ_PER_MIN: '1',
    });
    for (let i = 0; i < 5; i += 1) {
      const read = await s.get('/api/meta');
      expect(read.status).toBe(200);
      expect(read.headers.get('ratelimit')).toBeNull();
      expect((await emptyText(s)).status).toBe(400);
    }
  });
});

describe('client addresses', () => {
  const lines: string[] = [];
  const captureLog = () =>
    createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );

  it('counts each address apart when a trusted proxy names it (TRUST_PROXY)', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '1', TRUST_PROXY: 'loopback' });
    const alice = { 'x-forwarded-for': '203.0.113.7' };
    const bob = { 'x-forwarded-for': '198.51.100.23' };
    expect((await emptyText(s, alice)).status).toBe(400);
    expect((await emptyText(s, alice)).status).toBe(429);
    expect((await emptyText(s, bob)).status).toBe(400);
    expect((await emptyText(s, bob)).status).toBe(429);
    // One IPv6 household (/56) is one client, whatever address it picks inside it.
    expect((await emptyText(s, { 'x-forwarded-for': '2001:db8:1:ff00::1' })).status).toBe(400);
    expect((await emptyText(s, { 'x-forwarded-for': '2001:db8:1:ff42::9' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer, says so once in the log, and never logs or stores an address', async () => {
    lines.length = 0;
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '2' }, captureLog());
    // A client cannot buy a fresh budget by making up addresses.
    expect((await emptyText(s, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(400);
    expect((await emptyText(s, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(400);
    expect((await emptyText(s, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await emptyText(s, { forwarded: 'for=203.0.113.10' })).status).toBe(429);
    expect((await s.postJson('/api/analyze/text', { content: NEWS_TEXT })).status).toBe(429);

    const warnings = lines.filter((line) => line.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"status":429'))).toHaveLength(3);
    for (const line of lines)
      expect(line).not.toMatch(/127\.0\.0\.1|203\.0\.113|::ffff|"ip"|remoteAddress/);
    // express-rate-limit's own self-checks found nothing to complain about, and print nothing.
    expect(lines.filter((line) => line.includes('rate limiter configuration'))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();

    await s.close();
    server = undefined;
    for (const name of await readdir(s.dataDir).catch(() => [] as string[])) {
      const bytes = await readFile(join(s.dataDir, name)).catch(() => Buffer.alloc(0));
      expect(bytes.includes('203.0.113')).toBe(false);
      expect(bytes.includes('127.0.0.1')).toBe(false);
    }
  });

  it('saves analyses without the address they came from', async () => {
    const s = await start({ RATE_LIMIT_ANALYZE_PER_MIN: '5', TRUST_PROXY: '1' });
    expect((await s.postJson('/api/analyze/text', { content: NEWS_TEXT })).status).toBe(200);
    const spoofed = await s.request('/api/analyze/text', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' },
      body: JSON.stringify({ content: NEWS_TEXT }),
    });
    expect(spoofed.status).toBe(200);
    const store = s.openStore();
    await store.close();
    const dataDir = s.dataDir;
    for (const name of await readdir(dataDir)) {
      const bytes = await readFile(join(dataDir, name));
      expect(bytes.includes('192.0.2.44'), name).toBe(false);
      expect(bytes.includes('127.0.0.1'), name).toBe(false);
    }
  });
});

describe('configuration', () => {
  it('refuses limits and proxy settings that make no sense, saying what would', () => {
    expect(() => loadConfig({ RATE_LIMIT_ANALYZE_PER_MIN: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_READ_PER_MIN: 'lots' })).toThrow(
      /RATE_LIMIT_READ_PER_MIN="lots" must be a number of requests per minute/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true" must be a number of proxy hops.*any visitor pick the address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /not understood: 10\.0\.0\.0\/99/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/at most 10 proxy hops/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });
});
