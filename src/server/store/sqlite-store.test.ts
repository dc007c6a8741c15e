import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeArticleAnalysis,
  makeResults,
  makeVideoAnalysis,
} from '../../../tests/helpers/fixtures';
import { bundledMigrations } from './migrate';
import { DB_FILE_NAME, openSqliteStore, type SqliteStore } from './sqlite-store';

let dataDir: string;
const open: SqliteStore[] = [];
const openStore = () => {
  const store = openSqliteStore({ dataDir });
  open.push(store);
  return store;
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'factlens-store-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  await rm(dataDir, { recursive: true, force: true });
});

const textAnalysis = (content: string, createdAt = new Date('2025-06-15T12:00:00Z')) => ({
  type: 'text' as const,
  url: null,
  domain: null,
  title: null,
  content,
  contentHash: `hash-of-${content}`,
  video: null,
  image: null,
  results: makeResults({ redFlags: [{ type: 'urgency', severity: 'high' }, { type: 'urgency' }] }),
  createdAt,
});

describe('migrations', () => {
  it('applies every bundled migration once, in order, and records it', () => {
    const store = openStore();
    const migrations = bundledMigrations();
    expect(migrations.map((m) => m.name)[0]).toBe('001_baseline');
    const recorded = store.db
      .prepare('SELECT version, name FROM migrations ORDER BY version')
      .all();
    expect(recorded).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    const tables = store.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(['analyses', 'analysis_red_flags', 'migrations']),
    );
  });

  it('re-opening the same file applies nothing again and keeps the data', async () => {
    const first = openStore();
    const stored = await first.insertAnalysis(textAnalysis('kept across opens'));
    await first.close();

    const second = openStore();
    expect(second.db.prepare('SELECT count(*) FROM migrations').pluck().get()).toBe(
      bundledMigrations().length,
    );
    expect(await second.getAnalysis(stored.id)).toMatchObject({
      id: stored.id,
      analysisResults: stored.analysisResults,
      content: 'kept across opens',
    });
    expect(await second.countAnalyses()).toBe(1);
  });
});

describe('connection settings', () => {
  it('uses WAL, foreign keys, a busy timeout and synchronous=NORMAL', () => {
    const store = openStore();
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(Number(store.db.pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0);
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('keeps WAL in the file, so other connections see it too', () => {
    openStore();
    const raw = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
  });

  it('enforces foreign keys: a red flag cannot point at a missing analysis', () => {
    const store = openStore();
    const insertOrphan = () =>
      store.db
        .prepare(
          "INSERT INTO analysis_red_flags (analysis_id, position, type, severity) VALUES ('nope', 0, 'x', 'low')",
        )
        .run();
    expect(insertOrphan).toThrow(/FOREIGN KEY/);
  });
});

describe('analyses', () => {
  it('writes one red-flag row per red flag with the analysis', async () => {
    const store = openStore();
    const stored = await store.insertAnalysis(textAnalysis('two flags'));
    const flags = store.db
      .prepare(
        'SELECT type, severity FROM analysis_red_flags WHERE analysis_id = ? ORDER BY position',
      )
      .all(stored.id);
    expect(flags).toEqual([
      { type: 'urgency', severity: 'high' },
      { type: 'urgency', severity: 'medium' },
    ]);
    expect(stored.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('rejects results that break the contract and stores nothing', async () => {
    const store = openStore();
    const bad = textAnalysis('bad');
    (bad.results.scorecard as { credibilityScore: number }).credibilityScore = 140;
    await expect(store.insertAnalysis(bad)).rejects.toThrow();
    expect(await store.countAnalyses()).toBe(0);
    expect(store.db.prepare('SELECT count(*) FROM analysis_red_flags').pluck().get()).toBe(0);
  });

  it('finds a cached analysis only by hash and only within the window', async () => {
    const store = openStore();
    const at = new Date('2025-06-15T12:00:00Z');
    const stored = await store.insertAnalysis(textAnalysis('cached', at));
    expect((await store.findCachedAnalysis('hash-of-cached', new Date(at.getTime() - 1)))?.id).toBe(
      stored.id,
    );
    expect(await store.findCachedAnalysis('hash-of-cached', new Date(at.getTime() + 1))).toBeNull();
    expect(await store.findCachedAnalysis('hash-of-other', new Date(0))).toBeNull();
  });

  it('returns video analyses only for videos, with their red-flag counts, newest first', async () => {
    const store = openStore();
    const older = await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: 'aaaaaaaaaaa',
        createdAt: new Date('2025-06-15T10:00:00Z'),
        redFlags: [{ type: 'a' }],
      }),
    );
    const newer = await store.insertAnalysis(
      makeVideoAnalysis({ videoId: 'bbbbbbbbbbb', createdAt: new Date('2025-06-15T11:00:00Z') }),
    );
    const article = await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://news.example/a',
        domain: 'news.example',
        createdAt: new Date('2025-06-15T11:30:00Z'),
      }),
    );
    const latest = await store.latestVideoAnalyses(new Date('2025-06-15T00:00:00Z'), 10);
    expect(latest.map((v) => [v.analysis.id, v.redFlagCount])).toEqual([
      [newer.id, 0],
      [older.id, 1],
    ]);
    expect(await store.getVideoAnalysis(article.id)).toBeNull();
    expect((await store.getVideoAnalysis(older.id))?.videoId).toBe('aaaaaaaaaaa');
  });
});
