/**
 * A desktop's public feed is the hub's, cached so it still shows offline (marked stale, with its
 * age), and its cards open through a read-through to the hub that stores nothing locally.
 */
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  feedStatusResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisSchema,
  videoAnalysisSchema,
} from '../../src/shared';
import { makeVideoAnalysis } from '../helpers/fixtures';
import { NEWS_TEXT, SCAM_TEXT, SCAM_TEXT_SHOWN } from '../helpers/samples';
import { rm } from 'node:fs/promises';
import { makeTempDir, startTestServer } from '../helpers/server';
import {
  analyzeText,
  onCleanup,
  startDesktop,
  startFront,
  startHub,
  startTrio,
} from './publishing-setup';

describe('the desktop public feed', () => {
  it("shows the hub's feed and count, then the cached copy marked stale when the hub is unreachable", async () => {
    const { hub, front, desktop } = await startTrio();
    await analyzeText(hub, SCAM_TEXT);
    hub.clock.advance(60_000);
    await analyzeText(hub, NEWS_TEXT);
    const local = await analyzeText(
      desktop,
      'A private note that must stay on this computer, about a parcel fee.',
    );

    const hubItems = publicFeedResponseSchema.parse((await hub.get('/api/public-feed')).json);
    const online = await desktop.get('/api/public-feed');
    expect(online.status).toBe(200);
    expect(online.json).toEqual(hubItems);
    expect(hubItems.map((item) => item.id)).not.toContain(local);
    expect((await desktop.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '2' });
    const fresh = feedStatusResponseSchema.parse(
      (await desktop.get('/api/public-feed/status')).json,
    );
    expect(fresh).toEqual({
      source: 'hub',
      hubUrl: front.url,
      fetchedAt: desktop.clock.now().toISOString(),
      stale: false,
      error: null,
    });

    front.setMode({ kind: 'refuse' });
    desktop.clock.advance(5 * 60_000);
    const offline = await desktop.get('/api/public-feed');
    expect(offline.status).toBe(200);
    expect(offline.json).toEqual(hubItems);
    const stale = feedStatusResponseSchema.parse(
      (await desktop.get('/api/public-feed/status')).json,
    );
    expect(stale).toMatchObject({
      source: 'hub',
      hubUrl: front.url,
      fetchedAt: fresh.fetchedAt,
      stale: true,
    });
    expect(stale.error).toMatch(/could not be reached/);

    // Back online: a fresh copy, no longer stale.
    front.setMode({ kind: 'forward' });
    await desktop.get('/api/public-feed');
    expect(
      feedStatusResponseSchema.parse((await desktop.get('/api/public-feed/status')).json),
    ).toMatchObject({
      stale: false,
      error: null,
      fetchedAt: desktop.clock.now().toISOString(),
    });
  });

  it('keeps the cached copy across a restart of the desktop', async () => {
    const hub = await startHub();
    const front = await startFront(hub.url);
    const dataDir = await makeTempDir();
    onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const desktop = await startTestServer({ dataDir, env: { HUB_URL: front.url } });
    await analyzeText(hub, SCAM_TEXT);
    const items = (await desktop.get('/api/public-feed')).json;
    expect(items).toHaveLength(1);
    front.setMode({ kind: 'refuse' });
    await desktop.close();

    const again = await startDesktop(front.url, { dataDir });
    expect((await again.get('/api/public-feed')).json).toEqual(items);
    expect(
      feedStatusResponseSchema.parse((await again.get('/api/public-feed/status')).json).stale,
    ).toBe(true);
  });

  it('says what to do when the hub was never reached and nothing is cached', async () => {
    const front = await startFront(null);
    const desktop = await startDesktop(front.url);
    const answer = await desktop.get('/api/public-feed');
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ message: ERRORS.hubFeedUnreachable });
    expect(
      feedStatusResponseSchema.parse((await desktop.get('/api/public-feed/status')).json),
    ).toMatchObject({
      fetchedAt: null,
      stale: true,
    });
  });
});

describe('opening a feed card on the desktop', () => {
  it('reads a hub analysis through, without storing it locally', async () => {
    const { hub, desktop } = await startTrio();
    const hubId = await analyzeText(hub, SCAM_TEXT);
    const video = await hub
      .openStore()
      .insertAnalysis(makeVideoAnalysis({ videoId: 'aaaaaaaaaaa', createdAt: hub.clock.now() }));

    const card = await desktop.get(`/api/analysis/${hubId}`);
    expect(card.status).toBe(200);
    // Marked as the hub's, so the UI offers no Publish for it; the desktop's own analyses are not.
    expect(storedAnalysisSchema.parse(card.json)).toMatchObject({
      id: hubId,
      content: SCAM_TEXT_SHOWN,
      fromHub: true,
    });
    const videoPage = await desktop.get(`/api/video-analysis/${video.id}`);
    expect(videoAnalysisSchema.parse(videoPage.json)).toMatchObject({
      id: video.id,
      videoId: 'aaaaaaaaaaa',
    });

    expect(await desktop.openStore().getAnalysis(hubId)).toBeNull();
    expect((await desktop.get('/api/my-analyses')).json).toEqual({ analyses: [], total: 0 });
    const ownId = await analyzeText(
      desktop,
      'A note kept on this computer about the council budget meeting.',
    );
    expect((await desktop.get(`/api/analysis/${ownId}`)).json).not.toHaveProperty('fromHub');
    expect((await desktop.get('/api/analysis/nosuchanalysis01')).status).toBe(404);
    expect((await desktop.get('/api/video-analysis/nosuchanalysis01')).status).toBe(404);
  });

  it('says so when the hub cannot be reached for an id that is not local', async () => {
    const front = await startFront(null);
    const desktop = await startDesktop(front.url);
    const answer = await desktop.get('/api/analysis/nosuchanalysis01');
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ message: ERRORS.hubAnalysisUnreachable });
  });
});
