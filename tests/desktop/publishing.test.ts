/**
 * Desktop publishing end to end: a desktop server, a hub server and (mostly) a logging front
 * between them, all on 127.0.0.1. What a person would notice: a private analysis never leaves the
 * computer; a published one shows on the public feed exactly once, whatever the network did.
 */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { publishAcceptedResponseSchema, publishRequestSchema } from '../../src/shared';
import { offlineResults } from '../helpers/offline-results';
import { NEWS_TEXT, SCAM_PHRASE, SCAM_TEXT, SCAM_TEXT_SHOWN } from '../helpers/samples';
import { makeTempDir, startTestServer } from '../helpers/server';
import { freePort, waitFor } from './hub-front';
import {
  analyzeText,
  FAST_RETRY_ENV,
  hubFeed,
  hubTotal,
  onCleanup,
  pause,
  publication,
  startDesktop,
  startFront,
  startHub,
  startTrio,
  waitForPublication,
} from './publishing-setup';

describe('a private analysis', () => {
  it('never reaches the hub', async () => {
    const { hub, front, desktop } = await startTrio();
    const id = await analyzeText(desktop, SCAM_TEXT);
    // Reading the desktop's feed, its analysis and My analyses is all local or read-only.
    expect((await desktop.get('/api/public-feed')).status).toBe(200);
    expect((await desktop.get(`/api/analysis/${id}`)).status).toBe(200);
    expect((await desktop.get('/api/my-analyses')).status).toBe(200);
    await pause(200);

    expect(await hubTotal(hub)).toBe(0);
    expect(front.publishes()).toEqual([]);
    // Nothing the desktop sent carries the text or its id.
    for (const request of front.log) {
      expect(request.method).toBe('GET');
      expect(request.path + request.body).not.toContain(SCAM_PHRASE);
      expect(request.path).not.toContain(id);
    }
    expect(await publication(desktop, id)).toBeUndefined();
  });
});

