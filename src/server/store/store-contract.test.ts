/**
 * One contract for every store the hosted site can run on: the same suite against SQLite and
 * against a real PostgreSQL server the harness starts (tests/helpers/postgres.ts). Skipped for
 * PostgreSQL, with the reason printed, only when PostgreSQL is not installed on this machine.
 *
 * The aggregate checks insert a generated set of analyses (seed printed; replay with
 * STORE_CONTRACT_SEED=n) and compare with counting the inputs in JavaScript.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  ANALYTICS_RECENT_ANALYSES,
  GRADES,
  OVERALL_STATUSES,
  type OverallStatus,
} from '../../shared';
import {
  makeArticleAnalysis,
  makeResults,
  makeVideoAnalysis,
} from '../../../tests/helpers/fixtures';
import {
  postgresAvailability,
  startPostgres,
  type PostgresServer,
} from '../../../tests/helpers/postgres';
import { DAY_MS, WEEK_MS, startOfUtcDay } from './days';
import { openPostgresStores } from './postgres-store';
import { openSqliteStore, sqliteStores } from './sqlite-store';
import type { NewAnalysis } from './store';
import type { Stores } from './stores';
import { mulberry32 } from '../../../tests/helpers/prng';

const SEED = Number(process.env.STORE_CONTRACT_SEED ?? 17);
/** Generated analyses per aggregate check: enough for every type, grade and a dozen domains. */
const GENERATED_ANALYSES = 120;

interface Target {
  name: string;
  available: () => { ok: true } | { ok: false; reason: string };
  setUp: () => Promise<void>;
  open: () => Promise<Stores>;
  tearDown: () => Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let postgres: PostgresServer | null = null;
const targets: Target[] = [
  {
    name: 'SQLite',
    available: () => ({ ok: true }),
    setUp: async () => undefined,
    open: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'factlens-contract-'));
      const stores = sqliteStores(openSqliteStore({ dataDir }));
      cleanups.push(async () => {
        await stores.close();
        await rm(dataDir, { recursive: true, force: true });
      });
      return stores;
    },
    tearDown: async () => undefined,
  },
  {
    name: 'PostgreSQL',
    available: () => postgresAvailability(),
    setUp: async () => {
      postgres = await startPostgres();
    },
    open: async () => {
      const url = await postgres!.createDatabase();
      const stores = await openPostgresStores({ url, poolSize: 4, statementTimeoutMs: 10_000 });
      cleanups.push(() => stores.close());
      return stores;
    },
    tearDown: async () => {
      await postgres?.stop();
    },
  },
];

function generate(seed: number, now: Date): NewAnalysis[] {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const flagTypes = ['urgency', 'fake_reviews', 'no_sources', 'emotional_language', 'Pricing'];
  return Array.from({ length: GENERATED_ANALYSES }, (_, i) => {
    const createdAt = new Date(now.getTime() - Math.floor(next() * 40 * DAY_MS));
    const spec = {
      score: Math.floor(next() * 101),
      status: pick(OVERALL_STATUSES) as OverallStatus,
      redFlags: Array.from({ length: Math.floor(next() * 4) }, () => ({ type: pick(flagTypes) })),
      createdAt,
    };
    if (next() < 0.25)
      return makeVideoAnalysis({ ...spec, videoId: `vid${String(i).padStart(8, '0')}` });
    const domain = `site-${Math.floor(next() * 12)}.example`;
    const analysis = makeArticleAnalysis({ ...spec, url: `https://${domain}/${i}`, domain });
    return {
      ...analysis,
      type: pick(['article', 'shopping', 'text'] as const),
      domain: next() < 0.2 ? null : domain,
    };
  });
}

