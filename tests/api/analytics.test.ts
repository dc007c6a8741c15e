import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DAYS, type OverallStatus } from '../../src/shared';
import { analyticsRoute, exportDatasetRoute } from '../../src/shared/contracts';
import { makeArticleAnalysis } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';
import { LINK_PATH_MASK } from '../../src/server/privacy/links';

// The server's clock says 2025-06-15T12:00:00Z (ManualClock default).
const ROWS: Array<{
  at: string;
  domain: string;
  status: OverallStatus;
  score: number;
  flags: string[];
}> = [
  {
    at: '2025-06-15T11:30:00Z',
    domain: 'news.example',
    status: 'verified',
    score: 92,
    flags: ['urgency'],
  },
  {
    at: '2025-06-15T09:00:00Z',
    domain: 'news.example',
    status: 'false',
    score: 35,
    flags: ['urgency', 'payment_request'],
  },
  { at: '2025-06-15T00:00:00Z', domain: 'shop.example', status: 'mixed', score: 71, flags: [] },
  {
    at: '2025-06-14T23:59:59Z',
    domain: 'news.example',
    status: 'uncertain',
    score: 64,
    flags: ['suspicious_link'],
  },
  {
    at: '2025-06-10T08:00:00Z',
    domain: 'blog.example',
    status: 'false',
    score: 20,
    flags: ['urgency'],
  },
  { at: '2025-06-08T12:00:00Z', domain: 'alpha.example', status: 'verified', score: 85, flags: [] },
  { at: '2025-06-08T11:59:59Z', domain: 'zeta.example', status: 'uncertain', score: 55, flags: [] },
  { at: '2025-05-01T12:00:00Z', domain: 'old.example', status: 'verified', score: 99, flags: [] },
];

let server: TestServer;
const ids = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  const store = server.openStore();
  for (const row of ROWS) {
    const stored = await store.insertAnalysis(
      makeArticleAnalysis({
        url: `https://${row.domain}/story-${row.at}`,
        domain: row.domain,
        createdAt: new Date(row.at),
        status: row.status,
        score: row.score,
        redFlags: row.flags.map((type) => ({ type })),
        content: `Body of the story at ${row.domain}`,
      }),
    );
    ids.set(row.at, stored.id);
  }
});
afterAll(() => server.close());

const day = (date: string, count: number, meanScore: number | null) => ({ date, count, meanScore });

describe('GET /api/analytics', () => {
  it('counts, splits by status, ranks domains and lists recent analyses', async () => {
    const analytics = analyticsRoute.response.parse((await server.get('/api/analytics')).json);
    expect(analytics.totalAnalyses).toBe(8);
    expect(analytics.todayAnalyses).toBe(3); // since UTC midnight, midnight included
    expect(analytics.thisWeekAnalyses).toBe(6); // the last 7 x 24 hours
    expect(analytics.verifiedPercentage).toBe(3 / 8);
    expect(analytics.falsePercentage).toBe(2 / 8);
    expect(analytics.uncertainPercentage).toBe(2 / 8);
    expect(analytics.mixedPercentage).toBe(1 / 8);
    expect(analytics.topDomains).toEqual([
      { domain: 'news.example', count: 3 },
      { domain: 'alpha.example', count: 1 },
      { domain: 'blog.example', count: 1 },
      { domain: 'old.example', count: 1 },
      { domain: 'shop.example', count: 1 },
    ]);
    expect(analytics.gradeDistribution).toEqual({ A: 2, B: 1, C: 1, D: 1, F: 3 });
    expect(analytics.recentAnalyses.map((r) => r.id)).toEqual(ROWS.map((r) => ids.get(r.at)));
    expect(analytics.recentAnalyses[0]).toEqual({
      id: ids.get('2025-06-15T11:30:00Z'),
      // A link from the content shows its site only (issue 34).
      url: `https://news.example/${LINK_PATH_MASK}`,
      createdAt: '2025-06-15T11:30:00.000Z',
      credibilityScore: 92,
      overallGrade: 'A',
    });
  });

  it('has one entry per day for the last ANALYTICS_DAYS days, empty days included', async () => {
    const { analysesPerDay } = analyticsRoute.response.parse(
      (await server.get('/api/analytics')).json,
    );
    expect(analysesPerDay).toHaveLength(ANALYTICS_DAYS);
    expect(analysesPerDay[0]?.date).toBe('2025-05-17');
    expect(analysesPerDay.filter((d) => d.count > 0)).toEqual([
      day('2025-06-08', 2, 70),
      day('2025-06-10', 1, 20),
      day('2025-06-14', 1, 64),
      day('2025-06-15', 3, 66),
    ]);
    expect(analysesPerDay.find((d) => d.date === '2025-06-09')).toEqual(day('2025-06-09', 0, null));
  });

  it('moves "today" and "this week" with the clock', async () => {
    server.clock.advance(12 * 60 * 60 * 1000); // 2025-06-16T00:00:00Z
    try {
      const analytics = analyticsRoute.response.parse((await server.get('/api/analytics')).json);
      expect(analytics.todayAnalyses).toBe(0);
      expect(analytics.thisWeekAnalyses).toBe(5);
      expect(analytics.analysesPerDay.at(-1)).toEqual(day('2025-06-16', 0, null));
    } finally {
      server.clock.advance(-12 * 60 * 60 * 1000);
    }
  });
});

describe('GET /api/export-dataset', () => {
  it('exports aggregate patterns only', async () => {
    const response = await server.get('/api/export-dataset');
    expect(response.status).toBe(200);
    const dataset = exportDatasetRoute.response.parse(response.json);
    expect(dataset).toMatchObject({
      totalAnalyses: 8,
      generatedAt: '2025-06-15T12:00:00.000Z',
      byType: { text: 0, article: 8, shopping: 0, video: 0, screenshot: 0 },
      gradeDistribution: { A: 2, B: 1, C: 1, D: 1, F: 3 },
      statusDistribution: { verified: 3, false: 2, uncertain: 2, mixed: 1 },
      redFlagTypes: [
        { type: 'urgency', count: 3 },
        { type: 'payment_request', count: 1 },
        { type: 'suspicious_link', count: 1 },
      ],
    });
    expect(dataset.topDomains.map((d) => d.domain)).toEqual([
      'news.example',
      'alpha.example',
      'blog.example',
      'old.example',
      'shop.example',
      'zeta.example',
    ]);
    expect(dataset.daily.filter((d) => d.count > 0).map((d) => d.date)).toEqual([
      '2025-06-08',
      '2025-06-10',
      '2025-06-14',
      '2025-06-15',
    ]);
    for (const leak of ['http', 'story-', 'Body of the story', ...ids.values()]) {
      expect(response.text).not.toContain(leak);
    }
  });
});
