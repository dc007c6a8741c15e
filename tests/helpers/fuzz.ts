/**
 * Shared pieces of the HTTP fuzz tests (tests/api/fuzz-*.test.ts): generators of hostile input
 * (odd Unicode, broken and deep JSON, traversal ids, odd content types) and the properties every
 * /api answer must keep: never a 5xx, always JSON, a 4xx says what to do, and a refused request
 * changes nothing that is stored.
 */
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import fc from 'fast-check';
import { expect } from 'vitest';
import { analyzeResponseSchema, errorBodySchema } from '../../src/shared';
import { NEWS_TEXT } from './samples';
import { startTestServer, type ApiResponse, type TestServer } from './server';

/**
 * Environment for fuzzed servers: no throttling (the fuzzers send hundreds of requests), page and
 * video reads that give up fast, and YouTube pointed at a closed loopback port so a generated
 * video link never leaves the machine.
 */
export const FUZZ_ENV: Record<string, string> = {
  RATE_LIMIT_ANALYZE_PER_MIN: '0',
  RATE_LIMIT_READ_PER_MIN: '0',
  FETCH_TIMEOUT_MS: '300',
  YOUTUBE_BASE_URL: 'http://127.0.0.1:9',
  YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
  YOUTUBE_TIMEOUT_MS: '300',
};

/**
 * Valid video links: the server reads them from YOUTUBE_BASE_URL / YOUTUBE_OEMBED_URL only, which
 * FUZZ_ENV points at a closed loopback port.
 */
export const VIDEO_LINKS = [
  'youtu.be/dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://m.youtube.com/shorts/dQw4w9WgXcQ?t=1',
];

const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Loopback, private, link-local, CGNAT, "this network", multicast and broadcast IPv4 ranges. */
function isNonPublicIpv4(address: string): boolean {
  const [a = -1, b = -1] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** An IP literal (as URL writes it: dotted IPv4, bracketed IPv6) that is not a public address. */
function isNonPublicLiteral(host: string): boolean {
  if (IPV4_LITERAL.test(host)) return isNonPublicIpv4(host);
  // Loopback, unspecified, link-local, unique-local, and IPv4-mapped forms of the ranges above.
  return /^\[(?:::1?|fe[89ab][0-9a-f]?:[0-9a-f:]*|f[cd][0-9a-f]{0,2}:[0-9a-f:]*|::ffff:(?:a[0-9a-f]{2}|7f[0-9a-f]{2}|a9fe|c0a8|[0-9a-f]{1,2}):[0-9a-f]{1,4})\]$/i.test(
    host,
  );
}

/** The host a string would be fetched from if the server read it as a web address (or null). */
function hostIfUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * True when the server cannot turn this string into a request off this machine: read with or
 * without an added scheme (as the server does for "example.com"), any host is a non-public IP
 * literal, "localhost" (answered from /etc/hosts) or a .invalid name (which never resolves).
 */
export function isSafeToSend(input: string): boolean {
  const trimmed = input.trim();
  if (VIDEO_LINKS.includes(trimmed)) return true;
  // A scheme-less string may be read as https://<string>; one with a scheme only as itself.
  const candidates = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? [trimmed]
    : [trimmed, `https://${trimmed}`];
  for (const candidate of candidates) {
    const host = hostIfUrl(candidate);
    if (host === null || host === '') continue;
    if (!isNonPublicLiteral(host) && host !== 'localhost' && !host.endsWith('.invalid'))
      return false;
  }
  return true;
}

/**
 * The seed every property of a fuzz file runs with: FUZZ_SEED when given (to replay a failure),
 * else one derived from the commit under test, so a CI run is reproducible from its commit alone
 * and a failure seen there fails the same way here. Printed when a fuzz file starts; fast-check
 * names it (with the shrink path) in every failure too.
 */
function fuzzSeed(): number {
  const given = Number(process.env.FUZZ_SEED);
  if (process.env.FUZZ_SEED !== undefined && Number.isSafeInteger(given)) return given | 0;
  let commit = process.env.GITHUB_SHA ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      commit = '';
    }
  }
  // No git (an exported tree): a fixed seed is still reproducible.
  return /^[0-9a-f]{8}/i.test(commit) ? Number.parseInt(commit.slice(0, 8), 16) | 0 : 20_251_124;
}

export const FUZZ_SEED = fuzzSeed();
fc.configureGlobal({ seed: FUZZ_SEED });
console.log(
  `fuzz seed ${FUZZ_SEED}: replay with FUZZ_SEED=${FUZZ_SEED} npx vitest run <this file>`,
);

/**
 * Runs per property, scaled by FUZZ_SCALE (default 1) for a deeper local hunt, e.g.
 * FUZZ_SCALE=10 npx vitest run tests/api/fuzz-read-endpoints.test.ts
 */
