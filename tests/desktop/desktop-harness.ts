/**
 * Starts the real desktop runtime on temp directories and talks to it over raw HTTP, so a test can
 * set any Host, Origin and Cookie header (fetch would not let it choose Host). HUB_URL points at a
 * closed loopback port: the app runs offline, and nothing leaves the machine.
 */
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDesktopRuntime, type DesktopRuntime } from '../../src/main/desktop-runtime';

/** A port nothing listens on (the discard port, never served on test machines). */
export const OFFLINE_HUB_URL = 'http://127.0.0.1:9';
export const UI_MARKER = 'FactLens desktop UI';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to 127.0.0.1:port with exactly the given headers (Host included, if given). */
export function rawRequest(
  port: number,
  path: string,
  init: RawRequest = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      // A fresh connection each time (no keep-alive pool), and exactly the headers given.
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        agent: false,
        setHost: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export interface Harness {
  tempDir(prefix: string): Promise<string>;
  /** A built-UI stand-in: a directory with an index.html. */
  uiDir(): Promise<string>;
  start(dataDir: string, staticDir: string, env?: Record<string, string>): Promise<DesktopRuntime>;
  cleanup(): Promise<void>;
}

export function createHarness(): Harness {
  const cleanups: Array<() => Promise<void>> = [];
  const harness: Harness = {
    async tempDir(prefix) {
      const dir = await mkdtemp(join(tmpdir(), prefix));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    async uiDir() {
      const dir = await harness.tempDir('factlens-desktop-ui-');
      await writeFile(join(dir, 'index.html'), `<!doctype html><title>${UI_MARKER}</title>`);
      return dir;
    },
    async start(dataDir, staticDir, env = {}) {
      const runtime = await startDesktopRuntime({
        dataDir,
        staticDir,
        env: { LOG_LEVEL: 'silent', HUB_URL: OFFLINE_HUB_URL, REFERENCE_LOOKUP: 'off', ...env },
      });
      cleanups.push(() => runtime.close());
      return runtime;
    },
    async cleanup() {
      while (cleanups.length) await cleanups.pop()!();
    },
  };
  return harness;
}

/** The headers the desktop window's session sends: its own Host and the launch cookie. */
export function windowHeaders(
  runtime: DesktopRuntime,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    host: `127.0.0.1:${runtime.port}`,
    cookie: `${runtime.cookie.name}=${runtime.cookie.value}`,
    ...extra,
  };
}
