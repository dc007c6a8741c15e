/**
 * Which PostgreSQL failures are the server's condition (unreachable, overloaded, shutting down,
 * out of disk, a statement past DATABASE_STATEMENT_TIMEOUT_MS), not a bug. The PostgreSQL store
 * marks every error it passes on (postgres-pool.ts); errors.ts turns these into a 503.
 */

/** Set on every error that came from PostgreSQL or the connection to it. */
export const DATABASE_ERROR = Symbol('database error');

export type PostgresCondition = 'busy' | 'unreachable';

/** SQLSTATEs of waiting too long: statement timeout, lock timeout, too many connections. */
const BUSY_CODES = new Set(['57014', '55P03', '53300', '40001', '40P01']);

export function postgresCondition(error: unknown): PostgresCondition | null {
  if (
    typeof error !== 'object' ||
    error === null ||
    !(error as Record<symbol, unknown>)[DATABASE_ERROR]
  )
    return null;
  const code = String((error as { code?: unknown }).code ?? '');
  if (BUSY_CODES.has(code)) return 'busy';
  // Connection exceptions, insufficient resources, operator intervention (shutdown), system
  // errors, read-only transaction (a standby), and the socket's own errors (ECONNREFUSED, ...).
  if (/^(08|53|57|58)/.test(code) || code === '25006' || /^E[A-Z]+$/.test(code))
    return 'unreachable';
  const message = error instanceof Error ? error.message : '';
  // pg's own: no pooled connection came free in time, or the server closed the connection.
  if (/timeout exceeded when trying to connect/i.test(message)) return 'busy';
  if (/Connection terminated|connection.*closed/i.test(message)) return 'unreachable';
  return null;
}