export function fuzzRuns(runs: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? '1');
  return Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Characters that break naive code: NUL, lone surrogates, bidi controls, combining marks, emoji. */
export const ODD_CHARS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\udbff',
  '\u202e',
  '\u200f',
  '\u200b',
  '\u2066',
  '\u0301',
  '\u0338',
  '\u20dd',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u2028',
  '\u2029',
  '😀',
  '👩‍👩‍👧',
  '🇺🇳',
  '𝕏',
  'ß',
  'İ',
  'ﷺ',
  '\r\n',
  '\t',
  '"',
  "'",
  '\\',
  '/',
  '%',
  '%00',
  '../',
  '..\\',
  '%2e%2e%2f',
  '%252e',
  '<script>',
  '${',
  '{{',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '\u0000../',
];

/** One "character": mostly from the odd list, else any UTF-16 code unit. */
const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);

export const oddString = (maxLength = 40) => fc.string({ unit: oddUnit, maxLength });

/** Any JSON value whose strings are odd, nested a few levels. */
export const oddJsonValue = (maxDepth = 4) => fc.jsonValue({ maxDepth, stringUnit: oddUnit });

/** A value nested `depth` levels deep, as JSON text (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Content types a client might send, from right to absurd (header-safe ASCII only). */
export const contentTypeArb = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset="',
    'application/vnd.api+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'text/plain',
    'text/html',
    'image/png',
    '*/*',
    '',
    ';;;',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
);

/**
 * A request body for a JSON endpoint: a value under the expected key or another, a mutated or
 * truncated encoding, raw bytes, deep nesting, or a huge value.
 */
export function jsonBodyArb(field: string): fc.Arbitrary<Uint8Array | string> {
  const encode = (value: unknown) => JSON.stringify(value);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ [field]: oddJsonValue() }).map(encode) },
    { weight: 2, arbitrary: fc.record({ [field]: oddString(200) }).map(encode) },
    {
      weight: 2,
      arbitrary: fc.dictionary(oddString(8), oddJsonValue(3), { maxKeys: 4 }).map(encode),
    },
    { weight: 2, arbitrary: oddJsonValue(5).map(encode) },
    {
      weight: 1,
      arbitrary: fc.array(fc.record({ [field]: oddString() }), { maxLength: 3 }).map(encode),
    },
    {
      weight: 2,
      // Valid JSON cut short or with a byte changed.
      arbitrary: fc
        .tuple(
          fc.record({ [field]: oddString(60) }).map(encode),
          fc.nat(),
          fc.constantFrom('', '"', '}', '\\', ',', '\u0000'),
        )
        .map(([text, at, insert]) => text.slice(0, at % (text.length + 1)) + insert),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 200_000 }),
          fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        )
        .map(([depth, kind]) => `{"${field}":${deepJson(depth, kind)}}`),
    },
    {
      weight: 1,
      // Huge values near and past the JSON body limit (1 MB) and the text limit (100,000 chars).
      arbitrary: fc
        .tuple(
          fc.constantFrom(99_999, 100_001, 400_000, 1_100_000),
          fc.constantFrom('a', 'é', '😀', '\u0000', ' '),
        )
        .map(([n, ch]) => encode({ [field]: ch.repeat(Math.ceil(n / ch.length)) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        'true',
        '0',
        '""',
        '[]',
        '{}',
        '{"__proto__":{"x":1}}',
        `{"${field}":"x","${field}":1}`,
      ),
    },
  );
}

/**
 * Ids as they might arrive in a path: real-looking, traversal (plain and %-encoded), NUL, very
 * long, odd Unicode (encoded, since a path carries bytes).
 */
export const idArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.constantFrom(
    '..',
    '../',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '%2e%2e',
    '%252e%252e%252f',
    '%00',
    'a%00b',
    '..%5c..%5c',
    '%c0%ae%c0%ae%2f',
    '%ff',
    '%',
    '%zz',
    '%E0%A4%A',
    '.',
    '~',
    'AAAAAAAAAAAAAAAA',
    'x'.repeat(5000),
    '%u002e',
  ),
  oddString(30).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 })
    .map((s) => s.replace(/[#?\s]/g, ''))
    .filter((s) => s.length > 0),
);

/** A query string of random keys and values, raw or %-encoded. */
export const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(oddString(12), oddString(30)), { maxLength: 6 })
    .map(
      (pairs) =>
        `?${pairs.map(([k, v]) => `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`).join('&')}`,
    ),
  fc.constantFrom(
    '?',
    '??',
    '?=&=&',
    '?a[b][c][d][e][f]=1',
    '?__proto__[x]=1',
    '?a=%',
    '?a=%zz',
    `?${'a='.repeat(2000)}`,
    '?q=%00',
    '?id=../..',
  ),
);

