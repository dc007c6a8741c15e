/**
 * Which database the server uses: PostgreSQL when DATABASE_URL is set (several app instances may
 * share it), else SQLite in DATA_DIR as on a single machine. Reports are read through the
 * in-memory report cache unless the composition root says otherwise (`cacheReports`).
 *
 * The fact-check index lives with the analyses: in the SQLite file, or in the PostgreSQL
 * database, shared by every instance on it (postgres-fact-checks.ts; lookups still rank with
 * SQLite's FTS5, on which the matching thresholds were chosen).
 */
import type { Config } from '../config';
import type { BusyRetry } from './busy-retry';
import { FactCheckIndex } from './fact-check-index';
import { PostgresFactCheckIndex } from './postgres-fact-checks';
import { migratePostgres } from './migrate';
import { createPool, markDatabaseError } from './postgres-pool';
import { openPostgresStores } from './postgres-store';
import { withReportJsonCache } from './report-json-cache';
import { openSqliteStore, sqliteStores } from './sqlite-store';
import type { FactCheckStore, Stores } from './stores';

export interface OpenStoresOptions {
  /**
   * Keep reports read in memory (report-json-cache.ts): on by default; the desktop app, whose
   * person reads a report once, turns it off.
   */
  cacheReports?: boolean;
}

/**
 * The server's stores. `busyRetry` (the server's clock, and what to do when a write waits) makes
 * its SQLite writes wait for another process's lock on a timer, off the event loop.
 */
export async function openStores(
  config: Config,
  busyRetry?: BusyRetry,
  options: OpenStoresOptions = {},
): Promise<Stores> {
  let stores: Stores;
  if (config.database) {
    stores = await openPostgresStores(config.database);
  } else {
    const sqlite = openSqliteStore({
      dataDir: config.dataDir,
      ...(busyRetry ? { busyRetry } : {}),
    });
    stores = { ...sqliteStores(sqlite), factChecks: new FactCheckIndex(sqlite.db, sqlite.write) };
  }
  return options.cacheReports === false
    ? stores
    : { ...stores, analyses: withReportJsonCache(stores.analyses) };
}

/** The fact-check index alone, where openStores would find it (for `npm run factchecks`). */
export async function openFactCheckIndex(
  config: Config,
): Promise<{ index: FactCheckStore; close: () => Promise<void> }> {
  if (config.database) {
    const pool = createPool(config.database);
    try {
      await migratePostgres(pool, () => new Date());
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw markDatabaseError(error);
    }
    const index = new PostgresFactCheckIndex(pool);
    return {
      index,
      close: async () => {
        index.close();
        await pool.end();
      },
    };
  }
  const sqlite = openSqliteStore({ dataDir: config.dataDir });
  return { index: new FactCheckIndex(sqlite.db), close: () => sqlite.close() };
}
