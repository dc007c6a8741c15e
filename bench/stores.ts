/**
 * npm run bench stores: SQLite beside PostgreSQL (DATABASE_URL), same seeded rows, same run.
 *
 * 1. Report read latency at the store (getAnalysisJson, no in-memory report cache; and analytics),
 *    100 vs 10,000 analyses, one call at a time, rounds interleaved. Goal: 10,000 <= 1.5x 100.
 * 2. GET /api/analysis/{id} throughput as a ratio of a trivial route on the same hosted app (cache
 *    included, as served), per store, alternating rounds.
 * 3. Write throughput, POST /api/analyze/text with distinct texts: SQLite with its one instance,
 *    PostgreSQL with 1 and with 2 app instances on one database (load split over both).
 * PostgreSQL runs durable (fsync per commit, as in production) in a temp directory
 * (tests/helpers/postgres.ts), on the same 2 cores as the app instances and the load generator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPostgresStores } from '../src/server/store/postgres-store';
import { openSqliteStore, sqliteStores } from '../src/server/store/sqlite-store';
import type { Stores } from '../src/server/store/stores';
import {
  postgresAvailability,
  startPostgres,
  type PostgresServer,
} from '../tests/helpers/postgres';
import { addSummary, median, printTable, verdict } from './lib';
import { throughput } from './support/http';
import { startChildServer, type ChildServer } from './support/processes';
import { analyzeInputs, seedInputs, seedPostgres, seedStore } from './support/seed';
import { TRIVIAL_PATH } from './support/trivial-route';

const SIZES = [100, 10_000] as const;
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 6);
const READS_PER_ROUND = 40;
const PAIR_ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 4);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 2);
const WRITE_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const WRITE_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
const CONNECTIONS = 10;
const READ_GOAL_RATIO = 1.5;

const availability = postgresAvailability();
if (!availability.ok) throw new Error(`PostgreSQL is not available: ${availability.reason}`);

const tmp = mkdtempSync(join(tmpdir(), 'factlens-bench-stores-'));
const servers: ChildServer[] = [];
const open: Stores[] = [];
let postgres: PostgresServer | null = null;

try {
  const { inputs } = seedInputs();
  const pool = await analyzeInputs(inputs);
  postgres = await startPostgres({ durable: true });
  const settings = (url: string) => ({ url, poolSize: 10, statementTimeoutMs: 30_000 });
  const t = performance.now();
  // Per store kind and size: the stores opened here (raw, no report cache) and the ids seeded.
  const seeded: Record<
    'SQLite' | 'PostgreSQL',
    Array<{ n: number; stores: Stores; ids: string[]; env: Record<string, string> }>
  > = { SQLite: [], PostgreSQL: [] };
  for (const n of SIZES) {
    const dir = join(tmp, `sqlite-${n}`);
    const ids = await seedStore(dir, pool, n);
    const stores = sqliteStores(openSqliteStore({ dataDir: dir }));
    open.push(stores);
    seeded.SQLite.push({ n, stores, ids, env: { DATA_DIR: dir } });
    const url = await postgres.createDatabase(`bench_${n}`);
    const pgStores = await openPostgresStores(settings(url));
    open.push(pgStores);
    seeded.PostgreSQL.push({
      n,
      stores: pgStores,
      ids: await seedPostgres(pgStores.analyses, pool, n),
      env: { DATABASE_URL: url, DATA_DIR: join(tmp, 'unused') },
    });
  }
  console.log(
    `Seeded ${SIZES.join(' and ')} analyses into SQLite and PostgreSQL in ${((performance.now() - t) / 1000).toFixed(1)} s.`,
  );

  // --- 1. Store read latency, 100 vs 10,000 -------------------------------------------------------
  const reads = [
    {
      name: 'report JSON (getAnalysisJson)',
      run: (s: Stores, ids: string[], i: number) =>
        s.analyses.getAnalysisJson(ids[(i * 7919) % ids.length]!),
    },
    { name: 'analytics', run: (s: Stores) => s.aggregates.analytics(new Date()) },
  ];
  const latencyRows: Array<Record<string, string | number>> = [];
  for (const kind of ['SQLite', 'PostgreSQL'] as const) {
    for (const read of reads) {
      const times = new Map<number, number[]>(SIZES.map((n) => [n, []]));
      let i = 0;
      for (const s of seeded[kind])
        for (let w = 0; w < 20; w++) await read.run(s.stores, s.ids, i++);
      for (let round = 0; round < READ_ROUNDS; round++) {
        for (const s of seeded[kind]) {
          for (let r = 0; r < READS_PER_ROUND; r++) {
            const start = performance.now();
            await read.run(s.stores, s.ids, i++);
            times.get(s.n)!.push(performance.now() - start);
          }
        }
      }
      const [m100, m10k] = SIZES.map((n) => median(times.get(n)!)) as [number, number];
      const ratio = m10k / m100;
      latencyRows.push({
        store: kind,
        read: read.name,
        'median ms @100': m100,
        'median ms @10,000': m10k,
        'ratio 10,000/100': ratio,
        'goal <= 1.5x': verdict(ratio, { atMost: READ_GOAL_RATIO }),
      });
      addSummary({
        bench: 'stores',
        measure: `${kind}: ${read.name} latency, 100 -> 10,000`,
        figure: `${m100.toFixed(3)} -> ${m10k.toFixed(3)} ms (${ratio.toFixed(2)}x)`,
        goal: `<= ${READ_GOAL_RATIO}x`,
        verdict: verdict(ratio, { atMost: READ_GOAL_RATIO }),
      });
    }
  }
  console.log(
    `\nStore read latency, one call at a time (${READ_ROUNDS} interleaved rounds of ${READS_PER_ROUND}):`,
  );
  printTable(latencyRows);

  // --- 2. GET /api/analysis/{id} vs a trivial route, per store -----------------------------------
  const ratioRows: Array<Record<string, string | number>> = [];
  for (const kind of ['SQLite', 'PostgreSQL'] as const) {
    const large = seeded[kind][1]!;
    const server = await startChildServer({ ...large.env, STATIC_DIR: join(tmp, 'no-ui') });
    servers.push(server);
    const routes = {
      trivial: [{ method: 'GET' as const, path: TRIVIAL_PATH }],
      analysis: large.ids
        .slice(0, 50)
        .map((id) => ({ method: 'GET' as const, path: `/api/analysis/${id}` })),
    };
    const rps = { trivial: [] as number[], analysis: [] as number[] };
    for (const requests of Object.values(routes))
      await throughput({ url: server.url, connections: CONNECTIONS, duration: 1, requests });
    for (let round = 0; round < PAIR_ROUNDS; round++) {
      for (const route of (round % 2 ? ['analysis', 'trivial'] : ['trivial', 'analysis']) as Array<
        keyof typeof routes
      >) {
        rps[route].push(
          (
            await throughput({
              url: server.url,
              connections: CONNECTIONS,
              duration: PAIR_SECONDS,
              requests: routes[route],
            })
          ).perSecond,
        );
      }
    }
    const ratio = median(rps.analysis) / median(rps.trivial);
    ratioRows.push({
      store: kind,
      'analysis req/s': median(rps.analysis),
      'trivial req/s': median(rps.trivial),
      ratio,
    });
    addSummary({
      bench: 'stores',
      measure: `${kind}: GET /api/analysis/{id} vs trivial route`,
      figure: `${median(rps.analysis).toFixed(0)} / ${median(rps.trivial).toFixed(0)} req/s = ${ratio.toFixed(2)}`,
      goal: '',
      verdict: '',
    });
    await server.stop();
  }
  console.log(
    `\nThroughput at 10,000 analyses, autocannon ${CONNECTIONS} connections, ${PAIR_ROUNDS} alternating rounds of ${PAIR_SECONDS} s (report cache on, as served):`,
  );
  printTable(ratioRows);

  // --- 3. Writes: SQLite x1, PostgreSQL x1, PostgreSQL x2 ----------------------------------------
  let counter = 0;
  const runId = Date.now().toString(36);
  const writeRequest = {
    method: 'POST' as const,
    path: '/api/analyze/text',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: object) => ({
      ...req,
      body: JSON.stringify({
        content: `${inputs[counter % inputs.length]!.text}\n\nReference ${runId}-${counter++}`,
      }),
    }),
  };
  const writeRows: Array<Record<string, string | number>> = [];
  for (const [kind, instances] of [
    ['SQLite', 1],
    ['PostgreSQL', 1],
    ['PostgreSQL', 2],
  ] as const) {
    const env = { ...seeded[kind][1]!.env, STATIC_DIR: join(tmp, 'no-ui') };
    const group = await Promise.all(Array.from({ length: instances }, () => startChildServer(env)));
    servers.push(...group);
    // The same 10 connections in all, split over the instances (as a proxy would).
    const split = (duration: number) =>
      Promise.all(
        group.map((s) =>
          throughput({
            url: s.url,
            connections: CONNECTIONS / instances,
            duration,
            requests: [writeRequest],
          }),
        ),
      );
    await split(1);
    const perRound: number[] = [];
    let errors = 0;
    for (let round = 0; round < WRITE_ROUNDS; round++) {
      const results = await split(WRITE_SECONDS);
      perRound.push(results.reduce((sum, r) => sum + r.perSecond, 0));
      errors += results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    }
    writeRows.push({
      store: kind,
      instances,
      'analyses/s median': median(perRound),
      rounds: perRound.map((v) => v.toFixed(1)).join(' '),
      'errors/non-2xx': errors,
    });
    addSummary({
      bench: 'stores',
      measure: `${kind}: POST /api/analyze/text, ${instances} instance${instances > 1 ? 's' : ''}`,
      figure: `${median(perRound).toFixed(1)} analyses/s`,
      goal: '',
      verdict: errors ? `${errors} errors` : '',
    });
    await Promise.all(group.map((s) => s.stop()));
  }
  console.log(
    `\nWrite throughput, distinct texts, ${CONNECTIONS} connections in all, ${WRITE_ROUNDS} rounds of ${WRITE_SECONDS} s:`,
  );
  printTable(writeRows);
  // Every answered write is a stored row (no cache hits, nothing lost).
  const pgLarge = seeded.PostgreSQL[1]!;
  console.log(
    `PostgreSQL rows after the writes: ${await pgLarge.stores.analyses.countAnalyses()} (10,000 seeded).`,
  );
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(open.map((s) => s.close()));
  await postgres?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
