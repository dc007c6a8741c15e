/**
 * With DATABASE_URL the fact-check index lives in the shared PostgreSQL database: the importer
 * (run against any instance's DATA_DIR) writes there, and every app instance on the database
 * matches claims against the same fact-checks, counts them alike and exports the same pages,
 * including fact-checks imported while they run. No per-instance file is made in DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
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

const factCheckOf = async (server: TestServer, content: string, words: string) => {
  const response = await server.postJson('/api/analyze/text', { content });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema
    .parse(response.json)
    .results.claims.find((c) => c.claim.includes(words));
};

describe.skipIf(!availability.ok)('the fact-check index in PostgreSQL', () => {
  let postgres: PostgresServer;
  let a: TestServer;
  let b: TestServer;
  let url: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase();
    a = await startTestServer({ env: { DATABASE_URL: url } });
    b = await startTestServer({ env: { DATABASE_URL: url } });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  it('imported through one instance, matched alike by another', async () => {
    const imported = await importFeed(a.dataDir, undefined, { DATABASE_URL: url });
    expect(imported.code, imported.lines.join('\n')).toBe(0);
    for (const server of [a, b]) {
      expect(existsSync(join(server.dataDir, FACT_CHECK_FILE_NAME))).toBe(false);
      expect(existsSync(join(server.dataDir, DB_FILE_NAME))).toBe(false);
    }
    // b never saw the import; its answer comes from the shared rows.
    const onB = await factCheckOf(b, WHALES_TEXT, 'wind turbines');
    expect(onB?.status).toBe('false');
    expect(onB?.sources[0]?.type).toBe('fact-check');
    const reworded = WHALES_TEXT.replace('local fishermen', 'harbour workers');
    const onA = await factCheckOf(a, reworded, 'wind turbines');
    expect(onA?.status).toBe('false');
    expect(onA?.sources[0]?.url).toBe(onB?.sources[0]?.url);
  });

  it('count and export the same fact-checks on every instance', async () => {
    const [metaA, metaB] = await Promise.all([a.get('/api/meta'), b.get('/api/meta')]);
    expect((metaA.json as { factChecks: number }).factChecks).toBe(22);
    expect((metaB.json as { factChecks: number }).factChecks).toBe(22);
    const [pageA, pageB] = await Promise.all([
      a.get('/api/fact-checks'),
      b.get('/api/fact-checks'),
    ]);
    expect(pageA.status).toBe(200);
    expect(pageA.text).toBe(pageB.text);
    expect((pageA.json as { factChecks: unknown[] }).factChecks).toHaveLength(22);
  });

  it('a fact-check imported while both run is matched by both at once', async () => {
    // A claim no fact-check covers yet: generated here, imported as CSV, then asked on each.
    const place = `Lakeview${Date.now().toString(36)}`;
    const claim = `The ${place} reservoir water contains ten times the legal limit of arsenic`;
    const csv = join(a.dataDir, 'new.csv');
    await writeFile(
      csv,
      `claim_reviewed,rating,publisher_name,review_url\n"${claim}",False,Check Desk,https://checkdesk.example/${place}\n`,
    );
    const before = await factCheckOf(
      b,
      `Officials were warned today. ${claim}, a viral post said.`,
      'arsenic',
    );
    expect(before?.sources.some((s) => s.type === 'fact-check')).toBe(false);
    const imported = await importFeed(b.dataDir, csv, { DATABASE_URL: url });
    expect(imported.code, imported.lines.join('\n')).toBe(0);
    for (const [server, lead] of [
      [a, 'Residents were told'],
      [b, 'Neighbours heard'],
    ] as const) {
      const found = await factCheckOf(
        server,
        `${lead} today. ${claim}, a viral post said.`,
        'arsenic',
      );
      expect(found?.status).toBe('false');
      expect(found?.sources[0]?.url).toBe(`https://checkdesk.example/${place}`);
    }
  });
});
