/**
 * Child processes for the server benches: the hosted server run from source (api-server.ts, through
 * scripts/bench.mjs --child) and plain `node <file>` processes, with stdout sent to /dev/null so the
 * production logger's formatting and writing cost is paid as in production, minus a real disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { SERVER_EXEC_ARGV } from '../../src/main/server-protocol';

/** Limits are switched off in benches: the figures are about the server, not the throttle. */
/**
 * Rate limits off, and no reference passages looked up on the web: a bench measures the server,
 * not Wikipedia (with lookups on and no route out, each analysis waited for the lookup's deadline:
 * 0.9 analyses a second on a server whose process tree was mostly idle).
 */
export const BENCH_ENV = {
  RATE_LIMIT_ANALYZE_PER_MIN: '0',
  RATE_LIMIT_READ_PER_MIN: '0',
  REFERENCE_LOOKUP: 'off',
} as const;
const READY_TIMEOUT_MS = 120_000;

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** CPU time (user + system) the server process has used so far, in ms; NaN off Linux. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

/**
 * CPU time of a process from /proc (utime + stime, in clock ticks of 10 ms). On a shared machine
 * requests per CPU-second of the server is a steadier cost measure than requests per wall second.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time of each thread of a process (Linux /proc/<pid>/task; empty elsewhere), in ms, by thread
 * id. The process's own thread has the process's id: on a server, the request thread.
 */
export function threadCpuMs(pid: number | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (pid === undefined) return out;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(task), ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    }
  } catch {
    // The process ended, or this is not Linux.
  }
  return out;
}

/** The process ids started by `pid` that are still running (Linux; none elsewhere). */
function childrenOf(pid: number): number[] {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * CPU time of a process and every process it started that still runs (a server's parsing
 * children), in ms; NaN off Linux. Threads are counted in their process.
 */
export function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  return processCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * Starts bench/support/api-server.ts in its own process on an ephemeral port of 127.0.0.1, with
 * the V8 flags of the server's process in production unless the bench gives others.
 */
export async function startChildServer(
  env: Record<string, string>,
  nodeArgs: readonly string[] = SERVER_EXEC_ARGV,
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, resolve('scripts/bench.mjs'), '--child', resolve('bench/support/api-server.ts')],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...BENCH_ENV, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error('bench server did not start in time')),
      READY_TIMEOUT_MS,
    );
    child.once('message', (message: { url?: string }) => {
      clearTimeout(timer);
      if (message.url) ready(message.url);
      else fail(new Error('bench server sent no URL'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`bench server exited with code ${code} before it was ready`));
    });
  });
  return {
    url,
    process: child,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (child.connected) child.send('stop');
      else child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A port that was free a moment ago (for processes that must be told their port up front). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited(child);
}
