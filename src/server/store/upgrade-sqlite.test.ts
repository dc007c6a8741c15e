/**
 * A SQLite file made by the old migrations (test-fixtures/legacy.ts), at their last version 007 or
 * at an earlier one a desktop that skipped releases still has, opens under the one migration set
 * with nothing lost: filled with rows the old store at that version wrote, then opened by today's
 * store (which runs the old migrations it lacks first) and read back through every read, with the
 * same shape as a file made new.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FactCheckIndex } from './fact-check-index';
import { DB_FILE_NAME, openSqliteStore, sqliteStores } from './sqlite-store';
import {
  T0,
  HOUR,
  expectEverythingBack,
  expectWritesWork,
  oldMigrations,
  oldSchema,
  oldWrites,
} from './test-fixtures/legacy';

/** Tables, columns and indexes (WITHOUT ROWID tables of the old schema keep their key inside). */
function shape(db: Database.Database) {
  const objects = db
    .prepare(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY name",
    )
    .all() as Array<{ tbl_name: string }>;
  return objects.map((o) => ({
    ...o,
    columns: db.prepare(`PRAGMA table_xinfo("${o.tbl_name}")`).all(),
  }));
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The file an old release left at `version`, with the rows its store wrote (the desktop's from 002). */
function buildOld(dataDir: string, version: number) {
  const old = new Database(join(dataDir, DB_FILE_NAME));
  old.pragma('journal_mode = WAL');
  old.pragma('foreign_keys = ON');
  old.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT',
  );
  for (const m of oldMigrations('sqlite', version)) {
    const keysOff = m.sql.startsWith('-- migrate: foreign keys off');
    if (keysOff) old.pragma('foreign_keys = OFF');
    old.transaction(() => {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(m.version, m.name);
    })();
    if (keysOff) old.pragma('foreign_keys = ON');
  }
  expect(old.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(version);
  old.transaction(() => {
    for (const [text, values] of oldWrites(oldSchema('sqlite', version)))
      old.prepare(text).run(...values);
    if (version >= 2)
      old.exec(`INSERT INTO publications (analysis_id, publish_id, state, attempts, updated_at)
          VALUES ('art1', 'p-art1', 'queued', 1, ${T0});
        INSERT INTO publish_outbox (analysis_id, next_attempt_at, queued_at) VALUES ('art1', ${T0}, ${T0});
        INSERT INTO publications (analysis_id, publish_id, state, shared_url, attempts, updated_at)
          VALUES ('shot1', 'p-shot1', 'published', 'https://hub.example/shared/x', 1, ${T0});
        INSERT INTO hub_feed_cache (hub_url, feed_json, fetched_at, total_analyses, last_attempt_at)
          VALUES ('https://hub.example', '[]', ${T0}, 12, ${T0});`);
    if (version >= 6)
      old.exec(
        `INSERT INTO fact_check_sync (hub_url, since_ms, after_id, synced_at) VALUES ('https://hub.example', ${T0}, 7, ${T0});`,
      );
  })();
  old.close();
}

describe('a SQLite file of the old migrations', () => {
  it.each([7, 6, 4, 1])(
    'at version %i opens under the one migration set with every row, reference and count kept',
    async (version) => {
      const schema = oldSchema('sqlite', version);
      const dataDir = await mkdtemp(join(tmpdir(), 'factlens-upgrade-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      buildOld(dataDir, version);

      const store = openSqliteStore({ dataDir });
      const stores = { ...sqliteStores(store), factChecks: new FactCheckIndex(store.db) };
      cleanups.push(() => store.close());
      expect(store.db.prepare('SELECT version, name FROM migrations').all()).toEqual([
        { version: 1, name: '001_baseline' },
        { version: 2, name: '002_remask_personal_data' },
      ]);
      // The same tables, columns and indexes as a database made new: one declaration.
      const fresh = openSqliteStore({ dataDir: join(dataDir, 'fresh') });
      cleanups.push(() => fresh.close());
      expect(shape(store.db)).toEqual(shape(fresh.db));
      await expectEverythingBack(stores, schema);
      if (version >= 2) {
        expect(await store.getPublication('art1')).toEqual({ state: 'queued', attempts: 1 });
        expect((await store.getAnalysis('shot1'))?.publication).toMatchObject({
          state: 'published',
          sharedUrl: 'https://hub.example/shared/x',
        });
        expect(await store.nextDueOutboxItem(new Date(T0))).toMatchObject({
          analysisId: 'art1',
          publishId: 'p-art1',
        });
        expect(await store.getHubFeedCache('https://hub.example')).toMatchObject({
          feed: [],
          totalAnalyses: 12,
        });
      }
      expect((await store.listMyAnalyses({ query: 'PARCEL', limit: 10 })).analyses).toMatchObject([
        { id: 'txt1' },
      ]);
      expect(stores.factChecks.search(['parcel'], 5).map((f) => f.reviewUrl)).toEqual(
        schema.factChecks ? ['https://checks.example/1'] : [],
      );
      expect(stores.factChecks.hubSyncState('https://hub.example').cursor).toEqual(
        version >= 6 ? { since: new Date(T0).toISOString(), after: 7 } : null,
      );
      expect(store.db.pragma('foreign_key_check')).toEqual([]);
      await expectWritesWork(stores);
      // Deleting takes its flags, publication and outbox row along, and leaves the counts right.
      expect(await store.deleteAnalysis('art1')).toBe(true);
      expect(await store.nextDueOutboxItem(new Date(T0))).toBeNull();
      expect((await store.analytics(new Date(T0 + 2 * HOUR))).topDomains).toEqual([]);
    },
  );
});
