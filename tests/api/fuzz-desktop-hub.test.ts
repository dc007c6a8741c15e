/**
 * Property-based fuzzing of the desktop and hub routes over HTTP against real servers:
 * desktop mode (HUB_URL set to a closed loopback port): GET /api/my-analyses?q=&limit=,
 * DELETE /api/analysis/:id and POST /api/analysis/:id/publish with fuzzed ids and queries;
 * hub mode: POST /api/publish with fuzzed bodies. Every answer is below 500 and JSON (a 204 has
 * no body), a 4xx carries {message} and changes nothing, a search returns only matches, a delete
 * or publish touches only the exact id it names, and publishing is idempotent on publishId.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeResponseSchema,
  myAnalysesResponseSchema,
  publishAcceptedResponseSchema,
  publishResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import {
  FUZZ_ENV,
  contentTypeArb,
  expectApiAnswer,
  expectStillServing,
  fuzzRuns,
  idArb,
  isSafeToSend,
  jsonBodyArb,
  oddJsonValue,
  oddString,
  queryArb,
  rawRequest,
  takeSnapshot,
  type StoreSnapshot,
} from '../helpers/fuzz';
import { isLoopback, recordConnections } from '../helpers/outbound-connections';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

/** Runs per property: each is a handful of small requests. */
const NUM_RUNS = fuzzRuns(100);
/** A hub nobody listens on: publishing is queued and retried, never delivered. */
const UNREACHABLE_HUB = 'http://127.0.0.1:9';

/** The known id with things appended or prepended that must not reach it. */
const nearIds = (id: string) => [
  `${id}%00`,
  `${id}/..`,
  `${id}%2f..`,
  `..%2f${id}`,
  `${id}%20`,
  ` ${id}`,
  id.toLowerCase(),
  id.toUpperCase(),
  `${id}x`,
  id.slice(1),
  `${id}.json`,
  encodeURIComponent(`../${id}`),
];

