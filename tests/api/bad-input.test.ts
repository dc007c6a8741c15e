/**
 * Every kind of bad request gets a 4xx JSON {message} that says what to do, and leaves what is
 * stored exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  ERRORS,
  MAX_TEXT_CHARS,
  analyzeResponseSchema,
  errorBodySchema,
} from '../../src/shared';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/errors';
import { INPUT_KINDS } from '../../src/server/kinds/registry';
import { NEWS_TEXT } from '../helpers/samples';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let server: TestServer;
let storedId: string;
let snapshot: { metrics: string; record: string; feed: string };

async function takeSnapshot() {
  return {
    metrics: (await server.get('/api/database-metrics')).text,
    record: (await server.get(`/api/analysis/${storedId}`)).text,
    feed: (await server.get('/api/public-feed')).text,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const stored = await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
  storedId = analyzeResponseSchema.parse(stored.json).id;
  snapshot = await takeSnapshot();
  expect(snapshot.metrics).toBe('{"totalAnalyses":"1"}');
});
afterAll(() => server.close());

/** The response is a 4xx JSON error with this status (and message), and nothing was stored. */
async function expectRefused(response: ApiResponse, status: number, message?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = errorBodySchema.parse(response.json);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|SQLITE|stack/i);
  expect(await takeSnapshot()).toEqual(snapshot);
  return body;
}

const postRaw = (body: string, contentType = 'application/json') =>
  server.request('/api/analyze/text', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('POST /api/analyze/text with bad input', () => {
  it('refuses empty text', async () => {
    const body = await expectRefused(
      await server.postJson('/api/analyze/text', { content: '' }),
      400,
      ERRORS.emptyText,
    );
    expect(body.type).toBe('guidance');
  });

  it('refuses whitespace-only text', async () => {
    await expectRefused(
      await server.postJson('/api/analyze/text', { content: ' \n\t \u00a0 ' }),
      400,
      ERRORS.emptyText,
    );
  });

  it.each(['hi', 'ok thanks', 'lol', '  Hello there!  '])(
    'refuses %j as too short to judge, saying to paste the whole message, storing nothing',
    async (content) => {
      const body = await expectRefused(
        await server.postJson('/api/analyze/text', { content }),
        422,
        ERRORS.textTooShort,
      );
      expect(body.message).toMatch(/Paste the whole message or article/);
      expect(body.type).toBe('guidance');
    },
  );

  it('refuses text over the limit with 413 and the limit in the message', async () => {
    const response = await server.postJson('/api/analyze/text', {
      content: 'a'.repeat(MAX_TEXT_CHARS + 1),
    });
    const body = await expectRefused(response, 413, ERRORS.textTooLong(MAX_TEXT_CHARS));
    expect(body.message).toContain('100,000');
  });

  it.each([
    ['a number', { content: 42 }],
    ['null', { content: null }],
    ['an array', { content: ['text'] }],
    ['an object', { content: { text: 'x' } }],
    ['missing', {}],
    ['misnamed', { text: NEWS_TEXT }],
    ['a JSON array body', [NEWS_TEXT]],
  ])('refuses content that is %s, saying to send {"content": "..."}', async (_label, payload) => {
    await expectRefused(await server.postJson('/api/analyze/text', payload), 400, /"content"/);
  });

  it('refuses broken JSON', async () => {
    await expectRefused(await postRaw('{"content": "unterminated'), 400, ERRORS.badJson);
  });

  it('refuses a bare JSON string (the body must be an object)', async () => {
    await expectRefused(await postRaw('"just a string"'), 400, ERRORS.badJson);
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefused(await postRaw(NEWS_TEXT, 'text/plain'), 400, /"content"/);
  });

  it('refuses an empty body', async () => {
    await expectRefused(
      await server.request('/api/analyze/text', { method: 'POST' }),
      400,
      /"content"/,
    );
  });

  it('refuses a body in another charset or compression with 415', async () => {
    await expectRefused(
      await postRaw('{"content": "x"}', 'application/json; charset=latin-9'),
      415,
      ERRORS.unsupportedEncoding,
    );
    const compressed = await server.request('/api/analyze/text', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'made-up' },
      body: '{"content": "x"}',
    });
    await expectRefused(compressed, 415, ERRORS.unsupportedEncoding);
  });

  it('refuses a body over the JSON limit with 413 JSON', async () => {
    const huge = JSON.stringify({ content: 'b'.repeat(JSON_BODY_LIMIT_BYTES + 10) });
    await expectRefused(await postRaw(huge), 413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  });
});

