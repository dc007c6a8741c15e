/**
 * The stores on better-sqlite3: one file in the data directory, WAL so readers never wait for the
 * writer, foreign keys on, migrations applied at open. The queries are the one query layer's
 * (sql-store.ts) through Kysely's SqliteDialect; this file says how SQLite runs them: writes
 * that meet another process's lock are retried on a timer (busy-retry.ts), and screenshots
 * removed from the table are also removed from the WAL.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Transaction } from 'kysely';
import type { Backend } from './backend';
import { retryWhileBusy, SQLITE_BUSY_TIMEOUT_MS, type BusyRetry } from './busy-retry';
import { migrateSqlite } from './migrate';
import type { Database as Schema } from './schema';
import { SqlStore } from './sql-store';
import { statementCache } from './statements';
import type { Stores } from './stores';

export const DB_FILE_NAME = 'factlens.db';

const BEGIN = CompiledQuery.raw('begin');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
export { SQLITE_BUSY_TIMEOUT_MS };

export interface SqliteStoreOptions {
  dataDir: string;
  fileName?: string;
  /**
   * The server's connection: writes that meet another process's lock are retried on a timer
   * (busy-retry.ts), so the event loop never sleeps in SQLite's busy handler. Without it (the
   * command-line tools) a statement waits in SQLite up to SQLITE_BUSY_TIMEOUT_MS.
   */
  busyRetry?: BusyRetry;
}

export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(join(options.dataDir, options.fileName ?? DB_FILE_NAME));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // Safe with WAL: a power cut can lose the last commits but never corrupts the file.
    db.pragma('synchronous = NORMAL');
    // Removed screenshots must leave the disk, not linger in freed pages (see purgeImageData).
    db.pragma('secure_delete = ON');
    migrateSqlite(db, () => new Date());
    // From here on the server's writes wait for a lock on a timer, never inside SQLite.
    if (options.busyRetry) db.pragma('busy_timeout = 0');
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteStore(db, options.busyRetry);
}

/** One SQLite store serves every part: one process, so nothing is coordinated between instances. */
export function sqliteStores(store: SqliteStore): Stores {
  return {
    analyses: store,
    images: store,
    aggregates: store,
    receipts: store,
    desktop: { outbox: store, myAnalyses: store, hubFeed: store },
    shared: null,
    close: () => store.close(),
  };
}

export class SqliteStore extends SqlStore {
  /**
   * Runs synchronous work on the connection (the fact-check index's writes), between the query
   * layer's transactions, retried while another process holds the lock.
   */
  readonly write: <T>(work: () => T) => Promise<T>;

  constructor(
    readonly db: Database.Database,
    busyRetry?: BusyRetry,
  ) {
    const kysely = new Kysely<Schema>({
      // Statements prepared once per SQL text and reused (preparing costs about as much as
      // running the small queries); closing is the store's.
      dialect: new SqliteDialect({ database: { prepare: statementCache(db), close: () => {} } }),
    });
    const retried = <T>(work: () => T | PromiseLike<T>): Promise<T> =>
      busyRetry ? retryWhileBusy(work, busyRetry) : Promise.resolve(work());
    // Transactions this store has open; a caller's own BEGIN (bench/support/seed.ts) is not one.
    let open = 0;
    // BEGIN ... COMMIT on the one connection, by hand rather than Kysely's transaction(): SQLite
    // itself rolls back a transaction that hit SQLITE_FULL or an I/O error, and a second ROLLBACK
    // would then fail and hide that error (which the error handler answers with a 503).
    const transaction = <T>(work: (trx: Transaction<Schema>) => Promise<T>): Promise<T> =>
      kysely.connection().execute(async (connection) => {
        open++;
        try {
          await connection.executeQuery(BEGIN);
          const result = await work(connection as unknown as Transaction<Schema>);
          await connection.executeQuery(COMMIT);
          return result;
        } catch (error) {
          if (db.inTransaction) await connection.executeQuery(ROLLBACK);
          throw error;
        } finally {
          open--;
        }
      });
    const write = <T>(work: (trx: Transaction<Schema>) => Promise<T>): Promise<T> =>
      db.inTransaction && open === 0
        ? work(kysely as unknown as Transaction<Schema>)
        : retried(() => transaction(work));
    const runSync = <T>(work: () => T): Promise<T> =>
      retried(() => kysely.connection().execute(async () => work()));
    /** Screenshots were cleared but the WAL still holds their pages. */
    let checkpointOwed = false;
    const backend: Backend = {
      dialect: 'sqlite',
      db: kysely,
      write,
      read: (work) => (db.inTransaction && open === 0 ? work(kysely) : transaction(work)),
      purge: {
        // One process owns the file: nobody else purges.
        lock: async () => true,
        after: async (removed) => {
          // The WAL still holds copies of the pages with the image bytes: write the cleared
          // pages into the file (secure_delete zeroes the freed ones) and empty the WAL. A
          // checkpoint another program kept from finishing is owed until one finishes.
          if (removed > 0) checkpointOwed = true;
          if (!checkpointOwed) return;
          await runSync(() => {
            const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
            // Another process's write or read blocked it: a busy error, so it is tried again.
            if (result?.busy && busyRetry)
              throw Object.assign(new Error('The WAL checkpoint met a lock.'), {
                code: 'SQLITE_BUSY',
              });
            checkpointOwed = false;
          });
        },
      },
    };
    super(backend);
    this.write = runSync;
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}
