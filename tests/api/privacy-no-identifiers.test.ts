/**
 * Privacy page, "What we do not collect" and "Cookies": no IP address, user agent or cookie of a
 * visitor is ever written to a log or to disk, and the hosted service sets no cookie.
 *
 * A real server logs at trace level into memory while a visitor with a distinctive User-Agent,
 * X-Forwarded-For (trusted, so it is the address the rate limits count), X-Real-IP, Forwarded and
 * cookies uses every route, hits a rate limit and sends bad input. Then the log and every file in
 * the data directory (SQLite file, -wal, -shm), while running and after shutdown, are searched
 * for those values and for 127.0.0.1, the address the requests really came from.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { createLogger } from '../../src/server/logger';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { makeTempDir, startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

const USER_AGENT = 'PrivacyProbeBrowser/9.7 (UA-token-5f3c1d)';
const UA_TOKEN = 'UA-token-5f3c1d';
const FORWARDED_IP = '203.0.113.77';
const OTHER_FORWARDED_IP = '198.51.100.23';
const FORWARDED_HEADER_IP = '198.51.100.24';
/** A second visitor behind the same proxy. */
const SECOND_VISITOR_IP = '192.0.2.55';
const COOKIE_VALUE = 'c00kie-value-8e2a';
const CLIENT_ADDRESS = '127.0.0.1';
const UI_DIR = resolve('out/renderer');

/** Every value that identifies the visitor; none may appear in a log line or a file. */
const IDENTIFIERS = [
  USER_AGENT,
  UA_TOKEN,
  FORWARDED_IP,
  OTHER_FORWARDED_IP,
  FORWARDED_HEADER_IP,
  SECOND_VISITOR_IP,
  COOKIE_VALUE,
  CLIENT_ADDRESS,
];

const VISITOR_HEADERS = {
  'user-agent': USER_AGENT,
  'x-forwarded-for': `${FORWARDED_IP}, ${OTHER_FORWARDED_IP}`,
  'x-real-ip': OTHER_FORWARDED_IP,
  forwarded: `for=${FORWARDED_HEADER_IP};proto=http`,
  cookie: `session=${COOKIE_VALUE}; _ga=GA1.2.${COOKIE_VALUE}`,
};

/** Analyses allowed per minute for this test: low, so the limit is reached and its path runs. */
const ANALYZE_LIMIT = 3;

let dataDir: string;
let server: TestServer;
let logText = '';
const responses: Array<{ path: string; response: ApiResponse }> = [];

const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText += chunk.toString('utf8');
    done();
  },
});

async function visit(path: string, init: RequestInit = {}): Promise<ApiResponse> {
  const response = await server.request(path, {
    ...init,
    headers: { ...VISITOR_HEADERS, ...(init.headers as Record<string, string> | undefined) },
  });
  responses.push({ path: `${init.method ?? 'GET'} ${path}`, response });
  return response;
}

const postJson = (path: string, body: unknown) =>
  visit(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every file under the data directory, as latin1 text (binary-safe for substring search). */
async function dataFiles(): Promise<Array<{ name: string; text: string; utf16: string }>> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const bytes = await readFile(join(entry.parentPath, entry.name));
      return { name: entry.name, text: bytes.toString('latin1'), utf16: bytes.toString('utf16le') };
    }),
  );
}

async function expectNoIdentifiersOnDisk(): Promise<void> {
  const files = await dataFiles();
  expect(files.map((f) => f.name)).toContain('factlens.db');
  for (const file of files) {
    for (const value of IDENTIFIERS) {
      expect(
        file.text.includes(value) || file.utf16.includes(value),
        `${value} found in ${file.name}`,
      ).toBe(false);
    }
  }
}

