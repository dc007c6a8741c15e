import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TEXT_CHARS,
  RESULT_CACHE_MS,
  analysisCriteriaResponseSchema,
  analyticsResponseSchema,
  analyzeResponseSchema,
  databaseMetricsResponseSchema,
  exportDatasetResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisSchema,
} from '../../src/shared';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline';
import type { Analyzer } from '../../src/server/analysis/analyzer';
import { NEWS_TEXT, SCAM_PHRASE, SCAM_TEXT, SCAM_TEXT_SHOWN } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

describe('POST /api/analyze/text', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['Call me now', 'Is this you? bit.ly/x', 'Your code is 482913'])(
    'analyses the short %j: an ask, a link or a code is worth judging',
    async (content) => {
      const response = await server.postJson('/api/analyze/text', { content });
      expect(response.status, response.text).toBe(200);
      const { id } = analyzeResponseSchema.parse(response.json);
      expect((await server.get(`/api/analysis/${id}`)).status).toBe(200);
    },
  );

  it('keeps a text too short to judge off the feed and out of the store', async () => {
    const before = databaseMetricsResponseSchema.parse(
      (await server.get('/api/database-metrics')).json,
    );
    const response = await server.postJson('/api/analyze/text', { content: 'ok thanks' });
    expect(response.status).toBe(422);
    expect((response.json as { message: string }).message).toMatch(/Paste the whole message/);
    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.some((item) => item.snippet === 'ok thanks')).toBe(false);
    expect((await server.get('/api/database-metrics')).json).toEqual(before);
  });

  it('analyses pasted text and stores what was sent', async () => {
    const response = await server.postJson('/api/analyze/text', {
      content: `\n  ${SCAM_TEXT}  \n`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(results.analysisMetadata.type).toBe('text');
    expect(results.analyzedAt).toBe(server.clock.now().toISOString());
    // A scam text must not come out as credible.
    expect(results.redFlags.length).toBeGreaterThan(0);
    expect(results.scorecard.credibilityScore).toBeLessThan(60);

    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(stored).toMatchObject({
      id,
      url: null,
      content: SCAM_TEXT_SHOWN,
      imageData: null,
      imageName: null,
      imageSize: null,
      type: 'text',
      createdAt: server.clock.now().toISOString(),
    });
    expect(stored.analysisResults).toEqual(results);
  });

  it('shows a new analysis in the feed, counter, analytics and export (without its text)', async () => {
    const before = databaseMetricsResponseSchema.parse(
      (await server.get('/api/database-metrics')).json,
    );
    const { id, results } = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
    );

    const metrics = databaseMetricsResponseSchema.parse(
      (await server.get('/api/database-metrics')).json,
    );
    expect(Number(metrics.totalAnalyses)).toBe(Number(before.totalAnalyses) + 1);

    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed[0]).toMatchObject({
      id,
      url: null,
      videoId: null,
      type: 'text',
      analysisResults: results,
    });
    expect(feed[0]).not.toHaveProperty('content');
    expect(feed[0]).not.toHaveProperty('imageData');

    const analytics = analyticsResponseSchema.parse((await server.get('/api/analytics')).json);
    expect(analytics.totalAnalyses).toBe(Number(metrics.totalAnalyses));
    expect(analytics.todayAnalyses).toBe(analytics.totalAnalyses);
    expect(analytics.recentAnalyses[0]).toEqual({
      id,
      url: null,
      createdAt: server.clock.now().toISOString(),
      credibilityScore: results.scorecard.credibilityScore,
      overallGrade: results.summary.overallGrade,
    });

    const exportResponse = await server.get('/api/export-dataset');
    const dataset = exportDatasetResponseSchema.parse(exportResponse.json);
    expect(dataset.totalAnalyses).toBe(analytics.totalAnalyses);
    expect(dataset.byType.text).toBe(analytics.totalAnalyses);
    // Aggregates only: neither pasted text nor a URL from it, nor ids of analyses.
    for (const secret of [SCAM_PHRASE, 'gift cards', 'bus line', 'http://', 'https://', id]) {
      expect(exportResponse.text).not.toContain(secret);
    }
  });

  it('counts the red-flag types of stored analyses in the export', async () => {
    const { results } = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content: `${SCAM_TEXT} Reply with your PIN.` }))
        .json,
    );
    const dataset = exportDatasetResponseSchema.parse(
      (await server.get('/api/export-dataset')).json,
    );
    for (const flag of results.redFlags) {
      expect(
        dataset.redFlagTypes.find((entry) => entry.type === flag.type)?.count,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it('accepts text of exactly MAX_TEXT_CHARS once trimmed', async () => {
    let text = '';
    while (text.length < MAX_TEXT_CHARS) text += `${NEWS_TEXT} `;
    text = `${text.slice(0, MAX_TEXT_CHARS - 1)}.`;
    const response = await server.postJson('/api/analyze/text', { content: `\n   ${text}   \n` });
    expect(response.status).toBe(200);
    const { id } = analyzeResponseSchema.parse(response.json);
    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(stored.content).toHaveLength(MAX_TEXT_CHARS);
  });

  it('offers the criteria of every analyzer tab', async () => {
    for (const type of ['article', 'shopping', 'video', 'screenshot'] as const) {
      const response = await server.get(`/api/analysis-criteria/${type}`);
      expect(response.status).toBe(200);
      const criteria = analysisCriteriaResponseSchema.parse(response.json);
      expect(criteria.type).toBe(type);
      expect(criteria.criteria.length).toBeGreaterThan(0);
      for (const line of criteria.criteria) expect(line.trim()).not.toBe('');
    }
  });
});

