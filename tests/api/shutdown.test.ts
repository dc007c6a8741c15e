/**
 * Stopping and starting the real server process (node main.js, as `npm start` runs it):
 * SIGTERM lets a request already being answered finish, refuses new connections, closes the
 * database (no WAL left behind) and exits 0; a data directory that cannot be opened stops the
 * start with one line that says what to do, not a stack trace.
 *
 * Nothing here races the machine's speed: the fixture page answers only when the test releases it
 * (after the refusals are checked), the first server's grace period (SHUTDOWN_GRACE_MS) is longer
 * than any analysis could take, and the request that is cut never answers at all.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { articleHtml } from '../fakes/web/article-page';
import { NEWS_TEXT } from '../helpers/samples';
import { makeTempDir } from '../helpers/server';
import { SHUTDOWN_GRACE_MS } from '../../src/server/hosted';
import { ConfigError, loadConfig } from '../../src/server/config';
import {
  buildServer,
  killLeftoverServers,
  runServerToExit,
  spawnServer,
  type BuiltServer,
} from '../helpers/spawned-server';

let built: BuiltServer;
let page: Server;
let pageOrigin: string;
/** Resolves each time the page is asked for. */
let pageRequested: () => Promise<void>;
/** Answers the page requests held so far (the request is mid-flight until then). */
let releasePages: () => void;
const dirs: string[] = [];

beforeAll(async () => {
  built = await buildServer();
  let notify: () => void = () => {};
  pageRequested = () => new Promise<void>((resolve) => (notify = resolve));
  const held: Array<() => void> = [];
  releasePages = () => {
    for (const answer of held.splice(0)) answer();
  };
  page = createServer((req, res) => {
    notify();
    if (req.url === '/hang') return; // never answers
    held.push(() =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml()),
    );
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await killLeftoverServers();
  page.closeAllConnections();
  await new Promise((resolve) => page.close(resolve));
  await built.remove();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await makeTempDir('factlens-shutdown-');
  dirs.push(dir);
  return dir;
}

/** A request on a fresh connection (no pooled keep-alive socket that could hide a refusal). */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    const dataDir = await tempDir();
    const server = await spawnServer({
      entry: built.entry,
      dataDir,
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: pageOrigin.replace('http://', ''),
        // Longer than the page's analysis could take on any machine: it is never cut here.
        SHUTDOWN_GRACE_MS: '600000',
        FETCH_TIMEOUT_MS: '60000',
      },
    });
    const before = analyzeResponseSchema.parse(
      await (
        await fetch(`${server.url}/api/analyze/text`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: NEWS_TEXT }),
        })
      ).json(),
    );

    const asked = pageRequested();
    const slow = fetch(`${server.url}/api/analyze/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${pageOrigin}/article` }),
    });
    await asked; // the server is now waiting for the page: the analysis is mid-flight
    server.process.kill('SIGTERM');

    // New connections are refused while the old request is still being answered (its page is
    // held until then). The server may still accept a few until it has handled the signal, and a
    // connection the kernel accepted just before the listener closed is reset unanswered
    // (ECONNRESET): both mean "not refused yet", so the loop asks again until the refusal.
    let refused: string | undefined;
    while (refused === undefined) {
      try {
        await freshGet(`${server.url}/api/database-metrics`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        if (code !== 'ECONNRESET') refused = code;
      }
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(server.process.exitCode).toBeNull();

    releasePages();
    const response = await slow;
    expect(response.status).toBe(200);
    const during = analyzeResponseSchema.parse(await response.json());
    expect(during.results.analysisMetadata.type).toBe('article');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('stopped: database closed');
    // The last connection closed cleanly: SQLite checkpointed the WAL into the file and removed it.
    expect(existsSync(join(dataDir, 'factlens.db-wal'))).toBe(false);
    const db = new Database(join(dataDir, 'factlens.db'), { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = db.prepare('SELECT id FROM analyses').pluck().all();
      expect(ids).toEqual(expect.arrayContaining([before.id, during.id]));
    } finally {
      db.close();
    }
  });
});

describe('SIGTERM with a request that would never finish', () => {
  it(`cuts it after the grace period (SHUTDOWN_GRACE_MS, ${SHUTDOWN_GRACE_MS} ms unless set), still closes the database and exits 0`, async () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(SHUTDOWN_GRACE_MS);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(ConfigError);
    const dataDir = await tempDir();
    const server = await spawnServer({
      entry: built.entry,
      dataDir,
      // The page never answers and may take a minute, far longer than the grace period.
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: pageOrigin.replace('http://', ''),
        FETCH_TIMEOUT_MS: '60000',
        SHUTDOWN_GRACE_MS: '500',
      },
    });
    const kept = analyzeResponseSchema.parse(
      await (
        await fetch(`${server.url}/api/analyze/text`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: NEWS_TEXT }),
        })
      ).json(),
    );
    const asked = pageRequested();
    const stuck = fetch(`${server.url}/api/analyze/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${pageOrigin}/hang` }),
    }).then(
      (response) => response.status,
      (error: unknown) => error,
    );
    await asked;
    server.process.kill('SIGTERM');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Never answered, so nothing was promised; the connection was closed instead.
    expect(await stuck).toBeInstanceOf(Error);
    expect(existsSync(join(dataDir, 'factlens.db-wal'))).toBe(false);
    const db = new Database(join(dataDir, 'factlens.db'), { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('SELECT id FROM analyses').pluck().all()).toEqual([kept.id]);
    } finally {
      db.close();
    }
  }, 180_000);
});

describe('a server that cannot start', () => {
  const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m);

  it('stops the start with one line when DATA_DIR holds a file that is not a database', async () => {
    const dataDir = await tempDir();
    await writeFile(
      join(dataDir, 'factlens.db'),
      'these are not the pages of a SQLite database '.repeat(200),
    );
    const { code, output } = await runServerToExit({ entry: built.entry, dataDir });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(
      `FactLens cannot start: the database in ${dataDir} is damaged or not a FactLens database`,
    );
    expect(output).toContain('npm run backup');
    noStackTrace(output);
  });

  it('stops the start with one line when the port is taken', async () => {
    const dataDir = await tempDir();
    const port = (page.address() as AddressInfo).port; // the fixture page server holds it
    const { code, output } = await runServerToExit({
      entry: built.entry,
      dataDir,
      env: { PORT: String(port) },
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(
      `FactLens cannot start: port ${port} is already in use. Stop the other program or set PORT.`,
    );
    noStackTrace(output);
  });

  it('stops the start with one line when DATA_DIR is a file, not a directory', async () => {
    const dir = await tempDir();
    const dataDir = join(dir, 'not-a-directory');
    await writeFile(dataDir, 'a file');
    const { code, output } = await runServerToExit({ entry: built.entry, dataDir });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(
      `FactLens cannot start: its data directory ${dataDir} cannot be opened for writing`,
    );
    expect(output).toContain('set DATA_DIR to another one');
    noStackTrace(output);
  });
});
