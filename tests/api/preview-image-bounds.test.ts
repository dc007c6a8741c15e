/**
 * No client can make the server draw link-preview images without end (issue 35: one client
 * cycling through report ids redrew images endlessly and pushed everyone's out of the cache),
 * over real HTTP. The images are drawn by the analysis pool, which reports each drawing; the test
 * counts those reports and moves the server's clock by hand, so nothing here depends on time.
 *  - one client's new drawings are bounded per minute: past the bound it gets 429 with a
 *    sentence and Retry-After, while images already drawn are still served to it and another
 *    client's new image is drawn; a minute later it may draw again;
 *  - one client's drawings hold a bounded share of the cache: after it cycles through many
 *    reports, another client's image is still kept (served without drawing again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueEvent } from '../../src/server/analysis/acquire/isolation/pool-engine';
import { PREVIEW_IMAGES_PER_CLIENT } from '../../src/server/link-preview/preview-image-cache';
import {
  PREVIEW_DRAW_WINDOW_MS,
  PREVIEW_DRAWS_PER_CLIENT,
} from '../../src/server/link-preview/preview-images';
import type { NewAnalysis } from '../../src/server/store/store';
import { errorBodySchema } from '../../src/shared';
import { makeResults } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const CYCLER = '203.0.113.10';
const OTHER = '198.51.100.20';

let server: TestServer;
const events: QueueEvent[] = [];
const ids: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'loopback' },
    analysis: { onQueueEvent: (event) => events.push(event) },
  });
  const store = server.openStore();
  for (let i = 0; i < PREVIEW_IMAGES_PER_CLIENT + PREVIEW_DRAWS_PER_CLIENT + 5; i++) {
    const analysis: NewAnalysis = {
      type: 'text',
      url: null,
      domain: null,
      title: `Report number ${i}`,
      content: 'Fixture text.',
      contentHash: null,
      video: null,
      image: null,
      results: makeResults(),
      createdAt: server.clock.now(),
    };
    ids.push((await store.insertAnalysis(analysis)).id);
  }
});
afterAll(() => server.close());

const image = (id: string, client: string) =>
  server.request(`/api/preview-image/${id}.png`, { headers: { 'x-forwarded-for': client } });
const draws = () => events.filter((e) => e.type === 'started' && e.kind === 'draw-preview').length;

describe('link-preview images per client', () => {
  it('bounds one client’s new drawings a minute, never what is already drawn or others', async () => {
    const kept = ids[0]!;
    expect((await image(kept, OTHER)).status).toBe(200);
    for (const id of ids.slice(1, 1 + PREVIEW_DRAWS_PER_CLIENT))
      expect((await image(id, CYCLER)).status, id).toBe(200);
    const before = draws();
    const refused = await image(ids[1 + PREVIEW_DRAWS_PER_CLIENT]!, CYCLER);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.json).message).toMatch(
      /^Too many link-preview images were asked for from your address\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(draws()).toBe(before);
    // What is drawn is still served to it, and another client still gets a new image.
    expect((await image(ids[1]!, CYCLER)).status).toBe(200);
    expect((await image(ids.at(-1)!, OTHER)).status).toBe(200);
    // A minute later the client may draw again.
    server.clock.advance(PREVIEW_DRAW_WINDOW_MS);
    expect((await image(ids[1 + PREVIEW_DRAWS_PER_CLIENT]!, CYCLER)).status).toBe(200);
  });

  it('holds one client’s drawings to its share of the cache, keeping another client’s image', async () => {
    // The cycler drew ids 1 to 21 (its share is 20), and asked for id 1 again after drawing 20:
    // its least recently used drawing, id 2, gave way, not the other client's id 0.
    expect(PREVIEW_DRAWS_PER_CLIENT + 1).toBeGreaterThan(PREVIEW_IMAGES_PER_CLIENT);
    const before = draws();
    const kept = await image(ids[0]!, OTHER);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('image/png');
    expect(draws()).toBe(before);
    expect((await image(ids[2]!, CYCLER)).status).toBe(200);
    expect(draws()).toBe(before + 1);
  });
});
