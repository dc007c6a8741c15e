/**
 * What the one query layer needs from a database: a Kysely instance, how a write transaction is
 * run (retried while SQLite is locked by another process, or after PostgreSQL reports a deadlock),
 * a consistent read snapshot, and the screenshot purge's two database-specific steps.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db, SqlDialect } from './schema';

export interface Backend {
  dialect: SqlDialect;
  db: Kysely<Database>;
  /** Runs `work` in one write transaction: all of it or none. */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Runs `work` on one snapshot, so the numbers it reads agree with each other. */
  read<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  purge: {
    /** False when another instance is purging right now (this one then skips its turn). */
    lock(trx: Transaction<Database>): Promise<boolean>;
    /** Makes the removed bytes leave the disk, not linger in old pages. */
    after(removed: number): Promise<void>;
  };
}
