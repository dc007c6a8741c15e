/**
 * Issue 36, "Why", through the real interface with Google's Fact Check Tools API faked on
 * 127.0.0.1: a health claim with no figure is a claim, so the API is asked about it; and once the
 * API has answered and its review is shown, the report's method line names it and nothing calls
 * the report offline. With no outside check, the method line says only the offline analysis ran.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, methodLine, type Results } from '../../src/shared';
import {
  type FakeFactCheckApi,
  startFakeFactCheckApi,
} from '../fakes/factcheck/fake-factcheck-api';
import { startTestServer, type TestServer } from '../helpers/server';

async function analyze(server: TestServer, content: string): Promise<Results> {
  const response = await server.postJson('/api/analyze/text', { content });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).results;
}

describe('the method line with the fact-check API', () => {
  let api: FakeFactCheckApi;
  let server: TestServer;
  beforeAll(async () => {
    api = await startFakeFactCheckApi();
    server = await startTestServer({
      env: {
        FACTCHECK_API_KEY: api.key,
        FACTCHECK_BASE_URL: api.origin,
        FETCH_ALLOW_PRIVATE_HOSTS: api.hostPort,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });

  it('asks the fact-check API about a health claim that has no figure in it', async () => {
    await analyze(
      server,
      'Doctors say eating a clove of raw garlic every morning will stop you catching the flu this winter.',
    );
    expect(api.requests.some((u) => /garlic/i.test(u.searchParams.get('query') ?? ''))).toBe(true);
  });

  it('names the fact-check search that answered, and never calls the report offline', async () => {
    const r = await analyze(
      server,
      'Eating raw garlic every day cures high blood pressure, a wellness blog told its readers.',
    );
    expect(r.claims.some((c) => c.sources[0]?.type === 'fact-check')).toBe(true);
    expect(r.analysisMetadata.checks).toMatchObject({ factCheckApi: 'answered' });
    expect(r.analysisMetadata.notes.join(' ')).not.toMatch(/offline/i);
    const line = methodLine(r.analysisMetadata.checks!);
    expect(line).toMatch(
      /^Checks run for this report: the offline analysis.*Google’s fact-check search/,
    );
    expect(line).not.toMatch(/No outside source checked/);
  });
});

describe('the method line with no outside check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('says only the offline analysis ran, and that no claim could be marked verified', async () => {
    const r = await analyze(server, 'Unemployment in Canada fell to 5.8% in May.');
    expect(r.analysisMetadata.checks).toEqual({
      factCheckIndex: 'empty',
      factCheckApi: 'off',
      referencePassages: 'off',
      passageReader: 'off',
    });
    expect(methodLine(r.analysisMetadata.checks!)).toBe(
      'Checks run for this report: the offline analysis. No published fact-checks are stored here yet, so none could be compared. No outside source checked these claims, so none can be marked verified.',
    );
  });
});