export interface StoreSnapshot {
  metrics: string;
  known: string;
  feed: string;
}

/** What a refused request must not change: the counter, a known analysis and the feed. */
export async function takeSnapshot(server: TestServer, knownId: string): Promise<StoreSnapshot> {
  const [metrics, known, feed] = await Promise.all([
    server.get('/api/database-metrics'),
    server.get(`/api/analysis/${knownId}`),
    server.get('/api/public-feed'),
  ]);
  return { metrics: metrics.text, known: known.text, feed: feed.text };
}

/** A fuzzed server (FUZZ_ENV) holding one known analysis, and the snapshot refusals must keep. */
export async function startFuzzServer(): Promise<{
  server: TestServer;
  knownId: string;
  snapshot: StoreSnapshot;
}> {
  const server = await startTestServer({ env: FUZZ_ENV });
  const knownId = analyzeResponseSchema.parse(
    (await server.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
  ).id;
  return { server, knownId, snapshot: await takeSnapshot(server, knownId) };
}

/**
 * The properties of every /api answer: below 500, a JSON body, and for a 4xx the contract's
 * {message} with a message to act on and no internals.
 */
export function expectApiAnswer(
  response: ApiResponse,
  what: string,
  options: { hubUnreachable503?: boolean } = {},
): void {
  // A desktop server reads hub analyses through; with the hub unreachable that is a deliberate
  // 503 JSON {message} (src/server/services/analyses.ts), the one 5xx allowed where asked for.
  const allowed503 = options.hubUnreachable503 === true && response.status === 503;
  if (!allowed503)
    expect(
      response.status,
      `${what} -> ${response.status} ${response.text.slice(0, 300)}`,
    ).toBeLessThan(500);
  if (response.status === 204 || response.status === 304) return;
  expect(response.headers.get('content-type'), `${what}: content type`).toMatch(
    /^application\/json/,
  );
  expect(
    response.json,
    `${what}: body is JSON: ${response.text.slice(0, 200)}`,
  ).not.toBeUndefined();
  if (response.status >= 400) {
    const body = errorBodySchema.safeParse(response.json);
    expect(body.success, `${what}: error body ${response.text.slice(0, 200)}`).toBe(true);
    expect(response.text, `${what}: internals leaked`).not.toMatch(
      /\bat .+:\d+:\d+|SQLITE|stack|node_modules/i,
    );
  }
}

/** Raw request with an optional body and content type; fetch adds no content type of its own to bytes. */
export function rawRequest(
  server: TestServer,
  method: string,
  path: string,
  body?: Uint8Array | string,
  contentType?: string,
) {
  const headers: Record<string, string> = {};
  if (contentType !== undefined) headers['content-type'] = contentType;
  const sent: BodyInit | undefined = typeof body === 'string' ? body : body && new Uint8Array(body);
  return server.request(path, { method, headers, ...(sent !== undefined ? { body: sent } : {}) });
}

/** Still serving after the fuzzing: a plain read answers 200 JSON. */
export async function expectStillServing(server: TestServer): Promise<void> {
  const meta = await server.get('/api/meta');
  expect(meta.status).toBe(200);
  expect(meta.json).toMatchObject({ version: expect.any(String) });
}

/**
 * Writes raw bytes to the server on a fresh connection, half-closes it and collects whatever comes
 * back (maybe nothing) until the server closes or `timeoutMs` passes.
 */
export function sendRaw(
  url: string,
  bytes: Uint8Array | string,
  timeoutMs = 3000,
): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.end(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

/** Status and parsed JSON body of each HTTP answer in a raw reply (several when pipelined). */
export function parseRawAnswers(
  raw: string,
): Array<{ status: number; head: string; body: string }> {
  const answers: Array<{ status: number; head: string; body: string }> = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 'NaN');
    const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
    let body = '';
    let next = end + 4;
    if (rest.startsWith('HTTP/1.1 1')) {
      // An interim answer (100 Continue) has no body; the real one follows.
    } else if (Number.isFinite(length)) {
      body = rest.slice(next, next + length);
      next += length;
    } else if (chunked) {
      // Our answers are small: read chunks until the zero-size one.
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', next);
        const size = parseInt(rest.slice(next, lineEnd), 16);
        if (!(size > 0)) {
          next = rest.indexOf('\r\n\r\n', lineEnd) + 4;
          break;
        }
        body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
        next = lineEnd + 2 + size + 2;
      }
    } else {
      body = rest.slice(next);
      next = rest.length;
    }
    answers.push({ status: Number(head.slice(9, 12)), head, body });
    rest = rest.slice(next);
  }
  return answers;
}
