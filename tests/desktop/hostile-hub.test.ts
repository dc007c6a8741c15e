/**
 * A hostile or broken hub on 127.0.0.1 cannot exhaust a desktop: answers are read only up to
 * MAX_HUB_RESPONSE_BYTES and the connection is cut there (feed, publish answers, fact-check
 * pages), a hub sending fact-checks without end fills the desktop's index only by the sync bounds,
 * and fact-checks the importer would refuse (a javascript: review URL, a NUL byte, a date that is
 * not one) are never stored, so never become a claim's source.
 */
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_HUB_RESPONSE_BYTES } from '../../src/server/desktop/hub-client';
import { MAX_SYNC_FACT_CHECKS } from '../../src/server/desktop/hub-fact-checks';
import { FactCheckIndex } from '../../src/server/store/fact-check-index';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import {
  FACT_CHECK_PAGE_SIZE,
  analyzeResponseSchema,
  factCheckPageSchema,
  type FactCheckPage,
} from '../../src/shared';
import { WHALES_TEXT } from '../helpers/fact-checks';
import { makeTempDir, startTestServer } from '../helpers/server';
import { waitFor } from './hub-front';
import {
  analyzeText,
  onCleanup,
  publication,
  startDesktop,
  waitForPublication,
} from './publishing-setup';

/** What a hostile hub streams at most: far past the cap, so reading it all is visible. */
const HUGE_BODY_BYTES = 160 * 1024 * 1024;
/**
 * What may have left the fake hub when the desktop stops reading at the cap: the cap plus what
 * the two sockets' buffers and the HTTP client's queue hold, well below HUGE_BODY_BYTES.
 */
const SENT_BEYOND_CAP_ALLOWED = 32 * 1024 * 1024;

type Route = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

interface Stream {
  path: string;
  sent: number;
  /** The client closed the connection before the whole body was sent. */
  cut: boolean;
  done: Promise<void>;
}

interface FakeHub {
  url: string;
  streams: Stream[];
  requests: string[];
  route(path: string, handler: Route): void;
  close(): Promise<void>;
}

async function startFakeHub(): Promise<FakeHub> {
  const routes = new Map<string, Route>();
  const streams: Stream[] = [];
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(req.url ?? '/');
    req.resume();
    const handler = routes.get(path);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not here.' }));
      return;
    }
    void Promise.resolve(handler(req, res)).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hub: FakeHub = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    streams,
    requests,
    route: (path, handler) => routes.set(path, handler),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  onCleanup(() => hub.close());
  return hub;
}

/**
 * Streams HUGE_BODY_BYTES of a JSON string (no content-length) with back-pressure, counting what
 * the socket accepted, and stops when the client goes away.
 */
