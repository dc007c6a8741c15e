/**
 * Two app instances (separate processes, as behind a reverse proxy) on one PostgreSQL database
 * (DATABASE_URL): they agree on totals, read each other's analyses, give concurrent identical
 * submissions one id, count rate limits together, and a kill -9 of one loses no acknowledged
 * analysis while the other keeps serving. Skipped, with the reason printed, only when PostgreSQL
 * is not installed.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { RATE_LIMIT_WINDOW_MS } from '../../src/server/security/rate-limit';
import {
  freePort,
  postgresAvailability,
  startPostgres,
  type PostgresServer,
} from '../helpers/postgres';
import { makeTempDir } from '../helpers/server';
import {
  buildServer,
  killLeftoverServers,
  runServerToExit,
  spawnServer,
  type BuiltServer,
  type SpawnedServer,
} from '../helpers/spawned-server';

const availability = postgresAvailability();
/** Analyses the rate-limit pair allows per minute. */
const ANALYZE_LIMIT = 4;
/** Requests kept in flight against the instance that is killed. */
const CONCURRENCY = 6;
const ACKS_BEFORE_KILL = 12;

const post = (server: SpawnedServer, content: string) =>
  fetch(`${server.url}/api/analyze/text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
const getJson = async (server: SpawnedServer, path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, body: (await response.json()) as unknown };
};
const text = (n: number, topic = 'rain') =>
  `Report ${n}: the city recorded ${n * 7} millimetres of ${topic} in ${(n % 12) + 1} days, officials said in a statement.`;

describe.skipIf(!availability.ok)('two app instances on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  let built: BuiltServer;
  let dataDir: string;
  let url: string;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    [postgres, built, dataDir] = await Promise.all([
      startPostgres(),
      buildServer(),
      makeTempDir('factlens-multi-'),
    ]);
    url = await postgres.createDatabase();
    // Both start at once: the migration lock lets one migrate while the other waits.
    [a, b] = await Promise.all([
      spawnServer({ entry: built.entry, dataDir, env: { DATABASE_URL: url } }),
      spawnServer({ entry: built.entry, dataDir, env: { DATABASE_URL: url } }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await killLeftoverServers();
    await built?.remove();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('agree on totals and each reads the analyses the other stored', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await post(n % 2 ? b : a, text(n, 'hail'));
      expect(response.status).toBe(200);
      ids.push(analyzeResponseSchema.parse(await response.json()).id);
    }
    const metrics = await Promise.all([
      getJson(a, '/api/database-metrics'),
      getJson(b, '/api/database-metrics'),
    ]);
    expect(metrics[0]).toEqual(metrics[1]);
    const analytics = await Promise.all([
      getJson(a, '/api/analytics'),
      getJson(b, '/api/analytics'),
    ]);
    expect(analytics[0].body).toEqual(analytics[1].body);
    expect((analytics[0].body as { totalAnalyses: number }).totalAnalyses).toBe(
      Number((metrics[0].body as { totalAnalyses: string }).totalAnalyses),
    );
    for (const id of ids) {
      const [fromA, fromB] = await Promise.all([
        getJson(a, `/api/analysis/${id}`),
        getJson(b, `/api/analysis/${id}`),
      ]);
      expect(fromA.status).toBe(200);
      expect(fromB).toEqual(fromA);
    }
    const feeds = await Promise.all([
      getJson(a, '/api/public-feed'),
      getJson(b, '/api/public-feed'),
    ]);
    expect(feeds[0]).toEqual(feeds[1]);
  });

  it('give concurrent identical submissions one id, on both instances', async () => {
    const before = Number(
      ((await getJson(a, '/api/database-metrics')).body as { totalAnalyses: string }).totalAnalyses,
    );
    const content = text(1000, 'snow');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? a : b, content)),
    );
    const ids = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(200);
        return analyzeResponseSchema.parse(await response.json()).id;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const after = Number(
      ((await getJson(b, '/api/database-metrics')).body as { totalAnalyses: string }).totalAnalyses,
    );
    expect(after).toBe(before + 1);
  });

  it('publish a publishId sent to both at once as one public entry', async () => {
    const body = JSON.stringify({
      publishId: 'multi-instance-publish-0001',
      type: 'text',
      content: text(5000, 'frost'),
    });
    const send = (server: SpawnedServer) =>
      fetch(`${server.url}/api/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const responses = await Promise.all([send(a), send(b), send(a), send(b)]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ id: string }>;
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(bodies.map((x) => x.id)).size).toBe(1);
  });

  it('lose no acknowledged analysis when one is killed with -9, and the other keeps serving', async () => {
    const acknowledged: string[] = [];
    let next = 0;
    let dead = false;
    const worker = async () => {
      while (!dead) {
        const n = next++;
        try {
          const response = await post(a, text(2000 + n, 'fog'));
          if (response.status !== 200) continue;
          acknowledged.push(analyzeResponseSchema.parse(await response.json()).id);
          if (acknowledged.length >= ACKS_BEFORE_KILL && !dead) {
            dead = true;
            a.process.kill('SIGKILL');
          }
        } catch {
          // The connection died with the process: that request was never acknowledged.
          dead = true;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect((await a.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    for (const id of acknowledged)
      expect((await getJson(b, `/api/analysis/${id}`)).status).toBe(200);
    const fresh = await post(b, text(9999, 'sleet'));
    expect(fresh.status).toBe(200);
    const { id } = analyzeResponseSchema.parse(await fresh.json());
    expect((await getJson(b, `/api/analysis/${id}`)).status).toBe(200);
  }, 180_000);

  it('refuse to start, saying what to check, when the database cannot be reached (and never print its password)', async () => {
    const port = await freePort();
    const { code, output } = await runServerToExit({
      entry: built.entry,
      dataDir,
      env: { DATABASE_URL: `postgres://factlens:s3cret-pw@127.0.0.1:${port}/factlens` },
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /FactLens cannot start: the PostgreSQL database named in DATABASE_URL cannot be reached \(ECONNREFUSED/,
    );
    expect(output).not.toContain('s3cret-pw');
  });

  it('count rate limits across both instances', async () => {
    const limitedUrl = await postgres.createDatabase();
    const env = { DATABASE_URL: limitedUrl, RATE_LIMIT_ANALYZE_PER_MIN: String(ANALYZE_LIMIT) };
    const [c, d] = await Promise.all([
      spawnServer({ entry: built.entry, dataDir, env }),
      spawnServer({ entry: built.entry, dataDir, env }),
    ]);
    // The counts start afresh each minute on the wall clock: all requests must share one window.
    // Begin well inside one; should a busy machine still cross into the next, the requests sent
    // after the turn already count there, so the round is run again from the start of the window
    // after it (its counts from zero), and the outcome never depends on the machine's speed.
    const windowNow = () => Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS);
    for (let round = 0; ; round++) {
      const intoWindow = Date.now() % RATE_LIMIT_WINDOW_MS;
      if (intoWindow > RATE_LIMIT_WINDOW_MS - 15_000)
        await new Promise((r) => setTimeout(r, RATE_LIMIT_WINDOW_MS - intoWindow + 100));
      const window = windowNow();
      const statuses: number[] = [];
      for (let n = 0; n < ANALYZE_LIMIT; n++)
        statuses.push((await post(n % 2 ? d : c, text(3000 + 100 * round + n, 'wind'))).status);
      const refused = [];
      for (const server of [c, d]) refused.push(await post(server, text(4000 + round, 'wind')));
      if (windowNow() !== window) {
        await Promise.all(refused.map((answer) => answer.text()));
        await new Promise((r) =>
          setTimeout(r, RATE_LIMIT_WINDOW_MS - (Date.now() % RATE_LIMIT_WINDOW_MS) + 100),
        );
        continue;
      }
      expect(statuses).toEqual(Array(ANALYZE_LIMIT).fill(200));
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(((await answer.json()) as { message: string }).message).toMatch(
          /at most 4 a minute/,
        );
      }
      break;
    }
    c.process.kill('SIGTERM');
    d.process.kill('SIGTERM');
    await Promise.all([c.exited, d.exited]);
  }, 300_000);
});

it.skipIf(availability.ok)(
  `two-instance tests: skipped because ${availability.ok ? '' : availability.reason}`,
  () => undefined,
);
