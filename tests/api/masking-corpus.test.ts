/**
 * The labelled masking corpus (tests/fixtures/masking-corpus.json) sent through the real
 * interface: HTTP against a real server on a temp SQLite file. No feed card, dataset export,
 * analytics list, /api/analysis/{id} or /shared/{id} page (with its server-rendered preview tags)
 * shows a one-time code, a name after a greeting or a sign-off, or a tracking number; and a text
 * that reads like a private message stays off the feed unless it is sent with "unlisted": false.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFeedResponseSchema, type AnalyzeResponse } from '../../src/shared';
import { loadMaskingCorpus } from '../helpers/masking-corpus';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';

const INDEX_HTML =
  '<!doctype html><html><head><title>FactLens test UI</title><meta name="description" content="Default description." /></head><body><div id="root"></div></body></html>';
/** Corpus texts sent together, so each submission is a message of some length. */
const TEXTS_PER_SUBMISSION = 5;
const MUST_NOT_SHOW = new Set(['code', 'name', 'tracking']);

const corpus = loadMaskingCorpus();
let staticDir: string;
let server: TestServer;
beforeAll(async () => {
  staticDir = await makeTempDir('factlens-ui-');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({
    staticDir,
    env: { RATE_LIMIT_ANALYZE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' },
  });
});
afterAll(async () => {
  await server?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The span as a whole word (or number): "Sam" is not found inside "Samsung". */
const shown = (page: string, span: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(span)}(?![\\p{L}\\p{N}])`, 'u').test(page);

describe('the masking corpus through every public surface', () => {
  it('no code, greeting name or tracking number reaches the feed, the export, the analytics, /api/analysis or /shared', async () => {
    const forbidden = corpus.flatMap((t) =>
      t.spans.filter((s) => MUST_NOT_SHOW.has(s.kind)).map((s) => s.text),
    );
    expect(forbidden.length).toBeGreaterThanOrEqual(40);
    const ids: string[] = [];
    for (let i = 0; i < corpus.length; i += TEXTS_PER_SUBMISSION) {
      const content = corpus
        .slice(i, i + TEXTS_PER_SUBMISSION)
        .map((t) => t.text)
        .join('\n\n');
      // Published on purpose: the masking is what is tested here, on the most public surface.
      const response = await server.postJson('/api/analyze/text', { content, unlisted: false });
      expect(response.status, response.text).toBe(200);
      ids.push((response.json as AnalyzeResponse).id);
    }

    const feed = await server.get('/api/public-feed');
    const feedIds = publicFeedResponseSchema.parse(feed.json).map((item) => item.id);
    for (const id of ids) expect(feedIds).toContain(id);
    const pages: Array<[string, string]> = [
      ['the public feed', feed.text],
      ['the dataset export', (await server.get('/api/export-dataset')).text],
      ['the analytics', (await server.get('/api/analytics')).text],
    ];
    for (const id of ids) {
      pages.push([`/api/analysis/${id}`, (await server.get(`/api/analysis/${id}`)).text]);
      const shared = await server.get(`/shared/${id}`);
      expect(shared.status).toBe(200);
      pages.push([`/shared/${id}`, shared.text]);
    }
    const leaks = pages.flatMap(([where, page]) =>
      forbidden.filter((span) => shown(page, span)).map((span) => `${where} shows "${span}"`),
    );
    expect(leaks).toEqual([]);
  });

  it('a private message stays off the feed unless it is sent with "unlisted": false', async () => {
    const message =
      'Hi Alex, the spare key is under the blue pot by the back door. Feed the cat twice a day please.\nLove, Priya';
    const kept = (await server.postJson('/api/analyze/text', { content: message }))
      .json as AnalyzeResponse;
    const published = (
      await server.postJson('/api/analyze/text', { content: `${message} x`, unlisted: false })
    ).json as AnalyzeResponse;
    const feedIds = publicFeedResponseSchema
      .parse((await server.get('/api/public-feed')).json)
      .map((item) => item.id);
    expect(feedIds).not.toContain(kept.id);
    expect(feedIds).toContain(published.id);
    // Either way it opens at its link, masked.
    const page = (await server.get(`/api/analysis/${kept.id}`)).text;
    expect(page).toContain('the spare key is under the blue pot');
    expect(shown(page, 'Alex') || shown(page, 'Priya')).toBe(false);
  });
});
