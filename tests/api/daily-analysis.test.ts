import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_ANALYSIS_CACHE_MS,
  ERRORS,
  MIN_DAILY_TRANSCRIPT_CHARS,
  errorBodySchema,
} from '../../src/shared';
import { dailyAnalysisRoute } from '../../src/shared/contracts';
import type { SqliteStore } from '../../src/server/store/sqlite-store';
import { makeVideoAnalysis } from '../helpers/fixtures';
import { NEWS_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

const HOUR = 60 * 60 * 1000;
let server: TestServer;
let store: SqliteStore;
const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);
const flags = (n: number) => Array.from({ length: n }, (_, i) => ({ type: `flag_${i}` }));

async function expectNoDailyAnalysis() {
  const response = await server.get('/api/daily-analysis');
  expect(response.status).toBe(404);
  expect(errorBodySchema.parse(response.json).message).toBe(ERRORS.noDailyAnalysis);
}
const daily = async () => {
  const response = await server.get('/api/daily-analysis');
  expect(response.status).toBe(200);
  return dailyAnalysisRoute.response.parse(response.json);
};

beforeAll(async () => {
  server = await startTestServer();
  store = server.openStore();
});
afterAll(() => server.close());

describe('GET /api/daily-analysis', () => {
  it('is 404 JSON while no video was analyzed in the last 24 hours', async () => {
    await expectNoDailyAnalysis();
    await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
    await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'oldoldoldol', createdAt: ago(25 * HOUR), redFlags: flags(9) }),
    );
    await expectNoDailyAnalysis();
  });

  it('features the recent video with the most red flags, the newest on ties', async () => {
    await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'aaaaaaaaaaa', createdAt: ago(3 * HOUR), redFlags: flags(1) }),
    );
    await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'bbbbbbbbbbb', createdAt: ago(2 * HOUR), redFlags: flags(3) }),
    );
    const chosen = await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'ccccccccccc',
        title: 'Secret cure they hide',
        channelName: 'Truth Channel',
        createdAt: ago(1 * HOUR),
        redFlags: flags(3),
        score: 42,
      }),
    );
    expect(await daily()).toEqual({
      id: chosen.id,
      videoTitle: 'Secret cure they hide',
      videoUrl: 'https://www.youtube.com/watch?v=ccccccccccc',
      videoId: 'ccccccccccc',
      channelTitle: 'Truth Channel',
      grade: 'F',
      credibilityScore: 42,
      analysisDate: ago(1 * HOUR).toISOString(),
    });
  });

  it('keeps its choice for 60 minutes, then chooses again', async () => {
    const first = await daily();
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'ddddddddddd',
        title: null,
        channelName: null,
        createdAt: ago(0),
        redFlags: flags(5),
      }),
    );
    server.clock.advance(DAILY_ANALYSIS_CACHE_MS - 1);
    expect(await daily()).toEqual(first);

    server.clock.advance(1);
    const next = await daily();
    expect(next.videoId).toBe('ddddddddddd');
    expect(next.videoTitle).toBe('Untitled Content');
    expect(next.channelTitle).toBe('');
  });

  it('cannot be bought by stuffing a video with warning phrases', async () => {
    server.clock.advance(DAILY_ANALYSIS_CACHE_MS);
    const now = ago(0);
    // Many flags of one kind count as one kind; a short "transcript" is not a video at all.
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'stuffedsame',
        createdAt: now,
        redFlags: Array.from({ length: 40 }, () => ({ type: 'urgency' })),
      }),
    );
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'shortshort1',
        createdAt: now,
        transcriptLength: MIN_DAILY_TRANSCRIPT_CHARS - 1,
        redFlags: flags(12),
      }),
    );
    // Six kinds of finding beat 40 copies of one kind and the short list of twelve.
    await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'sixkinds000', createdAt: ago(HOUR / 2), redFlags: flags(6) }),
    );
    expect((await daily()).videoId).toBe('sixkinds000');
  });

  it('breaks a tie in kinds of red flag by check-worthy claims, then by the newest', async () => {
    server.clock.advance(DAILY_ANALYSIS_CACHE_MS);
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'moreclaims0',
        createdAt: ago(HOUR / 4),
        redFlags: flags(6),
        claims: 4,
      }),
    );
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'fewerclaims',
        createdAt: ago(0),
        redFlags: flags(6),
        claims: 1,
      }),
    );
    expect((await daily()).videoId).toBe('moreclaims0');
  });

  it('is 404 again once every video is older than 24 hours', async () => {
    server.clock.advance(25 * HOUR);
    await expectNoDailyAnalysis();
  });
});
