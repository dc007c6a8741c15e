/**
 * The desktop runtime: plain Node, no Electron imports, so it can be tested under vitest. It runs
 * the desktop server (the core with the desktop plug-in: ../server/desktop/server.ts) on
 * loopback, against a SQLite file in the user's data directory, serves the same built renderer,
 * and locks that server to the desktop window with a per-launch secret cookie and a Host check
 * (../server/access-guard).
 */
import { randomBytes } from 'node:crypto';
import { createAccessGuard, LAUNCH_COOKIE_NAME } from '../server/access-guard';
import { loadConfig, type Config } from '../server/config';
import { startDesktopServer } from '../server/desktop/server';
import { FACTLENS_HUB_URL } from './hub-url';

// The hub's address is kept in its own small module so the window's code can name it without
// bundling the server.
export { FACTLENS_HUB_URL };

/** 32 random bytes: guessing the secret is out of reach, and a new one is made every launch. */
export const LAUNCH_SECRET_BYTES = 32;

export interface DesktopRuntimeOptions {
  /** Where the local database lives (Electron's userData). */
  dataDir: string;
  /** The built renderer (out/renderer). */
  staticDir: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The cookie the window's session must hold, in the shape Electron's session.cookies.set takes.
 * No expiry: a session cookie, never written to disk, gone when the app quits.
 */
export interface LaunchCookie {
  url: string;
  name: string;
  value: string;
  path: '/';
  httpOnly: true;
  sameSite: 'strict';
}

export interface DesktopRuntime {
  /** The app's origin, http://127.0.0.1:<port>; the window loads it. */
  url: string;
  port: number;
  /** The per-launch secret (also the cookie's value). */
  secret: string;
  cookie: LaunchCookie;
  /** Stops the server (open requests get a grace period), its background work and the database. */
  close(): Promise<void>;
}

/**
 * The desktop server's config: the user's environment (model keys, HUB_URL, ...) with the
 * desktop's fixed parts given to loadConfig directly, never written back into the environment.
 */
export function desktopConfig(options: DesktopRuntimeOptions): Config {
  return loadConfig(options.env ?? process.env, {
    // Always desktop mode (My analyses, publishing, the hub's feed), whatever HUB_URL says.
    mode: 'desktop',
    // Loopback only, on a free port: nothing outside this machine can reach the local API.
    host: '127.0.0.1',
    port: 0,
    dataDir: options.dataDir,
    staticDir: options.staticDir,
    // The hub unless HUB_URL names another (an empty HUB_URL is "not set").
    hubUrl: FACTLENS_HUB_URL,
  });
}

export async function startDesktopRuntime(options: DesktopRuntimeOptions): Promise<DesktopRuntime> {
  const config = desktopConfig(options);
  const secret = randomBytes(LAUNCH_SECRET_BYTES).toString('base64url');
  // The guard is built before listen() picks the port; until the port is set it refuses everything.
  let port: number | null = null;
  const accessGuard = createAccessGuard({ secret, port: () => port });
  const server = await startDesktopServer({ config, accessGuard });
  port = server.port;
  const url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    port: server.port,
    secret,
    cookie: {
      url,
      name: LAUNCH_COOKIE_NAME,
      value: secret,
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
    },
    close: () => server.close(),
  };
}
