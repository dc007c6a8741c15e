/**
 * The desktop app's UI in real Chromium when its hub is in trouble: while the hub is down the feed
 * says so and a publication stays queued with its last error, then lands when the hub is back; a
 * hub that refuses shows Publishing failed with its message, and Try again publishes it.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ERRORS, TEXT } from '../../src/shared/messages';
import { contrastViolations } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
} from '../helpers/browser';
import { ManualClock } from '../helpers/clock';
import { FAST_RETRY_ENV, TEXTS, analyzeText, hubFeed } from '../helpers/desktop-e2e';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE_MS = 60_000;

/**
 * A hub that is down: its port is held by a listener that drops every connection at once, so no
 * other program can take the port before the real hub starts on it.
 */
async function downHub(atPort = 0): Promise<{ port: number; release(): Promise<void> }> {
  const holder = createNetServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => holder.listen(atPort, '127.0.0.1', resolve));
  const { port } = holder.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}

describe('the desktop app when its hub is down or refuses', () => {
  it('while the hub is down: the feed says it cannot be reached, a publish stays queued with its error, then lands when the hub is back', async () => {
    const down = await downHub();
    const port = down.port;
    const hubUrl = `http://127.0.0.1:${port}`;
    const offline = await startE2eApp({
      env: { HUB_URL: hubUrl, ...FAST_RETRY_ENV },
    });
    let lateHub: TestServer | null = null;
    let downAgain: Awaited<ReturnType<typeof downHub>> | null = null;
    try {
      const tab = await offline.openPage('desktop');
      const { page } = tab;

      await page.goto(`${offline.url}/feed`);
      await waitForHeading(page, TEXT.feedUnavailable, 1);
      await expect(page.getByText(ERRORS.hubFeedUnreachable).isVisible()).resolves.toBe(true);
      const reason = page
        .getByRole('status')
        .filter({ hasText: /^Reason: The public feed at 127\.0\.0\.1:\d+ could not be reached/ });
      await reason.waitFor({ timeout: UI_TIMEOUT_MS });
      await tab.screenshot('desktop-feed-unreachable');

      await analyzeText(tab, offline.url, TEXTS.garlic);
      const card = page.getByRole('region', { name: 'Public feed' });
      await card.getByRole('button', { name: 'Publish to public feed' }).click();
      await card
        .getByText(
          /^Queued, not sent yet after \d+ attempts?\. FactLens keeps trying, also after a restart\.$/,
        )
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(card.getByText(/^Last error: .*could not be reached/).isVisible()).resolves.toBe(
        true,
      );
      await tab.screenshot('desktop-publish-queued');

      // The hub comes up on that address: the queued analysis is published without another press.
      // The desktop's clock is set 12 minutes back for this feed read, so its copy is 12 minutes old.
      await down.release();
      lateHub = await startTestServer({
        env: { PORT: String(port) },
        clock: new ManualClock(new Date()),
      });
      await card.getByText('Published to the public feed.').waitFor({ timeout: UI_TIMEOUT_MS * 2 });
      expect((await hubFeed(lateHub)).length).toBe(1);

      offline.server.clock.advance(-12 * MINUTE_MS);
      await page.goto(`${offline.url}/feed`);
      await page
        .getByText('Showing latest 1 of 1 total analyses')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      offline.server.clock.advance(12 * MINUTE_MS);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/You are offline|could not be reached/).count()).resolves.toBe(0);

      // The hub goes away again: the saved copy shows, with its age.
      await lateHub.close();
      lateHub = null;
      downAgain = await downHub(port);
      await page.reload();
      const offlineNotice = page
        .getByRole('status')
        .filter({ hasText: 'You are offline: showing the public feed as of 12 minutes ago.' });
      await offlineNotice.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(
        page.getByText('Showing latest 1 of 1 total analyses').isVisible(),
      ).resolves.toBe(true);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await tab.screenshot('desktop-feed-offline');
      tab.expectClean();
      await tab.close();
    } finally {
      await down.release().catch(() => undefined);
      await downAgain?.release();
      await lateHub?.close();
      await offline.close();
    }
  });

  it('a hub that refuses shows Publishing failed with its message, and Try again publishes it', async () => {
    // A small hub speaking the real protocol: it refuses the first publish, accepts the next.
    let publishCalls = 0;
    const fakeHub: Server = createServer((req, res) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/api/publish') {
        publishCalls += 1;
        req.resume();
        if (publishCalls === 1)
          send(422, { message: 'The public feed does not take this analysis right now.' });
        else
          send(201, {
            id: 'hub-entry-1',
            sharedUrl: `http://127.0.0.1:${(fakeHub.address() as AddressInfo).port}/shared/hub-entry-1`,
          });
        return;
      }
      if (req.url === '/api/public-feed') return send(200, []);
      if (req.url === '/api/database-metrics') return send(200, { totalAnalyses: '0' });
      send(404, { message: 'Not here.' });
    });
    await new Promise<void>((resolve) => fakeHub.listen(0, '127.0.0.1', resolve));
    const fakeUrl = `http://127.0.0.1:${(fakeHub.address() as AddressInfo).port}`;
    const app = await startE2eApp({
      env: { HUB_URL: fakeUrl, ...FAST_RETRY_ENV },
    });
    try {
      const tab = await app.openPage('mobile');
      const { page } = tab;
      await analyzeText(tab, app.url, TEXTS.garlic);
      const card = page.getByRole('region', { name: 'Public feed' });
      await card.getByRole('button', { name: 'Publish to public feed' }).click();
      await card.getByText('Publishing failed.').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(card.innerText()).resolves.toContain(
        'The public feed does not take this analysis right now.',
      );
      const retry = card.getByRole('button', { name: 'Try again' });
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await tab.screenshot('desktop-publish-failed');
      await retry.click();
      await card.getByText('Published to the public feed.').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(
        card.getByRole('link', { name: /hub-entry-1/ }).getAttribute('href'),
      ).resolves.toBe(`${fakeUrl}/shared/hub-entry-1`);
      expect(publishCalls).toBe(2);
      tab.expectClean();
      await tab.close();
    } finally {
      await app.close();
      await new Promise<void>((resolve) => fakeHub.close(() => resolve()));
    }
  });
});