describe('desktop mode: my analyses, delete, publish', () => {
  let server: TestServer;
  let knownId: string;
  let otherId: string;
  let snapshot: StoreSnapshot;
  /** Content of each stored analysis, to check that search results match. */
  const contents = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer({ env: { ...FUZZ_ENV, HUB_URL: UNREACHABLE_HUB } });
    for (const content of [NEWS_TEXT, SCAM_TEXT, `${NEWS_TEXT} 100% sure_thing [x] ^caret`]) {
      const { id } = analyzeResponseSchema.parse(
        (await server.postJson('/api/analyze/text', { content })).json,
      );
      contents.set(id, content);
    }
    [knownId = '', otherId = ''] = [...contents.keys()];
    snapshot = await takeSnapshot(server, knownId);
  });
  afterAll(() => server.close());

  const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

  it('answers any search and limit below 500; a search returns only analyses that contain it', async () => {
    const value = fc.oneof(
      oddString(30),
      fc.constantFrom(
        '%',
        '_',
        '\\',
        '%_%',
        "'",
        '"',
        '[x]',
        '^',
        'SURE',
        '100%',
        'council',
        '',
        ' ',
        'a'.repeat(201),
      ),
    );
    const query = fc.record(
      {
        q: fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 3 })),
        limit: fc.oneof(
          fc.constantFrom(
            '',
            '0',
            '1',
            '2',
            '50',
            '200',
            '201',
            '-1',
            '1e3',
            '0x10',
            ' 5',
            '9999999999',
            'NaN',
          ),
          oddString(5),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async ({ q, limit }) => {
        const params = new URLSearchParams();
        for (const v of q === undefined ? [] : Array.isArray(q) ? q : [q])
          params.append('q', v.replace(/[\ud800-\udfff]/g, ''));
        if (limit !== undefined) params.append('limit', limit.replace(/[\ud800-\udfff]/g, ''));
        const path = `/api/my-analyses?${params}`;
        const response = await server.get(path);
        expectApiAnswer(response, `GET ${path}`);
        if (response.status !== 200) return;
        const body = myAnalysesResponseSchema.parse(response.json);
        // A NUL cannot be searched for (SQLite's LIKE stops there), so it is ignored.
        const search = (params.get('q') ?? '').replaceAll('\u0000', '').trim();
        expect(body.total).toBeGreaterThanOrEqual(body.analyses.length);
        for (const item of body.analyses) {
          const content = contents.get(item.id);
          expect(content, `unknown id ${item.id}`).toBeDefined();
          if (search)
            expect(
              fold([item.title, item.url, content].join('\n')),
              `${path} matched ${item.id}`,
            ).toContain(fold(search));
        }
      }),
      { numRuns: NUM_RUNS },
    );
    await expectStillServing(server);
  });

  it('deletes only by the exact id: fuzzed and near-miss ids are 404 and delete nothing', async () => {
    const ids = fc.oneof(idArb, fc.constantFrom(...nearIds(knownId), ...nearIds(otherId)));
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        const response = await server.request(`/api/analysis/${id}`, { method: 'DELETE' });
        expectApiAnswer(response, `DELETE ${id}`);
        expect(response.status, `DELETE ${id}`).toBeGreaterThanOrEqual(400);
        expect(await takeSnapshot(server, knownId)).toEqual(snapshot);
        expect((await server.get(`/api/analysis/${otherId}`)).status).toBe(200);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('publishes only by the exact id: fuzzed ids and bodies are refused below 500 and change nothing', async () => {
    const ids = fc.oneof(idArb, fc.constantFrom(...nearIds(knownId)));
    await fc.assert(
      fc.asyncProperty(ids, jsonBodyArb('id'), contentTypeArb, async (id, body, contentType) => {
        const response = await rawRequest(
          server,
          'POST',
          `/api/analysis/${id}/publish`,
          body,
          contentType,
        );
        expectApiAnswer(response, `publish ${id}`);
        expect(
          response.status,
          `publish ${id}: ${response.text.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(await takeSnapshot(server, knownId)).toEqual(snapshot);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('answers every GET with any id and query below 500 (or the hub-unreachable 503), with JSON, changing nothing', async () => {
    const routes = [
      '/api/analysis/',
      '/api/video-analysis/',
      '/api/analysis-criteria/',
      '/api/public-feed',
      '/api/public-feed/status',
      '/api/database-metrics',
      '/api/my-analyses',
      '/api/meta',
      '/api/analytics',
      '/api/export-dataset',
      '/api/daily-analysis',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(idArb, fc.constantFrom(...nearIds(knownId))),
        queryArb,
        async (route, id, query) => {
          const path = (route.endsWith('/') ? route + id : route) + query;
          const response = await server.get(path);
          expectApiAnswer(response, `GET ${path.slice(0, 200)}`, { hubUnreachable503: true });
          expect(await takeSnapshot(server, knownId)).toEqual(snapshot);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('queues a real analysis for publishing whatever body comes with it, once, and delete still works', async () => {
    const connections = recordConnections();
    try {
      await fc.assert(
        fc.asyncProperty(jsonBodyArb('publish'), contentTypeArb, async (body, contentType) => {
          const response = await rawRequest(
            server,
            'POST',
            `/api/analysis/${knownId}/publish`,
            body,
            contentType,
          );
          expectApiAnswer(response, `publish known ${contentType}`);
          // A body is not needed; a broken one may be refused, never a 5xx.
          if (response.status === 202)
            expect(publishAcceptedResponseSchema.parse(response.json).id).toBe(knownId);
        }),
        { numRuns: Math.ceil(NUM_RUNS / 4) },
      );
      const stored = storedAnalysisResponseSchema.parse(
        (await server.get(`/api/analysis/${knownId}`)).json,
      );
      expect(stored.publication).toBeTruthy();
      expect((await server.request(`/api/analysis/${otherId}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      // Gone here; not local, so the desktop asks the hub, which is unreachable: 503 JSON.
      const gone = await server.get(`/api/analysis/${otherId}`);
      expectApiAnswer(gone, 'GET deleted', { hubUnreachable503: true });
      expect([404, 503]).toContain(gone.status);
      expect((await server.get(`/api/analysis/${knownId}`)).status).toBe(200);
    } finally {
      connections.stop();
    }
    // The worker tried the hub (a closed loopback port) and nothing else.
    expect(connections.targets.filter((target) => !isLoopback(target))).toEqual([]);
  });

  it('answers the hub-only POST /api/publish with 404 JSON and stores nothing', async () => {
    const before = await takeSnapshot(server, knownId);
    const response = await server.postJson('/api/publish', {
      publishId: 'a'.repeat(20),
      type: 'text',
      content: NEWS_TEXT,
    });
    expect(response.status).toBe(404);
    expectApiAnswer(response, 'POST /api/publish on a desktop');
    expect(await takeSnapshot(server, knownId)).toEqual(before);
  });
});

describe('hub mode: POST /api/publish', () => {
  let hub: TestServer;
  let knownId: string;
  let snapshot: StoreSnapshot;
  const seen = new Map<string, string>();

  beforeAll(async () => {
    hub = await startTestServer({ env: FUZZ_ENV });
    knownId = analyzeResponseSchema.parse(
      (await hub.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
    ).id;
    snapshot = await takeSnapshot(hub, knownId);
  });
  afterAll(() => hub.close());

  const publishIdArb = fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'short',
        'x'.repeat(65),
        '../../../../etc/passwd0',
        'a'.repeat(15),
        `${'a'.repeat(16)}%00`,
        '',
      ),
    },
    { weight: 1, arbitrary: oddString(70) },
  );
  const requestArb = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        {
          publishId: publishIdArb,
          type: fc.oneof(
            fc.constantFrom('text', 'screenshot', 'article', 'shopping', 'video', 'TEXT', 'image'),
            oddJsonValue(1),
          ),
          content: fc.oneof(oddString(300), fc.constantFrom(NEWS_TEXT, SCAM_TEXT, '', '   ')),
          url: fc.oneof(
            oddString(60),
            fc.constantFrom('http://10.0.0.1/', 'https://x.invalid/a', 'javascript:alert(1)', ''),
          ),
          title: oddString(40),
          results: oddJsonValue(2),
        },
        { requiredKeys: ['publishId', 'type'] },
      ),
    },
    { weight: 2, arbitrary: oddJsonValue(4) },
    // Well-formed requests in every run, so the accept path is exercised whatever the seed (a
    // seed that drew none would leave "a publishId maps to one entry" untested).
    {
      weight: 2,
      arbitrary: fc.record({
        publishId: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        type: fc.constant('text'),
        content: fc
          .tuple(fc.constantFrom(NEWS_TEXT, SCAM_TEXT), oddString(40))
          .map(([text, tail]) => `${text} ${tail}`),
      }),
    },
  );

  it('answers any publish request below 500, with JSON; a refusal changes nothing; a publishId maps to one entry', async () => {
    const connections = recordConnections();
    try {
      await fc.assert(
        fc.asyncProperty(
          requestArb.filter(
            (r) =>
              typeof (r as { url?: unknown })?.url !== 'string' ||
              isSafeToSend((r as { url: string }).url),
          ),
          async (request) => {
            const response = await hub.postJson('/api/publish', request);
            expectApiAnswer(response, `publish ${JSON.stringify(request).slice(0, 150)}`);
            if (response.status >= 400) {
              expect(
                await takeSnapshot(hub, knownId),
                'a refused publish changed stored data',
              ).toEqual(snapshot);
              return;
            }
            const { id } = publishResponseSchema.parse(response.json);
            const publishId = (request as { publishId: string }).publishId;
            // 201 the first time a publishId is seen, 200 with the same entry after.
            expect(response.status, publishId).toBe(seen.has(publishId) ? 200 : 201);
            if (seen.has(publishId)) expect(id).toBe(seen.get(publishId));
            seen.set(publishId, id);
            expect((await hub.get(`/api/analysis/${id}`)).status).toBe(200);
            snapshot = await takeSnapshot(hub, knownId);
          },
        ),
        { numRuns: NUM_RUNS },
      );
      expect(connections.targets, 'the recorder sees connections').toContain(
        await connections.probe(hub.url),
      );
    } finally {
      connections.stop();
    }
    expect(seen.size, 'some publications were accepted').toBeGreaterThan(0);
    expect(connections.targets.filter((target) => !isLoopback(target))).toEqual([]);
    await expectStillServing(hub);
  });

  it('answers a repeated publishId with the same entry (replayed requests)', async () => {
    const [publishId, id] = [...seen.entries()][0] ?? [];
    expect(publishId).toBeDefined();
    const again = await hub.postJson('/api/publish', {
      publishId,
      type: 'text',
      content: `${NEWS_TEXT} different`,
    });
    expectApiAnswer(again, 'replay');
    expect(again.status).toBe(200);
    expect(publishResponseSchema.parse(again.json).id).toBe(id);
  });

  it('answers any raw body and content type below 500, with JSON', async () => {
    await fc.assert(
      fc.asyncProperty(jsonBodyArb('publishId'), contentTypeArb, async (body, contentType) => {
        const response = await rawRequest(hub, 'POST', '/api/publish', body, contentType);
        expectApiAnswer(response, `publish raw ${contentType}`);
        if (response.status >= 400) expect(await takeSnapshot(hub, knownId)).toEqual(snapshot);
        else snapshot = await takeSnapshot(hub, knownId);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
