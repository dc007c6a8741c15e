/**
 * Fetched pages built to stall or fool the page reader, over HTTP against a real server: each is
 * answered (read, or refused with a 422 that says what to do), the tricks that hid scam text from
 * the regex pre-processing find the same red flags as the plain page, and a page past the
 * worker's deadline or heap cap is refused with a clear message while the server keeps serving.
 * Payloads are generated here; a local server on 127.0.0.1 serves them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeResponseSchema,
  errorBodySchema,
  storedAnalysisSchema,
  type Results,
} from '../../src/shared';
import { MARKUP_CUT_NOTE } from '../../src/server/analysis/acquire/article/html-limits';
import { URL_ERRORS } from '../../src/server/kinds/url/analyze-url';
import { UNTRUSTED_ERRORS } from '../../src/server/kinds/untrusted-errors';
import { HOSTILE_PAGES, SCAM_LINES, page } from '../helpers/hostile-payloads';
import { startTestServer, type TestServer } from '../helpers/server';

const ARTICLE_TEXT =
  'The harbour authority said on Monday that the north quay will reopen in June after repairs to the sea wall, ' +
  'according to a statement published on its website. Ferry services will return to the old timetable.';

interface PageServer {
  origin: string;
  hostPort: string;
  close(): Promise<void>;
}

/** Serves `pages[path]` as text/html from 127.0.0.1. */
/** `together`: hold the answers until that many pages were asked for, then send them all. */
async function servePages(
  pages: Record<string, () => string>,
  options: { together?: number } = {},
): Promise<PageServer> {
  const cache = new Map<string, string>();
  const held: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const make = pages[path];
    if (!make) {
      res.writeHead(404).end();
      return;
    }
    if (!cache.has(path)) cache.set(path, make());
    held.push(() =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(cache.get(path)),
    );
    if (held.length >= (options.together ?? 1)) for (const answer of held.splice(0)) answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const flagTypes = (results: Results) => results.redFlags.map((f) => f.type).sort();

describe('hostile pages', () => {
  let web: PageServer;
  let server: TestServer;
  beforeAll(async () => {
    web = await servePages({
      '/plain': () => page(`<p>${SCAM_LINES}</p>`),
      '/comment-trick': HOSTILE_PAGES.commentTrick,
      '/attribute-trick': HOSTILE_PAGES.attributeTrick,
      '/script-in-attribute': () => HOSTILE_PAGES.scriptInAttribute(ARTICLE_TEXT),
      '/unclosed-anchors': HOSTILE_PAGES.unclosedAnchors,
      '/many-attributes': () => HOSTILE_PAGES.manyAttributes(ARTICLE_TEXT),
      '/deep-nesting': () => HOSTILE_PAGES.deepNesting(ARTICLE_TEXT),
      '/shallow-then-deep': () =>
        page(
          `<article><p>${ARTICLE_TEXT}</p><p>${ARTICLE_TEXT}</p></article>${HOSTILE_PAGES.deepNesting('deep')}`,
        ),
      '/flat-elements': () => HOSTILE_PAGES.flatElements(ARTICLE_TEXT),
    });
    server = await startTestServer({ env: { FETCH_ALLOW_PRIVATE_HOSTS: web.hostPort } });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  const analyze = (path: string) =>
    server.postJson('/api/analyze/url', { url: `${web.origin}${path}` });
  const read = async (path: string) => {
    const response = await analyze(path);
    expect(response.status, response.text).toBe(200);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    return { results, content: stored.content ?? '' };
  };

  it('finds the same red flags when scam text hides between scripts holding comment markers', async () => {
    const plain = await read('/plain');
    expect(plain.results.redFlags.length).toBeGreaterThan(0);
    const trick = await read('/comment-trick');
    expect(trick.content).toContain('SUSPENDED within 24 hours');
    expect(flagTypes(trick.results)).toEqual(flagTypes(plain.results));
    expect(trick.results.scorecard).toEqual(plain.results.scorecard);
  });

  it('finds the same red flags when an attribute value holds "<style>"', async () => {
    const plain = await read('/plain');
    const trick = await read('/attribute-trick');
    expect(trick.content).toContain('gift cards');
    expect(flagTypes(trick.results)).toEqual(flagTypes(plain.results));
  });

  it('reads an ordinary page with "<script>" inside an attribute', async () => {
    const { content } = await read('/script-in-attribute');
    expect(content).toContain('north quay will reopen in June');
  });

  it('answers a page of unclosed <a tags', async () => {
    const response = await analyze('/unclosed-anchors');
    // The page has one short line of text: read, or refused as having nothing to read.
    expect([200, 422]).toContain(response.status);
    expect(errorBodySchema.safeParse(response.json).success || response.status === 200).toBe(true);
    expect(response.text).not.toContain(UNTRUSTED_ERRORS.page);
  });

  it('reads the text of an element carrying 100,000 attributes', async () => {
    const { content } = await read('/many-attributes');
    expect(content).toContain('north quay will reopen in June');
  });

  it('reads 499 nested <div>s up to the nesting limit and says the rest was not read', async () => {
    // The text sits below the nesting limit: nothing readable comes before the cut, and the
    // answer says why instead of blaming scripts.
    const response = await analyze('/deep-nesting');
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.json)).toEqual({
      message: URL_ERRORS.noTextBeforeCut,
      type: 'guidance',
    });
    // Text above the limit is read, with a note.
    const shallow = await analyze('/shallow-then-deep');
    expect(shallow.status, shallow.text).toBe(200);
    const { results } = analyzeResponseSchema.parse(shallow.json);
    expect(results.analysisMetadata.notes).toContain(MARKUP_CUT_NOTE);
  });

  it('reads a flat page of 30,000 elements', async () => {
    const { content } = await read('/flat-elements');
    expect(content).toContain('north quay will reopen in June');
  });

  it('keeps answering other requests while hostile pages are read', async () => {
    const hostile = ['/many-attributes?x=1', '/deep-nesting?x=1', '/flat-elements?x=1'].map(
      (path) => analyze(path),
    );
    // Served while the pages are parsed in workers, before any of them is finished.
    let finished = 0;
    for (const request of hostile) void request.then(() => finished++);
    const feed = await server.get('/api/public-feed');
    expect(feed.status).toBe(200);
    const meta = await server.get('/api/meta');
    expect(meta.status).toBe(200);
    await Promise.all(hostile);
    expect(finished).toBe(hostile.length);
  });
});

describe('page parsing budgets', () => {
  let web: PageServer;
  beforeAll(async () => {
    web = await servePages({
      '/article': () => page(`<article><p>${ARTICLE_TEXT}</p><p>${ARTICLE_TEXT}</p></article>`),
    });
  });
  afterAll(() => web.close());

  const refusedWith = async (options: Parameters<typeof startTestServer>[0]) => {
    const server = await startTestServer({
      ...options,
      env: { FETCH_ALLOW_PRIVATE_HOSTS: web.hostPort },
    });
    try {
      const response = await server.postJson('/api/analyze/url', { url: `${web.origin}/article` });
      // The server still answers once the worker was stopped.
      expect((await server.get('/api/meta')).status).toBe(200);
      return response;
    } finally {
      await server.close();
    }
  };

  it('refuses a page not read within the deadline with a 422 that says what to do', async () => {
    // 1 ms: no page can be read in time, so the deadline is what answers.
    const response = await refusedWith({ untrusted: { pageDeadlineMs: 1 } });
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.json)).toEqual({
      message: UNTRUSTED_ERRORS.page,
      type: 'guidance',
    });
  });

  it('refuses a page when the worker runs out of its heap, with the same 422', async () => {
    // A heap too small for the page reader's own code: the worker runs out of memory and is stopped.
    const response = await refusedWith({ untrusted: { heapMb: 4 } });
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.json).message).toBe(UNTRUSTED_ERRORS.page);
  });

  it('refuses with 503 and Retry-After when too many pages wait for a worker', async () => {
    // Three different pages arrive together (the page server answers once all three were asked
    // for) while the only worker is still starting: one will run at once, one may wait, the
    // third is refused.
    const many = await servePages(
      Object.fromEntries(
        [0, 1, 2].map((i) => [
          `/p${i}`,
          () => page(`<article><p>${ARTICLE_TEXT} ${i}</p></article>`),
        ]),
      ),
      { together: 3 },
    );
    const server = await startTestServer({
      env: { FETCH_ALLOW_PRIVATE_HOSTS: many.hostPort },
      untrusted: { workers: 1, maxQueued: 1 },
    });
    try {
      const responses = await Promise.all(
        [0, 1, 2].map((i) => server.postJson('/api/analyze/url', { url: `${many.origin}/p${i}` })),
      );
      const busy = responses.filter((r) => r.status === 503);
      expect(
        responses.map((r) => r.status).sort(),
        responses.map((r) => r.text).join('\n'),
      ).toEqual([200, 200, 503]);
      expect(busy).toHaveLength(1);
      expect(errorBodySchema.parse(busy[0]!.json).message).toBe(UNTRUSTED_ERRORS.busy);
      expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    } finally {
      await server.close();
      await many.close();
    }
  });
});