function streamHuge(hub: FakeHub): Route {
  return (req, res) => {
    const stream: Stream = { path: req.url ?? '', sent: 0, cut: false, done: Promise.resolve() };
    hub.streams.push(stream);
    stream.done = new Promise<void>((resolve) => {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let closed = false;
      res.on('close', () => {
        closed = true;
        stream.cut = !res.writableFinished;
        resolve();
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"padding":"');
      const pump = () => {
        while (!closed && stream.sent < HUGE_BODY_BYTES) {
          stream.sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        if (!closed) res.end('"}');
      };
      pump();
    });
  };
}

function expectCutAtCap(stream: Stream): void {
  // A figure for the record (socket buffers vary); the bounds below are the pass condition.
  console.log(
    `${stream.path}: ${(stream.sent / 1024 / 1024).toFixed(1)} MB left the hub before the desktop cut the connection`,
  );
  expect(stream.cut).toBe(true);
  expect(stream.sent).toBeGreaterThan(MAX_HUB_RESPONSE_BYTES / 2);
  expect(stream.sent).toBeLessThan(MAX_HUB_RESPONSE_BYTES + SENT_BEYOND_CAP_ALLOWED);
}

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const metrics: Route = (_req, res) => json(res, { totalAnalyses: '0' });

const emptyPage: FactCheckPage = { factChecks: [], next: null, more: false };

/** A valid fact-check with review URL https://desk.example/<n>. */
function generated(n: number) {
  return {
    claimReviewed: `Generated claim number ${n} about a harbour toll`,
    rating: 'False',
    verdict: 'false' as const,
    publisherName: 'Desk',
    publisherSite: 'desk.example',
    reviewUrl: `https://desk.example/${n}`,
    reviewDate: '2025-01-02',
    language: 'en',
    claimant: null,
    appearanceUrls: [],
    indexedAt: new Date(Date.UTC(2025, 0, 1) + n).toISOString(),
  };
}

/** Every page full and announcing more: a hub that would send fact-checks without end. */
function endlessPages(): Route {
  return (req, res) => {
    const after = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('after') ?? 0);
    const factChecks = Array.from({ length: FACT_CHECK_PAGE_SIZE }, (_, i) =>
      generated(after + i + 1),
    );
    const last = factChecks.at(-1)!;
    json(res, {
      factChecks,
      next: { since: last.indexedAt, after: after + FACT_CHECK_PAGE_SIZE },
      more: true,
    });
  };
}

/** The fact-checks a desktop's SQLite file holds (read after the desktop closed). */
function storedFactChecks(dataDir: string): number {
  const store = openSqliteStore({ dataDir });
  try {
    return new FactCheckIndex(store.db).count();
  } finally {
    void store.close();
  }
}

async function desktopDir(): Promise<string> {
  const dir = await makeTempDir();
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('a hub that streams without end', () => {
  it('the feed: reading stops at the cap, the desktop answers 503 in plain words', async () => {
    const hub = await startFakeHub();
    hub.route('/api/public-feed', streamHuge(hub));
    hub.route('/api/database-metrics', metrics);
    hub.route('/api/fact-checks', (_req, res) => json(res, emptyPage));
    const desktop = await startDesktop(hub.url);

    const answer = await desktop.get('/api/public-feed');
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ message: expect.stringMatching(/^[A-Z].*\.$/) });
    const stream = hub.streams.find((s) => s.path === '/api/public-feed')!;
    await stream.done;
    expectCutAtCap(stream);
    expect((await desktop.get('/api/public-feed/status')).json).toMatchObject({
      stale: true,
      error: 'The public feed sent an answer too large to read.',
    });
  });

  it("a publish: the hub's answer is read up to the cap, and the publish is tried again later", async () => {
    const hub = await startFakeHub();
    hub.route('/api/publish', streamHuge(hub));
    hub.route('/api/fact-checks', (_req, res) => json(res, emptyPage));
    const desktop = await startDesktop(hub.url);
    const id = await analyzeText(desktop, WHALES_TEXT);
    expect((await desktop.request(`/api/analysis/${id}/publish`, { method: 'POST' })).status).toBe(
      202,
    );
    const waiting = await waitForPublication(
      desktop,
      id,
      (p) => p.error !== undefined,
      'the publish to fail',
    );
    expect(waiting).toMatchObject({
      state: 'queued',
      error: 'The public feed sent an answer too large to read.',
    });
    const stream = hub.streams.find((s) => s.path === '/api/publish')!;
    await stream.done;
    expectCutAtCap(stream);
    expect((await publication(desktop, id))?.state).toBe('queued');
  });

  it('a fact-check page: reading stops at the cap and nothing is copied', async () => {
    const hub = await startFakeHub();
    hub.route('/api/fact-checks', streamHuge(hub));
    const dataDir = await desktopDir();
    const desktop = await startTestServer({ dataDir, env: { HUB_URL: hub.url } });
    const stream = await waitFor(
      async () => hub.streams.find((s) => s.path.startsWith('/api/fact-checks')),
      'the first sync',
    );
    await stream.done;
    expectCutAtCap(stream);
    await desktop.close();
    expect(storedFactChecks(dataDir)).toBe(0);
  });
});

describe('a hub that sends fact-checks without end', () => {
  it(`copies at most ${MAX_SYNC_FACT_CHECKS} per sync`, async () => {
    const hub = await startFakeHub();
    hub.route('/api/fact-checks', endlessPages());
    const dataDir = await desktopDir();
    const desktop = await startTestServer({ dataDir, env: { HUB_URL: hub.url } });
    await waitFor(
      async () => (hub.requests.some((r) => r.startsWith('/api/fact-checks')) ? true : undefined),
      'the first sync',
    );
    // close() waits for the sync under way to end.
    await desktop.close();
    expect(storedFactChecks(dataDir)).toBe(MAX_SYNC_FACT_CHECKS);
    expect(hub.requests.filter((r) => r.startsWith('/api/fact-checks'))).toHaveLength(
      MAX_SYNC_FACT_CHECKS / FACT_CHECK_PAGE_SIZE,
    );
  });

  it('stops copying once the index holds the total bound, however many syncs follow', async () => {
    const hub = await startFakeHub();
    hub.route('/api/fact-checks', endlessPages());
    const dataDir = await desktopDir();
    const limits = { perSync: 3 * FACT_CHECK_PAGE_SIZE, total: 5 * FACT_CHECK_PAGE_SIZE + 30 };
    const syncs: Array<{ stored: number; requests: number }> = [];
    for (let start = 0; start < 3; start++) {
      const before = hub.requests.length;
      // Each start syncs once; close() waits for that sync to end.
      const desktop = await startTestServer({
        dataDir,
        env: { HUB_URL: hub.url },
        factCheckSyncLimits: limits,
      });
      await desktop.close();
      syncs.push({ stored: storedFactChecks(dataDir), requests: hub.requests.length - before });
    }
    expect(syncs).toEqual([
      { stored: limits.perSync, requests: 3 },
      { stored: limits.total, requests: 3 },
      // A full index asks the hub for nothing more.
      { stored: limits.total, requests: 0 },
    ]);
  });
});

describe('fact-checks the importer would refuse', () => {
  it('are never stored, so a javascript: URL never becomes a claim source', async () => {
    const hub = await startFakeHub();
    const whales = 'Offshore wind turbines are killing whales on the east coast';
    const hostile = [
      { ...generated(1), claimReviewed: whales, reviewUrl: 'javascript:alert(1)//</script>' },
      {
        ...generated(2),
        claimReviewed: `${whales}\u0000`,
        reviewUrl: 'https://hostile.example/nul',
      },
      {
        ...generated(3),
        claimReviewed: whales,
        reviewUrl: 'https://hostile.example/date',
        reviewDate: 'not-a-date',
      },
      { ...generated(4), publisherName: 'Desk\u0000Desk' },
    ];
    const good = generated(5);
    const factChecks = [...hostile, good];
    hub.route('/api/fact-checks', (_req, res) =>
      json(
        res,
        factCheckPageSchema.parse({
          factChecks,
          next: { since: good.indexedAt, after: 5 },
          more: false,
        }),
      ),
    );
    const desktop = await startDesktop(hub.url);
    await waitFor(async () => {
      const page = factCheckPageSchema.parse((await desktop.get('/api/fact-checks')).json);
      return page.factChecks.length ? page : undefined;
    }, 'the sync');
    const page = factCheckPageSchema.parse((await desktop.get('/api/fact-checks')).json);
    expect(page.factChecks.map((f) => f.reviewUrl)).toEqual([good.reviewUrl]);

    const analyzed = await desktop.postJson('/api/analyze/text', { content: WHALES_TEXT });
    expect(analyzed.status).toBe(200);
    const sources = analyzeResponseSchema
      .parse(analyzed.json)
      .results.claims.flatMap((c) => c.sources.map((s) => s.url));
    expect(sources.filter((url) => !/^https?:\/\//.test(url))).toEqual([]);
    expect(sources.some((url) => url.includes('hostile.example'))).toBe(false);
  });
});
