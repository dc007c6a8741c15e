/**
 * With DATABASE_URL the analyses live in PostgreSQL and the fact-check index in its own SQLite
 * file in DATA_DIR (fact-checks.db): the importer writes there and the server matches from there.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { FACT_CHECK_FILE_NAME } from '../../src/server/store/fact-check-index';
import { DB_FILE_NAME } from '../../src/server/store/sqlite-store';
import { importFeed, WHALES_TEXT } from '../helpers/fact-checks';
import { postgresAvailability, startPostgres, type PostgresServer } from '../helpers/postgres';
import { startTestServer, type TestServer } from '../helpers/server';

const availability = postgresAvailability();
if (!availability.ok) console.log(`PostgreSQL fact-check test skipped: ${availability.reason}`);

describe.skipIf(!availability.ok)('the fact-check index beside PostgreSQL', () => {
  let postgres: PostgresServer;
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase();
    server = await startTestServer({ env: { DATABASE_URL: url } });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('imports into DATA_DIR/fact-checks.db and matches from it', async () => {
    const imported = await importFeed(server.dataDir, undefined, { DATABASE_URL: url });
    expect(imported.code, imported.lines.join('\n')).toBe(0);
    expect(existsSync(join(server.dataDir, FACT_CHECK_FILE_NAME))).toBe(true);
    expect(existsSync(join(server.dataDir, DB_FILE_NAME))).toBe(false);
    const response = await server.postJson('/api/analyze/text', { content: WHALES_TEXT });
    expect(response.status).toBe(200);
    const claim = analyzeResponseSchema
      .parse(response.json)
      .results.claims.find((c) => c.claim.includes('wind turbines'));
    expect(claim?.status).toBe('false');
    expect(claim?.sources[0]?.type).toBe('fact-check');
  });
});
