/**
 * One contract for every store the hosted site can run on, reads and writes: the same suite on
 * SQLite and on PostgreSQL (store-contract-targets.ts). The aggregates are checked in
 * store-contract-aggregates.test.ts.
 */
import { expect, it } from 'vitest';
import { makeVideoAnalysis } from '../../../tests/helpers/fixtures';
import { DAY_MS } from './days';
import { describeStoreContract, textAnalysis } from './store-contract-targets';

describeStoreContract('reads and writes', (target) => {
  it('stores an analysis and reads it back the same way through every read', async () => {
    const stores = await target.open();
    const at = new Date('2026-03-01T10:00:00Z');
    const inserted = await stores.analyses.insertAnalysis(
      textAnalysis('Quotes "and" unicode: é ✓', at, { title: 'T' }),
    );
    expect(inserted.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const stored = await stores.analyses.getAnalysis(inserted.id);
    expect(stored).toMatchObject({
      id: inserted.id,
      type: 'text',
      content: 'Quotes "and" unicode: é ✓',
      title: 'T',
      createdAt: at.toISOString(),
      analysisResults: inserted.analysisResults,
      imageData: null,
    });
    expect(JSON.parse((await stores.analyses.getAnalysisJson(inserted.id))!)).toEqual(stored);
    expect(await stores.analyses.getAnalysis('missing-id')).toBeNull();
    expect(await stores.analyses.getAnalysisJson('missing-id')).toBeNull();
    expect(await stores.analyses.getVideoAnalysis(inserted.id)).toBeNull();
    expect(await stores.analyses.countAnalyses()).toBe(1);
  });

  it('keeps an unlisted analysis off the feed, the recent list, the daily pick and every count, but readable', async () => {
    const stores = await target.open();
    const at = new Date('2026-03-01T10:00:00Z');
    const listed = await stores.analyses.insertAnalysis(
      textAnalysis('Listed first line\nmore', at),
    );
    const hidden = await stores.analyses.insertAnalysis(
      textAnalysis('Private family message', new Date(at.getTime() + 1000), { unlisted: true }),
    );
    const hiddenVideo = await stores.analyses.insertAnalysis({
      ...makeVideoAnalysis({ createdAt: new Date(at.getTime() + 2000), videoId: 'hiddenVid01' }),
      unlisted: true,
    });
    const feed = await stores.analyses.listFeed(10);
    expect(feed.map((f) => f.id)).toEqual([listed.id]);
    expect(feed[0]!.snippet).toBe('Listed first line');
    expect((await stores.analyses.getAnalysis(hidden.id))?.content).toBe('Private family message');
    expect(await stores.analyses.countAnalyses()).toBe(1);
    const analytics = await stores.aggregates.analytics(new Date(at.getTime() + 60_000));
    expect(analytics.totalAnalyses).toBe(1);
    expect(analytics.todayAnalyses).toBe(1);
    const dataset = await stores.aggregates.exportDataset(new Date(at.getTime() + 60_000));
    expect(dataset.totalAnalyses).toBe(1);
    expect(dataset.byType.video).toBe(0);
    expect(analytics.recentAnalyses.map((r) => r.id)).toEqual([listed.id]);
    const videos = await stores.analyses.latestVideoAnalyses(new Date(at.getTime() - DAY_MS), 10);
    expect(videos.map((v) => v.analysis.id)).not.toContain(hiddenVideo.id);
  });

  it('rejects results that break the contract and stores nothing', async () => {
    const stores = await target.open();
    const bad = textAnalysis('bad', new Date());
    (bad.results.scorecard as { credibilityScore: number }).credibilityScore = 140;
    await expect(stores.analyses.insertAnalysis(bad)).rejects.toThrow();
    expect(await stores.analyses.countAnalyses()).toBe(0);
  });

  it('keeps a given id (a publication from a desktop app) and refuses the same id twice', async () => {
    const stores = await target.open();
    const first = await stores.analyses.insertAnalysis({
      ...textAnalysis('one', new Date()),
      id: 'given-id-123',
    });
    expect(first.id).toBe('given-id-123');
    await expect(
      stores.analyses.insertAnalysis({ ...textAnalysis('two', new Date()), id: 'given-id-123' }),
    ).rejects.toThrow();
    expect(await stores.analyses.countAnalyses()).toBe(1);
  });

  it('finds the newest cached analysis by hash, only within the window', async () => {
    const stores = await target.open();
    const old = await stores.analyses.insertAnalysis(
      textAnalysis('same', new Date('2026-03-01T00:00:00Z')),
    );
    const newer = await stores.analyses.insertAnalysis(
      textAnalysis('same', new Date('2026-03-01T06:00:00Z')),
    );
    await stores.analyses.insertAnalysis(textAnalysis('other', new Date('2026-03-01T07:00:00Z')));
    expect(
      (await stores.analyses.findCachedAnalysis('hash-of-same', new Date('2026-02-28T00:00:00Z')))
        ?.id,
    ).toBe(newer.id);
    expect(
      (await stores.analyses.findCachedAnalysis('hash-of-same', new Date('2026-03-01T06:00:00Z')))
        ?.id,
    ).toBe(newer.id);
    expect(
      await stores.analyses.findCachedAnalysis(
        'hash-of-same',
        new Date('2026-03-01T06:00:00.001Z'),
      ),
    ).toBeNull();
    expect(await stores.analyses.findCachedAnalysis('hash-of-nothing', new Date(0))).toBeNull();
    expect(old.id).not.toBe(newer.id);
  });

  it('lists the feed newest first, same-time rows by insertion, without content or image bytes', async () => {
    const stores = await target.open();
    const at = new Date('2026-03-02T00:00:00Z');
    const a = await stores.analyses.insertAnalysis(textAnalysis('a', at));
    const b = await stores.analyses.insertAnalysis(textAnalysis('b', at));
    const c = await stores.analyses.insertAnalysis(
      textAnalysis('c', new Date(at.getTime() - 1000)),
    );
    const feed = await stores.analyses.listFeed(10);
    expect(feed.map((item) => item.id)).toEqual([b.id, a.id, c.id]);
    expect(await stores.analyses.listFeed(2)).toHaveLength(2);
    for (const item of feed) expect(item).not.toHaveProperty('content');
  });

  it('reads video analyses and the latest ones with their red-flag counts', async () => {
    const stores = await target.open();
    const since = new Date('2026-03-01T00:00:00Z');
    const one = await stores.analyses.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'aaaaaaaaaaa',
        createdAt: new Date('2026-03-02T00:00:00Z'),
        redFlags: [{ type: 'x' }, { type: 'y' }],
      }),
    );
    const two = await stores.analyses.insertAnalysis(
      makeVideoAnalysis({ videoId: 'bbbbbbbbbbb', createdAt: new Date('2026-03-03T00:00:00Z') }),
    );
    await stores.analyses.insertAnalysis(
      makeVideoAnalysis({ videoId: 'ccccccccccc', createdAt: new Date('2026-02-01T00:00:00Z') }),
    );
    await stores.analyses.insertAnalysis(
      textAnalysis('not a video', new Date('2026-03-04T00:00:00Z')),
    );
    expect(await stores.analyses.getVideoAnalysis(one.id)).toMatchObject({
      id: one.id,
      videoId: 'aaaaaaaaaaa',
      transcriptLength: 2400,
    });
    const latest = await stores.analyses.latestVideoAnalyses(since, 10);
    expect(latest.map((v) => [v.analysis.id, v.redFlagCount])).toEqual([
      [two.id, 0],
      [one.id, 2],
    ]);
  });

  it('forgets screenshots older than the cut-off, keeps the analysis, and says how many', async () => {
    const stores = await target.open();
    const image = (content: string, at: string) =>
      textAnalysis(content, new Date(at), {
        type: 'screenshot',
        image: { data: 'data:image/png;base64,AAAA', name: 'shot.png', size: 3 },
      });
    const old = await stores.analyses.insertAnalysis(image('old', '2026-03-01T00:00:00Z'));
    const recent = await stores.analyses.insertAnalysis(image('recent', '2026-03-01T10:00:00Z'));
    expect(await stores.images.purgeImageData(new Date('2026-03-01T05:00:00Z'))).toBe(1);
    expect((await stores.analyses.getAnalysis(old.id))?.imageData).toBeNull();
    expect(JSON.parse((await stores.analyses.getAnalysisJson(old.id))!).imageData).toBeNull();
    expect((await stores.analyses.getAnalysis(recent.id))?.imageData).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(await stores.images.purgeImageData(new Date('2026-03-01T05:00:00Z'))).toBe(0);
    expect(await stores.analyses.countAnalyses()).toBe(2);
  });

  it('records a publishId once: the first id wins, later ones get it back', async () => {
    const stores = await target.open();
    const a = await stores.analyses.insertAnalysis(textAnalysis('published a', new Date()));
    const b = await stores.analyses.insertAnalysis(textAnalysis('published b', new Date()));
    expect(await stores.receipts.findReceivedPublication('p-1')).toBeNull();
    expect(await stores.receipts.recordReceivedPublication('p-1', a.id, new Date())).toEqual({
      analysisId: a.id,
      created: true,
    });
    expect(await stores.receipts.recordReceivedPublication('p-1', b.id, new Date())).toEqual({
      analysisId: a.id,
      created: false,
    });
    expect(await stores.receipts.findReceivedPublication('p-1')).toBe(a.id);
  });
});
