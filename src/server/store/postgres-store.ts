/**
 * The stores on PostgreSQL, selected when DATABASE_URL is a postgres:// URL so several app
 * instances can share one database. The queries are the one query layer's (sql-store.ts)
 * through Kysely's PostgresDialect over pg's Pool; this file says how PostgreSQL runs them: a
 * transaction that lost a deadlock is tried again, aggregates read one REPEATABLE READ
 * snapshot, one instance purges screenshots at a time, and the state instances coordinate
 * through (shared-state.ts) is handed out.
 */
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Backend } from './backend';
import { migratePostgres } from './migrate';
import { PostgresFactCheckIndex } from './postgres-fact-checks';
import {
  createPool,
  kyselyPool,
  markDatabaseError,
  TRANSACTION_ATTEMPTS,
  type PostgresSettings,
} from './postgres-pool';
import type { Database } from './schema';
import { DatabaseSharedState } from './shared-state';
import { SqlStore } from './sql-store';
import type { Stores } from './stores';

/** pg_try_advisory_xact_lock key of the screenshot purge: one instance purges at a time. */
export const IMAGE_PURGE_LOCK_KEY = 7_203_111_002;

/** PostgreSQL's codes for "try again": deadlock and serialisation failure. */
const RETRYABLE = new Set(['40P01', '40001']);

function postgresBackend(pool: pg.Pool): Backend {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
  const write = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt < TRANSACTION_ATTEMPTS && typeof code === 'string' && RETRYABLE.has(code))
          continue;
        throw markDatabaseError(error);
      }
    }
  };
  return {
    dialect: 'postgres',
    db,
    write,
    read: (work) =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(work),
    purge: {
      // Another instance purging right now does the same work: this one skips its turn.
      lock: async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${IMAGE_PURGE_LOCK_KEY}) as locked`.execute(trx);
        return rows[0]?.locked === true;
      },
      // The old row versions keep the bytes until vacuumed: make their space reusable now. On a
      // big table this may outlast DATABASE_STATEMENT_TIMEOUT_MS; autovacuum then does it later,
      // and the images are already gone from every read.
      after: async (removed) => {
        if (removed > 0) await sql`vacuum analyses`.execute(db).catch(() => undefined);
      },
    },
  };
}

/** Opens the pool, applies pending migrations (one instance at a time), and builds the stores. */
export async function openPostgresStores(settings: PostgresSettings): Promise<Stores> {
  const pool = createPool(settings);
  try {
    await migratePostgres(pool, () => new Date());
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw markDatabaseError(error);
  }
  const backend = postgresBackend(pool);
  const store = new SqlStore(backend);
  const factChecks = new PostgresFactCheckIndex(pool);
  // Copied in the background from the start, so the first analysis does not wait for all of it;
  // a failure here is retried by the first lookup.
  void factChecks.catchUp().catch(() => undefined);
  return {
    analyses: store,
    images: store,
    aggregates: store,
    receipts: store,
    // The desktop's tables exist here too, but a desktop app always keeps its own SQLite file.
    desktop: null,
    shared: new DatabaseSharedState(backend.db),
    factChecks,
    close: () => {
      factChecks.close();
      return pool.end();
    },
  };
}
