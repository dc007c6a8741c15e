/**
 * What several app instances on one PostgreSQL database rely on, each instance played by its own
 * connection pool: migrations applied once when instances start together, result-cache claims,
 * rate-limit counts, the daily pick and the one-at-a-time screenshot purge.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Options } from 'express-rate-limit';
import { DAILY_ANALYSIS_CACHE_MS } from '../../shared';
import { ManualClock } from '../../../tests/helpers/clock';
import { makeResults, makeVideoAnalysis } from '../../../tests/helpers/fixtures';
import { acquireText } from '../analysis/acquire/text';
import { createOfflineAnalyzer } from '../analysis/offline/index';
import { INPUT_KINDS } from '../kinds/registry';
import { createAnalysisRunner } from '../services/analysis-runner';
import { createDailyAnalysis } from '../services/daily-analysis';
import {
  postgresAvailability,
  startPostgres,
  type PostgresServer,
} from '../../../tests/helpers/postgres';
import { bundledMigrations } from './migrate';
import { ANALYSIS_CLAIM_TTL_MS } from './shared-state';
import { IMAGE_PURGE_LOCK_KEY, openPostgresStores } from './postgres-store';
import type { Stores } from './stores';

const availability = postgresAvailability();
const settings = (url: string) => ({ url, poolSize: 3, statementTimeoutMs: 10_000 });

describe.skipIf(!availability.ok)('PostgreSQL shared by several instances', () => {
  let server: PostgresServer;
  const open: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, 180_000);
  afterAll(() => server?.stop(), 60_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  async function instances(count: number, url?: string): Promise<Stores[]> {
    const database = url ?? (await server.createDatabase());
    const stores = await Promise.all(
      Array.from({ length: count }, () => openPostgresStores(settings(database))),
    );
    open.push(...stores);
    return stores;
  }

  async function sql<T extends pg.QueryResultRow>(
    url: string,
    text: string,
    values: unknown[] = [],
  ): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  it('applies the migrations once when four instances start at the same moment', async () => {
    const url = await server.createDatabase();
    await instances(4, url);
    const recorded = await sql<{ version: number; name: string }>(
      url,
      'SELECT version, name FROM migrations ORDER BY version',
    );
    expect(recorded).toEqual(bundledMigrations().map(({ version, name }) => ({ version, name })));
  });

  it('gives an input to one instance at a time, and to another once released or expired', async () => {
    const url = await server.createDatabase();
    const [a, b] = await instances(2, url);
    const claims = await Promise.all([
      a!.shared!.claims.claim('h1'),
      b!.shared!.claims.claim('h1'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [holder, other] = claims[0] ? [a!, b!] : [b!, a!];
    expect(await other.shared!.claims.claim('h1')).toBe(false);
    // Releasing someone else's claim does nothing.
    await other.shared!.claims.release('h1');
    expect(await other.shared!.claims.claim('h1')).toBe(false);
    await holder.shared!.claims.release('h1');
    expect(await other.shared!.claims.claim('h1')).toBe(true);
    // A holder that died: its claim expires and is taken over.
    await sql(url, 'UPDATE analysis_claims SET claimed_at = claimed_at - $1', [
      ANALYSIS_CLAIM_TTL_MS + 1,
    ]);
    expect(await holder.shared!.claims.claim('h1')).toBe(true);
  });

  it('counts rate-limit hits across instances without storing the address', async () => {
    const url = await server.createDatabase();
    const [a, b] = await instances(2, url);
    const storeA = a!.shared!.rateLimitStore('analyze');
    const storeB = b!.shared!.rateLimitStore('analyze');
    const other = b!.shared!.rateLimitStore('read');
    for (const store of [storeA, storeB, other])
      await store.init?.({ windowMs: 3_600_000 } as Options); // an hour: the test never straddles two windows
    const address = '203.0.113.7';
    expect((await storeA.increment(address)).totalHits).toBe(1);
    expect((await storeB.increment(address)).totalHits).toBe(2);
    expect((await storeA.increment(address)).totalHits).toBe(3);
    expect((await other.increment(address)).totalHits).toBe(1);
    expect((await storeB.increment('198.51.100.1')).totalHits).toBe(1);
    await storeB.decrement(address);
    expect((await storeA.get!(address))?.totalHits).toBe(2);
    const dump = JSON.stringify(await sql(url, 'SELECT * FROM rate_limit_hits'));
    expect(dump).not.toContain('203.0.113');
    expect(dump).not.toContain('198.51.100');
    await storeA.resetKey(address);
    expect(await storeB.get!(address)).toBeUndefined();
  });

  it('runs an input once across instances; when the first one fails, a waiting one analyses it', async () => {
    const url = await server.createDatabase();
    const [a, b] = await instances(2, url);
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    const runner = (stores: Stores) =>
      createAnalysisRunner({
        store: stores.analyses,
        claims: stores.shared!.claims,
        analyzer: createOfflineAnalyzer(),
        clock,
        kinds: INPUT_KINDS,
      });
    const [runA, runB] = [runner(a!), runner(b!)];
    const content =
      'The council said the bridge will reopen on Monday after repairs, according to a statement.';
    let acquired = 0;
    const request = (fail: boolean) => ({
      cacheKey: 'same-input',
      acquire: async () => {
        acquired++;
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (fail) throw new Error('the page could not be read');
        return acquireText(content);
      },
      content: () => content,
    });
    const acquiring = async (count: number) => {
      while (acquired < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    // A claims and succeeds; B, asked while A is analyzing, waits and answers with A's analysis.
    const fromA = runA(request(false));
    await acquiring(1);
    const fromB = await runB(request(false));
    expect(fromB.id).toBe((await fromA).id);
    expect(acquired).toBe(1);
    expect(await a!.analyses.countAnalyses()).toBe(1);

    // A new input: A claims and fails; B, waiting on it, then analyses it itself.
    const failing = { ...request(true), cacheKey: 'second-input' };
    const failed = runA(failing).catch((error: Error) => error.message);
    await acquiring(2);
    const recovered = await runB({ ...request(false), cacheKey: 'second-input' });
    expect(await failed).toBe('the page could not be read');
    expect(acquired).toBe(3);
    expect(await a!.analyses.findCachedAnalysis('second-input', new Date(0))).toMatchObject({
      id: recovered.id,
    });
  });

  it('features the same daily video on every instance for the cache hour, then the new best', async () => {
    const url = await server.createDatabase();
    const [a, b] = await instances(2, url);
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    const daily = (stores: Stores) =>
      createDailyAnalysis({ store: stores.analyses, clock, shared: stores.shared!.dailyPick });
    const [dailyA, dailyB] = [daily(a!), daily(b!)];
    const first = await a!.analyses.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'aaaaaaaaaaa',
        createdAt: clock.now(),
        redFlags: [{ type: 'urgency' }],
      }),
    );
    expect((await dailyA()).id).toBe(first.id);
    clock.advance(60_000);
    const better = await b!.analyses.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'bbbbbbbbbbb',
        createdAt: clock.now(),
        redFlags: [{ type: 'urgency' }, { type: 'no_sources' }],
      }),
    );
    // B never chose before: on its own it would feature the better one at once.
    expect((await dailyB()).id).toBe(first.id);
    clock.advance(DAILY_ANALYSIS_CACHE_MS);
    expect((await dailyB()).id).toBe(better.id);
    expect((await dailyA()).id).toBe(better.id);
  });

  it('shares the daily pick and lets only one instance purge screenshots at a time', async () => {
    const url = await server.createDatabase();
    const [a, b] = await instances(2, url);
    const at = new Date('2026-03-01T00:00:00Z');
    const inserted = await a!.analyses.insertAnalysis({
      type: 'screenshot',
      url: null,
      domain: null,
      title: null,
      content: 'text',
      contentHash: null,
      video: null,
      image: { data: 'data:image/png;base64,AAAA', name: 's.png', size: 3 },
      results: makeResults(),
      createdAt: at,
    });
    await a!.shared!.dailyPick.savePick(inserted.id, at);
    expect(await b!.shared!.dailyPick.currentPick(new Date(at.getTime() - 1))).toBe(inserted.id);
    expect(await b!.shared!.dailyPick.currentPick(new Date(at.getTime() + 1))).toBeNull();

    // Another instance is purging (it holds the purge lock): this one skips its turn.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [IMAGE_PURGE_LOCK_KEY]);
      expect(await b!.images.purgeImageData(new Date('2026-03-02T00:00:00Z'))).toBe(0);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    expect(await b!.images.purgeImageData(new Date('2026-03-02T00:00:00Z'))).toBe(1);
    expect((await a!.analyses.getAnalysis(inserted.id))?.imageData).toBeNull();
  });
});

it.skipIf(availability.ok)(
  `PostgreSQL shared-state tests: skipped because ${availability.ok ? '' : availability.reason}`,
  () => undefined,
);