beforeAll(async () => {
  dataDir = await makeTempDir('factlens-privacy-');
  server = await startTestServer({
    dataDir,
    log: createLogger('trace', logSink),
    env: {
      LOG_LEVEL: 'trace',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_ANALYZE_PER_MIN: String(ANALYZE_LIMIT),
      RATE_LIMIT_READ_PER_MIN: '1000',
      FETCH_TIMEOUT_MS: '300',
      YOUTUBE_BASE_URL: 'http://127.0.0.1:9',
      YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
      YOUTUBE_TIMEOUT_MS: '300',
      ...(existsSync(join(UI_DIR, 'index.html')) ? { STATIC_DIR: UI_DIR } : {}),
    },
    ...(existsSync(join(UI_DIR, 'index.html')) ? { staticDir: UI_DIR } : {}),
  });

  const first = await postJson('/api/analyze/text', { content: NEWS_TEXT });
  const id = analyzeResponseSchema.parse(first.json).id;
  await postJson('/api/analyze/text', { content: SCAM_TEXT });
  await postJson('/api/analyze/url', { url: 'https://unreachable-site.invalid/article' });
  // Past the limit: the counter keyed by the forwarded address refuses this one.
  await postJson('/api/analyze/text', { content: `${NEWS_TEXT} Again.` });
  // Another address has its own budget: the limit is per address (held in memory).
  await visit('/api/analyze/text', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': SECOND_VISITOR_IP },
    body: JSON.stringify({ content: `${SCAM_TEXT} Second visitor.` }),
  });
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }),
    'not-really.png',
  );
  await visit('/api/analyze/image', { method: 'POST', body: form });
  for (const path of [
    `/api/analysis/${id}`,
    `/api/video-analysis/${id}`,
    '/api/analysis-criteria/article',
    '/api/public-feed',
    '/api/public-feed/status',
    '/api/database-metrics',
    '/api/analytics',
    '/api/export-dataset',
    '/api/daily-analysis',
    '/api/meta',
    '/api/my-analyses',
    '/api/no-such-route',
    '/api/analysis/%E0%A4%A',
    '/',
    '/feed',
    '/privacy',
    '/shared/unknown',
    '/no-such-page',
  ]) {
    await visit(path);
  }
  await visit('/api/analyze/text', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"content": broken',
  });
  await visit('/api/analytics', { method: 'DELETE' });
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('no IP address, user agent or cookie is ever written to a log or to disk', () => {
  it('the visitor used the service: analyses stored, one refused by the in-memory rate limit', () => {
    const statuses = responses.map(({ response }) => response.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(8);
    // The rate limit counted this visitor (by address, in memory) and refused the 4th analysis,
    // while a second address behind the same proxy was served.
    const analyses = responses
      .filter(({ path }) => path.startsWith('POST /api/analyze/'))
      .map(({ response }) => response.status);
    expect(analyses.slice(3, 5)).toEqual([429, 200]);
    // The log was written, at trace level, one line per request at least.
    expect(logText.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(responses.length);
  });

  it('no log line holds the user agent, a forwarded or real address, or a cookie', () => {
    for (const value of IDENTIFIERS)
      expect(logText.includes(value), `${value} found in the log`).toBe(false);
    expect(logText).not.toMatch(/user-?agent|x-forwarded-for|remoteAddress|"ip"|cookie/i);
  });

  it('no file in the data directory holds them while the server runs (SQLite file, -wal, -shm)', async () => {
    await expectNoIdentifiersOnDisk();
  });

  it('no file holds them after shutdown either (the write-ahead log checkpointed into the file)', async () => {
    await server.close();
    await expectNoIdentifiersOnDisk();
  });
});

describe('the hosted service sets no cookies', () => {
  it('no answer, API or UI, success or error, carries Set-Cookie', () => {
    expect(responses.length).toBeGreaterThan(20);
    for (const { path, response } of responses) {
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it.skipIf(!existsSync(join(UI_DIR, 'index.html')))(
    'the built UI pages were served (and set no cookie)',
    () => {
      const ui = responses.filter(({ path }) => path === 'GET /privacy' || path === 'GET /feed');
      for (const { path, response } of ui) {
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
        expect(response.headers.get('set-cookie'), path).toBeNull();
      }
    },
  );
});
