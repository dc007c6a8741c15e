/**
 * Numbered SQL migrations (migrations/NNN_name.sql), bundled as strings at build time so the
 * hosted build, the Electron build and vitest all carry them without reading files at run time.
 * Each pending one runs in its own transaction and is recorded in schema_migrations.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function bundledMigrations(): Migration[] {
  return parseMigrations(files);
}

/** Migrations from file path -> SQL text, in version order; refuses bad names and duplicates. */
export function parseMigrations(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([path, sql]) => {
      const name = path.replace(/^.*\//, '').replace(/\.sql$/, '');
      const match = /^(\d+)_/.exec(name);
      if (!match?.[1]) throw new Error(`Migration file ${path} must be named NNN_description.sql`);
      return { version: Number(match[1]), name, sql };
    })
    .sort((a, b) => a.version - b.version)
    .map((migration, index, all) => {
      if (index > 0 && all[index - 1]?.version === migration.version) {
        throw new Error(`Two migrations share version ${migration.version}: renumber one of them`);
      }
      return migration;
    });
}

/**
 * A migration whose SQL starts with this line runs with foreign keys off (SQLite's procedure for
 * rebuilding a table that others reference: with them on, dropping the old table would delete
 * every row that references it). Before it commits, foreign_key_check must find nothing broken.
 */
export const FOREIGN_KEYS_OFF_MARKER = '-- migrate: foreign keys off';

/** Applies the migrations not yet recorded; returns the versions it applied. */
export function migrate(db: Database, migrations: Migration[], now: () => Date): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const keysOff = migration.sql.startsWith(FOREIGN_KEYS_OFF_MARKER);
    // Only outside a transaction does this pragma take effect.
    const keysWereOn = db.pragma('foreign_keys', { simple: true }) === 1;
    if (keysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (keysOff && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new Error(
            `Migration ${migration.name} left rows pointing at rows that do not exist`,
          );
        }
        record.run(migration.version, migration.name, now().getTime());
      })();
    } finally {
      if (keysOff && keysWereOn) db.pragma('foreign_keys = ON');
    }
    done.push(migration.version);
  }
  return done;
}
