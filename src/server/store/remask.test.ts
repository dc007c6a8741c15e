/**
 * Migration 002 re-masks what an older masker stored, on SQLite and on a real PostgreSQL server:
 * rows written at migration 001 with values the old masker let through (a phone in another
 * spelling, a name after "Querida", a card split by zero-width spaces in a title, a claim quoting
 * the phone, a link carrying its victim, the desktop's copy of the hub's feed) come back masked,
 * the feed line follows the masked content, and a row with nothing to hide is left as it was.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailability, startPostgres } from '../../../tests/helpers/postgres';
import { makeResults } from '../../../tests/helpers/fixtures';
import type { PublicFeedItem, Results } from '../../shared';
import { builder, type Compilable } from './compile';
import { migratePostgres, migrateSqlite } from './migrate';
import { MIGRATIONS } from './migrations';
import type { SqlDialect } from './schema';

const now = () => new Date('2025-06-15T12:00:00Z');
const PHONE = '+447700900128';
const CARD = '4111\u200B1111\u200B1111\u200B1111';

function oldResults(): Results {
  const results = makeResults({ claims: 1 });
  results.claims[0]!.claim = `Call the surgery on ${PHONE} before Friday.`;
  results.criticalQuestions = ['Where does the figure 7700900128 come from?'];
  return results;
}

const ROWS = [
  {
    id: 'leaky',
    type: 'text',
    url: null,
    title: null,
    content: `Querida Lucía, llámame al ${PHONE}.\nUn abrazo`,
    snippet: `Querida Lucía, llámame al ${PHONE}.`,
    results: oldResults(),
  },
  {
    id: 'pdf',
    type: 'pdf',
    url: null,
    title: `Statement ${CARD}`,
    content: 'Your statement is ready.',
    snippet: null,
    results: makeResults({ type: 'pdf' }),
  },
  {
    id: 'clean',
    type: 'text',
    url: null,
    title: null,
    content: 'The council voted 7 to 2 in 2024 to spend £1.5 million on buses.',
    snippet: 'The council voted 7 to 2 in 2024 to spend £1.5 million on buses.',
    results: makeResults(),
  },
];

const FEED: PublicFeedItem[] = [
  {
    id: 'hub1',
    url: 'https://secure-bank.example/verify?email=maria.gonzalez@example.com',
    title: `Hola Carmen, tu clave es 58213`,
    channelName: null,
    videoId: null,
    createdAt: now().toISOString(),
    analysisResults: oldResults(),
    type: 'text',
    snippet: null,
  },
];

function writes(dialect: SqlDialect): Compilable[] {
  const db = builder(dialect);
  return [
    ...ROWS.map((row, i) =>
      db.insertInto('analyses').values({
        id: row.id,
        type: row.type as 'text',
        url: row.url,
        domain: null,
        video_id: null,
        title: row.title,
        channel_name: null,
        video_duration: null,
        transcript_length: 0,
        content: row.content,
        content_hash: null,
        image_data: null,
        image_name: null,
        image_size: null,
        credibility_score: 50,
        grade: 'F',
        overall_status: 'uncertain',
        results_json: JSON.stringify(row.results),
        created_at: now().getTime() + i,
        unlisted: 0,
        snippet: row.snippet,
      }),
    ),
    db.insertInto('hub_feed_cache').values({
      hub_url: 'https://hub.example',
      feed_json: JSON.stringify(FEED),
      fetched_at: now().getTime(),
      total_analyses: 1,
      last_attempt_at: now().getTime(),
      last_error: null,
    }),
  ];
}

type Row = Record<string, unknown>;

function expectRemasked(rows: Row[], feedJson: string) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const leaky = byId.get('leaky')!;
  expect(leaky.content).toBe('Querida [name hidden], llámame al [phone number hidden].\nUn abrazo');
  expect(leaky.snippet).toBe('Querida [name hidden], llámame al [phone number hidden].');
  const results = JSON.parse(String(leaky.results_json)) as Results;
  expect(results.claims[0]!.claim).toBe('Call the surgery on [phone number hidden] before Friday.');
  expect(results.criticalQuestions[0]).not.toMatch(/7700/);
  expect(byId.get('pdf')!.title).toBe('Statement [card number hidden]');
  const clean = byId.get('clean')!;
  expect(clean.content).toBe(ROWS[2]!.content);
  expect(clean.results_json).toBe(JSON.stringify(ROWS[2]!.results));
  const feed = JSON.parse(feedJson) as PublicFeedItem[];
  expect(feed[0]!.url).toBe('https://secure-bank.example/[link path hidden]');
  expect(feed[0]!.title).toBe('Hola [name hidden], tu clave es [code hidden]');
  expect(JSON.stringify(feed)).not.toMatch(/7700900128|maria\.gonzalez|58213|Carmen/);
}

const SELECT_ROWS = 'SELECT id, title, content, snippet, results_json FROM analyses ORDER BY id';
const SELECT_FEED = 'SELECT feed_json FROM hub_feed_cache';

describe('migration 002 on SQLite', () => {
  it('re-masks every stored analysis and the copy of the hub feed', () => {
    const db = new Database(':memory:');
    try {
      expect(migrateSqlite(db, now, MIGRATIONS.slice(0, 1))).toEqual([1]);
      for (const w of writes('sqlite')) {
        const { sql, parameters } = w.compile();
        db.prepare(sql).run(...parameters);
      }
      expect(migrateSqlite(db, now, MIGRATIONS)).toEqual([2]);
      const feed = db.prepare(SELECT_FEED).pluck().get() as string;
      expectRemasked(db.prepare(SELECT_ROWS).all() as Row[], feed);
    } finally {
      db.close();
    }
  });
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!postgresAvailability().ok)('migration 002 on PostgreSQL', () => {
  it('re-masks every stored analysis and the copy of the hub feed', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const pool = new pg.Pool({ connectionString: await server.createDatabase() });
    cleanups.push(() => pool.end());
    expect(await migratePostgres(pool, now, MIGRATIONS.slice(0, 1))).toEqual([1]);
    for (const w of writes('postgres')) {
      const { sql, parameters } = w.compile();
      await pool.query(sql, parameters as unknown[]);
    }
    expect(await migratePostgres(pool, now, MIGRATIONS)).toEqual([2]);
    const rows = (await pool.query(SELECT_ROWS)).rows as Row[];
    const feed = (await pool.query(SELECT_FEED)).rows[0]!.feed_json as string;
    expectRemasked(rows, feed);
  }, 120_000);
});
