/**
 * Text PostgreSQL refuses (U+0000 in a text value) or cannot hold as given (lone UTF-16
 * surrogates) is stored as SQLite mode would answer it, never a 5xx: U+0000 becomes U+FFFD, a
 * lone surrogate becomes U+FFFD, in every value sent to the database (analyses, lookups by id,
 * fact-checks). Payloads are generated here; PostgreSQL is a real server the test starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { postgresAvailability, startPostgres, type PostgresServer } from '../helpers/postgres';
import { startTestServer, type TestServer } from '../helpers/server';

const availability = postgresAvailability();

/** A sentence with every refused code unit spliced in at a different place. */
function hostileText(seed: number): string {
  const words = Array.from(
    { length: 40 },
    (_, i) => ['council', 'rain', 'bridge', 'report', 'budget'][(i * seed) % 5],
  );
  words.splice(3, 0, '\u0000');
  words.splice(9, 0, `x\u0000\u0000y`);
  words.splice(15, 0, '\ud800');
  words.splice(21, 0, '\udfff tail');
  return `Statement ${seed}: ${words.join(' ')}.`;
}

describe.skipIf(!availability.ok)('text PostgreSQL refuses', () => {
  let postgres: PostgresServer;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startTestServer({ env: { DATABASE_URL: await postgres.createDatabase() } });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('a text with U+0000 and lone surrogates is analyzed and stored, not a 5xx', async () => {
    for (const seed of [1, 2, 3]) {
      const content = hostileText(seed);
      const response = await server.postJson('/api/analyze/text', { content });
      expect(response.status, response.text).toBe(200);
      const { id } = analyzeResponseSchema.parse(response.json);
      const report = await server.get(`/api/analysis/${id}`);
      expect(report.status, report.text).toBe(200);
      expect(report.text).not.toContain('\\u0000');
      // The same text again is the same analysis (the cache key is unchanged).
      const again = await server.postJson('/api/analyze/text', { content });
      expect(again.status).toBe(200);
      expect(analyzeResponseSchema.parse(again.json).id).toBe(id);
    }
  });

  it('a text whose first line (the feed snippet) holds U+0000 reaches the feed', async () => {
    const content = `Title line \u0000 with a null\n${hostileText(7)}`;
    const response = await server.postJson('/api/analyze/text', { content });
    expect(response.status, response.text).toBe(200);
    const feed = await server.get('/api/public-feed');
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('\\u0000');
  });

  it('an id with U+0000 is simply not found (404)', async () => {
    for (const path of ['/api/analysis/a%00b', '/api/analysis/%00', '/api/video-analysis/%00x']) {
      const response = await server.get(path);
      expect(response.status, `${path}: ${response.text}`).toBe(404);
    }
  });
});
