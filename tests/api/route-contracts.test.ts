/**
 * One contract per /api route (src/shared/contracts): every route the app mounts is declared by
 * a contract and every contract is mounted, and every contract's response schema accepts what
 * the real server answers (a server on a temp database, seeded through its store).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '../../src/shared/contract';
import {
  CORE_ROUTES,
  DESKTOP_ROUTES,
  HUB_ROUTES,
  analysisCriteriaRoute,
  analyticsRoute,
  dailyAnalysisRoute,
  databaseMetricsRoute,
  exportDatasetRoute,
  factChecksRoute,
  feedStatusRoute,
  hubPublishRoute,
  metaRoute,
  publicFeedRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../src/shared/contracts';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline';
import { loadConfig } from '../../src/server/config';
import { createApp } from '../../src/server/create-app';
import { ANALYZE_ENDPOINTS } from '../../src/server/kinds/registry';
import { hostedPlugins } from '../../src/server/hosted';
import { createLogger } from '../../src/server/logger';
import { openSqliteStore, sqliteStores } from '../../src/server/store/sqlite-store';
import { ManualClock } from '../helpers/clock';
import { importFeed } from '../helpers/fact-checks';
import { makeArticleAnalysis, makeVideoAnalysis } from '../helpers/fixtures';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';
import { routeUrl } from '../../src/shared/contract';

/**
 * Every route declared with defineRoute: each kind's analyze route, the core's, the hub's, and
 * the desktop's (which the hosted site mounts as 404s saying where they exist).
 */
const DECLARED: readonly RouteContract[] = [
  ...ANALYZE_ENDPOINTS.map((endpoint) => endpoint.contract),
  ...CORE_ROUTES,
  ...HUB_ROUTES,
  ...DESKTOP_ROUTES,
];

const named = (contract: RouteContract) => `${contract.method} ${contract.path}`;

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean | undefined> };
  handle?: { stack?: Layer[] };
}

/** "METHOD /path" of each route an Express router mounts, nested routers included. */
function mountedRoutes(stack: readonly Layer[]): string[] {
  return stack.flatMap((layer): string[] => {
    const route = layer.route;
    if (route) {
      const methods = Object.keys(route.methods).filter((method) => method !== '_all');
      return [route.path]
        .flat()
        .flatMap((path) => methods.map((method) => `${method.toUpperCase()} ${path}`));
    }
    return layer.handle?.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

describe('the mounted /api routes and the contracts', () => {
  it('are the same routes', async () => {
    const dataDir = await makeTempDir();
    const store = openSqliteStore({ dataDir });
    try {
      const stores = sqliteStores(store);
      const clock = new ManualClock();
      const app = createApp({
        stores,
        analyzer: createOfflineAnalyzer(),
        clock,
        plugins: hostedPlugins({ config: { publicUrl: undefined }, stores, clock }),
        config: loadConfig({
          PORT: '0',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          STATIC_DIR: join(dataDir, 'no-ui'),
          // The rate limits mount their own route layers ('/api/analyze/*rest', ...): not endpoints.
          RATE_LIMIT_ANALYZE_PER_MIN: '0',
          RATE_LIMIT_READ_PER_MIN: '0',
        }),
        log: createLogger('silent'),
      });
      const { stack } = (app as unknown as { router: { stack: Layer[] } }).router;
      const mounted = mountedRoutes(stack).filter((route) =>
        route.split(' ')[1]?.startsWith('/api/'),
      );
      const declared = DECLARED.map(named);

      expect(new Set(declared).size, 'a route declared twice').toBe(declared.length);
      expect(new Set(mounted).size, 'a route mounted twice').toBe(mounted.length);
      expect(
        mounted.filter((route) => !declared.includes(route)),
        'mounted without a contract',
      ).toEqual([]);
      expect(
        declared.filter((route) => !mounted.includes(route)),
        'declared but not mounted',
      ).toEqual([]);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("every contract's response schema", () => {
  let server: TestServer;
  const ids = { article: '', video: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const store = server.openStore();
    const now = server.clock.now();
    ids.article = (
      await store.insertAnalysis(
        makeArticleAnalysis({
          url: 'https://news.example/story',
          domain: 'news.example',
          createdAt: now,
        }),
      )
    ).id;
    ids.video = (
      await store.insertAnalysis(
        makeVideoAnalysis({
          videoId: 'abcdefghijk',
          createdAt: now,
          redFlags: [{ type: 'miracle_claim', severity: 'high' }],
        }),
      )
    ).id;
    expect((await importFeed(server.dataDir)).code).toBe(0);
  });
  afterAll(() => server.close());

  /** A JSON-answering route's call on the seeded server, and the status its success has. */
  const calls = (): Array<{
    contract: RouteContract;
    url: string;
    body?: unknown;
    status: number;
  }> => [
    {
      contract: storedAnalysisRoute,
      url: routeUrl(storedAnalysisRoute, { id: ids.article }),
      status: 200,
    },
    {
      contract: videoAnalysisRoute,
      url: routeUrl(videoAnalysisRoute, { id: ids.video }),
      status: 200,
    },
    {
      contract: analysisCriteriaRoute,
      url: routeUrl(analysisCriteriaRoute, { type: 'article' }),
      status: 200,
    },
    { contract: publicFeedRoute, url: routeUrl(publicFeedRoute), status: 200 },
    { contract: feedStatusRoute, url: routeUrl(feedStatusRoute), status: 200 },
    { contract: databaseMetricsRoute, url: routeUrl(databaseMetricsRoute), status: 200 },
    { contract: analyticsRoute, url: routeUrl(analyticsRoute), status: 200 },
    { contract: exportDatasetRoute, url: routeUrl(exportDatasetRoute), status: 200 },
    { contract: dailyAnalysisRoute, url: routeUrl(dailyAnalysisRoute), status: 200 },
    { contract: metaRoute, url: routeUrl(metaRoute), status: 200 },
    { contract: factChecksRoute, url: routeUrl(factChecksRoute), status: 200 },
    {
      contract: hubPublishRoute,
      url: routeUrl(hubPublishRoute),
      body: {
        publishId: 'contract-check-0001',
        type: 'text',
        content:
          'The city council voted on Tuesday to extend the tram line by four stops, the mayor said.',
      },
      status: 201,
    },
  ];

  it('is checked on a real answer for each route of the hosted site that answers JSON', () => {
    const checked = calls().map((call) => named(call.contract));
    const answeringJson = [...CORE_ROUTES, ...HUB_ROUTES]
      .filter((route) => route.response !== null)
      .map(named);
    expect(checked.sort()).toEqual(answeringJson.sort());
  });

  it('accepts what the server answers', async () => {
    for (const { contract, url, body, status } of calls()) {
      const response =
        body === undefined ? await server.get(url) : await server.postJson(url, body);
      expect(response.status, url).toBe(status);
      const parsed = contract.response?.safeParse(response.json);
      expect(parsed?.error?.issues ?? [], url).toEqual([]);
    }
  });
});
