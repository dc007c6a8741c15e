import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateSqlite } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';

const now = () => new Date('2025-06-15T12:00:00Z');
let db: Database.Database;
afterEach(() => db?.close());

const script = (version: number, name: string, sql: string): Migration => ({
  version,
  name,
  steps: () => [{ script: sql }],
});

describe('migrateSqlite', () => {
  it('applies pending migrations in order and only those', () => {
    db = new Database(':memory:');
    const first = script(1, '001_a', 'CREATE TABLE a (x INTEGER);');
    const second = script(2, '002_b', 'CREATE TABLE b (y INTEGER);');
    expect(migrateSqlite(db, now, [first])).toEqual([1]);
    expect(migrateSqlite(db, now, [first, second])).toEqual([2]);
    expect(migrateSqlite(db, now, [first, second])).toEqual([]);
    expect(db.prepare('SELECT version, name, applied_at FROM migrations').all()).toEqual([
      { version: 1, name: '001_a', applied_at: now().getTime() },
      { version: 2, name: '002_b', applied_at: now().getTime() },
    ]);
  });

  it('rolls every pending migration back when one fails, and records none', () => {
    db = new Database(':memory:');
    const fine = script(1, '001_fine', 'CREATE TABLE fine (x INTEGER);');
    const broken = script(2, '002_broken', 'CREATE TABLE half (x INTEGER); NOT SQL;');
    expect(() => migrateSqlite(db, now, [fine, broken])).toThrow();
    expect(
      db
        .prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('fine', 'half', 'migrations')")
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('runs with foreign keys off (a rebuild keeps the rows that reference the table), refusing broken references', () => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const tables = script(
      1,
      '001_tables',
      "CREATE TABLE p (id TEXT PRIMARY KEY); CREATE TABLE c (p TEXT REFERENCES p (id) ON DELETE CASCADE); INSERT INTO p VALUES ('1'); INSERT INTO c VALUES ('1');",
    );
    migrateSqlite(db, now, [tables]);
    const rebuild = script(
      2,
      '002_rebuild',
      'CREATE TABLE p2 (id TEXT PRIMARY KEY); INSERT INTO p2 SELECT id FROM p; DROP TABLE p; ALTER TABLE p2 RENAME TO p;',
    );
    expect(migrateSqlite(db, now, [tables, rebuild])).toEqual([2]);
    expect(db.prepare('SELECT count(*) FROM c').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);

    const dangling = script(3, '003_dangling', 'DELETE FROM p;');
    expect(() => migrateSqlite(db, now, [tables, rebuild, dangling])).toThrow(
      /left rows pointing at rows that do not exist/,
    );
    expect(db.prepare('SELECT count(*) FROM p').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('refuses an old schema record it cannot understand (a gap, a version past the last), and changes nothing', () => {
    const recording = (versions: number[]) => {
      db?.close();
      db = new Database(':memory:');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL);',
      );
      for (const version of versions)
        db.prepare("INSERT INTO schema_migrations VALUES (?, 'old', 0)").run(version);
    };
    const untouched = () =>
      db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'migrations'").pluck().get();

    recording([1, 3]);
    expect(() => migrateSqlite(db, now, MIGRATIONS)).toThrow(
      'This database records versions 1, 3 of the previous schema, with some missing, so it cannot be told which changes it has: restore a backup of it, or start with a new data folder.',
    );
    expect(untouched()).toBe(0);

    recording([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => migrateSqlite(db, now, MIGRATIONS)).toThrow(
      'This database records version 8 of the previous schema, but the last one any FactLens release made is 7: open it with the program that made it, or restore a backup made before that.',
    );
    expect(untouched()).toBe(0);
  });

  it('upgrades an old database whose first old migration never committed (an empty record) like a new one', () => {
    const tables = (d: Database.Database) =>
      d
        .prepare(
          "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all();
    const fresh = new Database(':memory:');
    migrateSqlite(fresh, now, MIGRATIONS);
    db = new Database(':memory:');
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL);',
    );
    expect(migrateSqlite(db, now, MIGRATIONS)).toEqual([1, 2]);
    expect(tables(db)).toEqual(tables(fresh));
    fresh.close();
  });
});
