/**
 * The hosted entry (node out/server/main.js): config from the environment, start, stop cleanly on
 * SIGINT/SIGTERM so SQLite checkpoints its WAL and no request is cut mid-write.
 */
import { ConfigError, loadConfig } from './config';
import { startHostedServer } from './hosted';
import { createLogger } from './logger';

const LOOPBACK_OR_WILDCARD = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);

async function main(): Promise<void> {
  let config;
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
  let server;
  try {
    server = await startHostedServer({ config, log });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`FactLens cannot start: port ${config.port} is already in use. Stop the other program or set PORT.`);
      process.exit(1);
    }
    throw error;
  }
  const host = LOOPBACK_OR_WILDCARD.has(config.host) ? 'localhost' : config.host;
  log.info({ dataDir: config.dataDir, mode: config.mode }, `FactLens is running at http://${host}:${server.port}`);

  const stop = (signal: string) => {
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('FactLens failed to start:', error);
  process.exit(1);
});
