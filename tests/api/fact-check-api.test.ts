/**
 * Google's Fact Check Tools API through the product's code path (safe fetcher, deadline, cache),
 * against a fake on 127.0.0.1 that speaks the API's JSON: with FACTCHECK_API_KEY a paraphrase of a
 * rated claim comes back `false` with the review as source; without the key no request is made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, type Results } from '../../src/shared';
import { startFakeFactCheckApi, type FakeFactCheckApi } from '../fakes/factcheck/fake-factcheck-api';
import { startTestServer, type TestServer } from '../helpers/server';

const GARLIC_TEXT = 'Eating raw garlic every day cures high blood pressure, a popular wellness blog told its readers this week.';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(env: (api: FakeFactCheckApi) => Record<string, string>): Promise<{ api: FakeFactCheckApi; server: TestServer }> {
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
  it('rates a paraphrase false from the API\'s review, asking once per claim and reusing the answer', async () => {
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
    expect(sent.searchParams.get('languageCode')).toBe(/^[a-z]{2}$/.test(language) ? language : null);
    expect(sent.searchParams.get('query')).toContain('garlic');

    // The same text once the 24-hour result cache has expired is analyzed again, but the API's
    // answer (kept for a day of real time) is reused.
    const garlicQueries = () => api.requests.filter((r) => r.searchParams.get('query')?.includes('garlic')).length;
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
    expect(results.analysisMetadata.notes.join(' ')).toMatch(/online fact-check search could not be reached/);
  });

  it('sends nothing without FACTCHECK_API_KEY', async () => {
    const { api, server } = await start((a) => ({ FACTCHECK_BASE_URL: a.origin, FETCH_ALLOW_PRIVATE_HOSTS: a.hostPort }));
    const results = await analyze(server, GARLIC_TEXT);
    expect(results.claims.length).toBeGreaterThan(0);
    expect(results.claims.every((c) => c.status === 'uncertain')).toBe(true);
    expect(api.requests).toEqual([]);
  });
});
