/**
 * The desktop server's real process: the built entry (out/main/server-process.js, made by
 * `npm run build`, which `npm test` runs first; the very file Electron's main process forks)
 * started by the supervisor as a plain Node child with the server's V8 flags, against a temp data
 * directory. The window's cookie reaches /api/meta; stop closes the database cleanly, so the next
 * start on the same data works.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_ENTRY_FILE,
  SERVER_EXEC_ARGV,
  serverProcessArgs,
} from '../../src/main/server-protocol';
import { createServerSupervisor, type RunningServer } from '../../src/main/server-supervisor';
import { metaResponseSchema } from '../../src/shared';
import { createHarness, OFFLINE_HUB_URL, rawRequest, UI_MARKER } from './desktop-harness';
import { ManualTimers } from './manual-timers';
import { forkNodeServer, type NodeServerChild } from './node-server-child';

const BUILT_ENTRY = resolve(import.meta.dirname, '../../out/main', SERVER_ENTRY_FILE);

const harness = createHarness();
const children: NodeServerChild[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.process.exitCode === null && child.process.signalCode === null)
      child.process.kill('SIGKILL');
    await child.ended;
  }
  await harness.cleanup();
});

function superviseBuiltEntry(dataDir: string, staticDir: string) {
  if (!existsSync(BUILT_ENTRY))
    throw new Error(`The desktop build is missing (${BUILT_ENTRY}). Run "npm run build" first.`);
  // The deadline and the backoff never pass here: these timers move only when a test says so.
  return createServerSupervisor({
    timers: new ManualTimers(),
    fork() {
      const child = forkNodeServer(BUILT_ENTRY, {
        args: serverProcessArgs({ dataDir, staticDir }),
        execArgv: SERVER_EXEC_ARGV,
        env: { ...process.env, LOG_LEVEL: 'silent', HUB_URL: OFFLINE_HUB_URL },
      });
      children.push(child);
      return child;
    },
    onRestart: () => {},
    onGiveUp: () => {},
  });
}

function asWindow(server: RunningServer): Record<string, string> {
  return {
    host: `127.0.0.1:${server.port}`,
    cookie: `${server.cookie.name}=${server.cookie.value}`,
  };
}

describe("the desktop server's own process", () => {
  it('starts from the built entry with the V8 flags, answers the window, and stops cleanly', async () => {
    const dataDir = await harness.tempDir('factlens-server-process-');
    const staticDir = await harness.uiDir();
    const supervisor = superviseBuiltEntry(dataDir, staticDir);
    const server = await supervisor.start();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    // The flag that makes the detectors fast reached the process (Linux shows it in /proc).
    const cmdline = readFileSync(`/proc/${children[0]!.process.pid}/cmdline`, 'utf8').split('\0');
    for (const flag of SERVER_EXEC_ARGV) expect(cmdline).toContain(flag);

    const meta = await rawRequest(server.port, '/api/meta', { headers: asWindow(server) });
    expect(meta.status).toBe(200);
    expect(metaResponseSchema.parse(meta.json)).toMatchObject({
      mode: 'desktop',
      hubUrl: OFFLINE_HUB_URL,
    });
    const page = await rawRequest(server.port, '/', { headers: asWindow(server) });
    expect(page.text).toContain(UI_MARKER);
    // Without the launch cookie the local server refuses.
    const stranger = await rawRequest(server.port, '/api/meta', {
      headers: { host: `127.0.0.1:${server.port}` },
    });
    expect(stranger.status).toBe(401);

    await supervisor.stop();
    expect(await children[0]!.ended).toEqual({ code: 0, signal: null });
    await expect(
      rawRequest(server.port, '/api/meta', { headers: asWindow(server) }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect((await readdir(dataDir)).some((name) => name.endsWith('.db'))).toBe(true);

    // The database was released: the next launch on the same data starts, under a new secret.
    const again = await superviseBuiltEntry(dataDir, staticDir).start();
    expect(again.secret).not.toBe(server.secret);
    const metaAgain = await rawRequest(again.port, '/api/meta', { headers: asWindow(again) });
    expect(metaAgain.status).toBe(200);
    // SIGTERM (the system shutting down, or the supervisor's kill) closes a started server cleanly.
    children[1]!.process.kill('SIGTERM');
    expect(await children[1]!.ended).toEqual({ code: 0, signal: null });
  });

  it('reports why it could not start, as a failed start', async () => {
    const staticDir = await harness.uiDir();
    // The data directory is a file: the database cannot be created there.
    const dataDir = resolve(staticDir, 'index.html');
    const supervisor = superviseBuiltEntry(dataDir, staticDir);
    await expect(supervisor.start()).rejects.toThrow(/^The FactLens server could not start: ./);
    await children[0]!.ended;
  });
});

describe("Electron's main process bundle", () => {
  it('loads no server code: the server runs only in its own process', () => {
    const mainDir = resolve(import.meta.dirname, '../../out/main');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, path] of code.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g))
        visit(resolve(file, '..', path!));
    };
    visit(resolve(mainDir, 'index.js'));
    for (const file of seen) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/startDesktopRuntime|startHostedServer|better-sqlite3/);
    }
    // The server's entry does load it (so the check above looks for the right names).
    expect(readFileSync(BUILT_ENTRY, 'utf8')).toMatch(/startDesktopRuntime/);
  });
});
