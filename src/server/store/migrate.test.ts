import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FOREIGN_KEYS_OFF_MARKER, migrate, type Migration } from './migrate';

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
    const broken: Migration = {
      version: 1,
      name: '001_broken',
      sql: 'CREATE TABLE half (x INTEGER); NOT SQL;',
    };
    expect(() => migrate(db, [broken], now)).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(
      0,
    );
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
  });

  it('runs a marked migration with foreign keys off, refusing one that leaves broken references', () => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const tables: Migration = {
      version: 1,
      name: '001_tables',
      sql: "CREATE TABLE p (id TEXT PRIMARY KEY); CREATE TABLE c (p TEXT REFERENCES p (id) ON DELETE CASCADE); INSERT INTO p VALUES ('1'); INSERT INTO c VALUES ('1');",
    };
    migrate(db, [tables], now);
    // Rebuilding the parent keeps the child's row (with keys on, the drop would delete it).
    const rebuild: Migration = {
      version: 2,
      name: '002_rebuild',
      sql: `${FOREIGN_KEYS_OFF_MARKER}\nCREATE TABLE p2 (id TEXT PRIMARY KEY); INSERT INTO p2 SELECT id FROM p; DROP TABLE p; ALTER TABLE p2 RENAME TO p;`,
    };
    expect(migrate(db, [tables, rebuild], now)).toEqual([2]);
    expect(db.prepare('SELECT count(*) FROM c').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);

    const dangling: Migration = {
      version: 3,
      name: '003_dangling',
      sql: `${FOREIGN_KEYS_OFF_MARKER}\nDELETE FROM p;`,
    };
    expect(() => migrate(db, [tables, rebuild, dangling], now)).toThrow(
      /left rows pointing at rows that do not exist/,
    );
    expect(db.prepare('SELECT count(*) FROM p').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
