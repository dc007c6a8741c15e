/**
 * Numbered PostgreSQL migrations (postgres-migrations/NNN_name.sql), bundled like the SQLite ones
 * and recorded the same way in schema_migrations. Several app instances may start at once: the
 * pending ones run in one transaction under an advisory lock, so one instance migrates and the
 * others wait, then find nothing left to do.
 */
import type { Pool } from 'pg';
import { parseMigrations, type Migration } from './migrate';

const files = import.meta.glob<string>('./postgres-migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** pg_advisory_xact_lock key of the migration run (any constant no other lock uses). */
export const MIGRATION_LOCK_KEY = 7_203_111_001;

export function bundledPostgresMigrations(): Migration[] {
  return parseMigrations(files);
}

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migratePostgres(
  pool: Pool,
  migrations: Migration[],
  now: () => Date,
): Promise<number[]> {
  const client = await pool.connect();
  // A connection dying between queries must fail the migration, not end the process.
  const onError = () => undefined;
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at BIGINT NOT NULL
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, now().getTime()],
      );
      done.push(migration.version);
    }
    await client.query('COMMIT');
    return done;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    client.release(true);
  }
}