function reference(inputs: NewAnalysis[], now: Date) {
  const count = (key: (a: NewAnalysis) => string | null, keys?: readonly string[]) => {
    const counts: Record<string, number> = Object.fromEntries((keys ?? []).map((k) => [k, 0]));
    for (const a of inputs) {
      const k = key(a);
      if (k !== null) counts[k] = (counts[k] ?? 0) + 1;
    }
    return counts;
  };
  const ranked = (counts: Record<string, number>, limit: number, name: 'domain' | 'type') =>
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, limit)
      .map(([key, n]) => ({ [name]: key, count: n }));
  const flags: Record<string, number> = {};
  for (const a of inputs)
    for (const f of a.results.redFlags) flags[f.type] = (flags[f.type] ?? 0) + 1;
  return {
    total: inputs.length,
    status: count((a) => a.results.summary.overallStatus, OVERALL_STATUSES),
    type: count((a) => a.type, ANALYSIS_TYPES),
    grade: count((a) => a.results.summary.overallGrade, GRADES),
    domains: (limit: number) =>
      ranked(
        count((a) => a.domain),
        limit,
        'domain',
      ),
    flags: ranked(flags, Infinity, 'type'),
    today: inputs.filter((a) => a.createdAt.getTime() >= startOfUtcDay(now)).length,
    week: inputs.filter((a) => a.createdAt.getTime() >= now.getTime() - WEEK_MS).length,
  };
}

const textAnalysis = (
  content: string,
  createdAt: Date,
  extra: Partial<NewAnalysis> = {},
): NewAnalysis => ({
  type: 'text',
  url: null,
  domain: null,
  title: null,
  content,
  contentHash: `hash-of-${content}`,
  video: null,
  image: null,
  results: makeResults({
    redFlags: [{ type: 'urgency', severity: 'high' }, { type: 'no_sources' }],
  }),
  createdAt,
  ...extra,
});

for (const target of targets) {
  const availability = target.available();
  describe.skipIf(!availability.ok)(`store contract on ${target.name}`, () => {
    beforeAll(() => target.setUp(), 60_000);
    afterAll(() => target.tearDown(), 60_000);

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
      expect((await stores.analyses.getAnalysis(hidden.id))?.content).toBe(
        'Private family message',
      );
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

    it(`aggregates agree with counting the analyses themselves (seed ${SEED})`, async () => {
      console.log(`store contract: seed ${SEED} (replay with STORE_CONTRACT_SEED=${SEED})`);
      const stores = await target.open();
      const now = new Date('2026-03-20T15:30:00Z');
      const inputs = generate(SEED, now);
      // Some at once, as several requests (or instances) would write them.
      const ids: string[] = [];
      for (let i = 0; i < inputs.length; i += 8) {
        ids.push(
          ...(await Promise.all(
            inputs.slice(i, i + 8).map(async (a) => (await stores.analyses.insertAnalysis(a)).id),
          )),
        );
      }
      const newest = ids
        .map((id, i) => ({ id, at: inputs[i]!.createdAt.getTime() }))
        .sort((x, y) => y.at - x.at)
        .slice(0, ANALYTICS_RECENT_ANALYSES)
        .map((x) => x.id);
      const want = reference(inputs, now);
      const analytics = await stores.aggregates.analytics(now);
      expect(analytics.totalAnalyses).toBe(want.total);
      expect(await stores.analyses.countAnalyses()).toBe(want.total);
      expect(analytics.todayAnalyses).toBe(want.today);
      expect(analytics.thisWeekAnalyses).toBe(want.week);
      expect(analytics.gradeDistribution).toEqual(want.grade);
      expect(analytics.verifiedPercentage).toBeCloseTo(want.status.verified! / want.total, 10);
      expect(analytics.topDomains).toEqual(want.domains(5));
      expect(analytics.recentAnalyses.map((r) => r.id)).toEqual(newest);
      expect(analytics.analysesPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(
        inputs.filter((a) => a.createdAt.getTime() >= startOfUtcDay(now) - 29 * DAY_MS).length,
      );
      const dataset = await stores.aggregates.exportDataset(now);
      expect(dataset.totalAnalyses).toBe(want.total);
      expect(dataset.byType).toEqual(want.type);
      expect(dataset.statusDistribution).toEqual(want.status);
      expect(dataset.redFlagTypes).toEqual(want.flags);
      expect(dataset.topDomains).toEqual(want.domains(20));
    });
  });
  if (!availability.ok) {
    it.skip(`store contract on ${target.name}: skipped because ${availability.reason}`, () =>
      undefined);
  }
}
