import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../shared';
import { AppError, fromSqlite } from './errors';

/** better-sqlite3 reports extended codes; each family maps to one 503 that says what to do. */
describe('fromSqlite', () => {
  const cases: Array<[string, string]> = [
    ['SQLITE_FULL', ERRORS.storageFull],
    ['SQLITE_READONLY', ERRORS.storageReadOnly],
    ['SQLITE_READONLY_DBMOVED', ERRORS.storageReadOnly],
    ['SQLITE_BUSY', ERRORS.storageBusy],
    ['SQLITE_BUSY_SNAPSHOT', ERRORS.storageBusy],
    ['SQLITE_LOCKED', ERRORS.storageBusy],
    ['SQLITE_IOERR_WRITE', ERRORS.storageUnavailable],
    ['SQLITE_IOERR_FSYNC', ERRORS.storageUnavailable],
    ['SQLITE_CANTOPEN', ERRORS.storageUnavailable],
    ['SQLITE_CORRUPT', ERRORS.storageDamaged],
    ['SQLITE_NOTADB', ERRORS.storageDamaged],
  ];
  it.each(cases)('%s -> 503', (code, message) => {
    const error = fromSqlite(new Database.SqliteError('from sqlite', code));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.status).toBe(503);
    expect(error?.message).toBe(message);
    expect(error?.options.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('leaves bugs (constraint violations, SQL errors) and other errors to the 500 path', () => {
    expect(
      fromSqlite(
        new Database.SqliteError('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_PRIMARYKEY'),
      ),
    ).toBeNull();
    expect(fromSqlite(new Database.SqliteError('no such table', 'SQLITE_ERROR'))).toBeNull();
    expect(fromSqlite(new Error('boom'))).toBeNull();
    expect(fromSqlite(Object.assign(new Error('disk'), { code: 'ENOSPC' }))).toBeNull();
    expect(fromSqlite(null)).toBeNull();
  });
});
