/**
 * npm run bench api: the hosted API under realistic stored data, each server in its own process.
 *
 * 1. Read latency: GET /api/public-feed, /api/analytics, /api/export-dataset, /api/analysis/{id}
 *    against one server holding 100 analyses and one holding 10,000 (same mix, spread over 30 days
 *    with domains), one request at a time on a keep-alive connection, rounds interleaved between the
 *    two servers so machine noise hits both alike. Goal: 10,000 at most 1.5x the 100 median.
 * 2. Throughput ratio: autocannon on GET /api/analysis/{id} and on a trivial JSON route mounted on
 *    the same app (every middleware runs for both), alternating rounds; also per CPU-second of the
 *    server (steadier on a shared machine) and, as a diagnostic, the trivial route padded to the
 *    analyses' size. Goal: at least 0.7 (median requests/s).
 * 3. Write throughput: autocannon POST /api/analyze/text with a distinct text per request (so the
 *    24 h result cache never answers), analyses stored per second; the row count proves each stored.
 * Rate limits are off (RATE_LIMIT_*=0); the production logger logs every request at its default
 * level to stdout, which is /dev/null here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addSummary, median, printTable, verdict } from './lib';
import { TRIVIAL_PATH } from './support/trivial-route';
import { createClient, expectOk, throughput } from './support/http';
import { BENCH_ENV, startChildServer, type ChildServer } from './support/processes';
import { analyzeInputs, seedInputs, seedStore } from './support/seed';

const SIZES = [100, 10_000] as const;
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 6);
const READS_PER_ROUND = 30;
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 10;
const PAIR_ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 6);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 2);
const READ_GOAL_RATIO = 1.5;
const THROUGHPUT_GOAL_RATIO = 0.7;

const tmp = mkdtempSync(join(tmpdir(), 'factlens-bench-api-'));
const servers: ChildServer[] = [];
const client = createClient();

try {
  // --- Seed -------------------------------------------------------------------------------------
  let t = performance.now();
  const { inputs, source } = seedInputs();
  const pool = await analyzeInputs(inputs);
  const analyzeMs = performance.now() - t;
  t = performance.now();
  const dirs = SIZES.map((n) => join(tmp, `n${n}`));
  const ids = await Promise.all(SIZES.map((n, i) => seedStore(dirs[i]!, pool, n)));
  console.log(
    `Seed: ${pool.length} distinct inputs from ${source}, analyzed offline in ${(analyzeMs / 1000).toFixed(1)} s; ` +
      `stored as ${SIZES.join(' and ')} analyses over 30 days in ${((performance.now() - t) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Servers: startHostedServer in child processes, ${Object.entries(BENCH_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} (rate limits off), production logger at its default level to /dev/null.`,
  );

  // API only: the built UI would be served after the /api routes and changes nothing measured here.
  const [small, large] = await Promise.all(
    dirs.map((dir) => startChildServer({ DATA_DIR: dir, STATIC_DIR: join(dir, 'no-ui') })),
  );
  servers.push(small!, large!);

  // --- 1. Read latency, 100 vs 10,000 -----------------------------------------------------------
  const endpoints = [
    { name: 'GET /api/public-feed', path: () => '/api/public-feed' },
    { name: 'GET /api/analytics', path: () => '/api/analytics' },
    { name: 'GET /api/export-dataset', path: () => '/api/export-dataset' },
    {
      name: 'GET /api/analysis/{id}',
      path: (n: number, i: number) =>
        `/api/analysis/${ids[SIZES.indexOf(n as 100)]![(i * 7919) % n]}`,
    },
  ];
  const readRows: Array<Record<string, string | number>> = [];
  for (const endpoint of endpoints) {
    const times = new Map<number, number[]>(SIZES.map((n) => [n, []]));
    const bytes = new Map<number, number>();
    let i = 0;
    for (const [n, server] of [
      [100, small!],
      [10_000, large!],
    ] as const) {
      for (let w = 0; w < 10; w++)
        await expectOk(client.get(server.url + endpoint.path(n, i++)), endpoint.name);
    }
    for (let round = 0; round < READ_ROUNDS; round++) {
      for (const [n, server] of [
        [100, small!],
        [10_000, large!],
      ] as const) {
        for (let r = 0; r < READS_PER_ROUND; r++) {
          const start = performance.now();
          const reply = await expectOk(
            client.get(server.url + endpoint.path(n, i++)),
            endpoint.name,
          );
          times.get(n)!.push(performance.now() - start);
          bytes.set(n, reply.body.length);
        }
      }
    }
    const m100 = median(times.get(100)!);
    const m10k = median(times.get(10_000)!);
    const ratio = m10k / m100;
    readRows.push({
      endpoint: endpoint.name,
      'median ms @100': m100,
      'median ms @10,000': m10k,
      'ratio 10,000/100': ratio,
      'goal <= 1.5x': verdict(ratio, { atMost: READ_GOAL_RATIO }),
      'body KB @100': (bytes.get(100) ?? 0) / 1024,
      'body KB @10,000': (bytes.get(10_000) ?? 0) / 1024,
      requests: times.get(100)!.length,
    });
    addSummary({
      bench: 'api',
      measure: `${endpoint.name} latency, 100 -> 10,000 analyses`,
      figure: `${m100.toFixed(2)} -> ${m10k.toFixed(2)} ms (${ratio.toFixed(2)}x)`,
      goal: `<= ${READ_GOAL_RATIO}x`,
      verdict: verdict(ratio, { atMost: READ_GOAL_RATIO }),
    });
  }
  console.log(
    `\nRead latency, one request at a time on a keep-alive connection (${READ_ROUNDS} interleaved rounds of ${READS_PER_ROUND} per server):`,
  );
  printTable(readRows);

  // --- 2. Throughput of /api/analysis/{id} vs a trivial route on the same app ---------------------
  const sampleIds = ids[1]!.slice(0, 50);
  let sampleBytes = 0;
  for (const id of sampleIds)
    sampleBytes += (await expectOk(client.get(`${large!.url}/api/analysis/${id}`), 'analysis')).body
      .length;
  const meanBytes = Math.round(sampleBytes / sampleIds.length);
  const load = { connections: CONNECTIONS, duration: LOAD_SECONDS };
  const routes = {
    trivial: [{ method: 'GET' as const, path: TRIVIAL_PATH }],
    analysis: sampleIds.map((id) => ({ method: 'GET' as const, path: `/api/analysis/${id}` })),
    // Diagnostic: the trivial route padded to the analyses' mean size; not part of the goal.
    sized: [{ method: 'GET' as const, path: `${TRIVIAL_PATH}/${meanBytes}` }],
  };
  type Route = keyof typeof routes;
  const names = Object.keys(routes) as Route[];
  const rps: Record<Route, number[]> = { trivial: [], analysis: [], sized: [] };
  const perCpu: Record<Route, number[]> = { trivial: [], analysis: [], sized: [] };
  let loadErrors = 0;
  // Untimed warm-up of every route, so the first round does not pay for the JIT.
  for (const requests of Object.values(routes))
    await throughput({ url: large!.url, ...load, duration: 1, requests });
  // Short rounds, alternating (each round starts with another route), so a burst of load from
  // elsewhere on the machine lands on every route alike.
  for (let round = 0; round < PAIR_ROUNDS; round++) {
    for (let k = 0; k < names.length; k++) {
      const route = names[(round + k) % names.length]!;
      const t = await throughput(
        { url: large!.url, ...load, duration: PAIR_SECONDS, requests: routes[route] },
        large!.cpuMs,
      );
      rps[route].push(t.perSecond);
      perCpu[route].push(t.perCpuSecond);
      loadErrors += t.non2xx + t.errors;
    }
  }
  const throughputRatio = median(rps.analysis) / median(rps.trivial);
  const pairedRatio = median(rps.analysis.map((v, i) => v / rps.trivial[i]!));
  const cpuRatio = median(perCpu.analysis) / median(perCpu.trivial);
  const row = (route: Route, label: string) => ({
    route: label,
    'req/s median': median(rps[route]),
    'req per server CPU-s': median(perCpu[route]),
    'ratio (req/s)': median(rps[route]) / median(rps.trivial),
    'ratio (CPU)': median(perCpu[route]) / median(perCpu.trivial),
    rounds: rps[route].map((v) => v.toFixed(0)).join(' '),
  });
  console.log(
    `\nThroughput on the 10,000-analysis server: autocannon, ${CONNECTIONS} connections, ${PAIR_ROUNDS} alternating rounds of ${PAIR_SECONDS} s per route:`,
  );
  printTable([
    row('trivial', `GET ${TRIVIAL_PATH} (trivial JSON, same app; baseline)`),
    row(
      'analysis',
      `GET /api/analysis/{id} (50 ids, mean body ${(meanBytes / 1024).toFixed(1)} KB)`,
    ),
    row('sized', `GET ${TRIVIAL_PATH}/${meanBytes} (trivial, padded to that size; diagnostic)`),
  ]);
  console.log(
    `Median of the per-round ratios: ${pairedRatio.toFixed(2)}. "req per server CPU-s" divides by the server process's own CPU time (/proc), ` +
      'which other load on the machine does not inflate. The padded row shows how much of the gap is the body size alone.',
  );
  if (loadErrors) console.log(`Warning: ${loadErrors} non-2xx answers or errors under load.`);
  addSummary({
    bench: 'api',
    measure: 'GET /api/analysis/{id} throughput vs trivial route, same app',
    figure: `${median(rps.analysis).toFixed(0)} / ${median(rps.trivial).toFixed(0)} req/s = ${throughputRatio.toFixed(2)} (per CPU-s: ${cpuRatio.toFixed(2)})`,
    goal: `>= ${THROUGHPUT_GOAL_RATIO}`,
    verdict:
      verdict(throughputRatio, { atLeast: THROUGHPUT_GOAL_RATIO }) +
      (loadErrors ? ` (${loadErrors} errors)` : ''),
  });

  await small!.stop();

  // --- 3. Write throughput ------------------------------------------------------------------------
  const countRows = async () =>
    Number(
      (
        JSON.parse(
          (await expectOk(client.get(`${large!.url}/api/database-metrics`), 'database-metrics'))
            .body,
        ) as { totalAnalyses: string }
      ).totalAnalyses,
    );
  const runId = Date.now().toString(36);
  let counter = 0;
  const nextBody = () =>
    JSON.stringify({
      content: `${inputs[counter % inputs.length]!.text}\n\nReference ${runId}-${counter++}`,
    });
  const writeRequest = {
    method: 'POST' as const,
    path: '/api/analyze/text',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: object) => ({ ...req, body: nextBody() }),
  };
  await throughput({ url: large!.url, ...load, duration: 2, requests: [writeRequest] }); // warm-up, untimed
  // Let the requests still in flight when the warm-up ended land before counting.
  await new Promise((done) => setTimeout(done, 2000));
  const before = await countRows();
  const writeRps: number[] = [];
  const writeCpu: number[] = [];
  const writeP50: number[] = [];
  let written = 0;
  let writeErrors = 0;
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    const w = await throughput(
      {
        url: large!.url,
        ...load,
        requests: [writeRequest],
      },
      large!.cpuMs,
    );
    writeRps.push(w.perSecond);
    writeCpu.push(w.perCpuSecond);
    writeP50.push(w.p50Ms);
    written += w.ok;
    writeErrors += w.non2xx + w.errors;
  }
  await new Promise((done) => setTimeout(done, 2000));
  const stored = (await countRows()) - before;
  console.log(
    `\nWrites: POST /api/analyze/text, distinct texts from the seed pool (${inputs.length} inputs, median ${median(inputs.map((x) => x.text.length)).toFixed(0)} chars), ${CONNECTIONS} connections, ${LOAD_SECONDS} s x ${LOAD_ROUNDS} rounds:`,
  );
  printTable([
    {
      'analyses/s median': median(writeRps),
      'per server CPU-s': median(writeCpu),
      rounds: writeRps.map((v) => v.toFixed(1)).join(' '),
      'p50 latency ms': median(writeP50),
      '2xx answers': written,
      'rows stored': stored,
      'errors/non-2xx': writeErrors,
    },
  ]);
  if (stored < written)
    console.log(`Warning: ${written - stored} answers were not new rows (the cache answered).`);
  addSummary({
    bench: 'api',
    measure: 'POST /api/analyze/text throughput (distinct texts, stored)',
    figure: `${median(writeRps).toFixed(1)} analyses/s, ${median(writeCpu).toFixed(1)} per server CPU-s (p50 ${median(writeP50).toFixed(0)} ms at ${CONNECTIONS} conns)`,
    goal: '',
    verdict: stored >= written && !writeErrors ? '' : 'check: cache hits or errors',
  });
} finally {
  client.close();
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
