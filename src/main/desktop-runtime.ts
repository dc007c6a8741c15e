/**
 * The desktop runtime: plain Node, no Electron imports, so it can be tested under vitest. It runs
 * the same server code as the hosted site on loopback, against a SQLite file in the user's data
 * directory, and serves the same built renderer.
 */
import { loadConfig } from '../server/config';
import { startHostedServer } from '../server/hosted';

export interface DesktopRuntimeOptions {
  /** Where the local database lives (Electron's userData). */
  dataDir: string;
  /** The built renderer (out/renderer). */
  staticDir: string;
  env?: NodeJS.ProcessEnv;
}

export interface DesktopRuntime {
  url: string;
  close(): Promise<void>;
}

export async function startDesktopRuntime(options: DesktopRuntimeOptions): Promise<DesktopRuntime> {
  const config = loadConfig({
    ...(options.env ?? process.env),
    // Loopback only, on a free port: nothing outside this machine can reach the local API.
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    STATIC_DIR: options.staticDir,
  });
  const server = await startHostedServer({ config });
  return { url: server.url, close: () => server.close() };
}
