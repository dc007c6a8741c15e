/**
 * A database made by the old per-database migrations (kept as SQL in test-fixtures/) opens under
 * the one migration set with nothing lost: built with the old SQL, filled with rows the old
 * stores wrote, then opened by today's store and read back through every read. SQLite at 007 and
 * PostgreSQL at 005 (when installed) alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MASKS } from '../privacy/mask';
import { makeResults } from '../../../tests/helpers/fixtures';
import { postgresAvailability, startPostgres } from '../../../tests/helpers/postgres';
import { FactCheckIndex } from './fact-check-index';
import { openPostgresStores } from './postgres-store';
import { DB_FILE_NAME, openSqliteStore, sqliteStores } from './sqlite-store';
import type { Stores } from './stores';

const legacy = {
  sqlite: import.meta.glob<string>('./test-fixtures/legacy-sqlite/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  postgres: import.meta.glob<string>('./test-fixtures/legacy-postgres/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** The old migrations in order, as the old runners recorded them. */
function oldMigrations(files: Record<string, string>) {
  return Object.entries(files)
    .map(([path, sql]) => {
      const name = path.replace(/^.*\//, '').replace(/\.sql$/, '');
      return { version: Number(name.slice(0, 3)), name, sql };
    })
    .sort((a, b) => a.version - b.version);
}

const T0 = Date.UTC(2025, 5, 15, 12);
const HOUR = 60 * 60 * 1000;
const PARCEL = 'Your parcel is held. Pay the fee.';

interface OldRow {
  id: string;
  type: string;
  url?: string;
  domain?: string;
  video?: [videoId: string, channel: string, seconds: number, transcript: number];
  title?: string;
  content: string | null;
  image?: string;
  score: number;
  status: 'verified' | 'false' | 'uncertain' | 'mixed';
  at: number;
  unlisted?: boolean;
  flags: Array<{ type: string; severity?: 'high' | 'medium' | 'low' }>;
}

/** In insertion order: art1 shares txt1's time and was stored after it, so it shows first. */
const OLD_ROWS: OldRow[] = [
  {
    id: 'txt1',
    type: 'text',
    content: `${MASKS.phone}\n${PARCEL}`,
    score: 20,
    status: 'false',
    at: T0,
    flags: [{ type: 'urgency', severity: 'high' }, { type: 'urgency' }],
  },
  {
    id: 'art1',
    type: 'article',
    url: 'https://news.example/a',
    domain: 'news.example',
    title: 'Headline',
    content: 'The body of the article.',
    score: 80,
    status: 'verified',
    at: T0,
    flags: [],
  },
  {
    id: 'vid1',
    type: 'video',
    url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
    video: ['aaaaaaaaaaa', 'A channel', 60, 2400],
    title: 'A video',
    content: 'transcript',
    score: 55,
    status: 'mixed',
    at: T0 - HOUR,
    flags: [{ type: 'no_sources' }],
  },
  {
    id: 'shot1',
    type: 'screenshot',
    content: 'Hi Mum it is me\nnew phone',
    image: 'data:image/png;base64,AAAA',
    score: 30,
    status: 'uncertain',
    at: T0 - 2 * HOUR,
    flags: [],
  },
  {
    id: 'hid1',
    type: 'text',
    content: 'A private family message',
    score: 40,
    status: 'uncertain',
    at: T0 - 3 * HOUR,
    unlisted: true,
    flags: [{ type: 'urgency' }],
  },
];

/** Made once per row: results carry the time they were made. */
const RESULTS = new Map(
  OLD_ROWS.map((row) => [
    row.id,
    makeResults({ score: row.score, status: row.status, redFlags: row.flags }),
  ]),
);
const results = (row: OldRow) => RESULTS.get(row.id)!;

/** Statements (text with ? placeholders, values) the old stores would have written. */
function oldWrites(unlisted: (flag: boolean) => unknown): Array<[string, unknown[]]> {
  const writes: Array<[string, unknown[]]> = [];
  for (const row of OLD_ROWS) {
    const r = results(row);
    writes.push([
      `INSERT INTO analyses (id, type, url, domain, video_id, title, channel_name, video_duration,
         transcript_length, content, content_hash, image_data, image_name, image_size,
         credibility_score, grade, overall_status, results_json, created_at, unlisted)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.id,
        row.type,
        row.url ?? null,
        row.domain ?? null,
        row.video?.[0] ?? null,
        row.title ?? null,
        row.video?.[1] ?? null,
        row.video?.[2] ?? null,
        row.video?.[3] ?? 0,
        row.content,
        `hash-${row.id}`,
        row.image ?? null,
        row.image ? 'shot.png' : null,
        row.image ? 3 : null,
        r.scorecard.credibilityScore,
        r.summary.overallGrade,
        r.summary.overallStatus,
        JSON.stringify(r),
        row.at,
        unlisted(row.unlisted === true),
      ],
    ]);
    r.redFlags.forEach((flag, position) => {
      writes.push([
        'INSERT INTO analysis_red_flags (analysis_id, position, type, severity, unlisted) VALUES (?, ?, ?, ?, ?)',
        [row.id, position, flag.type, flag.severity, unlisted(row.unlisted === true)],
      ]);
    });
  }
  writes.push([
    'INSERT INTO received_publications (publish_id, analysis_id, received_at) VALUES (?, ?, ?)',
    ['pub-1', 'vid1', T0],
  ]);
  writes.push([
    `INSERT INTO fact_checks (review_url, claim_reviewed, rating, verdict, publisher_name, indexed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    ['https://checks.example/1', 'A parcel fee text is a scam', 'False', 'false', 'Checks', T0],
  ]);
  return writes;
}

/** What today's stores must read from the adopted database. */
async function expectEverythingBack(stores: Stores) {
  for (const row of OLD_ROWS) {
    const stored = await stores.analyses.getAnalysis(row.id);
    expect(stored).toMatchObject({
      id: row.id,
      type: row.type,
      url: row.url ?? null,
      title: row.title ?? null,
      content: row.content,
      imageData: row.image ?? null,
      createdAt: new Date(row.at).toISOString(),
      analysisResults: results(row),
    });
    expect(JSON.parse((await stores.analyses.getAnalysisJson(row.id))!)).toEqual(stored);
  }
  const feed = await stores.analyses.listFeed(10);
  expect(feed.map((item) => [item.id, item.snippet])).toEqual([
    ['art1', null],
    ['txt1', PARCEL],
    ['vid1', null],
    ['shot1', 'Hi Mum it is me'],
  ]);
  expect(await stores.analyses.getVideoAnalysis('vid1')).toMatchObject({
    videoId: 'aaaaaaaaaaa',
    channelName: 'A channel',
    videoDuration: 60,
    transcriptLength: 2400,
  });
  expect(await stores.analyses.getVideoAnalysis('art1')).toBeNull();
  const videos = await stores.analyses.latestVideoAnalyses(new Date(T0 - 24 * HOUR), 10);
  expect(videos.map((v) => [v.analysis.id, v.redFlagCount])).toEqual([['vid1', 1]]);
  expect(await stores.analyses.findCachedAnalysis('hash-art1', new Date(0))).toMatchObject({
    id: 'art1',
  });
  expect(await stores.analyses.countAnalyses()).toBe(4);
  const analytics = await stores.aggregates.analytics(new Date(T0 + 60_000));
  expect(analytics).toMatchObject({
    totalAnalyses: 4,
    todayAnalyses: 4,
    topDomains: [{ domain: 'news.example', count: 1 }],
  });
  const grades: Record<string, number> = { A: 0, B: 0, C: 0, D: 0, F: 0 };
  for (const row of OLD_ROWS.filter((r) => !r.unlisted))
    grades[results(row).summary.overallGrade]! += 1;
  expect(analytics.gradeDistribution).toEqual(grades);
  expect(analytics.recentAnalyses.map((r) => r.id)).toEqual(['art1', 'txt1', 'vid1', 'shot1']);
  const dataset = await stores.aggregates.exportDataset(new Date(T0 + 60_000));
  expect(dataset.byType).toEqual({ text: 1, article: 1, shopping: 0, video: 1, screenshot: 1 });
  expect(dataset.redFlagTypes).toEqual([
    { type: 'urgency', count: 2 },
    { type: 'no_sources', count: 1 },
  ]);
  expect(await stores.receipts.findReceivedPublication('pub-1')).toBe('vid1');
  expect(await stores.factChecks?.count()).toBe(1);
}

/** And it keeps working: a new kind, a new analysis first in the feed, a delete counted. */
async function expectWritesWork(stores: Stores) {
  const added = await stores.analyses.insertAnalysis({
    type: 'pdf' as never,
    url: null,
    domain: null,
    title: 'A document',
    content: 'Text of a document',
    contentHash: null,
    video: null,
    image: null,
    results: makeResults({ redFlags: [{ type: 'urgency' }] }),
    createdAt: new Date(T0 + HOUR),
    snippet: 'Given by the kind',
  });
  expect((await stores.analyses.listFeed(1)).map((f) => [f.id, f.snippet])).toEqual([
    [added.id, 'Given by the kind'],
  ]);
  expect(await stores.analyses.countAnalyses()).toBe(5);
  const now = new Date(T0 + 2 * HOUR);
  expect((await stores.aggregates.exportDataset(now)).redFlagTypes[0]).toEqual({
    type: 'urgency',
    count: 3,
  });
}

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

describe('a SQLite file of the old migrations 001-007', () => {
  it('opens under the one migration set with every row, reference and count kept', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'factlens-upgrade-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const old = new Database(join(dataDir, DB_FILE_NAME));
    old.pragma('journal_mode = WAL');
    old.pragma('foreign_keys = ON');
    old.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT',
    );
    for (const m of oldMigrations(legacy.sqlite)) {
      const keysOff = m.sql.startsWith('-- migrate: foreign keys off');
      if (keysOff) old.pragma('foreign_keys = OFF');
      old.transaction(() => {
        old.exec(m.sql);
        old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(m.version, m.name);
      })();
      if (keysOff) old.pragma('foreign_keys = ON');
    }
    expect(old.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(7);
    old.transaction(() => {
      for (const [text, values] of oldWrites((flag) => (flag ? 1 : 0)))
        old.prepare(text).run(...values);
      old.exec(`INSERT INTO publications (analysis_id, publish_id, state, attempts, updated_at)
          VALUES ('art1', 'p-art1', 'queued', 1, ${T0});
        INSERT INTO publish_outbox (analysis_id, next_attempt_at, queued_at) VALUES ('art1', ${T0}, ${T0});
        INSERT INTO publications (analysis_id, publish_id, state, shared_url, attempts, updated_at)
          VALUES ('shot1', 'p-shot1', 'published', 'https://hub.example/shared/x', 1, ${T0});
        INSERT INTO hub_feed_cache (hub_url, feed_json, fetched_at, total_analyses, last_attempt_at)
          VALUES ('https://hub.example', '[]', ${T0}, 12, ${T0});
        INSERT INTO fact_check_sync (hub_url, since_ms, after_id, synced_at) VALUES ('https://hub.example', ${T0}, 7, ${T0});`);
    })();
    old.close();

    const store = openSqliteStore({ dataDir });
    const stores = { ...sqliteStores(store), factChecks: new FactCheckIndex(store.db) };
    cleanups.push(() => store.close());
    expect(store.db.prepare('SELECT version, name FROM migrations').all()).toEqual([
      { version: 1, name: '001_baseline' },
    ]);
    // The same tables, columns and indexes as a database made new: one declaration.
    const fresh = openSqliteStore({ dataDir: join(dataDir, 'fresh') });
    cleanups.push(() => fresh.close());
    expect(shape(store.db)).toEqual(shape(fresh.db));
    await expectEverythingBack(stores);
    expect(await store.getPublication('art1')).toEqual({ state: 'queued', attempts: 1 });
    expect((await store.getAnalysis('shot1'))?.publication).toMatchObject({
      state: 'published',
      sharedUrl: 'https://hub.example/shared/x',
    });
    expect(await store.nextDueOutboxItem(new Date(T0))).toMatchObject({
      analysisId: 'art1',
      publishId: 'p-art1',
    });
    expect((await store.listMyAnalyses({ query: 'PARCEL', limit: 10 })).analyses).toMatchObject([
      { id: 'txt1' },
    ]);
    expect(await store.getHubFeedCache('https://hub.example')).toMatchObject({
      feed: [],
      totalAnalyses: 12,
    });
    expect(stores.factChecks.search(['parcel'], 5).map((f) => f.reviewUrl)).toEqual([
      'https://checks.example/1',
    ]);
    expect(stores.factChecks.hubSyncState('https://hub.example').cursor?.after).toBe(7);
    expect(store.db.pragma('foreign_key_check')).toEqual([]);
    await expectWritesWork(stores);
    // Deleting takes its flags, publication and outbox row along, and leaves the counts right.
    expect(await store.deleteAnalysis('art1')).toBe(true);
    expect(await store.nextDueOutboxItem(new Date(T0))).toBeNull();
    expect((await store.analytics(new Date(T0 + 2 * HOUR))).topDomains).toEqual([]);
  });
});

const availability = postgresAvailability();

describe.skipIf(!availability.ok)('a PostgreSQL database of the old migrations 001-005', () => {
  it('opens under the one migration set with every row and count kept', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const url = await server.createDatabase();
    const old = new pg.Client({ connectionString: url });
    await old.connect();
    try {
      await old.query(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
      );
      for (const m of oldMigrations(legacy.postgres)) {
        await old.query(m.sql);
        await old.query('INSERT INTO schema_migrations VALUES ($1, $2, 0)', [m.version, m.name]);
      }
      for (const [text, values] of oldWrites((flag) => flag)) {
        let n = 0;
        await old.query(
          text.replace(/\?/g, () => `$${++n}`),
          values,
        );
      }
      await old.query('INSERT INTO daily_pick (slot, analysis_id, picked_at) VALUES (1, $1, $2)', [
        'vid1',
        T0,
      ]);
    } finally {
      await old.end();
    }
    const stores = await openPostgresStores({ url, poolSize: 3, statementTimeoutMs: 10_000 });
    cleanups.push(() => stores.close());
    await expectEverythingBack(stores);
    expect(await stores.shared?.dailyPick.currentPick(new Date(T0 - 1))).toBe('vid1');
    await expectWritesWork(stores);
    // A second instance opening it finds nothing left to do.
    const again = await openPostgresStores({ url, poolSize: 1, statementTimeoutMs: 10_000 });
    await again.close();
  }, 120_000);
});