describe('publishing', () => {
  it('answers 202 at once and reaches the hub feed exactly once, even when pressed again', async () => {
    const { hub, front, desktop } = await startTrio();
    const id = await analyzeText(desktop, SCAM_TEXT);

    const accepted = await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    expect(accepted.status).toBe(202);
    expect(publishAcceptedResponseSchema.parse(accepted.json)).toEqual({
      id,
      publication: { state: 'queued', attempts: 0 },
    });

    const published = await waitForPublication(
      desktop,
      id,
      (p) => p.state === 'published',
      'published',
    );
    expect(published.attempts).toBe(1);
    expect(published.error).toBeUndefined();
    const hubId = published.sharedUrl!.split('/').pop()!;
    expect(published.sharedUrl).toBe(`${hub.url}/shared/${hubId}`);

    // Pressing Publish again (and again) changes nothing and sends nothing.
    const again = await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    expect(again.status).toBe(202);
    expect(publishAcceptedResponseSchema.parse(again.json).publication).toEqual(published);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await pause(200);

    expect(front.publishes()).toHaveLength(1);
    const feed = await hubFeed(hub);
    expect(feed.filter((item) => item.id === hubId)).toHaveLength(1);
    expect(await hubTotal(hub)).toBe(1);
    // The hub's copy opens through its own shared-report endpoint.
    const onHub = await hub.get(`/api/analysis/${hubId}`);
    expect(onHub.status).toBe(200);
    expect((onHub.json as { content: string }).content).toBe(SCAM_TEXT_SHOWN);
  });

  it('keeps retrying while the hub is down and publishes once it comes up on the same address', async () => {
    const port = await freePort();
    const desktop = await startDesktop(`http://127.0.0.1:${port}`);
    const id = await analyzeText(desktop, NEWS_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });

    const waiting = await waitForPublication(
      desktop,
      id,
      (p) => p.attempts >= 3,
      'three failed attempts',
    );
    expect(waiting.state).toBe('queued');
    expect(waiting.error).toMatch(/could not be reached.*tries again automatically/);

    const hub = await startHub({ env: { PORT: String(port) } });
    const published = await waitForPublication(
      desktop,
      id,
      (p) => p.state === 'published',
      'published',
    );
    expect(published.error).toBeUndefined();
    expect(published.sharedUrl).toMatch(new RegExp(`^${hub.url}/shared/`));
    expect(await hubTotal(hub)).toBe(1);
  });

  it('retries through a stretch of 500s with the same publishId, and one entry results', async () => {
    const { hub, front, desktop } = await startTrio();
    front.setMode(
      { kind: 'status', status: 500, message: 'The hub is having a bad moment.' },
      '/api/publish',
    );
    const id = await analyzeText(desktop, SCAM_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });

    const failing = await waitForPublication(
      desktop,
      id,
      (p) => p.attempts >= 3,
      'three failed attempts',
    );
    expect(failing).toMatchObject({ state: 'queued', error: 'The hub is having a bad moment.' });
    front.setMode({ kind: 'forward' });

    await waitForPublication(desktop, id, (p) => p.state === 'published', 'published');
    const sent = front
      .publishes()
      .map((request) => publishRequestSchema.parse(JSON.parse(request.body)));
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sent.map((request) => request.publishId)).size).toBe(1);
    expect(await hubTotal(hub)).toBe(1);
  });

  it('does not make a second entry when the hub published but its answer was lost', async () => {
    const { hub, front, desktop } = await startTrio();
    front.setMode({ kind: 'forward-and-lose', status: 502 }, '/api/publish');
    const id = await analyzeText(desktop, SCAM_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitForPublication(desktop, id, (p) => p.attempts >= 2, 'two lost answers');
    // The hub already has it, from the first request. A day later its 24 h result cache no longer
    // matches the text, so only the publishId can stop a second entry.
    expect(await hubTotal(hub)).toBe(1);
    hub.clock.advance(25 * 60 * 60 * 1000);
    front.setMode({ kind: 'forward' });

    const published = await waitForPublication(
      desktop,
      id,
      (p) => p.state === 'published',
      'published',
    );
    expect(await hubTotal(hub)).toBe(1);
    expect((await hubFeed(hub)).map((item) => `${hub.url}/shared/${item.id}`)).toEqual([
      published.sharedUrl,
    ]);
  });

  it('waits as long as a 429 Retry-After asks', async () => {
    const { front, desktop } = await startTrio();
    front.setMode(
      {
        kind: 'status',
        status: 429,
        message: 'Too many publishes. Try again in a second.',
        headers: { 'retry-after': '1' },
      },
      '/api/publish',
    );
    const id = await analyzeText(desktop, NEWS_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitFor(
      async () => (front.publishes().length >= 1 ? true : undefined),
      'the first publish',
    );
    front.setMode({ kind: 'forward' });

    await waitForPublication(desktop, id, (p) => p.state === 'published', 'published');
    const [first, second] = front.publishes();
    // Without Retry-After the fast test backoff would retry within ~20 ms.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });

  it("fails for good on a 4xx with the hub's message, and publishes when pressed again", async () => {
    const { hub, front, desktop } = await startTrio();
    front.setMode(
      {
        kind: 'status',
        status: 400,
        message: 'The hub cannot take this right now: update FactLens.',
      },
      '/api/publish',
    );
    const id = await analyzeText(desktop, SCAM_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });

    const failed = await waitForPublication(desktop, id, (p) => p.state === 'failed', 'failed');
    expect(failed).toEqual({
      state: 'failed',
      error: 'The hub cannot take this right now: update FactLens.',
      attempts: 1,
    });
    await pause(200);
    expect(front.publishes()).toHaveLength(1);

    front.setMode({ kind: 'forward' });
    const again = await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    expect(publishAcceptedResponseSchema.parse(again.json).publication.state).toBe('queued');
    await waitForPublication(desktop, id, (p) => p.state === 'published', 'published');
    const ids = front
      .publishes()
      .map((request) => publishRequestSchema.parse(JSON.parse(request.body)).publishId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await hubTotal(hub)).toBe(1);
  });

  it('survives a restart with items queued: the next start publishes each once', async () => {
    const port = await freePort();
    const dataDir = await makeTempDir();
    onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const env = { HUB_URL: `http://127.0.0.1:${port}`, ...FAST_RETRY_ENV };

    const first = await startTestServer({ dataDir, env });
    const ids = [await analyzeText(first, SCAM_TEXT), await analyzeText(first, NEWS_TEXT)];
    for (const id of ids) await first.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitForPublication(first, ids[1]!, (p) => p.attempts >= 1, 'a failed attempt');
    await first.close();

    const hub = await startHub({ env: { PORT: String(port) } });
    const second = await startDesktop(`http://127.0.0.1:${port}`, { dataDir });
    for (const id of ids)
      await waitForPublication(
        second,
        id,
        (p) => p.state === 'published',
        'published after restart',
      );
    await pause(200);
    expect(await hubTotal(hub)).toBe(2);
  });

  it('lets a send under way finish before closing, so the next start does not send it again', async () => {
    const hub = await startHub();
    const front = await startFront(hub.url);
    front.setMode({ kind: 'forward', delayMs: 500 }, '/api/publish');
    const dataDir = await makeTempDir();
    onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const env = { HUB_URL: front.url, ...FAST_RETRY_ENV };

    const first = await startTestServer({ dataDir, env });
    const id = await analyzeText(first, SCAM_TEXT);
    await first.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitFor(
      async () => (front.publishes().length === 1 ? true : undefined),
      'the send to start',
    );
    await first.close();

    const second = await startDesktop(front.url, { dataDir });
    expect(await publication(second, id)).toMatchObject({ state: 'published', attempts: 1 });
    await pause(300);
    expect(front.publishes()).toHaveLength(1);
    expect(await hubTotal(hub)).toBe(1);
  });

  it("sends a screenshot's text only, never its image, and the hub keeps it a screenshot", async () => {
    const { hub, front, desktop } = await startTrio();
    const text =
      'Congratulations! You won a free iPhone. Send your bank details to claim-prize.example.top today.';
    const imageData = `data:image/png;base64,${Buffer.from('pretend image bytes').toString('base64')}`;
    const store = desktop.openStore();
    const screenshot = await store.insertAnalysis({
      type: 'screenshot',
      url: null,
      domain: null,
      title: null,
      content: text,
      contentHash: null,
      video: null,
      image: { data: imageData, name: 'prize.png', size: 19 },
      results: await offlineResults(text),
      createdAt: new Date(),
    });

    await desktop.request(`/api/analysis/${screenshot.id}/publish`, { method: 'POST' });
    const published = await waitForPublication(
      desktop,
      screenshot.id,
      (p) => p.state === 'published',
      'published',
    );

    const [sent] = front.publishes();
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['content', 'publishId', 'type']);
    expect(body).toMatchObject({ type: 'screenshot', content: text });
    expect(sent!.body).not.toContain(imageData.slice(22));

    const onHub = await hub.get(`/api/analysis/${published.sharedUrl!.split('/').pop()}`);
    expect(onHub.json).toMatchObject({ type: 'screenshot', content: text, imageData: null });
  });

  it('forgets a queued analysis when it is deleted: nothing is sent later', async () => {
    const { hub, front, desktop } = await startTrio();
    front.setMode({ kind: 'refuse' }, '/api/publish');
    const id = await analyzeText(desktop, NEWS_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitForPublication(desktop, id, (p) => p.attempts >= 1, 'a failed attempt');

    expect((await desktop.request(`/api/analysis/${id}`, { method: 'DELETE' })).status).toBe(204);
    // A send already under way when the delete came is refused within milliseconds.
    await pause(150);
    const sentBefore = front.publishes().length;
    front.setMode({ kind: 'forward' });
    // With the test backoff (at most 100 ms) a row still queued would go out well within this.
    await pause(500);
    expect(front.publishes().length).toBe(sentBefore);
    expect(await hubTotal(hub)).toBe(0);
    expect((await desktop.get(`/api/analysis/${id}`)).status).toBe(404);
  });

  it('answers 404 for an analysis that is not there', async () => {
    const front = await startFront(null);
    const desktop = await startDesktop(front.url);
    const response = await desktop.request('/api/analysis/nosuchanalysis01/publish', {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ message: expect.stringMatching(/could not be found/) });
  });
});

describe('coming back online', () => {
  it('publishes as soon as the hub answers again, not after the long backoff', async () => {
    const hub = await startHub();
    const front = await startFront(hub.url);
    front.setMode({ kind: 'refuse' });
    // A backoff of at least 30 s: only "the hub answered again" can make it go out within the test.
    const desktop = await startDesktop(front.url, {
      env: { PUBLISH_RETRY_BASE_MS: '60000', PUBLISH_RETRY_MAX_MS: '60000' },
    });
    const id = await analyzeText(desktop, NEWS_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitForPublication(desktop, id, (p) => p.attempts === 1, 'a failed attempt');

    front.setMode({ kind: 'forward' });
    expect((await desktop.get('/api/public-feed')).status).toBe(200);
    await waitForPublication(
      desktop,
      id,
      (p) => p.state === 'published',
      'published after the feed was read',
      // Well under the 60 s backoff, so only the feed read can explain it, and long enough for a
      // hub on a loaded machine to take the publication (its first analysis thread starts then).
      30_000,
    );
    expect(await hubTotal(hub)).toBe(1);
  });

  it('still waits out a pause the hub asked for (Retry-After)', async () => {
    const { front, desktop } = await startTrio();
    front.setMode(
      { kind: 'status', status: 429, message: 'Slow down.', headers: { 'retry-after': '30' } },
      '/api/publish',
    );
    const id = await analyzeText(desktop, NEWS_TEXT);
    await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' });
    await waitForPublication(desktop, id, (p) => p.attempts === 1, 'the 429');
    front.setMode({ kind: 'forward' });
    expect((await desktop.get('/api/public-feed')).status).toBe(200);
    await pause(500);
    expect(front.publishes()).toHaveLength(1);
    expect(await publication(desktop, id)).toMatchObject({ state: 'queued', error: 'Slow down.' });
  });
});
