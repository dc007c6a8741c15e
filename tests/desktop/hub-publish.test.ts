/**
 * The hub's POST /api/publish over HTTP: it analyses what it is sent itself (a client cannot bring
 * its own verdict), gives one public entry per publishId (also under concurrent duplicates), and
 * refuses what it cannot analyze with a message saying what to send. Mode-specific routes answer
 * 404 JSON in the other mode.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERRORS, publishResponseSchema, storedAnalysisSchema } from '../../src/shared';
import { offlineResults } from '../helpers/offline-results';
import { NEWS_TEXT, SCAM_TEXT, SCAM_TEXT_SHOWN } from '../helpers/samples';
import { startFront, startDesktop, startHub, hubTotal } from './publishing-setup';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/publish on the hub', () => {
  it('creates one entry per publishId: 201 first, 200 with the same body after, even a day later', async () => {
    const hub = await startHub();
    const request = { publishId: randomUUID(), type: 'text', content: SCAM_TEXT };
    const first = await hub.postJson('/api/publish', request);
    expect(first.status).toBe(201);
    const created = publishResponseSchema.parse(first.json);
    expect(created.sharedUrl).toBe(`${hub.url}/shared/${created.id}`);

    const second = await hub.postJson('/api/publish', request);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(created);

    // Past the 24 h result cache the same text would be analyzed anew; the publishId still matches.
    hub.clock.advance(DAY_MS + 60_000);
    const later = await hub.postJson('/api/publish', request);
    expect(later.status).toBe(200);
    expect(later.json).toEqual(created);
    expect(await hubTotal(hub)).toBe(1);
  });

  it('gives concurrent duplicates one entry and one 201', async () => {
    const hub = await startHub();
    const request = { publishId: randomUUID(), type: 'text', content: NEWS_TEXT };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => hub.postJson('/api/publish', request)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => publishResponseSchema.parse(a.json).id)).size).toBe(1);
    expect(await hubTotal(hub)).toBe(1);
  });

  it('analyses the content itself: results sent along are ignored', async () => {
    const hub = await startHub();
    const fake = {
      scorecard: { credibilityScore: 100 },
      summary: { overallStatus: 'verified', overallGrade: 'A' },
      claims: [],
    };
    const answer = await hub.postJson('/api/publish', {
      publishId: randomUUID(),
      type: 'text',
      content: SCAM_TEXT,
      results: fake,
      analysisResults: fake,
      credibilityScore: 100,
    });
    expect(answer.status).toBe(201);
    const { id } = publishResponseSchema.parse(answer.json);
    const stored = storedAnalysisSchema.parse((await hub.get(`/api/analysis/${id}`)).json);
    const expected = await offlineResults(SCAM_TEXT);
    expect(stored.analysisResults.scorecard.credibilityScore).toBe(
      expected.scorecard.credibilityScore,
    );
    expect(stored.analysisResults.summary.overallGrade).toBe(expected.summary.overallGrade);
    expect(stored.analysisResults.scorecard.credibilityScore).toBeLessThan(60);
    expect(stored.analysisResults.redFlags.length).toBeGreaterThan(0);
  });

  it('keeps a published screenshot a screenshot, analyzed from its text with a note', async () => {
    const hub = await startHub();
    const answer = await hub.postJson('/api/publish', {
      publishId: randomUUID(),
      type: 'screenshot',
      content: SCAM_TEXT,
    });
    expect(answer.status).toBe(201);
    const stored = storedAnalysisSchema.parse(
      (await hub.get(`/api/analysis/${publishResponseSchema.parse(answer.json).id}`)).json,
    );
    expect(stored).toMatchObject({ type: 'screenshot', content: SCAM_TEXT_SHOWN, imageData: null });
    expect(stored.analysisResults.analysisMetadata.notes.join(' ')).toMatch(
      /image itself was not sent/,
    );
  });

  it.each([
    [{ type: 'screenshot' }, ERRORS.publishNeedsContent],
    [{ type: 'screenshot', content: '   ' }, ERRORS.publishNeedsContent],
    [{ type: 'text' }, ERRORS.publishNeedsContent],
    [{ type: 'article' }, ERRORS.publishNeedsUrl],
    [{ type: 'video', content: 'a transcript' }, ERRORS.publishNeedsUrl],
  ])('refuses %o with 400 and what to send', async (fields, message) => {
    const hub = await startHub();
    const answer = await hub.postJson('/api/publish', { publishId: randomUUID(), ...fields });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message });
    expect(await hubTotal(hub)).toBe(0);
  });

  it.each([
    [{ type: 'text', content: 'x' }, /"publishId"/],
    [{ publishId: 'short', type: 'text', content: 'x' }, /16 to 64 letters/],
    [{ publishId: randomUUID(), type: 'poem', content: 'x' }, /"type"/],
    [[1, 2], /could not be read/],
  ])('refuses the malformed request %o with 400', async (body, message) => {
    const hub = await startHub();
    const answer = await hub.postJson('/api/publish', body);
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(message);
  });

  it('uses PUBLIC_URL for the share link when it is set, /video/ for videos', async () => {
    const hub = await startHub({ env: { PUBLIC_URL: 'https://factlens.example/' } });
    const answer = await hub.postJson('/api/publish', {
      publishId: randomUUID(),
      type: 'text',
      content: NEWS_TEXT,
    });
    const { id, sharedUrl } = publishResponseSchema.parse(answer.json);
    expect(sharedUrl).toBe(`https://factlens.example/shared/${id}`);
  });
});

describe('routes of the other mode', () => {
  it('a hub answers the desktop-only routes with 404 JSON', async () => {
    const hub = await startHub();
    const analyzed = await hub.postJson('/api/analyze/text', { content: NEWS_TEXT });
    const { id } = analyzed.json as { id: string };
    for (const [method, path] of [
      ['POST', `/api/analysis/${id}/publish`],
      ['DELETE', `/api/analysis/${id}`],
      ['GET', '/api/my-analyses'],
    ] as const) {
      const answer = await hub.request(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json).toEqual({ message: ERRORS.desktopOnly });
    }
    // Nothing was deleted.
    expect((await hub.get(`/api/analysis/${id}`)).status).toBe(200);
    expect((await hub.get('/api/public-feed/status')).json).toEqual({
      source: 'local',
      hubUrl: null,
      fetchedAt: null,
      stale: false,
      error: null,
    });
  });

  it('a desktop answers POST /api/publish with 404 JSON and reports itself as desktop', async () => {
    const front = await startFront(null);
    const desktop = await startDesktop(front.url);
    const answer = await desktop.postJson('/api/publish', {
      publishId: randomUUID(),
      type: 'text',
      content: NEWS_TEXT,
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: ERRORS.hubOnly });
    // Only the read of the hub's fact-check index (desktop/hub-fact-checks.ts), never a publish.
    expect(front.log.filter((r) => !r.path.startsWith('/api/fact-checks'))).toEqual([]);
    expect((await desktop.get('/api/meta')).json).toMatchObject({
      mode: 'desktop',
      hubUrl: front.url,
    });
  });
});
