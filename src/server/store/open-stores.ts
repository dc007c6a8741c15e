/**
 * Which database the server uses: PostgreSQL when DATABASE_URL is set (hosted only, several app
 * instances may share it), else SQLite in DATA_DIR as on a single machine. The hosted site reads
 * reports through the in-memory report cache; the desktop app reads them straight.
 *
 * The fact-check index is always SQLite (FTS5 and its BM25 ranking, which the matching thresholds
 * were chosen on): in the analyses' file, or beside a PostgreSQL database in
 * DATA_DIR/fact-checks.db.
 */
import type { Config } from '../config';
import type { BusyRetry } from './busy-retry';
import { FactCheckIndex, openFactCheckFile } from './fact-check-index';
import { openPostgresStores } from './postgres-store';
import { withReportJsonCache } from './report-json-cache';
import { openSqliteStore, sqliteStores } from './sqlite-store';
import type { Stores } from './stores';

/**
 * The server's stores. `busyRetry` (the server's clock, and what to do when a write waits) makes
 * its SQLite writes wait for another process's lock on a timer, off the event loop.
 */
export async function openStores(config: Config, busyRetry?: BusyRetry): Promise<Stores> {
  let stores: Stores;
  if (config.database) {
    const postgres = await openPostgresStores(config.database);
    const file = openFactCheckFile(config.dataDir);
    stores = {
      ...postgres,
      factChecks: file.index,
      close: () => postgres.close().finally(() => file.close()),
    };
  } else {
    const sqlite = openSqliteStore({
      dataDir: config.dataDir,
      ...(busyRetry ? { busyRetry } : {}),
    });
    stores = { ...sqliteStores(sqlite), factChecks: new FactCheckIndex(sqlite.db, sqlite.write) };
  }
  return config.mode === 'hosted'
    ? { ...stores, analyses: withReportJsonCache(stores.analyses) }
    : stores;
}

/** The fact-check index alone, where openStores would find it (for `npm run factchecks`). */
export function openFactCheckIndex(config: Config): { index: FactCheckIndex; close: () => void } {
  if (config.database) return openFactCheckFile(config.dataDir);
  const sqlite = openSqliteStore({ dataDir: config.dataDir });
  return { index: new FactCheckIndex(sqlite.db), close: () => void sqlite.close() };
}
