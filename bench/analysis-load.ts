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
 *    not inflate. Measured in THROUGHPUT_PAIRS pairs of fresh servers (one worker, then two), and
 *    the ratio is the median of the pairs' ratios: on this 2-core virtual machine one process in
 *    three or so runs the same code about a fifth to a half slower for its whole life (see
 *    bench/analyzer.ts), so a single pair's ratio moved between 1.3x and 1.9x from run to run.
 * Each server is the hosted server in a child process (bench/support/api-server.ts), rate limits off.
 *
 * Warm-up is counted in analyses per worker, not seconds: each worker thread compiles the
 * analysis's code for itself, and its optimizing compiler (on V8's helper threads) was still busy
 * for its first 150 analyses or so (measured with --trace-opt). A warm-up of fixed seconds gave
 * one worker twice the analyses of each of two, and so measured the two while they still compiled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addSummary, median, printTable, verdict } from './lib';
import { longText } from './support/long-text';
import { postFrom, getFrom } from './support/client-address';
import { startChildServer, threadCpuMs, treeCpuMs, type ChildServer } from './support/processes';
import { DEFAULT_ANALYSIS_WORKERS } from '../src/server/config-defaults';

const CHARS = 25_000;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 15);
/** Analyses each analysis worker runs before anything is measured (see above). */
const WARM_PER_WORKER = Number(process.env.BENCH_WARM_PER_WORKER ?? 250);
/** Fresh pairs of servers (one worker, two workers) the throughput is measured on. */
const THROUGHPUT_PAIRS = Number(process.env.BENCH_THROUGHPUT_PAIRS ?? 3);
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

/**
 * Posts articles from `address` back to back until `until`, or until `left` (shared by the
 * posting clients of a warm-up) runs out; counts the analyses stored.
 */
async function poster(
  url: string,
  address: string,
  until: number,
  left: { analyses: number } = { analyses: Number.POSITIVE_INFINITY },
): Promise<number> {
  let done = 0;
  while (performance.now() < until && left.analyses-- > 0) {
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
 * As many clients as the measurement's, until every worker has run WARM_PER_WORKER analyses.
 */
async function warmUp(server: ChildServer, workers: number): Promise<string> {
  const first = await postFrom('127.0.0.9', `${server.url}/api/analyze/text`, {
    content: article(),
  });
  if (first.status !== 200) throw new Error(`warm-up answered ${first.status}: ${first.body}`);
  const left = { analyses: WARM_PER_WORKER * workers };
  await Promise.all(
    ['127.0.0.7', '127.0.0.8', '127.0.0.10', '127.0.0.11'].map((a) =>
      poster(server.url, a, Number.POSITIVE_INFINITY, left),
    ),
  );
  return (JSON.parse(first.body) as { id: string }).id;
}

interface Throughput {
  analyses: number;
  perSecond: number;
  perCpuSecond: number;
  /** The server's CPU per analysis by thread. */
  threads: string;
}

/** Analyses per second on a fresh server with `workers` analysis workers, warmed up. */
async function throughput(workers: number, run: number): Promise<Throughput> {
  const s = await startServer(`workers-${workers}-${run}`, { ANALYSIS_WORKERS: String(workers) });
  servers.push(s);
  try {
    await warmUp(s, workers);
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
    return {
      analyses,
      perSecond: analyses / seconds,
      perCpuSecond: analyses / cpuSeconds,
      threads: threadShare(s.process.pid, threadsBefore, analyses),
    };
  } finally {
    await s.stop();
    servers.splice(servers.indexOf(s), 1);
  }
}

const servers: ChildServer[] = [];
try {
  // --- 1. Reader latency, idle and under two posting clients -------------------------------------
  const server = await startServer('latency');
  servers.push(server);
  const id = await warmUp(server, DEFAULT_ANALYSIS_WORKERS);
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

  // --- 2. Throughput on one and two analysis workers, in pairs of fresh servers -----------------
  const pairs: Array<{ one: Throughput; two: Throughput; ratio: number }> = [];
  for (let run = 1; run <= THROUGHPUT_PAIRS; run++) {
    const one = await throughput(1, run);
    const two = await throughput(2, run);
    pairs.push({ one, two, ratio: two.perSecond / one.perSecond });
  }
  console.log(
    "\nServer CPU per analysis by thread (ms): the request thread, then the others, largest first (the analysis workers, then V8's helper threads):",
  );
  pairs.forEach(({ one, two }, i) => {
    console.log(`  pair ${i + 1}, 1 worker: ${one.threads}`);
    console.log(`  pair ${i + 1}, 2 workers: ${two.threads}`);
  });
  printTable(
    pairs.map(({ one, two, ratio }, i) => ({
      pair: i + 1,
      '1 worker: analyses': one.analyses,
      'per second': one.perSecond,
      'per CPU-second': one.perCpuSecond,
      '2 workers: analyses': two.analyses,
      'per second ': two.perSecond,
      'per CPU-second ': two.perCpuSecond,
      'ratio 2 / 1': ratio,
    })),
  );
  const ratio = median(pairs.map((p) => p.ratio));
  const onePerSecond = median(pairs.map((p) => p.one.perSecond));
  const twoPerSecond = median(pairs.map((p) => p.two.perSecond));
  console.log(
    `\nTwo workers / one, median of ${pairs.length} pairs: ${ratio.toFixed(2)}x (goal >= ${SCALE_GOAL}x); each pair: ${pairs.map((p) => p.ratio.toFixed(2)).join(', ')}.`,
  );
  addSummary({
    bench: 'analysis-load',
    measure: `analyses of ${CHARS.toLocaleString('en')} chars per second, 1 -> 2 workers (median of ${pairs.length} pairs)`,
    figure: `${onePerSecond.toFixed(2)} -> ${twoPerSecond.toFixed(2)} (${ratio.toFixed(2)}x; pairs ${pairs.map((p) => p.ratio.toFixed(2)).join(', ')})`,
    goal: `>= ${SCALE_GOAL}x`,
    verdict: verdict(ratio, { atLeast: SCALE_GOAL }),
  });
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
