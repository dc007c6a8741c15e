/**
 * A real PostgreSQL server for tests and benchmarks, started in a temp directory with Debian's
 * initdb and pg_ctl on a free loopback port, and stopped (its directory removed) afterwards. As
 * root it runs as the unprivileged `postgres` user (the server refuses to run as root).
 *
 * When PostgreSQL is not installed (`.ci/run` installs it), postgresAvailability() says why, and
 * the suites skip with that reason printed: never passed without running.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Unprivileged user the server runs as when the tests run as root (Debian's package makes it). */
const SERVER_USER = 'postgres';
const PG_LIB = '/usr/lib/postgresql';

export type Availability =
  | { ok: true; bin: string; user: { uid: number; gid: number } | null }
  | { ok: false; reason: string };

function findBin(): string | null {
  if (!existsSync(PG_LIB)) return null;
  const versions = readdirSync(PG_LIB)
    .filter((v) => existsSync(join(PG_LIB, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_LIB, versions[0], 'bin') : null;
}

let cached: Availability | null = null;

export function postgresAvailability(): Availability {
  if (cached) return cached;
  const bin = findBin();
  if (!bin) {
    cached = {
      ok: false,
      reason: `PostgreSQL is not installed (no ${PG_LIB}/*/bin/pg_ctl); .ci/run installs the Debian "postgresql" package`,
    };
  } else if (process.getuid?.() === 0) {
    try {
      const uid = Number(execFileSync('id', ['-u', SERVER_USER], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', SERVER_USER], { encoding: 'utf8' }).trim());
      cached = { ok: true, bin, user: { uid, gid } };
    } catch {
      cached = {
        ok: false,
        reason: `running as root and there is no "${SERVER_USER}" user to run PostgreSQL as`,
      };
    }
  } else {
    cached = { ok: true, bin, user: null };
  }
  if (!cached.ok) console.warn(`PostgreSQL tests skipped: ${cached.reason}.`);
  return cached;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  port: number;
  /** A new empty database on this server; its postgres:// URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Durable commits (fsync) as in production: the benchmarks want it, the tests do not need it. */
  durable?: boolean;
}

let databases = 0;

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const availability = postgresAvailability();
  if (!availability.ok) throw new Error(availability.reason);
  const { bin, user } = availability;
  const dir = mkdtempSync(join(tmpdir(), 'factlens-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const full = user
      ? (['runuser', ['-u', SERVER_USER, '--', join(bin, command), ...args]] as const)
      : ([join(bin, command), args] as const);
    const result = spawnSync(full[0], full[1], { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'factlens',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=200',
      ...(options.durable
        ? []
        : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      settings,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const base = `postgres://factlens@127.0.0.1:${port}`;
  let stopped = false;
  return {
    port,
    async createDatabase(name = `factlens_${process.pid}_${++databases}`) {
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
