/**
 * The old per-database migrations (SQLite 001-007, PostgreSQL 001-005, in ./legacy-migrations),
 * kept as data the app runs: a database an earlier release left at any of their versions (a
 * desktop whose owner skipped releases) is brought up to the last of them by 001_baseline, in its
 * transaction, and then adopted. The SQL is inlined at build time (?raw imports, as the old
 * runner did), so the hosted build, the Electron build and vitest all carry it. These files are
 * frozen: a change to the schema is a new migration in migrations.ts, never an edit here.
 */
import type { SqlDialect } from './schema';

export interface LegacyMigration {
  version: number;
  name: string;
  sql: string;
}

/** Where the old migrations ended: a database there is adopted as it is. */
export const LEGACY_FINAL_VERSION: Record<SqlDialect, number> = { sqlite: 7, postgres: 5 };

const files: Record<SqlDialect, Record<string, string>> = {
  sqlite: import.meta.glob<string>('./legacy-migrations/sqlite/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  postgres: import.meta.glob<string>('./legacy-migrations/postgres/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/**
 * The files in version order, checked to be 001 up to the last version without a gap, so a build
 * that lost a file fails at start instead of upgrading a database halfway.
 */
function parse(dialect: SqlDialect): readonly LegacyMigration[] {
  const migrations = Object.entries(files[dialect])
    .map(([path, sql]) => {
      const name = path.replace(/^.*\//, '').replace(/\.sql$/, '');
      return { version: Number(name.slice(0, 3)), name, sql };
    })
    .sort((a, b) => a.version - b.version);
  const versions = migrations.map((m) => m.version).join(', ');
  if (
    migrations.length !== LEGACY_FINAL_VERSION[dialect] ||
    migrations.some((m, index) => m.version !== index + 1)
  )
    throw new Error(
      `The old ${dialect} migrations bundled with this build are versions [${versions}], not 1 to ${LEGACY_FINAL_VERSION[dialect]}.`,
    );
  return migrations;
}

export const LEGACY_MIGRATIONS: Record<SqlDialect, readonly LegacyMigration[]> = {
  sqlite: parse('sqlite'),
  postgres: parse('postgres'),
};

/**
 * The old version a database is at, from the versions its schema_migrations table records. The
 * old runners recorded each migration as it committed, in order, so they read 1 up to the
 * version; no rows means the first one never committed (version 0). A version past the last old
 * one, or a gap, was not written by a FactLens release this one knows: refused, saying what to do.
 */
export function legacyVersion(dialect: SqlDialect, recorded: readonly number[]): number {
  const last = LEGACY_FINAL_VERSION[dialect];
  const versions = [...recorded].sort((a, b) => a - b);
  const at = versions.at(-1) ?? 0;
  if (at > last)
    throw new Error(
      `This database records version ${at} of the previous schema, but the last one any FactLens release made is ${last}: open it with the program that made it, or restore a backup made before that.`,
    );
  if (versions.some((version, index) => version !== index + 1))
    throw new Error(
      `This database records versions ${versions.join(', ')} of the previous schema, with some missing, so it cannot be told which changes it has: restore a backup of it, or start with a new data folder.`,
    );
  return at;
}

/** The old migrations a database at `version` has not run yet, in order. */
export function remainingLegacyScripts(dialect: SqlDialect, version: number): { script: string }[] {
  return LEGACY_MIGRATIONS[dialect]
    .filter((migration) => migration.version > version)
    .map((migration) => ({ script: migration.sql }));
}
