import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { makeResults } from '../../../tests/helpers/fixtures';
import { migrateSqlite } from './migrate';
import { ReportJsonCache, withReportJsonCache } from './report-json-cache';
import { SqliteStore } from './sqlite-store';
import type { NewAnalysis } from './store';

describe('ReportJsonCache', () => {
  it('forgets the least recently read report first when over its size', () => {
    const cache = new ReportJsonCache(30, 20);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    expect(cache.get('a')).toBe('x'.repeat(10)); // a is now the most recent
    cache.set('c', 'z'.repeat(15)); // 35 chars: b goes, not a
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(10));
    expect(cache.get('c')).toBe('z'.repeat(15));
  });

  it('does not keep a report larger than the entry limit, and delete and clear forget', () => {
    const cache = new ReportJsonCache(100, 20);
    cache.set('big', 'x'.repeat(21));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replacing an entry does not count its old text twice', () => {
    const cache = new ReportJsonCache(20, 20);
    cache.set('a', 'x'.repeat(15));
    cache.set('a', 'y'.repeat(15));
    cache.set('b', 'z'.repeat(5));
    expect(cache.get('a')).toBe('y'.repeat(15));
    expect(cache.get('b')).toBe('z'.repeat(5));
  });
});

describe('withReportJsonCache', () => {
  const analysis = (content: string, image: NewAnalysis['image']): NewAnalysis => ({
    type: image ? 'screenshot' : 'text',
    url: null,
    domain: null,
    title: null,
    content,
    contentHash: null,
    video: null,
    image,
    results: makeResults(),
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });

  it('serves a report without a screenshot from memory, and one with a screenshot from the store until it is purged', async () => {
    const db = new Database(':memory:');
    migrateSqlite(db, () => new Date());
    const store = new SqliteStore(db);
    const cached = withReportJsonCache(store);
    const text = await store.insertAnalysis(analysis('plain text', null));
    const shot = await store.insertAnalysis(
      analysis('from a screenshot', { data: 'data:image/png;base64,AAAA', name: 's.png', size: 3 }),
    );
    const first = await cached.getAnalysisJson(text.id);
    // Changed behind the cache's back (no code path does this): the kept copy is what comes back.
    db.prepare("UPDATE analyses SET content = 'changed' WHERE id = ?").run(text.id);
    expect(await cached.getAnalysisJson(text.id)).toBe(first);
    expect(JSON.parse((await cached.getAnalysisJson(shot.id))!).imageData).toBe(
      'data:image/png;base64,AAAA',
    );
    // Another process or instance purges: nothing here is told, and nothing stale is served.
    await new SqliteStore(db).purgeImageData(new Date('2026-03-02T00:00:00Z'));
    expect(JSON.parse((await cached.getAnalysisJson(shot.id))!).imageData).toBeNull();
    expect(await cached.getAnalysisJson('no-such-id')).toBeNull();
    await store.close();
  });
});
