import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_DAYS, PUBLIC_FEED_LIMIT } from '../../src/shared';
import {
  analyticsRoute,
  databaseMetricsRoute,
  exportDatasetRoute,
  metaRoute,
  publicFeedRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../src/shared/contracts';
import { makeArticleAnalysis, makeVideoAnalysis } from '../helpers/fixtures';
import { importFeed } from '../helpers/fact-checks';
import { startTestServer, type TestServer } from '../helpers/server';
import { LINK_PATH_MASK } from '../../src/server/privacy/links';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('an empty database', () => {
  it('has an empty feed, a zero counter, zero analytics and an empty export', async () => {
    expect(publicFeedRoute.response.parse((await server.get('/api/public-feed')).json)).toEqual([]);
    expect(
      databaseMetricsRoute.response.parse((await server.get('/api/database-metrics')).json),
    ).toEqual({
      totalAnalyses: '0',
    });

    const analytics = analyticsRoute.response.parse((await server.get('/api/analytics')).json);
    expect(analytics).toMatchObject({
      totalAnalyses: 0,
      todayAnalyses: 0,
      thisWeekAnalyses: 0,
      verifiedPercentage: 0,
      falsePercentage: 0,
      uncertainPercentage: 0,
      mixedPercentage: 0,
      topDomains: [],
      recentAnalyses: [],
      gradeDistribution: { A: 0, B: 0, C: 0, D: 0, F: 0 },
    });
    expect(analytics.analysesPerDay).toHaveLength(ANALYTICS_DAYS);
    expect(analytics.analysesPerDay.at(-1)).toEqual({
      date: '2025-06-15',
      count: 0,
      meanScore: null,
    });

    const dataset = exportDatasetRoute.response.parse(
      (await server.get('/api/export-dataset')).json,
    );
    expect(dataset).toMatchObject({
      totalAnalyses: 0,
      generatedAt: server.clock.now().toISOString(),
      byType: { text: 0, article: 0, shopping: 0, video: 0, screenshot: 0 },
      statusDistribution: { verified: 0, false: 0, uncertain: 0, mixed: 0 },
      redFlagTypes: [],
      topDomains: [],
    });
  });
});

describe('GET /api/public-feed', () => {
  it('lists at most the newest PUBLIC_FEED_LIMIT analyses, newest first, without content', async () => {
    const store = server.openStore();
    const start = server.clock.now().getTime() - 10 * 60 * 60 * 1000;
    const ids: string[] = [];
    for (let i = 0; i < PUBLIC_FEED_LIMIT + 5; i++) {
      const stored = await store.insertAnalysis(
        makeArticleAnalysis({
          url: `https://news${i}.example/story`,
          domain: `news${i}.example`,
          createdAt: new Date(start + i * 60_000),
          content: `private article body ${i}`,
        }),
      );
      ids.push(stored.id);
    }
    const response = await server.get('/api/public-feed');
    const feed = publicFeedRoute.response.parse(response.json);
    expect(feed.map((item) => item.id)).toEqual(ids.slice(-PUBLIC_FEED_LIMIT).reverse());
    expect(feed[0]).toMatchObject({
      // A link from the content shows its site only (issue 34).
      url: `https://news${PUBLIC_FEED_LIMIT + 4}.example/${LINK_PATH_MASK}`,
      type: 'article',
    });
    expect(response.text).not.toContain('private article body');
    expect((await server.get('/api/database-metrics')).json).toEqual({
      totalAnalyses: String(PUBLIC_FEED_LIMIT + 5),
    });
  });
});

describe('GET /api/video-analysis/:id', () => {
  it('returns a stored video analysis with its video fields', async () => {
    const store = server.openStore();
    const input = makeVideoAnalysis({
      videoId: 'abcdefghijk',
      title: 'Miracle cure revealed',
      channelName: 'Health Truths',
      createdAt: server.clock.now(),
      score: 31,
      status: 'false',
      redFlags: [{ type: 'miracle_claim', severity: 'high' }],
    });
    const stored = await store.insertAnalysis(input);

    const response = await server.get(`/api/video-analysis/${stored.id}`);
    expect(response.status).toBe(200);
    expect(videoAnalysisRoute.response.parse(response.json)).toEqual({
      id: stored.id,
      videoId: 'abcdefghijk',
      title: 'Miracle cure revealed',
      channelName: 'Health Truths',
      videoDuration: 212,
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      createdAt: server.clock.now().toISOString(),
      transcriptLength: 2400,
      analysisResults: input.results,
    });

    // The shared page can open it as well, and the feed carries its video id for the player.
    const shared = storedAnalysisRoute.response.parse(
      (await server.get(`/api/analysis/${stored.id}`)).json,
    );
    expect(shared).toMatchObject({ id: stored.id, type: 'video', title: 'Miracle cure revealed' });
    const feed = publicFeedRoute.response.parse((await server.get('/api/public-feed')).json);
    expect(feed[0]).toMatchObject({
      id: stored.id,
      videoId: 'abcdefghijk',
      channelName: 'Health Truths',
    });
  });
});

describe('GET /api/meta', () => {
  it('reports hosted mode, the package version and the analyzer', async () => {
    const meta = metaRoute.response.parse((await server.get('/api/meta')).json);
    expect(meta).toEqual({ mode: 'hosted', version: '1.4.0', analyzer: 'offline', factChecks: 0 });
  });

  it('counts the published fact-checks installed, none on a new install', async () => {
    const fresh = await startTestServer();
    try {
      const count = async () =>
        metaRoute.response.parse((await fresh.get('/api/meta')).json).factChecks;
      expect(await count()).toBe(0);
      expect((await importFeed(fresh.dataDir)).code).toBe(0);
      expect(await count()).toBe(22);
    } finally {
      await fresh.close();
    }
  });

  it('reports desktop mode when a hub URL is configured', async () => {
    const desktop = await startTestServer({ env: { HUB_URL: 'https://hub.factlens.example' } });
    try {
      expect(metaRoute.response.parse((await desktop.get('/api/meta')).json).mode).toBe('desktop');
    } finally {
      await desktop.close();
    }
  });
});
