/**
 * Migration 005 rebuilds analyses without the CHECK on type (the input-kind registry checks it
 * now). A database at schema v4 with analyses, red flags and publications keeps every row, every
 * reference, its aggregate counts, indexes and triggers, and then accepts a type of a new kind.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailability, startPostgres } from '../../../tests/helpers/postgres';
import { bundledMigrations, migrate } from './migrate';
import { bundledPostgresMigrations, migratePostgres } from './postgres-migrate';

const now = () => new Date('2025-06-15T12:00:00Z');
let db: Database.Database;
afterEach(() => db?.close());

function insertAnalysis(id: string, type: string, domain: string | null, score: number): void {
  db.prepare(
    `INSERT INTO analyses (id, type, url, domain, content, credibility_score, grade, overall_status,
       results_json, created_at, unlisted)
     VALUES (?, ?, ?, ?, 'some text', ?, 'C', 'uncertain', '{}', ?, 0)`,
  ).run(id, type, domain ? `https://${domain}/a` : null, domain, score, Date.UTC(2025, 5, 14, 9));
  db.prepare(
    "INSERT INTO analysis_red_flags (analysis_id, position, type, severity) VALUES (?, 0, 'urgency', 'high')",
  ).run(id);
}

const snapshot = () => ({
  analyses: db.prepare('SELECT * FROM analyses ORDER BY id').all(),
  flags: db.prepare('SELECT * FROM analysis_red_flags ORDER BY analysis_id').all(),
  publications: db.prepare('SELECT * FROM publications ORDER BY analysis_id').all(),
  counts: db.prepare('SELECT * FROM analysis_counts ORDER BY dimension, key').all(),
  days: db.prepare('SELECT * FROM analysis_days').all(),
  domains: db.prepare('SELECT * FROM domain_counts ORDER BY domain').all(),
  objects: db
    .prepare("SELECT type, name FROM sqlite_schema WHERE tbl_name = 'analyses' ORDER BY name")
    .all(),
});

describe('migration 005: the type is checked by the registry, not the schema', () => {
  it('keeps every row, reference, count, index and trigger, and then takes a new kind', () => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const all = bundledMigrations();
    expect(
      migrate(
        db,
        all.filter((m) => m.version <= 4),
        now,
      ),
    ).toEqual([1, 2, 3, 4]);
    expect(() => insertAnalysis('rejected', 'pdf', null, 50)).toThrow(/CHECK constraint failed/);
    insertAnalysis('a1', 'article', 'news.example', 40);
    insertAnalysis('a2', 'screenshot', null, 70);
    db.prepare(
      "INSERT INTO publications (analysis_id, publish_id, state, updated_at) VALUES ('a1', 'p1', 'queued', 1)",
    ).run();
    const before = snapshot();

    expect(
      migrate(
        db,
        all.filter((m) => m.version <= 5),
        now,
      ),
    ).toContain(5);
    expect(snapshot()).toEqual(before);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');

    // A new kind's type is stored; the triggers count it; references still cascade and refuse.
    insertAnalysis('a3', 'pdf', 'docs.example', 90);
    expect(
      db
        .prepare("SELECT count FROM analysis_counts WHERE dimension = 'type' AND key = 'pdf'")
        .pluck()
        .get(),
    ).toBe(1);
    db.prepare("DELETE FROM analyses WHERE id = 'a1'").run();
    expect(
      db.prepare("SELECT count(*) FROM publications WHERE analysis_id = 'a1'").pluck().get(),
    ).toBe(0);
    expect(
      db.prepare("SELECT count(*) FROM analysis_red_flags WHERE analysis_id = 'a1'").pluck().get(),
    ).toBe(0);
    expect(
      db.prepare("SELECT count(*) FROM domain_counts WHERE domain = 'news.example'").pluck().get(),
    ).toBe(0);
    expect(() =>
      db
        .prepare(
          "INSERT INTO analysis_red_flags (analysis_id, position, type, severity) VALUES ('missing', 0, 'x', 'low')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY constraint failed/);
  });
});

const availability = postgresAvailability();

describe.skipIf(!availability.ok)(
  'PostgreSQL migration 003: the same, on the shared database',
  () => {
    it('drops the CHECK on type and keeps the rows', async () => {
      const server = await startPostgres();
      const pool = new pg.Pool({ connectionString: await server.createDatabase() });
      try {
        const all = bundledPostgresMigrations();
        await migratePostgres(
          pool,
          all.filter((m) => m.version <= 2),
          now,
        );
        const typeChecks = async () =>
          (
            await pool.query(
              "SELECT conname FROM pg_constraint WHERE conrelid = 'analyses'::regclass AND conname = 'analyses_type_check'",
            )
          ).rowCount;
        expect(await typeChecks()).toBe(1);
        expect(await migratePostgres(pool, all, now)).toContain(3);
        expect(await typeChecks()).toBe(0);
      } finally {
        await pool.end();
        await server.stop();
      }
    });
  },
);
