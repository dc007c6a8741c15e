/**
 * GET /api/analysis/:id sends the stored analysis as JSON text built from the row (no parse and
 * re-serialise). It must say exactly what getAnalysis says, for every kind of analysis, odd text,
 * missing fields and a desktop publication state alike.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeArticleAnalysis,
  makeResults,
  makeVideoAnalysis,
} from '../../../tests/helpers/fixtures';
import { migrateSqlite } from './migrate';
import { SqliteStore } from './sqlite-store';
import type { NewAnalysis } from './store';

const open: SqliteStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

function memoryStore(): SqliteStore {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db, () => new Date());
  const store = new SqliteStore(db);
  open.push(store);
  return store;
}

async function expectSame(store: SqliteStore, id: string) {
  const json = await store.getAnalysisJson(id);
  expect(json).not.toBeNull();
  expect(JSON.parse(json!)).toEqual(await store.getAnalysis(id));
}

const AT = new Date('2025-06-15T12:00:00.123Z');

describe('getAnalysisJson', () => {
  it('says what getAnalysis says for text, article, video and screenshot analyses', async () => {
    const store = memoryStore();
    const inputs: NewAnalysis[] = [
      {
        type: 'text',
        url: null,
        domain: null,
        title: null,
        content: 'Plain text',
        contentHash: 'h1',
        video: null,
        image: null,
        results: makeResults({ redFlags: [{ type: 'urgency' }] }),
        createdAt: AT,
      },
      makeArticleAnalysis({
        url: 'https://news.example/a?b=1&c="2"',
        domain: 'news.example',
        createdAt: AT,
        status: 'false',
        score: 12,
      }),
      makeVideoAnalysis({ createdAt: AT, title: 'A "quoted" title', channelName: null }),
      {
        type: 'screenshot',
        url: null,
        domain: null,
        title: null,
        content: 'Read from the image',
        contentHash: null,
        video: null,
        image: { data: 'data:image/png;base64,iVBORw0KGgo=', name: 'sms.png', size: 1234 },
        results: makeResults({ type: 'screenshot' }),
        createdAt: AT,
      },
      {
        type: 'screenshot',
        url: null,
        domain: null,
        title: null,
        content: null,
        contentHash: null,
        video: null,
        image: { data: null, name: 'purged.png', size: 0 },
        results: makeResults({ type: 'screenshot' }),
        createdAt: AT,
      },
    ];
    for (const input of inputs) await expectSame(store, (await store.insertAnalysis(input)).id);
  });

  it('says what getAnalysis says for any submitted text and title', async () => {
    const store = memoryStore();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
        async (content, title) => {
          const stored = await store.insertAnalysis({
            type: 'text',
            url: null,
            domain: null,
            title,
            content,
            contentHash: null,
            video: null,
            image: null,
            results: makeResults(),
            createdAt: AT,
          });
          await expectSame(store, stored.id);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('carries the desktop publication state as getAnalysis does', async () => {
    const store = memoryStore();
    const stored = await store.insertAnalysis(
      makeArticleAnalysis({ url: 'https://a.example/1', domain: 'a.example', createdAt: AT }),
    );
    await store.queuePublication(stored.id, 'publish-id-1', AT);
    expect((await store.getAnalysis(stored.id))?.publication).toBeTruthy();
    await expectSame(store, stored.id);
  });

  it('is null for an id that is not stored', async () => {
    expect(await memoryStore().getAnalysisJson('no-such-id')).toBeNull();
  });
});
