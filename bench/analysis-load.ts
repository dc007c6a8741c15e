/**
 * npm run bench analysis-load: what analyzing costs everyone else, and how it scales.
 *
 * 1. A reader's latency: one client (its own loopback address) fetches one stored report
 *    (GET /api/analysis/{id}) over and over, first on an idle server, then while two other clients
 *    (two more addresses) each post 25,000-character articles back to back (distinct texts, so the
 *    24-hour cache never answers). p50, p99 and the worst. Goal under load: p99 <= 40 ms, worst
 *    <= 120 ms.
 * 2. Throughput: analyses of 25,000 characters per second with four posting clients, on a server
 *    with one analysis worker and on one with two (ANALYSIS_WORKERS). Goal: two >= 1.7x one.
 *    Also per CPU-second of the server's process tree, which other load on a shared machine does
 *    not inflate.
 * Each server is the hosted server in a child process (bench/support/api-server.ts), rate limits off.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addSummary, median, printTable, verdict } from './lib';
import { longText } from './support/long-text';
import { postFrom, getFrom } from './support/client-address';
import { startChildServer, threadCpuMs, treeCpuMs, type ChildServer } from './support/processes';

const CHARS = 25_000;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
/** A reader's pause between two fetches: a person reading reports, not a load generator. */
const READER_PAUSE_MS = 20;
const P99_GOAL_MS = 40;
const MAX_GOAL_MS = 120;
const SCALE_GOAL = 1.7;

const tmp = mkdtempSync(join(tmpdir(), 'factlens-bench-load-'));
let serial = 0;
const article = () => longText(CHARS, `Bench article ${process.pid}-${++serial}-${Date.now()}.`);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** Threads that used less than this many ms per analysis are left out of the breakdown. */
const THREAD_SHOWN_MS = 0.5;
const threadShares: Record<string, string> = {};

/** The server's CPU per analysis since `before`, by thread: the request thread first. */
function threadShare(
  pid: number | undefined,
  before: ReadonlyMap<number, number>,
  analyses: number,
): string {
  const used = [...threadCpuMs(pid)].map(([tid, ms]) => ({
    tid,
    perAnalysis: (ms - (before.get(tid) ?? 0)) / analyses,
  }));
  const main = used.find((t) => t.tid === pid);
  const others = used
    .filter((t) => t.tid !== pid && t.perAnalysis >= THREAD_SHOWN_MS)
    .sort((a, b) => b.perAnalysis - a.perAnalysis);
  const total = used.reduce((sum, t) => sum + t.perAnalysis, 0);
  return `request thread ${main?.perAnalysis.toFixed(1) ?? '?'}; others ${others.map((t) => t.perAnalysis.toFixed(1)).join(', ')}; all ${total.toFixed(1)}`;
}

