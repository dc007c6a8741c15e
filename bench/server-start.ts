/**
 * npm run bench server-start: the built hosted server (node out/server/main.js, as `npm start`
 * runs it in production) from the outside.
 *
 * 1. Cold start: spawn with a fresh DATA_DIR (so migrations run) until GET /api/meta answers 200,
 *    median of several; baseline in the same run: a bare `node -e` HTTP server answering the same
 *    way (what Node itself costs to start and listen).
 * 2. Idle memory: the started server after a warm-up (analyses written, every read endpoint
 *    called), then 2 s idle and a full GC inside the process (a --import probe): RSS and heap used;
 *    baseline: an idle bare `node` process measured the same way.
 * Rate limits off (RATE_LIMIT_*=0); the logger at its default level writes to /dev/null.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { addSummary, median, printTable } from './lib';
import { createClient, expectOk } from './support/http';
import { BENCH_ENV, freePort, stopProcess } from './support/processes';
import { seedInputs } from './support/seed';

const SERVER_ENTRY = resolve('out/server/main.js');
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const MEMORY_RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? 3);
const WARMUP_ANALYSES = 30;
const READY_TIMEOUT_MS = 60_000;
const POLL_MS = 5;
const MB = 1024 * 1024;
const PROBE = pathToFileURL(resolve('bench/support/memory-probe.mjs')).href;
const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

if (!existsSync(SERVER_ENTRY)) throw new Error('Build the server first: npm run build:server');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
const built = statSync(SERVER_ENTRY).mtimeMs;
console.log(`Server: ${SERVER_ENTRY}, built ${new Date(built).toISOString()}.`);
if (
  Math.max(newestMtime(resolve('src/server')), newestMtime(resolve('resources/knowledge'))) > built
)
  console.log(
    'Warning: src/server or its data changed after that build; run `npm run build:server` for current figures.',
  );
console.log(
  `Environment: ${Object.entries(BENCH_ENV)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} (rate limits off); logger at its default level, stdout to /dev/null.`,
);

const tmp = mkdtempSync(join(tmpdir(), 'factlens-bench-start-'));
let dirs = 0;
const freshDir = () => join(tmp, `data-${dirs++}`);

function spawnNode(args: string[], env: Record<string, string>, ipc = false): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', ...BENCH_ENV, ...env },
    stdio: ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls GET /api/meta (connection refused until it listens) until it answers 200. */
async function waitForMeta(child: ChildProcess, port: number): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  const url = `http://127.0.0.1:${port}/api/meta`;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS} ms`);
}

async function timeStart(args: string[]): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnNode(args, { PORT: String(port), DATA_DIR: freshDir() });
  try {
    await waitForMeta(child, port);
    return performance.now() - started;
  } finally {
    await stopProcess(child);
  }
}

async function idleMemory(
  args: string[],
  warmUp: (url: string) => Promise<void>,
): Promise<NodeJS.MemoryUsage> {
  const port = await freePort();
  const child = spawnNode(
    ['--expose-gc', '--import', PROBE, ...args],
    { PORT: String(port), DATA_DIR: freshDir() },
    true,
  );
  try {
    await waitForMeta(child, port);
    await warmUp(`http://127.0.0.1:${port}`);
    await new Promise((done) => setTimeout(done, 2000));
    const usage = new Promise<NodeJS.MemoryUsage & { gc: boolean }>((done) =>
      child.once('message', done as (m: unknown) => void),
    );
    child.send('measure');
    const result = await usage;
    if (!result.gc) throw new Error('the memory probe could not run a GC (--expose-gc missing)');
    return result;
  } finally {
    await stopProcess(child);
  }
}

try {
  // 1. Cold start, server and baseline alternating.
  await timeStart([SERVER_ENTRY]); // untimed: the first spawn warms the OS file cache
  const serverStarts: number[] = [];
  const bareStarts: number[] = [];
  for (let i = 0; i < START_RUNS; i++) {
    serverStarts.push(await timeStart([SERVER_ENTRY]));
    bareStarts.push(await timeStart(['-e', BARE_SERVER]));
  }
  const startMs = median(serverStarts);
  const bareMs = median(bareStarts);
  console.log(
    `\nCold start until GET /api/meta answers 200 (fresh DATA_DIR each, ${START_RUNS} runs, polled every ${POLL_MS} ms):`,
  );
  printTable([
    {
      process: 'bare node HTTP server (baseline)',
      'median ms': bareMs,
      runs: bareStarts.map((v) => v.toFixed(0)).join(' '),
      'x baseline': 1,
    },
    {
      process: 'node out/server/main.js',
      'median ms': startMs,
      runs: serverStarts.map((v) => v.toFixed(0)).join(' '),
      'x baseline': startMs / bareMs,
    },
  ]);
  addSummary({
    bench: 'server-start',
    measure: 'cold start to first /api/meta answer (fresh DATA_DIR)',
    figure: `${startMs.toFixed(0)} ms (bare node ${bareMs.toFixed(0)} ms)`,
    goal: '',
    verdict: '',
  });

  // 2. Idle memory after a warm-up.
  const { inputs } = seedInputs();
  let n = 0;
  const warmUp = async (url: string) => {
    const client = createClient();
    try {
      const ids: string[] = [];
      for (let i = 0; i < WARMUP_ANALYSES; i++) {
        const reply = await expectOk(
          client.postJson(`${url}/api/analyze/text`, {
            content: `${inputs[n++ % inputs.length]!.text}\n\nWarm-up ${n}`,
          }),
          'analyze/text',
        );
        ids.push((JSON.parse(reply.body) as { id: string }).id);
      }
      for (let i = 0; i < 20; i++) {
        for (const path of [
          '/api/public-feed',
          '/api/analytics',
          '/api/export-dataset',
          `/api/analysis/${ids[i % ids.length]}`,
          '/api/database-metrics',
          '/api/meta',
        ]) {
          await expectOk(client.get(url + path), path);
        }
      }
    } finally {
      client.close();
    }
  };
  const servers: NodeJS.MemoryUsage[] = [];
  const bares: NodeJS.MemoryUsage[] = [];
  for (let i = 0; i < MEMORY_RUNS; i++) {
    servers.push(await idleMemory([SERVER_ENTRY], warmUp));
    bares.push(
      await idleMemory(['-e', `${BARE_SERVER} setInterval(() => {}, 60_000);`], async () => {}),
    );
  }
  const row = (name: string, usages: NodeJS.MemoryUsage[]) => ({
    process: name,
    'RSS MB': median(usages.map((u) => u.rss / MB)),
    'heap used MB': median(usages.map((u) => u.heapUsed / MB)),
    'heap total MB': median(usages.map((u) => u.heapTotal / MB)),
    'external MB': median(usages.map((u) => u.external / MB)),
    runs: usages.length,
  });
  const serverRow = row(
    `node out/server/main.js after ${WARMUP_ANALYSES} analyses + 120 reads`,
    servers,
  );
  const bareRow = row('bare node HTTP server (baseline)', bares);
  console.log('\nIdle memory after warm-up, 2 s idle and a full GC (medians):');
  printTable([bareRow, serverRow]);
  addSummary({
    bench: 'server-start',
    measure: 'idle memory after warm-up and GC (RSS / heap used)',
    figure: `${serverRow['RSS MB'].toFixed(0)} MB / ${serverRow['heap used MB'].toFixed(1)} MB (bare node ${bareRow['RSS MB'].toFixed(0)} / ${bareRow['heap used MB'].toFixed(1)})`,
    goal: '',
    verdict: '',
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
