/**
 * When the database cannot take a write (a full disk, a read-only data directory, a write lock
 * held by someone else past busy_timeout) the server answers 503 JSON saying what to do, keeps
 * serving reads, loses nothing it stored, and writes again once the cause is gone. Each case
 * produces the real SQLite error: a small filesystem filled up (SQLITE_FULL; needs the right to
 * mount, else skipped with the reason) and, everywhere, a size limit on the server's own connection
 * (SQLITE_FULL), file permissions met by an unprivileged server process (SQLITE_READONLY), a
 * second connection holding the write lock (SQLITE_BUSY).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmod, chown, mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  analyzeResponseSchema,
  errorBodySchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline';
import { loadConfig } from '../../src/server/config';
import { createApp } from '../../src/server/create-app';
import { createLogger } from '../../src/server/logger';
import {
  SQLITE_BUSY_TIMEOUT_MS,
  openSqliteStore,
  sqliteStores,
  type SqliteStore,
} from '../../src/server/store/sqlite-store';
import { ManualClock } from '../helpers/clock';
import { makeTempDir, sharedPool, sharedUntrusted } from '../helpers/server';
import {
  buildServer,
  killLeftoverServers,
  printed,
  spawnServer,
  type BuiltServer,
  type SpawnedServer,
} from '../helpers/spawned-server';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await makeTempDir('factlens-storage-');
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const json = { 'content-type': 'application/json' };
async function analyze(base: string, content: string) {
  const response = await fetch(`${base}/api/analyze/text`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ content }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}
async function read(base: string, id: string) {
  const response = await fetch(`${base}/api/analysis/${id}`);
  expect(response.status).toBe(200);
  return storedAnalysisResponseSchema.parse(await response.json());
}
const text = (n: number) =>
  `Report ${n}: the harbour authority said on Monday that ${n} ships docked last week, up from the month before.`;

describe('a full disk (SQLITE_FULL)', () => {
  let server: Server;
  let store: SqliteStore;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    const dataDir = await tempDir();
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STATIC_DIR: join(dataDir, 'no-ui'),
      RATE_LIMIT_ANALYZE_PER_MIN: '0',
      RATE_LIMIT_READ_PER_MIN: '0',
      REFERENCE_LOOKUP: 'off',
    });
    store = openSqliteStore({ dataDir });
    const sink = new Writable({
      write: (chunk: Buffer, _enc, done) => {
        logged.push(chunk.toString());
        done();
      },
    });
    const app = createApp({
      stores: sqliteStores(store),
      analyzer: createOfflineAnalyzer(),
      clock: new ManualClock(),
      config,
      log: createLogger('info', sink),
      // The test process's parsing children and analysis pool, as every test server's
      // (tests/helpers/server.ts): loaded once per process, with budgets no loaded machine reaches.
      untrusted: sharedUntrusted(),
      analysisPool: sharedPool(),
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });

  it('answers 503 with what to do, keeps every stored analysis readable, and writes again once there is room', async () => {
    const stored = [];
    for (let i = 0; i < 3; i++)
      stored.push(analyzeResponseSchema.parse((await analyze(base, text(i))).body));
    // The disk is "full": the database may not grow past the pages it has now.
    const pages = Number(store.db.pragma('page_count', { simple: true }));
    store.db.pragma(`max_page_count = ${pages}`);

    let full: Awaited<ReturnType<typeof analyze>> | undefined;
    for (let i = 3; i < 40 && !full; i++) {
      const answer = await analyze(base, text(i));
      if (answer.status === 200) stored.push(analyzeResponseSchema.parse(answer.body));
      else full = answer;
    }
    expect(full?.status).toBe(503);
    expect(errorBodySchema.parse(full?.body)).toEqual({ message: ERRORS.storageFull });
    expect(full?.retryAfter).toMatch(/^\d+$/);
    // The operator finds the cause in the log.
    expect(logged.join('')).toContain('"code":"SQLITE_FULL"');

    // Reads still work and nothing stored is lost.
    for (const { id, results } of stored)
      expect((await read(base, id)).analysisResults).toEqual(results);
    expect(
      ((await (await fetch(`${base}/api/database-metrics`)).json()) as { totalAnalyses: string })
        .totalAnalyses,
    ).toBe(String(stored.length));

    // Room again: the same server takes writes without a restart.
    store.db.pragma('max_page_count = 1073741823');
    const after = await analyze(base, text(100));
    expect(after.status).toBe(200);
    await read(base, analyzeResponseSchema.parse(after.body).id);
  });
});

describe('spawned servers', () => {
  let built: BuiltServer;
  beforeAll(async () => {
    built = await buildServer();
  });
  afterAll(async () => {
    await killLeftoverServers();
    await built.remove();
  });

  async function stop(server: SpawnedServer) {
    server.process.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }

  // As root, permissions do not stop writes, so the server runs as nobody; anyone else runs it as themselves.
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? { uid: 65534, gid: 65534 } : undefined;

  it('a really full disk (a 4 MB tmpfs filled up): 503, reads work, writes resume once space is freed', async (ctx) => {
    const mountPoint = await tempDir();
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], {
      encoding: 'utf8',
    });
    if (mounted.status !== 0)
      ctx.skip(
        `cannot mount a small tmpfs here (${(mounted.stderr || mounted.error?.message || '').trim()}); the max_page_count test above covers SQLITE_FULL`,
      );
    const dataDir = join(mountPoint, 'data');
    await mkdir(dataDir);
    const filler = join(mountPoint, 'filler');
    let server: SpawnedServer | undefined;
    try {
      server = await spawnServer({ entry: built.entry, dataDir });
      const stored = [];
      for (let i = 0; i < 3; i++)
        stored.push(analyzeResponseSchema.parse((await analyze(server.url, text(i))).body));
      // Take every byte that is left.
      const file = await open(filler, 'w');
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) await file.write(block);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        await file.close();
      }

      let full: Awaited<ReturnType<typeof analyze>> | undefined;
      for (let i = 3; i < 40 && !full; i++) {
        const answer = await analyze(server.url, text(i));
        if (answer.status === 200) stored.push(analyzeResponseSchema.parse(answer.body));
        else full = answer;
      }
      expect(full?.status).toBe(503);
      expect(errorBodySchema.parse(full?.body)).toEqual({ message: ERRORS.storageFull });
      expect(await printed(server, '"code":"SQLITE_FULL"')).toBe(true);
      for (const { id, results } of stored)
        expect((await read(server.url, id)).analysisResults).toEqual(results);

      await rm(filler);
      const after = await analyze(server.url, text(100));
      expect(after.status).toBe(200);
      await read(server.url, analyzeResponseSchema.parse(after.body).id);
      await stop(server);
      // Closed cleanly on the refilled disk: every analysis is still there.
      const db = new Database(join(dataDir, 'factlens.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.prepare('SELECT count(*) FROM analyses').pluck().get()).toBe(stored.length + 1);
      } finally {
        db.close();
      }
    } finally {
      if (server && server.process.exitCode === null && server.process.signalCode === null)
        server.process.kill('SIGKILL');
      await server?.exited;
      spawnSync('umount', [mountPoint]);
    }
  }, 180_000);

  it('a read-only data directory: reads work, writes get 503, and the server keeps serving', async () => {
    const dataDir = await tempDir();
    if (user) await chown(dataDir, user.uid, user.gid);
    const writable = await spawnServer({ entry: built.entry, dataDir, ...(user ? { user } : {}) });
    const stored = [];
    for (let i = 0; i < 3; i++)
      stored.push(analyzeResponseSchema.parse((await analyze(writable.url, text(i))).body));
    // Files already open stay writable on Linux whatever their mode, so the directory is made
    // read-only under the running server and the server restarted, as after a remount or a reboot.
    await chmod(dataDir, 0o555);
    for (const file of await readdir(dataDir)) await chmod(join(dataDir, file), 0o444);
    await stop(writable);

    const readOnly = await spawnServer({ entry: built.entry, dataDir, ...(user ? { user } : {}) });
    try {
      const refused = await analyze(readOnly.url, text(99));
      expect(refused.status).toBe(503);
      expect(errorBodySchema.parse(refused.body)).toEqual({ message: ERRORS.storageReadOnly });
      expect(
        await printed(readOnly, '"path":"/api/analyze/text","msg":"database unavailable"'),
      ).toBe(true);
      expect(readOnly.output()).toContain('"code":"SQLITE_READONLY"');
      for (const { id, results } of stored)
        expect((await read(readOnly.url, id)).analysisResults).toEqual(results);
      const feed = (await (await fetch(`${readOnly.url}/api/public-feed`)).json()) as Array<{
        id: string;
      }>;
      expect(feed.map((item) => item.id).sort()).toEqual(stored.map((a) => a.id).sort());
      // Still serving after the refusal.
      expect((await analyze(readOnly.url, text(98))).status).toBe(503);
      expect((await fetch(`${readOnly.url}/api/analytics`)).status).toBe(200);
    } finally {
      await stop(readOnly);
      await chmod(dataDir, 0o755);
    }
  }, 180_000);

  it(`a write lock held by another program past busy_timeout (${SQLITE_BUSY_TIMEOUT_MS} ms): 503, then writes resume`, async () => {
    const dataDir = await tempDir();
    const server = await spawnServer({ entry: built.entry, dataDir });
    const other = new Database(join(dataDir, 'factlens.db'));
    try {
      const first = analyzeResponseSchema.parse((await analyze(server.url, text(1))).body);
      other.exec('BEGIN IMMEDIATE'); // holds the write lock, as a stuck maintenance script would
      const busy = await analyze(server.url, text(2));
      expect(busy.status).toBe(503);
      expect(errorBodySchema.parse(busy.body)).toEqual({ message: ERRORS.storageBusy });
      expect(busy.retryAfter).toMatch(/^\d+$/);
      expect(await printed(server, '"code":"SQLITE_BUSY"')).toBe(true);
      // WAL readers do not need the lock.
      expect((await read(server.url, first.id)).analysisResults).toEqual(first.results);
      other.exec('ROLLBACK');

      const later = await analyze(server.url, text(2));
      expect(later.status).toBe(200);
      await read(server.url, analyzeResponseSchema.parse(later.body).id);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await stop(server);
    }
  }, 180_000);
});
