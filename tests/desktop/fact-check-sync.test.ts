/**
 * A desktop copies the hub's fact-check index when it can reach the hub, then matches claims
 * against its copy with the hub offline; a later start continues from its saved cursor.
 */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { analyzeResponseSchema, factCheckPageSchema } from '../../src/shared';
import { CLAIM_REVIEW_FEED, EXTRA_CSV, WHALES_TEXT, importFeed } from '../helpers/fact-checks';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';
import { waitFor } from './hub-front';
import { onCleanup, startDesktop, startFront, startHub } from './publishing-setup';

async function localCount(desktop: TestServer): Promise<number> {
  return factCheckPageSchema.parse((await desktop.get('/api/fact-checks')).json).factChecks.length;
}

describe('fact-checks from the hub on the desktop', () => {
  it('syncs the hub\'s index when online and matches claims with the hub offline', async () => {
    const hub = await startHub();
    expect((await importFeed(hub.dataDir, CLAIM_REVIEW_FEED)).code).toBe(0);
    const front = await startFront(hub.url);
    const desktop = await startDesktop(front.url);
    await waitFor(async () => ((await localCount(desktop)) === 22 ? true : undefined), 'the desktop to copy 22 fact-checks');
    expect(front.log.some((r) => r.method === 'GET' && r.path.startsWith('/api/fact-checks'))).toBe(true);

    front.setMode({ kind: 'refuse' });
    const response = await desktop.postJson('/api/analyze/text', { content: WHALES_TEXT });
    expect(response.status).toBe(200);
    const claim = analyzeResponseSchema.parse(response.json).results.claims.find((c) => c.claim.includes('wind turbines'));
    expect(claim?.status).toBe('false');
    expect(claim?.sources[0]).toMatchObject({ type: 'fact-check', url: 'https://truthmeter.example/fact-check/wind-turbines-whales' });
  });

  it('continues from its saved cursor after a restart, copying only what is new', async () => {
    const hub = await startHub();
    expect((await importFeed(hub.dataDir, CLAIM_REVIEW_FEED)).code).toBe(0);
    const front = await startFront(hub.url);
    const dataDir = await makeTempDir();
    onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ dataDir, env: { HUB_URL: front.url } });
    await waitFor(async () => ((await localCount(first)) === 22 ? true : undefined), 'the first sync');
    await first.close();

    hub.clock.advance(60_000);
    expect((await importFeed(hub.dataDir, EXTRA_CSV)).code).toBe(0);
    front.log.length = 0;
    const second = await startTestServer({ dataDir, env: { HUB_URL: front.url } });
    onCleanup(() => second.close());
    await waitFor(async () => ((await localCount(second)) === 24 ? true : undefined), 'the second sync');
    const reads = front.log.filter((r) => r.path.startsWith('/api/fact-checks'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.path).toMatch(/^\/api\/fact-checks\?since=[^&]+&after=\d+$/);
  });
});
