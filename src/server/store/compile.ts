/**
 * Kysely instances that only compile (no connection): the migrations are built with Kysely's
 * schema builder once and compiled for each database, so SQLite can run them synchronously at
 * open (openSqliteStore is synchronous) and PostgreSQL in its migration transaction.
 */
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
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

const PARAM = Symbol('query parameter');

/**
 * A named placeholder in a prepared query, replaced by values[name] on every run (typed `never`
 * so it stands where any value may).
 */
export function param(name: string): never {
  return { [PARAM]: name } as never;
}

const nameOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null ? (value as { [PARAM]?: string })[PARAM] : undefined;

/**
 * A query built and compiled once per database and then run with new values: building and
 * compiling a Kysely query costs several times what SQLite takes to answer the hot reads (the
 * shared report, the feed), so those are prepared here. `build` marks each value with param().
 */
export function prepared<R, V extends Record<string, unknown>>(
  build: (db: Kysely<Database>, dialect: SqlDialect) => { compile(): CompiledQuery<R> },
): (dialect: SqlDialect, db: Executes, values: V) => Promise<R[]> {
  const compiled = new Map<
    SqlDialect,
    { sql: string; names: Array<string | undefined>; fixed: readonly unknown[] }
  >();
  return async (dialect, db, values) => {
    let query = compiled.get(dialect);
    if (!query) {
      const { sql, parameters } = build(builder(dialect), dialect).compile();
      query = { sql, names: parameters.map(nameOf), fixed: parameters };
      compiled.set(dialect, query);
    }
    const { names, fixed } = query;
    const parameters = names.map((name, i) => (name === undefined ? fixed[i] : values[name]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}

/** Anything that runs a compiled query: a Kysely instance or an open transaction. */
export interface Executes {
  executeQuery<R>(query: CompiledQuery<R>): Promise<{ rows: R[] }>;
}

/**
 * prepared() for a statement of `rows` rows (a multi-row insert): one compiled statement per row
 * count, so a write sends its rows in one statement (one round trip on PostgreSQL). `build`
 * names the values of row i with a suffix, e.g. param(`type${i}`).
 */
export function preparedRows<R, V extends Record<string, unknown>>(
  build: (db: Kysely<Database>, rows: number) => { compile(): CompiledQuery<R> },
): (dialect: SqlDialect, db: Executes, rows: number, values: V) => Promise<R[]> {
  const byCount = new Map<number, ReturnType<typeof prepared<R, V>>>();
  return (dialect, db, rows, values) => {
    let run = byCount.get(rows);
    if (!run) {
      run = prepared<R, V>((kysely) => build(kysely, rows));
      byCount.set(rows, run);
    }
    return run(dialect, db, values);
  };
}
