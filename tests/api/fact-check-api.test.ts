/**
 * Google's Fact Check Tools API through the product's code path (safe fetcher, deadline, cache),
 * against a fake on 127.0.0.1 that speaks the API's JSON: with FACTCHECK_API_KEY a paraphrase of a
 * rated claim comes back `false` with the review as source; without the key no request is made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  FACT_CHECK_API_MAX_CLAIMS,
  FACT_CHECK_API_QUERY_MAX_CHARS,
  analyzeResponseSchema,
  type Results,
} from '../../src/shared';
import {
  startFakeFactCheckApi,
  type FakeFactCheckApi,
} from '../fakes/factcheck/fake-factcheck-api';
import { startTestServer, type TestServer } from '../helpers/server';

const GARLIC_TEXT =
  'Eating raw garlic every day cures high blood pressure, a popular wellness blog told its readers this week.';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(
  env: (api: FakeFactCheckApi) => Record<string, string>,
): Promise<{ api: FakeFactCheckApi; server: TestServer }> {
  const api = await startFakeFactCheckApi();
  cleanups.push(() => api.close());
  const server = await startTestServer({ env: env(api) });
  cleanups.push(() => server.close());
  return { api, server };
}

async function analyze(server: TestServer, content: string): Promise<Results> {
  const response = await server.postJson('/api/analyze/text', { content });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).results;
}

describe('the Fact Check Tools API', () => {
  it("rates a paraphrase false from the API's review, asking once per claim and reusing the answer", async () => {
    const { api, server } = await start((a) => ({
      FACTCHECK_API_KEY: a.key,
      FACTCHECK_BASE_URL: a.origin,
      FETCH_ALLOW_PRIVATE_HOSTS: a.hostPort,
    }));
    const results = await analyze(server, GARLIC_TEXT);
    const claim = results.claims.find((c) => c.claim.includes('garlic'));
    expect(claim?.status).toBe('false');
    expect(claim?.sources[0]).toEqual({
      url: 'https://healthcheck.example/reviews/garlic-blood-pressure',
      title: 'Health Check Weekly: Eating raw garlic every day cures high blood pressure',
      type: 'fact-check',
      excerpt: 'False',
    });
    expect(claim?.analysis).toMatch(/^Rated False by Health Check Weekly on 12 February 2024\./);
    expect(results.redFlags.some((f) => f.type === 'fact_checked_false')).toBe(true);

    expect(api.requests.length).toBeGreaterThanOrEqual(1);
    const sent = api.requests[0]!;
    expect(sent.pathname).toBe('/v1alpha1/claims:search');
    expect(sent.searchParams.get('key')).toBe(api.key);
    // The language the analysis detected, when it is sure of one.
    const language = results.analysisMetadata.language;
    expect(sent.searchParams.get('languageCode')).toBe(
      /^[a-z]{2}$/.test(language) ? language : null,
    );
    expect(sent.searchParams.get('query')).toContain('garlic');

    // The same text once the 24-hour result cache has expired is analyzed again, but the API's
    // answer (kept for a day of real time) is reused.
    const garlicQueries = () =>
      api.requests.filter((r) => r.searchParams.get('query')?.includes('garlic')).length;
    expect(garlicQueries()).toBe(1);
    server.clock.advance(25 * 60 * 60 * 1000);
    const again = await analyze(server, GARLIC_TEXT);
    expect(again.analyzedAt).not.toBe(results.analyzedAt);
    expect(again.claims.find((c) => c.claim.includes('garlic'))?.status).toBe('false');
    expect(garlicQueries()).toBe(1);
  });

  it('keeps the offline result, with a note, when the API refuses the key', async () => {
    const { api, server } = await start((a) => ({
      FACTCHECK_API_KEY: 'a-wrong-key',
      FACTCHECK_BASE_URL: a.origin,
      FETCH_ALLOW_PRIVATE_HOSTS: a.hostPort,
    }));
    const results = await analyze(server, GARLIC_TEXT);
    expect(api.requests.length).toBeGreaterThanOrEqual(1);
    expect(results.claims.every((c) => c.status !== 'false')).toBe(true);
    expect(results.analysisMetadata.notes.join(' ')).toMatch(
      /online fact-check search could not be reached/,
    );
  });

  it('privacy page: "the sentences of up to 3 claims, each cut to 300 characters, are sent to it as search terms, with the language of the text and nothing that identifies you"', async () => {
    const { api, server } = await start((a) => ({
      FACTCHECK_API_KEY: a.key,
      FACTCHECK_BASE_URL: a.origin,
      FETCH_ALLOW_PRIVATE_HOSTS: a.hostPort,
    }));
    const sentences = Array.from(
      { length: 6 },
      (_, i) =>
        `In ${2010 + i} the harbour authority spent ${i + 2} million euros on ${'dredging and repairs '.repeat(20)}, its report said.`,
    );
    const response = await server.request('/api/analyze/text', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Probe/1.0 UA-7781',
        'x-forwarded-for': '203.0.113.9',
        cookie: 'id=cookie-7781',
      },
      body: JSON.stringify({ content: sentences.join(' ') }),
    });
    expect(response.status).toBe(200);
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.requests.length).toBeLessThanOrEqual(FACT_CHECK_API_MAX_CLAIMS);
    for (const [i, sent] of api.requests.entries()) {
      expect([...sent.searchParams.keys()].sort()).toEqual(
        expect.arrayContaining(['key', 'query']),
      );
      expect(
        [...sent.searchParams.keys()].every((k) =>
          ['key', 'query', 'languageCode', 'pageSize'].includes(k),
        ),
      ).toBe(true);
      expect(sent.searchParams.get('query')!.length).toBeLessThanOrEqual(
        FACT_CHECK_API_QUERY_MAX_CHARS,
      );
      const seen = JSON.stringify(api.headers[i]) + sent.href;
      for (const value of ['UA-7781', '203.0.113.9', 'cookie-7781'])
        expect(seen, value).not.toContain(value);
    }
  });

  it('sends nothing without FACTCHECK_API_KEY', async () => {
    const { api, server } = await start((a) => ({
      FACTCHECK_BASE_URL: a.origin,
      FETCH_ALLOW_PRIVATE_HOSTS: a.hostPort,
    }));
    const results = await analyze(server, GARLIC_TEXT);
    expect(results.claims.length).toBeGreaterThan(0);
    expect(results.claims.every((c) => c.status === 'uncertain')).toBe(true);
    expect(api.requests).toEqual([]);
  });
});
