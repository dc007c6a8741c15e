/**
 * Property-based fuzzing of the JSON analyze endpoints (POST /api/analyze/text, /api/analyze/url)
 * over HTTP against a real server: random and broken JSON, deep and huge values, odd Unicode,
 * wrong types and odd content types. Whatever arrives, the answer is below 500 and JSON, a 4xx
 * carries {message}, a refusal stores nothing, and the server keeps serving.
 *
 * No generated address can make the server resolve a real name or leave this machine: URLs use
 * non-public IP literals or .invalid names, and random strings that would read as any other host
 * are filtered out before they are sent (see isSafeToSend).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  ERRORS,
  MAX_TEXT_CHARS,
  analyzeResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import {
  contentTypeArb,
  expectApiAnswer,
  expectStillServing,
  fuzzRuns,
  jsonBodyArb,
  oddString,
  rawRequest,
  VIDEO_LINKS,
  isSafeToSend,
  takeSnapshot,
  type StoreSnapshot,
  startFuzzServer,
} from '../helpers/fuzz';
import { isLoopback, recordConnections } from '../helpers/outbound-connections';
import type { ApiResponse, TestServer } from '../helpers/server';

/** Runs per property: each file stays well under a minute on a busy 2-core machine. */
const NUM_RUNS = fuzzRuns(120);

let server: TestServer;
let knownId: string;
let snapshot: StoreSnapshot;

beforeAll(async () => {
  ({ server, knownId, snapshot } = await startFuzzServer());
});
afterAll(() => server.close());

/**
 * Checks one answer: the shared properties, then either nothing changed (4xx) or a real analysis
 * was stored and can be read back (2xx), which becomes the new baseline.
 */
async function checkAnswer(response: ApiResponse, what: string): Promise<void> {
  expectApiAnswer(response, what);
  if (response.status >= 400) {
    expect(
      await takeSnapshot(server, knownId),
      `${what}: a refused request changed stored data`,
    ).toEqual(snapshot);
    return;
  }
  const { id } = analyzeResponseSchema.parse(response.json);
  const stored = await server.get(`/api/analysis/${id}`);
  expect(stored.status, `${what}: stored analysis ${id}`).toBe(200);
  storedAnalysisResponseSchema.parse(stored.json);
  snapshot = await takeSnapshot(server, knownId);
}

/** Non-public addresses written the many ways people and attackers write them. */
const privateHostArb = fc.oneof(
  fc.constantFrom(
    '127.0.0.1',
    '127.1',
    '0x7f.1',
    '0177.0.0.1',
    '2130706433',
    '0',
    '0.0.0.0',
    '10.0.0.1',
    '192.168.1.1',
    '172.16.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[fe80::1]',
    '[fc00::1]',
    'localhost',
    'LOCALHOST',
  ),
  fc.stringMatching(/^[a-z0-9-]{1,20}(?:\.[a-z0-9-]{1,10}){0,2}$/).map((name) => `${name}.invalid`),
);

/** URLs on those hosts with odd ports, credentials, paths, queries and fragments. */
const hostileUrlArb = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('http://', 'https://', 'HTTP://') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '',
          '//',
          'http:/',
          'https:\\\\',
          'ftp://',
          'file://',
          'javascript:',
          'data:text/html,',
        ),
      },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('user:pass@', 'a@', '@') },
    ),
    privateHostArb,
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('', ':80', ':443') },
      { weight: 1, arbitrary: fc.constantFrom(':0', ':8080', ':65535', ':65536', ':-1', ':abc') },
    ),
    oddString(40).map((s) => `/${s}`),
    fc.constantFrom('', '?utm_source=x', '#frag', '?a=%00', '/../../etc/passwd'),
  )
  .map((parts) => parts.join(''));

const urlFieldArb = fc.oneof(
  { weight: 4, arbitrary: hostileUrlArb },
  { weight: 2, arbitrary: oddString(80) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      `http://${'a'.repeat(3000)}.invalid`,
      ...VIDEO_LINKS,
    ),
  },
);

const urlRequestArb = fc
  .oneof(
    { weight: 4, arbitrary: fc.record({ url: urlFieldArb }, { requiredKeys: ['url'] }) },
    {
      weight: 2,
      arbitrary: fc.record({
        url: urlFieldArb,
        type: fc.oneof(
          fc.constantFrom('article', 'shopping', 'video', 'ARTICLE', '', null),
          oddString(10),
        ),
      }),
    },
  )
  .filter((request) => isSafeToSend(request.url));