/** Posts articles from `address` back to back until `until`; counts the analyses stored. */
async function poster(url: string, address: string, until: number): Promise<number> {
  let done = 0;
  while (performance.now() < until) {
    const reply = await postFrom(address, `${url}/api/analyze/text`, { content: article() });
    if (reply.status !== 200)
      throw new Error(`analyze answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    done += 1;
  }
  return done;
}

/** Fetches one report from `address` until `until`; each fetch's latency in ms. */
async function reader(url: string, address: string, id: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const start = performance.now();
    const reply = await getFrom(address, `${url}/api/analysis/${id}`);
    times.push(performance.now() - start);
    if (reply.status !== 200) throw new Error(`report read answered ${reply.status}`);
    await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
  }
  return times;
}

async function startServer(name: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const dir = join(tmp, name);
  return startChildServer({ DATA_DIR: dir, STATIC_DIR: join(dir, 'no-ui'), ...env });
}

/**
 * The first analyses of each worker load the models and compile the code: not what is measured.
 * As many clients as the measurement's, for long enough that every worker has run several jobs
 * (three seconds with two clients left the second worker loading its models inside the
 * measurement: two workers then measured slower than one).
 */
async function warmUp(server: ChildServer): Promise<string> {
  const first = await postFrom('127.0.0.9', `${server.url}/api/analyze/text`, {
    content: article(),
  });
  if (first.status !== 200) throw new Error(`warm-up answered ${first.status}: ${first.body}`);
  const until = performance.now() + WARM_SECONDS * 1000;
  await Promise.all(
    ['127.0.0.7', '127.0.0.8', '127.0.0.10', '127.0.0.11'].map((a) => poster(server.url, a, until)),
  );
  return (JSON.parse(first.body) as { id: string }).id;
}

const servers: ChildServer[] = [];
try {
  // --- 1. Reader latency, idle and under two posting clients -------------------------------------
  const server = await startServer('latency');
  servers.push(server);
  const id = await warmUp(server);
  const idle = await reader(server.url, '127.0.0.4', id, performance.now() + IDLE_SECONDS * 1000);
  const until = performance.now() + LOAD_SECONDS * 1000;
  const [loaded, ...posted] = await Promise.all([
    reader(server.url, '127.0.0.4', id, until),
    poster(server.url, '127.0.0.2', until),
    poster(server.url, '127.0.0.3', until),
  ]);
  const analyses = posted.reduce((a, b) => a + b, 0);
  const row = (state: string, times: number[]) => ({
    state,
    reads: times.length,
    'p50 ms': median(times),
    'p99 ms': percentile(times, 0.99),
    'max ms': Math.max(...times),
  });
  const rows = [row('idle', idle), row('two clients posting', loaded)];
  printTable(rows);
  console.log(
    `\n${analyses} analyses of ${CHARS.toLocaleString('en')} characters stored in ${LOAD_SECONDS} s while reading.`,
  );
  const under = rows[1]!;
  addSummary({
    bench: 'analysis-load',
    measure: 'report read, idle: p50 / p99 / max',
    figure: `${rows[0]!['p50 ms'].toFixed(1)} / ${rows[0]!['p99 ms'].toFixed(1)} / ${rows[0]!['max ms'].toFixed(1)} ms`,
    goal: '',
    verdict: '',
  });
  addSummary({
    bench: 'analysis-load',
    measure: 'report read while 2 clients post 25,000 chars: p50 / p99 / max',
    figure: `${under['p50 ms'].toFixed(1)} / ${under['p99 ms'].toFixed(1)} / ${under['max ms'].toFixed(1)} ms`,
    goal: `p99 <= ${P99_GOAL_MS}, max <= ${MAX_GOAL_MS} ms`,
    verdict: under['p99 ms'] <= P99_GOAL_MS && under['max ms'] <= MAX_GOAL_MS ? 'met' : 'NOT met',
  });
  await server.stop();
  servers.pop();

  // --- 2. Throughput on one and two analysis workers ---------------------------------------------
  const rates: Record<string, { perSecond: number; perCpuSecond: number; analyses: number }> = {};
  for (const workers of ['1', '2']) {
    const s = await startServer(`workers-${workers}`, { ANALYSIS_WORKERS: workers });
    servers.push(s);
    await warmUp(s);
    const cpuBefore = treeCpuMs(s.process.pid);
    const threadsBefore = threadCpuMs(s.process.pid);
    const started = performance.now();
    const end = started + THROUGHPUT_SECONDS * 1000;
    const counts = await Promise.all(
      ['127.0.0.2', '127.0.0.3', '127.0.0.5', '127.0.0.6'].map((a) => poster(s.url, a, end)),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (treeCpuMs(s.process.pid) - cpuBefore) / 1000;
    const analyses = counts.reduce((a, b) => a + b, 0);
    threadShares[workers] = threadShare(s.process.pid, threadsBefore, analyses);
    rates[workers] = {
      analyses,
      perSecond: analyses / seconds,
      perCpuSecond: analyses / cpuSeconds,
    };
    await s.stop();
    servers.pop();
  }
  console.log(
    "\nServer CPU per analysis by thread (ms): the request thread, then the others, largest first (the analysis workers, then V8's helper threads):",
  );
  for (const [workers, share] of Object.entries(threadShares))
    console.log(`  ${workers === '1' ? '1 worker' : `${workers} workers`}: ${share}`);
  const one = rates['1']!;
  const two = rates['2']!;
  const ratio = two.perSecond / one.perSecond;
  printTable(
    Object.entries(rates).map(([workers, r]) => ({
      'analysis workers': workers,
      analyses: r.analyses,
      'per second': r.perSecond,
      'per CPU-second': r.perCpuSecond,
    })),
  );
  console.log(`\nTwo workers / one: ${ratio.toFixed(2)}x (goal >= ${SCALE_GOAL}x).`);
  addSummary({
    bench: 'analysis-load',
    measure: `analyses of ${CHARS.toLocaleString('en')} chars per second, 1 -> 2 workers`,
    figure: `${one.perSecond.toFixed(2)} -> ${two.perSecond.toFixed(2)} (${ratio.toFixed(2)}x)`,
    goal: `>= ${SCALE_GOAL}x`,
    verdict: verdict(ratio, { atLeast: SCALE_GOAL }),
  });
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
