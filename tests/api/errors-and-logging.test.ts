/**
 * Unexpected failures reach the client as a generic 500 JSON and the log as the real error; the
 * request log never holds who asked (IP, user agent, cookies) or what they put in the query.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema } from '../../src/shared';
import type { Analyzer } from '../../src/server/analysis/analyzer';
import { createLogger } from '../../src/server/logger';
import { NEWS_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const brokenAnalyzer: Analyzer = {
  name: 'broken',
  analyze: async () => {
    throw new Error('analyzer exploded at /srv/internal/secret-path');
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analyzer: brokenAnalyzer, log: createLogger('info', sink) });
});
afterAll(() => server.close());

describe('an unexpected error', () => {
  it('is a 500 JSON with a generic message, logged in full, and stores nothing', async () => {
    const response = await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(response.json)).toEqual({ message: ERRORS.internal });
    expect(response.text).not.toContain('exploded');
    expect(response.text).not.toContain('secret-path');

    const logged = logs().find((entry) => entry.msg === 'unexpected error');
    expect(JSON.stringify(logged)).toContain('analyzer exploded');
    expect((await server.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '0' });
  });
});

describe('the request log', () => {
  it('has one line per request with method, path, status and time, and nothing identifying', async () => {
    lines.length = 0;
    const response = await server.request('/api/public-feed?search=private-query-words', {
      headers: { 'user-agent': 'FactLensTestAgent/9.9', cookie: 'session=secret-cookie-value' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20)); // 'finish' fires after the reply

    const requests = logs().filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/public-feed', status: 200 });
    expect(typeof requests[0]?.ms).toBe('number');
    const text = lines.join('\n');
    for (const secret of [
      '127.0.0.1',
      'FactLensTestAgent',
      'secret-cookie-value',
      'private-query-words',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops identifying fields even when code logs them by mistake', () => {
    const captured: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _e, done) {
          captured.push(String(chunk));
          done();
        },
      }),
    );
    log.info(
      {
        ip: '203.0.113.9',
        req: { remoteAddress: '203.0.113.9', headers: { 'user-agent': 'UA/1', cookie: 'c=1' } },
      },
      'oops',
    );
    expect(captured.join('')).not.toMatch(/203\.0\.113\.9|UA\/1|c=1/);
    expect(captured.join('')).toContain('oops');
  });
});
