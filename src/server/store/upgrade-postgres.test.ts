/**
 * A PostgreSQL database made by the old migrations (test-fixtures/legacy.ts), at their last
 * version 005 or an earlier one, opens under the one migration set with nothing lost (the old
 * migrations it lacks run first), and has the columns a database made new has.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailability, startPostgres } from '../../../tests/helpers/postgres';
import { openPostgresStores } from './postgres-store';
import {
  T0,
  expectEverythingBack,
  expectWritesWork,
  oldMigrations,
  oldSchema,
  oldWrites,
} from './test-fixtures/legacy';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Every column and index of every table, as PostgreSQL describes them. */
async function shape(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
       FROM information_schema.columns WHERE table_schema = 'public'
       ORDER BY table_name, ordinal_position`,
    );
    const indexes = await client.query(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
    );
    return { columns: columns.rows, indexes: indexes.rows };
  } finally {
    await client.end();
  }
}

const availability = postgresAvailability();

describe.skipIf(!availability.ok)('a PostgreSQL database of the old migrations', () => {
  it.each([5, 3, 1])(
    'at version %i opens under the one migration set with every row and count kept',
    async (version) => {
      const schema = oldSchema('postgres', version);
      const server = await startPostgres();
      cleanups.push(() => server.stop());
      const url = await server.createDatabase();
      const old = new pg.Client({ connectionString: url });
      await old.connect();
      try {
        await old.query(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
        );
        for (const m of oldMigrations('postgres', version)) {
          await old.query(m.sql);
          await old.query('INSERT INTO schema_migrations VALUES ($1, $2, 0)', [m.version, m.name]);
        }
        for (const [text, values] of oldWrites(schema)) {
          let n = 0;
          await old.query(
            text.replace(/\?/g, () => `$${++n}`),
            values,
          );
        }
        await old.query(
          'INSERT INTO daily_pick (slot, analysis_id, picked_at) VALUES (1, $1, $2)',
          ['vid1', T0],
        );
      } finally {
        await old.end();
      }
      const stores = await openPostgresStores({ url, poolSize: 3, statementTimeoutMs: 10_000 });
      cleanups.push(() => stores.close());
      await expectEverythingBack(stores, schema);
      expect(await stores.shared?.dailyPick.currentPick(new Date(T0 - 1))).toBe('vid1');
      await expectWritesWork(stores);
      // A second instance opening it finds nothing left to do.
      const again = await openPostgresStores({ url, poolSize: 1, statementTimeoutMs: 10_000 });
      await again.close();
      // The same tables, columns and indexes as a database made new: one declaration.
      const freshUrl = await server.createDatabase();
      const fresh = await openPostgresStores({
        url: freshUrl,
        poolSize: 1,
        statementTimeoutMs: 10_000,
      });
      await fresh.close();
      expect(await shape(url)).toEqual(await shape(freshUrl));
    },
    120_000,
  );
});
