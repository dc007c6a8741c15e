/**
 * The server entry (node out/server/main.js): config from the environment, the hosted site (or,
 * with HUB_URL, the desktop app's server) started, stopped cleanly on SIGINT/SIGTERM so SQLite
 * checkpoints its WAL and no request is cut mid-write. Whatever stops it from starting is said in
 * one line an operator can act on, never a stack trace.
 */
import { ConfigError, loadConfig } from './config';
import type { startHostedServer } from './hosted';
import { createLogger } from './logger';
import { postgresCondition } from './database-error';

const LOOPBACK_OR_WILDCARD = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`FactLens cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  let server: Awaited<ReturnType<typeof startHostedServer>>;
  try {
    // HUB_URL makes it the desktop app's server, outside Electron (loopback only, config.ts). The
    // server's code is loaded here rather than imported above, so a shipped data file it reads as
    // it loads (analysis/knowledge/shipped-data.ts), missing or damaged, is said like any other.
    const start =
      config.mode === 'desktop'
        ? (await import('./desktop/server')).startDesktopServer
        : (await import('./hosted')).startHostedServer;
    server = await start({ config, log });
  } catch (error) {
    console.error(startFailure(error, config.port, config.dataDir, Boolean(config.database)));
    process.exit(1);
  }
  const host = LOOPBACK_OR_WILDCARD.has(config.host) ? 'localhost' : config.host;
  // The database URL may hold a password: only which kind of database is said.
  const storage = config.database ? { database: 'postgresql' } : { dataDir: config.dataDir };
  log.info(
    { ...storage, mode: config.mode },
    `FactLens is running at http://${host}:${server.port}`,
  );

  const stop = (signal: string) => {
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        log.info('stopped: database closed');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The one line printed when the server cannot start: the cause and what to do about it. */
function startFailure(error: unknown, port: number, dataDir: string, postgres: boolean): string {
  const code = String((error as { code?: unknown }).code ?? '');
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if (code === 'EADDRINUSE') {
    return `FactLens cannot start: port ${port} is already in use. Stop the other program or set PORT.`;
  }
  if (postgres && postgresCondition(error)) {
    return `FactLens cannot start: the PostgreSQL database named in DATABASE_URL cannot be reached (${code || 'no code'}: ${reason}). Check that the server is running and reachable from this machine, and that the user, password and database name are right.`;
  }
  if (postgres && /^(28|3D)/.test(code)) {
    return `FactLens cannot start: PostgreSQL refused the login or the database in DATABASE_URL (${code}: ${reason}). Check the user, password and database name, and that the database exists.`;
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return `FactLens cannot start: the database in ${dataDir} is damaged or not a FactLens database (${code}: ${reason}). Restore a backup made with "npm run backup", or point DATA_DIR at another directory.`;
  }
  if (
    code.startsWith('SQLITE_') ||
    ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC'].includes(code)
  ) {
    return `FactLens cannot start: its data directory ${dataDir} cannot be opened for writing (${code}: ${reason}). Make DATA_DIR a writable directory with free space, or set DATA_DIR to another one.`;
  }
  return `FactLens cannot start: ${reason}`;
}

main().catch((error: unknown) => {
  console.error(
    `FactLens cannot start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exit(1);
});
