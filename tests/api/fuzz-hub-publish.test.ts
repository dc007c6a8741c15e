/**
 * Property-based fuzzing of the hub's POST /api/publish (the hub plug-in the hosted site mounts)
 * over HTTP against a real hosted server, with fuzzed bodies, raw bodies and content types. Every
 * answer is below 500 and JSON, a refusal carries {message} and changes nothing, and publishing is
 * idempotent on publishId. The desktop's routes are fuzzed in fuzz-desktop.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, publishResponseSchema } from '../../src/shared';
import {
  FUZZ_ENV,
  contentTypeArb,
  expectApiAnswer,
  expectStillServing,
  fuzzRuns,
  isSafeToSend,
  jsonBodyArb,
  oddJsonValue,
  oddString,
  rawRequest,
  takeSnapshot,
  type StoreSnapshot,
} from '../helpers/fuzz';
import { isLoopback, recordConnections } from '../helpers/outbound-connections';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

/** Runs per property: each is a handful of small requests. */
const NUM_RUNS = fuzzRuns(100);

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
