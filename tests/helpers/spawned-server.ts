/**
 * The real hosted server as its own process (node main.js, as `npm start` runs it), for tests that
 * must signal or kill it. The entry is built from the current sources with the project's own
 * vite.server.config.ts into a private temp directory (about a second), because out/server may be
 * stale or rebuilt by someone else while the test runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** How long a spawned server may take to say it is listening. */
/** A safety net for a server that never starts, far above a loaded machine's slowest start. */
const START_TIMEOUT_MS = 120_000;
/** How long printed() waits for a line the server is expected to print (a safety net too). */
const PRINT_WAIT_MS = 60_000;

/** Every server process a test started and that has not ended yet. */
const running = new Set<ChildProcess>();

function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** For afterAll: kills whatever a failed test left running, so no server outlives its test file. */
export async function killLeftoverServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolveExit) => {
          child.once('exit', resolveExit);
          child.kill('SIGKILL');
        }),
    ),
  );
}

export interface BuiltServer {
  /** Absolute path of the built main.js. */
  entry: string;
  remove(): Promise<void>;
}

export async function buildServer(): Promise<BuiltServer> {
  const dir = await mkdtemp(join(tmpdir(), 'factlens-built-'));
  // Readable by everyone, so a test may run it as an unprivileged user.
  await chmod(dir, 0o755);
  // The bundle keeps its dependencies external; Node finds them through this link.
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'server');
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.server.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`building the server failed:\n${result.stderr}${result.stdout}`);
  return {
    entry: join(outDir, 'main.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  entry: string;
  dataDir: string;
  env?: Record<string, string>;
  /** Run as this user and group (a test running as root drops to nobody to meet file permissions). */
  user?: { uid: number; gid: number };
}

/** The environment of a spawned server: only what it needs, never the developer's keys. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    STATIC_DIR: join(dataDir, 'no-ui-here'),
    RATE_LIMIT_ANALYZE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    // Tests talk only to 127.0.0.1 (see tests/helpers/server.ts).
    REFERENCE_LOOKUP: 'off',
    ...extra,
  };
}

/** Spawns the built server and waits for its "FactLens is running at ..." line. */
export function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [options.entry], {
    cwd: ROOT,
    env: serverEnv(options.dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.user,
  });
  track(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolveExit) => {
      child.once('exit', (code, signal) => resolveExit({ code, signal }));
    },
  );
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /FactLens is running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolveStart({
          url: `http://127.0.0.1:${port}`,
          process: child,
          output: () => output,
          exited,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the server exited (code ${code}, signal ${signal}) before it was ready:\n${output}`,
        ),
      );
    });
  });
}

/** Whether the server prints `text` (its output arrives through a pipe, after the HTTP answer). */
export async function printed(server: SpawnedServer, text: string): Promise<boolean> {
  for (let waited = 0; waited < PRINT_WAIT_MS; waited += 50) {
    if (server.output().includes(text)) return true;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  return false;
}

/** Runs the built server expecting it not to start; resolves to its exit code and output. */
export function runServerToExit(
  options: SpawnOptions,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [options.entry], {
      cwd: ROOT,
      env: serverEnv(options.dataDir, options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options.user,
    });
    track(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output });
    });
  });
}

export const REPO_ROOT = ROOT;
