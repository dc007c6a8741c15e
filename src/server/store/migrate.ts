/**
 * Runs the migration set (migrations.ts) at open: every pending migration in one transaction,
 * recorded in the `migrations` table. SQLite runs synchronously (openSqliteStore is), with
 * foreign keys off so a table rebuild keeps the rows that reference it, checked before commit;
 * PostgreSQL runs under an advisory lock, so of several instances starting at once one migrates
 * and the others wait, then find nothing left to do.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { builder, type Compilable } from './compile';
import {
  MIGRATIONS,
  type Migration,
  type PagedRowsStep,
  type RowsStep,
  type Step,
} from './migrations';
import type { SqlDialect } from './schema';

/** pg_advisory_xact_lock key of the migration run (any constant no other lock uses). */
export const MIGRATION_LOCK_KEY = 7_203_111_001;

export function bundledMigrations(): readonly Migration[] {
  return MIGRATIONS;
}

const isRows = (step: Step): step is RowsStep => 'select' in step;
const isPaged = (step: Step): step is PagedRowsStep => 'page' in step;
/** Rows a paged step reads at a time. */
export const MIGRATION_PAGE_ROWS = 200;
const lastSeq = (rows: ReadonlyArray<Record<string, unknown>>) => Number(rows.at(-1)?.seq);
const isScript = (step: Step): step is { script: string } => 'script' in step;

function migrationsTable(dialect: SqlDialect): Compilable {
  return builder(dialect)
    .schema.createTable('migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull());
}

function record(dialect: SqlDialect, migration: Migration, now: () => Date): Compilable {
  return builder(dialect)
    .insertInto('migrations')
    .values({ version: migration.version, name: migration.name, applied_at: now().getTime() });
}

/** Applies the pending migrations to a SQLite database; returns the versions it applied. */
export function migrateSqlite(
  db: Database.Database,
  now: () => Date,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  const run = (statement: Compilable) => {
    const { sql, parameters } = statement.compile();
    const prepared = db.prepare(sql);
    if (prepared.reader) return prepared.all(...parameters) as Array<Record<string, unknown>>;
    prepared.run(...parameters);
    return [];
  };
  const apply = (step: Step) => {
    if (isScript(step)) db.exec(step.script);
    else if (isRows(step)) for (const row of run(step.select)) step.each(row).forEach(run);
    else if (isPaged(step))
      for (let rows = run(step.page(-1, MIGRATION_PAGE_ROWS)); rows.length > 0; ) {
        for (const row of rows) step.each(row).forEach(run);
        rows = run(step.page(lastSeq(rows), MIGRATION_PAGE_ROWS));
      }
    else run(step);
  };
  // Only outside a transaction does this pragma take effect.
  const keysWereOn = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    // IMMEDIATE: a second process opening the file at the same moment waits, then finds it done.
    return db
      .transaction(() => {
        run(migrationsTable('sqlite'));
        const applied = new Set(
          db.prepare('SELECT version FROM migrations').pluck().all().map(Number),
        );
        const old =
          applied.size === 0 &&
          db
            .prepare(
              "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
            )
            .get() !== undefined;
        const legacy = old
          ? db.prepare('SELECT version FROM schema_migrations').pluck().all().map(Number)
          : null;
        const done: number[] = [];
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          migration.steps('sqlite', legacy).forEach(apply);
          run(record('sqlite', migration, now));
          done.push(migration.version);
        }
        if ((db.pragma('foreign_key_check') as unknown[]).length > 0)
          throw new Error('The migration left rows pointing at rows that do not exist');
        return done;
      })
      .immediate();
  } finally {
    if (keysWereOn) db.pragma('foreign_keys = ON');
  }
}

/** Applies the pending migrations to a PostgreSQL database; returns the versions it applied. */
export async function migratePostgres(
  pool: pg.Pool,
  now: () => Date,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const client = await pool.connect();
  // A connection dying between queries must fail the migration, not end the process.
  const onError = () => undefined;
  client.on('error', onError);
  const run = async (statement: Compilable) => {
    const { sql, parameters } = statement.compile();
    return (await client.query(sql, parameters as unknown[])).rows as Array<
      Record<string, unknown>
    >;
  };
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await run(migrationsTable('postgres'));
    const { rows } = await client.query<{ version: number }>('SELECT version FROM migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    let legacy: number[] | null = null;
    if (applied.size === 0) {
      const old = await client.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS old");
      if (old.rows[0]?.old) {
        const found = await client.query<{ version: number }>(
          'SELECT version FROM schema_migrations',
        );
        legacy = found.rows.map((row) => Number(row.version));
      }
    }
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      for (const step of migration.steps('postgres', legacy)) {
        if (isScript(step)) await client.query(step.script);
        else if (isRows(step))
          for (const row of await run(step.select)) for (const s of step.each(row)) await run(s);
        else if (isPaged(step))
          for (let rows = await run(step.page(-1, MIGRATION_PAGE_ROWS)); rows.length > 0; ) {
            for (const row of rows) for (const s of step.each(row)) await run(s);
            rows = await run(step.page(lastSeq(rows), MIGRATION_PAGE_ROWS));
          }
        else await run(step);
      }
      await run(record('postgres', migration, now));
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
