/**
 * Kysely instances that only compile (no connection): the migrations are built with Kysely's
 * schema builder once and compiled for each database, so SQLite can run them synchronously at
 * open (openSqliteStore is synchronous) and PostgreSQL in its migration transaction.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Database, SqlDialect } from './schema';

const builders: Record<SqlDialect, Kysely<Database>> = {
  sqlite: new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgres: new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

/** The compile-only Kysely of a dialect. */
export function builder(dialect: SqlDialect): Kysely<Database> {
  return builders[dialect];
}

/** Anything Kysely can compile (a query or a schema statement). */
export interface Compilable {
  compile(): CompiledQuery;
}
