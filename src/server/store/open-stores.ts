/**
 * Which database the server uses: PostgreSQL when DATABASE_URL is set (hosted only, several app
 * instances may share it), else SQLite in DATA_DIR as on a single machine. The hosted site reads
 * reports through the in-memory report cache; the desktop app reads them straight.
 */
import type { Config } from '../config';
import { openPostgresStores } from './postgres-store';
import { withReportJsonCache } from './report-json-cache';
import { openSqliteStore, sqliteStores } from './sqlite-store';
import type { Stores } from './stores';

export async function openStores(config: Config): Promise<Stores> {
  const stores = config.database
    ? await openPostgresStores(config.database)
    : sqliteStores(openSqliteStore({ dataDir: config.dataDir }));
  return config.mode === 'hosted' ? { ...stores, analyses: withReportJsonCache(stores.analyses) } : stores;
}
