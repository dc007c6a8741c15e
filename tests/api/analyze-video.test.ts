/**
 * Video analyses over real HTTP (POST /api/analyze/url with a YouTube link) against a fake
 * YouTube on 127.0.0.1 that speaks the real oEmbed, watch-page and timedtext formats: a long
 * transcript is analyzed whole and each claim carries the second where it is said; the video
 * page record has every field of spec section 3; every YouTube failure is a 4xx the person can act on.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  MAX_YOUTUBE_TIMEOUT_MS,
  YOUTUBE_ANSWER_WITHIN_MS,
  loadConfig,
} from '../../src/server/config';
import {
  LONG_TRANSCRIPT_CHARS,
  analyzeResponseSchema,
  errorBodySchema,
  storedAnalysisResponseSchema,
  videoAnalysisResponseSchema,
  type Claim,
} from '../../src/shared';
import { startFakeYouTube, type FakeVideo, type FakeYouTube } from '../fakes/youtube/fake-youtube';
import { CUE_SECONDS, TIMED_CLAIMS, longTalkCues, secondsOf } from '../fakes/youtube/transcripts';
import { startTestServer, type TestServer } from '../helpers/server';

const LONG = 'LongTalk_01';
const SRV3 = 'srv3Video02';
const SRV1 = 'srv1Video03';
const NO_CAPTIONS = 'noCaptions4';
const FOREIGN = 'foreignCap5';
const REMOVED = 'removedVid6';

const GERMAN_LINE = 'Das ist die deutsche Untertitelspur mit ganz anderem Inhalt.';

let youtube: FakeYouTube;
let server: TestServer;
let foreignHits = 0;
let foreign: ReturnType<typeof createHttpServer>;

function video(id: string, extra: Partial<FakeVideo> = {}): FakeVideo {
  return {
    id,
    title: `Walking and talking ${id}`,
    channel: 'Slow Walks',
    lengthSeconds: 2000,
    description: 'A calm walk by the river. Sponsored by nobody. {braces} "quotes" };',
    tracks: [],
    ...extra,
  };
}

const claimWith = (claims: Claim[], marker: string) => claims.find((c) => c.claim.includes(marker));

beforeAll(async () => {
  foreign = createHttpServer((_req, res) => {
    foreignHits++;
    res.end('<transcript><text start="1" dur="1">This should never be read.</text></transcript>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  const cues = longTalkCues();
  youtube = await startFakeYouTube([
    video(LONG, {
      // A German manual track listed first and an English ASR track: the video is in English
      // (that is what the ASR was made from), so the English manual track is the one to read.
      tracks: [
        {
          languageCode: 'de',
          name: 'Deutsch',
          format: 'json3',
          cues: [{ start: 0, dur: 5, text: GERMAN_LINE }],
        },
        {
          languageCode: 'en',
          name: 'English (auto-generated)',
          kind: 'asr',
          format: 'json3',
          cues: [{ start: 0, dur: 5, text: 'uh so um yeah' }],
        },
        { languageCode: 'en', name: 'English', format: 'json3', cues },
      ],
      defaultTrack: 0,
    }),
    video(SRV3, {
      tracks: [{ languageCode: 'en', name: 'English', format: 'srv3', cues: cues.slice(0, 200) }],
    }),
    video(SRV1, {
      tracks: [
        { languageCode: 'en-GB', name: 'English (UK)', format: 'srv1', cues: cues.slice(0, 200) },
      ],
    }),
    video(NO_CAPTIONS, {
      description: 'Doctors hate him: this one weird trick cures diabetes in 3 days, guaranteed.',
    }),
    video(FOREIGN, {
      tracks: [
        {
          languageCode: 'en',
          name: 'English',
          format: 'srv1',
          cues: cues.slice(0, 10),
          baseUrl: `${foreignOrigin}/api/timedtext?v=${FOREIGN}&lang=en`,
        },
      ],
    }),
    video(REMOVED, { playability: 'ERROR' }),
  ]);
  server = await startTestServer({
    env: { YOUTUBE_BASE_URL: youtube.url, YOUTUBE_OEMBED_URL: `${youtube.url}/oembed` },
  });
});

afterAll(async () => {
  await server?.close();
  await youtube?.close();
  await new Promise<void>((resolve) => foreign.close(() => resolve()));
});

describe('POST /api/analyze/url with a YouTube link', () => {
  it('analyses a long transcript whole, with the second each claim is said', async () => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://youtu.be/${LONG}?t=42`,
    });
    expect(response.status).toBe(200);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    expect(results.analysisMetadata.type).toBe('video');

    // Every timed claim is found, including the one past the first 25,000 characters.
    for (const [i, timed] of TIMED_CLAIMS.entries()) {
      const claim = claimWith(results.claims, timed.marker);
      expect(claim, timed.marker).toBeDefined();
      expect(claim!.timestampSeconds).toBe(secondsOf(i));
    }
    // A sentence that starts in one cue and ends in the next is timed at its start.
    expect(claimWith(results.claims, '45 percent')!.timestampSeconds).toBe(
      TIMED_CLAIMS[0].at * CUE_SECONDS,
    );
    expect(claimWith(results.claims, 'moon landings were faked')!.status).toBe('false');

    const record = videoAnalysisResponseSchema.parse(
      (await server.get(`/api/video-analysis/${id}`)).json,
    );
    expect(record).toMatchObject({
      id,
      videoId: LONG,
      title: `Walking and talking ${LONG}`,
      channelName: 'Slow Walks',
      videoDuration: 2000,
      url: `https://www.youtube.com/watch?v=${LONG}`,
    });
    expect(record.transcriptLength).toBeGreaterThan(LONG_TRANSCRIPT_CHARS);
    expect(record.analysisResults.analysisMetadata.contentLength).toBe(record.transcriptLength);
    expect(Date.parse(record.createdAt)).not.toBeNaN();

    // The English manual captions were read, not the German track or the automatic ones.
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    expect(stored.content).toContain('eating walnuts every day');
    expect(stored.content).not.toContain('Untertitelspur');
    expect(stored.content).not.toContain('uh so um');
    expect(results.analysisMetadata.notes.join(' ')).toMatch(
      /uploaded\) captions|uploaded captions/,
    );
  });

  it('treats every link form of the same video as one analysis', async () => {
    const first = analyzeResponseSchema.parse(
      (
        await server.postJson('/api/analyze/url', {
          url: `https://www.youtube.com/watch?v=${LONG}`,
        })
      ).json,
    );
    const requestsBefore = youtube.requests.length;
    for (const url of [
      `https://m.youtube.com/watch?v=${LONG}&t=90s`,
      `https://www.youtube.com/shorts/${LONG}`,
      `https://music.youtube.com/watch?v=${LONG}&list=x`,
    ]) {
      const again = analyzeResponseSchema.parse(
        (await server.postJson('/api/analyze/url', { url })).json,
      );
      expect(again.id).toBe(first.id);
    }
    expect(youtube.requests.length).toBe(requestsBefore);
  });

  it.each([
    ['srv3', SRV3],
    ['srv1', SRV1],
  ])('reads %s captions with their timing', async (_format, id) => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://www.youtube.com/watch?v=${id}`,
    });
    expect(response.status).toBe(200);
    const { results } = analyzeResponseSchema.parse(response.json);
    expect(claimWith(results.claims, 'eating walnuts every day')!.timestampSeconds).toBe(
      secondsOf(1),
    );
    expect(claimWith(results.claims, '45 percent')!.timestampSeconds).toBe(secondsOf(0));
  });

  it('analyses the title and description, with a note, when the video has no captions', async () => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://youtube.com/watch?v=${NO_CAPTIONS}`,
    });
    expect(response.status).toBe(200);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    const notes = results.analysisMetadata.notes.join(' ');
    expect(notes).toMatch(/no captions/);
    expect(notes).toMatch(/paste it into the Text tab/);
    expect(results.redFlags.some((f) => f.type === 'miracle_cure')).toBe(true);
    const record = videoAnalysisResponseSchema.parse(
      (await server.get(`/api/video-analysis/${id}`)).json,
    );
    expect(record.transcriptLength).toBe(0);
    expect(record.videoDuration).toBe(2000);
  });

  it('never follows a caption address outside the configured YouTube origin', async () => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://youtu.be/${FOREIGN}`,
    });
    expect(response.status).toBe(200);
    const { results } = analyzeResponseSchema.parse(response.json);
    expect(foreignHits).toBe(0);
    expect(results.analysisMetadata.notes.join(' ')).toMatch(/captions could not be fetched/);
  });

  it('says a removed or private video is unavailable (404, guidance)', async () => {
    const response = await server.postJson('/api/analyze/url', {
      url: `https://www.youtube.com/watch?v=${REMOVED}`,
    });
    expect(response.status).toBe(404);
    const body = errorBodySchema.parse(response.json);
    expect(body.type).toBe('guidance');
    expect(body.message).toMatch(/unavailable/);
    expect(body.message).toMatch(/Text tab/);
  });
});

describe('when YouTube cannot be reached', () => {
  async function expectGuidanceFrom(env: Record<string, string>) {
    const offline = await startTestServer({ env });
    try {
      const response = await offline.postJson('/api/analyze/url', {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      expect(response.status).toBe(422);
      const body = errorBodySchema.parse(response.json);
      expect(body.type).toBe('guidance');
      expect(body.message).toMatch(/YouTube could not be reached/);
      expect(body.message).toMatch(/paste it into the Text tab/);
      // Nothing was stored: there was nothing to analyze.
      expect((await offline.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '0' });
    } finally {
      await offline.close();
    }
  }

  it('answers with guidance when the connection is refused', async () => {
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expectGuidanceFrom({
      YOUTUBE_BASE_URL: `http://127.0.0.1:${closedPort}`,
      YOUTUBE_OEMBED_URL: `http://127.0.0.1:${closedPort}/oembed`,
    });
  });

  it('answers with guidance within the time budget when YouTube hangs', async () => {
    const sockets: Socket[] = [];
    const hanging = createTcpServer((socket) => {
      // Accepts the connection, reads the request, never answers.
      sockets.push(socket);
      socket.on('data', () => undefined);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    try {
      await expectGuidanceFrom({
        YOUTUBE_BASE_URL: origin,
        YOUTUBE_OEMBED_URL: `${origin}/oembed`,
        YOUTUBE_TIMEOUT_MS: '1500',
      });
      // The server never answers, so only the budget can have ended the wait; the promise is
      // "within 15 s", and no budget may be set that would break it.
      expect(sockets.length).toBeGreaterThan(0);
      expect(MAX_YOUTUBE_TIMEOUT_MS).toBeLessThan(YOUTUBE_ANSWER_WITHIN_MS);
      expect(() => loadConfig({ YOUTUBE_TIMEOUT_MS: String(YOUTUBE_ANSWER_WITHIN_MS) })).toThrow(
        ConfigError,
      );
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});
