/**
 * The PostgreSQL connection pool and the one query path every PostgreSQL store module uses:
 * 64-bit integers (epoch-ms timestamps, counts) come back as numbers, pool size and statement
 * timeout come from the settings, every failure is marked as the database's, so the error
 * handler answers 503 with what to do (errors.ts, fromPostgres) instead of a 500, and every text
 * value sent is one PostgreSQL accepts (storableText).
 */
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { DATABASE_ERROR } from '../database-error';

const INT8_OID = 20;

export interface PostgresSettings {
  url: string;
  /** DATABASE_POOL_SIZE: connections this instance keeps open at most. */
  poolSize: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer. */
  statementTimeoutMs: number;
}

/** How long a request waits for a free pooled connection before it fails with a 503. */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

// Epoch ms stay below 2^53 for 285,000 years, and counts far below it.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function createPool(settings: PostgresSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    application_name: 'factlens',
    types,
  });
  // An idle connection the server dropped (restart, failover) is replaced on the next query; the
  // error must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

export function markDatabaseError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null)
    (error as Record<symbol, boolean>)[DATABASE_ERROR] = true;
  return error;
}

/** U+0000, which a PostgreSQL text value cannot hold, and lone UTF-16 surrogates. */
const REFUSED_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this pattern replaces.
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as PostgreSQL can store it: U+0000 (refused in any text value, where SQLite keeps it) and
 * lone surrogates (no UTF-8 form) become U+FFFD, the replacement character, so input SQLite
 * would store is stored here too instead of failing the request.
 */
export function storableText(text: string): string {
  return text.replace(REFUSED_TEXT, '\ufffd');
}

function storable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  return value;
}

/**
 * A query on the pool (or on one client inside a transaction), its failure marked. Every string
 * parameter (also inside arrays) goes through storableText: the one place text reaches the
 * database, so no store method can forget it, and a lookup by such a value finds nothing.
 */
export async function query<R extends pg.QueryResultRow>(
  on: pg.Pool | pg.PoolClient,
  text: string | pg.QueryConfig,
  values?: unknown[],
): Promise<pg.QueryResult<R>> {
  try {
    if (typeof text === 'object' && text.values)
      return await on.query<R>({ ...text, values: text.values.map(storable) });
    return await on.query<R>(text as string, values?.map(storable));
  } catch (error) {
    throw markDatabaseError(error);
  }
}

/** PostgreSQL's codes for "try again": deadlock and serialisation failure. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Attempts of a transaction that lost a deadlock or serialisation race. */
export const TRANSACTION_ATTEMPTS = 3;

/** Runs `work` in one transaction on one pooled connection, retrying a lost race. */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw markDatabaseError(error);
    }
    // A checked-out client whose connection dies between queries emits 'error'; unheard, that
    // would end the process. The failure reaches the caller through the next query instead.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await query(client, begin);
      const result = await work(client);
      await query(client, 'COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      if (attempt < TRANSACTION_ATTEMPTS && typeof code === 'string' && RETRYABLE.has(code))
        continue;
      throw markDatabaseError(error);
    } finally {
      client.off('error', onError);
      // A client whose connection failed is closed, not handed out again.
      client.release(broken);
    }
  }
}

/**
 * The pool as Kysely's PostgresDialect uses it, every query going the way `query` sends one: its
 * text values made storable, its failure marked as the database's. A client whose connection
 * failed while checked out is closed, not handed out again.
 */
export function kyselyPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw markDatabaseError(error);
      }
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      return {
        query: (async (text: string, values: unknown[]) => {
          try {
            return await client.query(text, values?.map(storable));
          } catch (error) {
            throw markDatabaseError(error);
          }
        }) as never,
        release: () => {
          client.off('error', onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
}