const WEIRD_IDS = [
  ['a path traversal', encodeURIComponent('../../etc/passwd')],
  ['500 characters', 'x'.repeat(500)],
  ['SQL', encodeURIComponent("' OR '1'='1")],
  ['a NUL byte', '%00'],
  ['non-ASCII', encodeURIComponent('ünïcødé')],
  ['a lookalike of a real id with a dot', 'abc.def'],
];

describe('ids in paths', () => {
  it('answers 404 JSON for an unknown id', async () => {
    await expectRefused(
      await server.get('/api/analysis/AAAAAAAAAAAAAAAA'),
      404,
      ERRORS.analysisNotFound,
    );
    await expectRefused(
      await server.get('/api/video-analysis/AAAAAAAAAAAAAAAA'),
      404,
      ERRORS.videoAnalysisNotFound,
    );
  });

  it.each(WEIRD_IDS)('answers 404 JSON for an id that is %s', async (_label, id) => {
    await expectRefused(await server.get(`/api/analysis/${id}`), 404, ERRORS.analysisNotFound);
    await expectRefused(
      await server.get(`/api/video-analysis/${id}`),
      404,
      ERRORS.videoAnalysisNotFound,
    );
  });

  it('answers 400 JSON, not 500, for a path with a broken %-escape', async () => {
    await expectRefused(await server.get('/api/analysis/%E0%A4%A'), 400, ERRORS.badRequest);
    await expectRefused(await server.get('/api/analysis-criteria/%ZZ'), 400, ERRORS.badRequest);
  });

  it('does not serve a text analysis as a video analysis', async () => {
    await expectRefused(
      await server.get(`/api/video-analysis/${storedId}`),
      404,
      ERRORS.videoAnalysisNotFound,
    );
  });
});

describe('unknown things', () => {
  it.each(['podcast', 'ARTICLE', 'text', encodeURIComponent('../video')])(
    'answers 404 JSON for criteria type %s',
    async (type) => {
      const body = await expectRefused(
        await server.get(`/api/analysis-criteria/${type}`),
        404,
        ERRORS.unknownCriteriaType(
          ANALYSIS_TYPES.filter((kind) => INPUT_KINDS[kind].criteria !== null),
        ),
      );
      expect(body.message).toContain('article, shopping, video, screenshot');
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/analysis'],
    ['DELETE', '/api/analyze'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    await expectRefused(await server.request(path, { method }), 404, ERRORS.unknownRoute);
  });

  it('answers the desktop-only DELETE /api/analysis/:id with 404 JSON on the hosted site', async () => {
    const response = await server.request('/api/analysis/AAAAAAAAAAAAAAAA', { method: 'DELETE' });
    await expectRefused(response, 404, ERRORS.desktopOnly);
  });

  it.each([
    ['GET', '/api/analyze/text', 'POST'],
    ['PUT', '/api/analyze/text', 'POST'],
    ['POST', '/api/public-feed', 'GET'],
    ['DELETE', '/api/video-analysis/AAAAAAAAAAAAAAAA', 'GET'],
    ['POST', '/api/analytics', 'GET'],
    ['PATCH', '/api/daily-analysis', 'GET'],
  ])('answers %s %s with 405 JSON naming %s', async (method, path, allowed) => {
    const response = await server.request(path, { method });
    const body = await expectRefused(response, 405, ERRORS.methodNotAllowed(method, [allowed]));
    expect(body.message).toContain(allowed);
    expect(response.headers.get('allow')).toContain(allowed);
  });
});