describe('the 24 hour result cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const analyze = async (content: string) =>
    analyzeResponseSchema.parse((await server.postJson('/api/analyze/text', { content })).json);
  const total = async () =>
    Number(
      databaseMetricsResponseSchema.parse((await server.get('/api/database-metrics')).json)
        .totalAnalyses,
    );

  it('returns the stored analysis for the same text within 24 hours, then analyses again', async () => {
    const first = await analyze(NEWS_TEXT);
    expect(await total()).toBe(1);

    // Same words and lines, other spacing, line endings and Unicode form: still the same text.
    const respaced = `  ${NEWS_TEXT.replace(/ /g, '   ').replace('council', 'council\t')}  `;
    expect((await analyze(respaced)).id).toBe(first.id);
    expect((await analyze('Cafe\u0301 owners agree.')).id).toBe(
      (await analyze('Café owners agree.')).id,
    );
    expect(await total()).toBe(2);

    server.clock.advance(RESULT_CACHE_MS - 1);
    const stillCached = await analyze(NEWS_TEXT);
    expect(stillCached).toEqual(first);

    server.clock.advance(2);
    const fresh = await analyze(NEWS_TEXT);
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.results.analyzedAt).toBe(server.clock.now().toISOString());
    expect(await total()).toBe(3);
    // The older analysis is still there to be shared.
    expect((await server.get(`/api/analysis/${first.id}`)).status).toBe(200);
    expect((await analyze(NEWS_TEXT)).id).toBe(fresh.id);
  });

  it('keeps line structure in the key: the same words one per line are another analysis', async () => {
    // The analyzer reads line breaks as structure, so a scam sent one word per line (which scores
    // differently) must not be served to the next person who sends the same words as prose.
    const prose =
      'URGENT your account is suspended verify now at bit.ly/acct-check or lose access today';
    const plain = await analyze(prose);
    const stacked = await analyze(prose.split(' ').join('\n'));
    expect(stacked.id).not.toBe(plain.id);
    // Windows line endings and spaces at line ends are the same lines.
    expect((await analyze(`${prose.split(' ').join(' \r\n')}\n`)).id).toBe(stacked.id);
    expect((await analyze(prose)).results).toEqual(plain.results);
  });

  it('does not confuse different texts', async () => {
    const a = await analyze('The river flooded the lower town on Monday.');
    const b = await analyze('The river flooded the lower town on Tuesday.');
    expect(a.id).not.toBe(b.id);
  });
});

describe('the same text sent several times at once (a double click)', () => {
  it('is analyzed once and stored once', async () => {
    const offline = createOfflineAnalyzer();
    // As slow as a remote model would be, so the requests really overlap.
    const slow: Analyzer = {
      name: offline.name,
      analyze: async (input, signals) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return offline.analyze(input, signals);
      },
    };
    const server = await startTestServer({ analyzer: slow });
    try {
      const post = () => server.postJson('/api/analyze/text', { content: NEWS_TEXT });
      const responses = await Promise.all([post(), post(), post()]);
      const ids = responses.map((response) => analyzeResponseSchema.parse(response.json).id);
      expect(new Set(ids).size).toBe(1);
      expect((await server.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '1' });
    } finally {
      await server.close();
    }
  });
});
