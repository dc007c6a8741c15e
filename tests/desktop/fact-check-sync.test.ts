/**
 * A desktop copies the hub's fact-check index when it can reach the hub, then matches claims
 * against its copy with the hub offline; a later start continues from its saved cursor.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_CHECK_PAGE_SIZE, analyzeResponseSchema, factCheckPageSchema } from '../../src/shared';
import { CLAIM_REVIEW_FEED, EXTRA_CSV, WHALES_TEXT, importFeed } from '../helpers/fact-checks';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';
import { createHarness, rawRequest, windowHeaders } from './desktop-harness';
import { waitFor } from './hub-front';
import { onCleanup, startDesktop, startFront, startHub } from './publishing-setup';

/** Every fact-check the server's export lists, walking its pages. */
async function localCount(server: TestServer): Promise<number> {
  let path = '/api/fact-checks';
  let count = 0;
  for (;;) {
    const page = factCheckPageSchema.parse((await server.get(path)).json);
    count += page.factChecks.length;
    if (!page.more || !page.next) return count;
    path = `/api/fact-checks?since=${encodeURIComponent(page.next.since)}&after=${page.next.after}`;
  }
}

describe('fact-checks from the hub on the desktop', () => {
  it("syncs the hub's index when online and matches claims with the hub offline", async () => {
    const hub = await startHub();
    expect((await importFeed(hub.dataDir, CLAIM_REVIEW_FEED)).code).toBe(0);
    const front = await startFront(hub.url);
    const desktop = await startDesktop(front.url);
    await waitFor(
      async () => ((await localCount(desktop)) === 22 ? true : undefined),
      'the desktop to copy 22 fact-checks',
    );
    expect(front.log.some((r) => r.method === 'GET' && r.path.startsWith('/api/fact-checks'))).toBe(
      true,
    );

    front.setMode({ kind: 'refuse' });
    const response = await desktop.postJson('/api/analyze/text', { content: WHALES_TEXT });
    expect(response.status).toBe(200);
    const claim = analyzeResponseSchema
      .parse(response.json)
      .results.claims.find((c) => c.claim.includes('wind turbines'));
    expect(claim?.status).toBe('false');
    expect(claim?.sources[0]).toMatchObject({
      type: 'fact-check',
      url: 'https://truthmeter.example/fact-check/wind-turbines-whales',
    });
  });

  it('continues from its saved cursor after a restart, copying only what is new', async () => {
    const hub = await startHub();
    expect((await importFeed(hub.dataDir, CLAIM_REVIEW_FEED)).code).toBe(0);
    const front = await startFront(hub.url);
    const dataDir = await makeTempDir();
    onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ dataDir, env: { HUB_URL: front.url } });
    await waitFor(
      async () => ((await localCount(first)) === 22 ? true : undefined),
      'the first sync',
    );
    await first.close();

    hub.clock.advance(60_000);
    expect((await importFeed(hub.dataDir, EXTRA_CSV)).code).toBe(0);
    front.log.length = 0;
    const second = await startTestServer({ dataDir, env: { HUB_URL: front.url } });
    onCleanup(() => second.close());
    await waitFor(
      async () => ((await localCount(second)) === 24 ? true : undefined),
      'the second sync',
    );
    const reads = front.log.filter((r) => r.path.startsWith('/api/fact-checks'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.path).toMatch(/^\/api\/fact-checks\?since=[^&]+&after=\d+$/);
  });

  it("walks the hub's pages to the end", async () => {
    const hub = await startHub();
    const rows = 2 * FACT_CHECK_PAGE_SIZE + 50;
    const csv = join(hub.dataDir, 'many.csv');
    const lines = Array.from(
      { length: rows },
      (_, i) => `"Generated claim ${i} about a harbour toll",False,Desk,https://desk.example/${i}`,
    );
    await writeFile(csv, `claim_reviewed,rating,publisher_name,review_url\n${lines.join('\n')}\n`);
    expect((await importFeed(hub.dataDir, csv)).code).toBe(0);
    const front = await startFront(hub.url);
    const desktop = await startDesktop(front.url);
    await waitFor(
      async () => ((await localCount(desktop)) === rows ? true : undefined),
      `the desktop to copy ${rows} fact-checks`,
    );
    expect(
      front.log.filter((r) => r.path.startsWith('/api/fact-checks')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('works in the desktop runtime the Electron app starts (launch secret and all)', async () => {
    const harness = createHarness();
    onCleanup(() => harness.cleanup());
    const hub = await startHub();
    expect((await importFeed(hub.dataDir, CLAIM_REVIEW_FEED)).code).toBe(0);
    const front = await startFront(hub.url);
    const runtime = await harness.start(
      await harness.tempDir('factlens-desktop-fc-'),
      await harness.uiDir(),
      { HUB_URL: front.url },
    );
    const headers = windowHeaders(runtime);
    await waitFor(async () => {
      const page = factCheckPageSchema.parse(
        (await rawRequest(runtime.port, '/api/fact-checks', { headers })).json,
      );
      return page.factChecks.length === 22 ? true : undefined;
    }, 'the desktop runtime to copy 22 fact-checks');
    front.setMode({ kind: 'refuse' });
    const analyzed = await rawRequest(runtime.port, '/api/analyze/text', {
      method: 'POST',
      headers: windowHeaders(runtime, { 'content-type': 'application/json' }),
      body: JSON.stringify({ content: WHALES_TEXT }),
    });
    expect(analyzed.status).toBe(200);
    const claims = analyzeResponseSchema.parse(analyzed.json).results.claims;
    expect(claims.find((c) => c.claim.includes('wind turbines'))?.status).toBe('false');
  });
});
