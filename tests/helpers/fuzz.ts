/**
 * Shared pieces of the HTTP fuzz tests (tests/api/fuzz-*.test.ts): generators of hostile input
 * (odd Unicode, broken and deep JSON, traversal ids, odd content types) and the properties every
 * /api answer must keep: never a 5xx, always JSON, a 4xx says what to do, and a refused request
 * changes nothing that is stored.
 * The input generators are in fuzz-inputs.ts, the safe-host check in fuzz-safe-hosts.ts and raw
 * socket requests in fuzz-raw.ts; all are re-exported here, so the fuzz tests import one module.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { expect } from 'vitest';
import { analyzeResponseSchema, errorBodySchema } from '../../src/shared';
import { NEWS_TEXT } from './samples';
import { startTestServer, type ApiResponse, type TestServer } from './server';

export {
  ODD_CHARS,
  contentTypeArb,
  deepJson,
  idArb,
  jsonBodyArb,
  oddJsonValue,
  oddString,
  queryArb,
} from './fuzz-inputs';
export { parseRawAnswers, sendRaw } from './fuzz-raw';
export { VIDEO_LINKS, isSafeToSend } from './fuzz-safe-hosts';

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
