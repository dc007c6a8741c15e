import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, type Migration } from './migrate';

const now = () => new Date('2025-06-15T12:00:00Z');
let db: Database.Database;
afterEach(() => db?.close());

describe('migrate', () => {
  it('applies pending migrations in order and only those', () => {
    db = new Database(':memory:');
    const first: Migration = { version: 1, name: '001_a', sql: 'CREATE TABLE a (x INTEGER);' };
    const second: Migration = { version: 2, name: '002_b', sql: 'CREATE TABLE b (y INTEGER);' };
    expect(migrate(db, [first], now)).toEqual([1]);
    expect(migrate(db, [first, second], now)).toEqual([2]);
    expect(migrate(db, [first, second], now)).toEqual([]);
    expect(db.prepare('SELECT version, name, applied_at FROM schema_migrations').all()).toEqual([
      { version: 1, name: '001_a', applied_at: now().getTime() },
      { version: 2, name: '002_b', applied_at: now().getTime() },
    ]);
  });

  it('rolls a failing migration back completely and does not record it', () => {
    db = new Database(':memory:');
    const broken: Migration = { version: 1, name: '001_broken', sql: 'CREATE TABLE half (x INTEGER); NOT SQL;' };
    expect(() => migrate(db, [broken], now)).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
  });
});
