/**
 * The hosted server on PostgreSQL when the database goes away: every request that needs it gets a
 * 503 JSON saying what to do (never a 500 or a hang), reports already in the in-memory cache are
 * still served, and the server itself keeps running.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/shared';
import { postgresAvailability, startPostgres, type PostgresServer } from '../helpers/postgres';
import { NEWS_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

const availability = postgresAvailability();

describe.skipIf(!availability.ok)('hosted server when PostgreSQL is down', () => {
  let postgres: PostgresServer;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startTestServer({
      env: { DATABASE_URL: await postgres.createDatabase(), DATABASE_STATEMENT_TIMEOUT_MS: '2000' },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  }, 180_000);

  it('answers 503 with what to do, keeps serving cached reports, and stays up', async () => {
    const created = await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
    expect(created.status).toBe(200);
    const { id } = created.json as { id: string };
    expect((await server.get(`/api/analysis/${id}`)).status).toBe(200);

    await postgres.stop();

    for (const response of [
      await server.get('/api/analytics'),
      await server.postJson('/api/analyze/text', { content: `${NEWS_TEXT} Again.` }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.json).toEqual({ message: ERRORS.databaseServerUnavailable });
      expect(response.headers.get('retry-after')).toBe('60');
    }
    // Read before the outage: served from memory.
    expect((await server.get(`/api/analysis/${id}`)).status).toBe(200);
    expect((await server.get('/api/meta')).status).toBe(200);
  }, 180_000);
});

it.skipIf(availability.ok)(
  `PostgreSQL outage test: skipped because ${availability.ok ? '' : availability.reason}`,
  () => undefined,
);
