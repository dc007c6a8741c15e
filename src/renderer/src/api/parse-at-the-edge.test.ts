/**
 * The API client parses every success body with the contract's schema: a valid answer comes back
 * as the schema's output; any other shape becomes one plain sentence for the page's error state,
 * with the details kept for developers. Requests go to a real server on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, metaResponseSchema } from '../../../shared/api';
import { makeResults } from '../../../../tests/helpers/fixtures';
import {
  ApiError,
  CLIENT_ERRORS,
  errorMessage,
  getJson,
  postJson,
  readJson,
  UnexpectedAnswerError,
} from './client';
import { jsonQuery } from './query-client';

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let server: Server;
let base = '';
/** What the fake API answers to each path. */
const answers = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(answers.get(req.url ?? '') ?? '{"message":"Not here."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readJson', () => {
  it('returns a valid answer as the contract reads it (fields beyond the contract dropped)', async () => {
    const results = makeResults();
    const parsed = await readJson(json({ id: 'abc', results, debug: 'x' }), analyzeResponseSchema);
    expect(parsed).toEqual({
      id: 'abc',
      results: analyzeResponseSchema.parse({ id: 'abc', results }).results,
    });
    expect(parsed).not.toHaveProperty('debug');
  });

  it('turns an answer of another shape into one plain sentence, naming the field for developers', async () => {
    const wrong = {
      id: 'abc',
      results: { ...makeResults(), scorecard: { credibilityScore: 'high' } },
    };
    const error = await readJson(json(wrong), analyzeResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(CLIENT_ERRORS.unexpected);
    expect((error as UnexpectedAnswerError).problems).toMatch(/^results\.scorecard/);
    // The page's error state shows the sentence, not the fallback and not the zod text.
    expect(errorMessage(error, 'Fallback.')).toBe(CLIENT_ERRORS.unexpected);
  });

  it('says the same for a body that is not JSON at all (a proxy page answering 200)', async () => {
    const error = await readJson(
      json('<html>Welcome to the hotel Wi-Fi</html>'),
      metaResponseSchema,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect((error as UnexpectedAnswerError).problems).toBe('the body is not JSON');
  });
});

describe('getJson, postJson and the query functions over HTTP', () => {
  it('parse a valid answer and refuse a mismatched one', async () => {
    answers.set(
      '/meta-ok',
      JSON.stringify({ mode: 'hosted', version: '1.4.0', analyzer: 'offline' }),
    );
    answers.set('/meta-wrong', JSON.stringify({ mode: 'server', version: 1 }));
    expect(await getJson(`${base}/meta-ok`, metaResponseSchema)).toEqual({
      mode: 'hosted',
      version: '1.4.0',
      analyzer: 'offline',
    });
    await expect(getJson(`${base}/meta-wrong`, metaResponseSchema)).rejects.toThrow(
      CLIENT_ERRORS.unexpected,
    );

    answers.set('/analyze', JSON.stringify({ id: 'x' }));
    await expect(
      postJson(`${base}/analyze`, { content: 'hi' }, analyzeResponseSchema),
    ).rejects.toBeInstanceOf(UnexpectedAnswerError);

    const query = jsonQuery(metaResponseSchema);
    const context = (url: string) =>
      ({ queryKey: [url] }) as unknown as Parameters<typeof query>[0];
    expect(await query(context(`${base}/meta-ok`))).toMatchObject({ mode: 'hosted' });
    await expect(query(context(`${base}/meta-wrong`))).rejects.toThrow(CLIENT_ERRORS.unexpected);
  });
});