describe('fuzzing POST /api/analyze/text', () => {
  it('answers any body and content type below 500, with JSON, changing nothing when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(jsonBodyArb('content'), contentTypeArb, async (body, contentType) => {
        const response = await rawRequest(server, 'POST', '/api/analyze/text', body, contentType);
        await checkAnswer(response, `text ${contentType} ${String(body).slice(0, 80)}`);
      }),
      { numRuns: NUM_RUNS },
    );
    await expectStillServing(server);
  });

  it('analyses or clearly refuses any odd-Unicode text sent as proper JSON', async () => {
    await fc.assert(
      fc.asyncProperty(oddString(400), async (content) => {
        const response = await server.postJson('/api/analyze/text', { content });
        await checkAnswer(response, `text ${JSON.stringify(content).slice(0, 80)}`);
        // Text with something to read is analyzed, or refused only as too short to judge.
        if (/[a-z]{3}/i.test(content) && content.length < 100_000 && response.status !== 200) {
          expect(response.status).toBe(422);
          expect((response.json as { message: string }).message).toBe(ERRORS.textTooShort);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

/**
 * Pieces that, repeated to the length limit, once made the offline analyzer quadratic: runs of
 * dots, digit groups, capitalised or dotted "words", a 20,000-letter word's n-grams, host-like
 * runs. Each took from seconds to minutes of one CPU (blocking every other request).
 */
const REPEATED_PIECES = [
  '.',
  '0.',
  '0,',
  '1.',
  'A',
  'A.',
  'A-',
  "A'",
  'U.S.',
  'a.b',
  'ǅ',
  '0',
  'a',
  '😀',
  '!?',
  '. ',
  'Dr. A',
  '$1',
  'http://a',
  '\n',
];

describe('POST /api/analyze/text with pathological shapes', () => {
  // Generous for a busy machine; before the fixes some of these took minutes of CPU each.
  it.each(REPEATED_PIECES)(
    'analyses %j repeated up to the 100,000-character limit (a slow pattern would time this out)',
    async (piece) => {
      const length = MAX_TEXT_CHARS - 3;
      const content = `${piece.repeat(Math.ceil(length / piece.length)).slice(0, length)} z!`;
      const response = await server.postJson('/api/analyze/text', { content });
      await checkAnswer(response, `${JSON.stringify(piece)} x ${length}`);
      if (piece.trim() === '') {
        // Blank lines collapse, and what is left ("z!") has nothing to judge: refused, quickly.
        expect(response.status).toBe(422);
        expect((response.json as { message: string }).message).toBe(ERRORS.textTooShort);
      } else expect(response.status).toBe(200);
    },
    60_000,
  );
});

describe('fuzzing POST /api/analyze/url', () => {
  it('never generates an address the server would look up in real DNS', () => {
    expect(isSafeToSend('example.com')).toBe(false);
    expect(isSafeToSend('https://8.8.8.8.nip.io/')).toBe(false);
    expect(isSafeToSend('http://10.0.0.1/')).toBe(true);
    expect(isSafeToSend('https://x.invalid/')).toBe(true);
    expect(isSafeToSend('x.invalid:80/a')).toBe(true);
    expect(isSafeToSend('news.example.org/a')).toBe(false);
    expect(isSafeToSend('HTTP://a.b')).toBe(false);
    expect(isSafeToSend('http://8.8.8.8/')).toBe(false);
    expect(isSafeToSend('http://134744072/')).toBe(false);
    expect(isSafeToSend('http://[2001:4860:4860::8888]/')).toBe(false);
    expect(isSafeToSend('http://0x7f.1/')).toBe(true);
    expect(isSafeToSend('http://[::ffff:127.0.0.1]/')).toBe(true);
    expect(isSafeToSend('http://[fe80::1]/')).toBe(true);
    expect(isSafeToSend('http://[::ffff:10.1.2.3]/')).toBe(true);
    expect(isSafeToSend('http://[::ffff:160.255.0.1]/')).toBe(false);
  });

  it('refuses, fails fast or reports from the address alone on hostile addresses, below 500, connecting nowhere but loopback', async () => {
    const connections = recordConnections();
    onTestFinished(() => connections.stop());
    await fc.assert(
      fc.asyncProperty(urlRequestArb, async (request) => {
        const response = await server.postJson('/api/analyze/url', request);
        await checkAnswer(response, `url ${JSON.stringify(request).slice(0, 120)}`);
        // Nothing here is a readable public page: it is refused, or (a name that does not
        // resolve) reported from its address alone, never read.
        if (response.status === 200) {
          const results = analyzeResponseSchema.parse(response.json).results;
          expect(results.pageNotOpened, JSON.stringify(request)).toBeDefined();
        } else expect(response.status, JSON.stringify(request)).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: NUM_RUNS },
    );
    await expectStillServing(server);
    expect(connections.targets, 'the recorder sees connections').toContain(
      await connections.probe(server.url),
    );
    expect(connections.targets.filter((target) => !isLoopback(target))).toEqual([]);
  });

  it('answers any body and content type below 500, with JSON', async () => {
    const safeBody = jsonBodyArb('url').filter((body) =>
      isSafeBody(typeof body === 'string' ? body : new TextDecoder().decode(body)),
    );
    await fc.assert(
      fc.asyncProperty(safeBody, contentTypeArb, async (body, contentType) => {
        const response = await rawRequest(server, 'POST', '/api/analyze/url', body, contentType);
        await checkAnswer(response, `url ${contentType} ${String(body).slice(0, 80)}`);
      }),
      { numRuns: NUM_RUNS },
    );
    await expectStillServing(server);
  });
});

/** A raw body is safe when, read as JSON, its "url" (if a string) cannot reach a real name. */
function isSafeBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'url' in parsed) {
      const { url } = parsed as { url: unknown };
      return typeof url !== 'string' || isSafeToSend(url);
    }
  } catch {
    // Not JSON: the server refuses it before looking at any address.
  }
  return true;
}
