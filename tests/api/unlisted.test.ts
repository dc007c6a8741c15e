/**
 * "Keep this analysis off the public feed": an unlisted analysis is reachable by its link, absent
 * from the feed, the analytics' recent list, the daily pick and every aggregate. Through
 * HTTP against a real server on a temp SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsResponseSchema,
  dailyAnalysisResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
  type AnalyzeResponse,
} from '../../src/shared';
import { PUBLIC_FEED_PROMISES } from '../../src/renderer/src/lib/public-feed-promises';
import { makeVideoAnalysis } from '../helpers/fixtures';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const feedIds = async () =>
  publicFeedResponseSchema
    .parse((await server.get('/api/public-feed')).json)
    .map((item) => item.id);
const analytics = async () =>
  analyticsResponseSchema.parse((await server.get('/api/analytics')).json);

describe(`privacy page: "${PUBLIC_FEED_PROMISES.listed}" / "${PUBLIC_FEED_PROMISES.unlisted}"`, () => {
  it('an unlisted text is reachable by its link, absent from the feed, the recent list and the totals', async () => {
    const listed = (await server.postJson('/api/analyze/text', { content: NEWS_TEXT }))
      .json as AnalyzeResponse;
    const before = await analytics();
    const response = await server.postJson('/api/analyze/text', {
      content: SCAM_TEXT,
      unlisted: true,
    });
    expect(response.status).toBe(200);
    const { id } = response.json as AnalyzeResponse;

    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    expect(record.id).toBe(id);
    expect(await feedIds()).toEqual([listed.id]);
    const after = await analytics();
    expect(after.recentAnalyses.map((r) => r.id)).not.toContain(id);
    expect(after.recentAnalyses.map((r) => r.id)).toContain(listed.id);
    // Left out of every aggregate (issue 28).
    expect(after.totalAnalyses).toBe(before.totalAnalyses);
  });

  it('the same text sent publicly later is its own listed analysis, and the unlisted one stays off the feed', async () => {
    const text = `${SCAM_TEXT} Reply STOP to opt out.`;
    const hidden = (await server.postJson('/api/analyze/text', { content: text, unlisted: true }))
      .json as AnalyzeResponse;
    const again = (await server.postJson('/api/analyze/text', { content: text, unlisted: true }))
      .json as AnalyzeResponse;
    // Each unlisted submission is its own analysis: never another person's id (issue 28).
    expect(again.id).not.toBe(hidden.id);
    const shown = (await server.postJson('/api/analyze/text', { content: text }))
      .json as AnalyzeResponse;
    expect(shown.id).not.toBe(hidden.id);
    const ids = await feedIds();
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('a screenshot sent with the form field unlisted=true stays off the feed', async () => {
    const png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
    const form = new FormData();
    form.append('unlisted', 'true');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sms.png');
    const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const { id } = response.json as { id: string };
    expect((await server.get(`/api/analysis/${id}`)).status).toBe(200);
    expect(await feedIds()).not.toContain(id);
  });

  it('an unlisted video is never the daily pick', async () => {
    const store = server.openStore();
    const now = server.clock.now().getTime();
    const listed = await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'aaaaaaaaaaa', createdAt: new Date(now - 3_600_000) }),
    );
    // Newer, and with more red flags: it would be chosen if it were listed.
    await store.insertAnalysis({
      ...makeVideoAnalysis({
        videoId: 'bbbbbbbbbbb',
        createdAt: new Date(now - 60_000),
        redFlags: Array.from({ length: 5 }, (_, i) => ({
          indicator: `Flag ${i}`,
          type: `t${i}`,
          severity: 'high' as const,
          explanation: 'x',
          textExample: 'x',
        })),
      }),
      unlisted: true,
    });
    const daily = dailyAnalysisResponseSchema.parse((await server.get('/api/daily-analysis')).json);
    expect(daily.id).toBe(listed.id);
  });
});

describe('a wrong "unlisted" value is refused with a message naming it', () => {
  it.each([
    ['/api/analyze/text', { content: SCAM_TEXT, unlisted: 'yes' }],
    ['/api/analyze/url', { url: 'https://news.example.org/a', unlisted: 1 }],
  ])('%s', async (path, body) => {
    const response = await server.postJson(path, body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toMatch(/^Send "unlisted" as true/);
  });
});
