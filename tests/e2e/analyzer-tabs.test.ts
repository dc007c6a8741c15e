/**
 * The Shopping, Video and Screenshot tabs end to end: real Chromium, the real server, a fixture
 * shop on 127.0.0.1 (allowed through FETCH_ALLOW_PRIVATE_HOSTS) and a fake YouTube speaking the
 * real formats. Each checks what the page sends (spec 7), the running state, and the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IMAGE_RETENTION_MS } from '../../src/shared/constants';
import { TEXT } from '../../src/shared/messages';
import { imageSizeKb } from '../../src/shared/grading';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube/fake-youtube';
import { TIMED_CLAIMS, longTalkCues, secondsOf } from '../fakes/youtube/transcripts';
import { scamSmsHtml } from '../helpers/screenshots';
import {
  REPORT_TEST_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  hasHorizontalOverflow,
  startE2eApp,
  type E2eApp,
} from '../helpers/browser';

const VIDEO_ID = 'WalkTalk_01';
/** Acquisition, OCR and analysis on a shared machine: give the report time to arrive. */
const TEST_TIMEOUT_MS = REPORT_TEST_TIMEOUT_MS;

describe('Shopping, Video and Screenshot tabs', () => {
  let app: E2eApp;
  let shop: FixtureServer;
  let youtube: FakeYouTube;

  beforeAll(async () => {
    shop = await startFixtureServer();
    youtube = await startFakeYouTube([
      {
        id: VIDEO_ID,
        title: 'A walk and a talk about health',
        channel: 'Slow Walks',
        lengthSeconds: 300,
        description: 'A calm walk by the river.',
        tracks: [{ languageCode: 'en', name: 'English', format: 'json3', cues: longTalkCues(60) }],
      },
    ]);
    app = await startE2eApp({
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: shop.hostPort,
        YOUTUBE_BASE_URL: youtube.url,
        YOUTUBE_OEMBED_URL: `${youtube.url}/oembed`,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await shop?.close();
    await youtube?.close();
  });

  it(
    'Shopping: shares the address with the Video tab and sends {url, type: "shopping"}',
    async () => {
      const tab = await app.openPage('desktop');
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      const shopUrl = `${shop.origin}/shop/scam`;
      // Spec 5: the Video and Shopping inputs share one value.
      await page.getByLabel('YouTube video or article link').fill(`  ${shopUrl}  `);
      await page.getByRole('tab', { name: 'Shopping' }).click();
      const input = page.getByLabel('Shopping website URL');
      // A URL input drops the surrounding spaces itself; the value is the same one.
      await expect(input.inputValue()).resolves.toBe(shopUrl);
      await expect(input.getAttribute('type')).resolves.toBe('url');
      await page
        .getByRole('tabpanel', { name: 'Shopping' })
        .getByText('What we evaluate')
        .waitFor({ timeout: UI_TIMEOUT_MS });

      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/analyze/url') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Analyze Shop', exact: true }).click();
      expect((await request).postDataJSON()).toEqual({ url: shopUrl, type: 'shopping' });
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: REPORT_TIMEOUT_MS });

      const content = page.getByRole('region', { name: 'Analyzed Content', exact: true });
      await expect(content.getByRole('link').getAttribute('href')).resolves.toBe(shopUrl);
      expect(
        await page
          .getByRole('region', { name: 'Credibility Scorecard' })
          .getByRole('img')
          .first()
          .getAttribute('aria-label'),
      ).toMatch(/^Grade [D-F]/);
      await expect(
        page
          .getByRole('region', { name: 'Red Flags', exact: true })
          .locator(':scope > details > div > ul > li')
          .count(),
      ).resolves.toBeGreaterThan(0);
      // Not a video: no Share Video.
      await expect(page.getByRole('button', { name: 'Share Video' }).count()).resolves.toBe(0);
      await tab.screenshot('home-shopping-results');
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'Video: sends {url}, links claims to their moment, and shares the video page',
    async () => {
      const tab = await app.openPage('mobile', { clipboard: true });
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      const videoUrl = `https://www.youtube.com/watch?v=${VIDEO_ID}`;
      await page.getByLabel('YouTube video or article link').fill(videoUrl);
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/analyze/url') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Analyze Video' }).click();
      expect((await request).postDataJSON()).toEqual({ url: videoUrl });
      await page
        .getByRole('button', { name: TEXT.analyzing })
        .waitFor({ timeout: UI_TIMEOUT_MS })
        .catch(() => undefined);
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: REPORT_TIMEOUT_MS })
        .catch(async (error: unknown) => {
          await tab.screenshot('home-video-failed');
          throw error;
        });

      const claims = page.getByRole('region', { name: 'Claims Analysis', exact: true });
      // 60 cues of the talk hold its first timed claim.
      const said = claims.getByRole('listitem').filter({ hasText: TIMED_CLAIMS[0].marker }).first();
      await expect(said.getByRole('link', { name: /Watch at/ }).getAttribute('href')).resolves.toBe(
        `https://www.youtube.com/watch?v=${VIDEO_ID}&t=${secondsOf(0)}s`,
      );
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await tab.screenshot('home-video-results');

      const summary = page.getByRole('region', { name: 'Analysis Summary', exact: true });
      await summary.getByRole('button', { name: 'Share Video' }).click();
      await summary.getByRole('button', { name: TEXT.copied }).waitFor({ timeout: UI_TIMEOUT_MS });
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${app.url.replace(/[.]/g, '\\.')}/video/[\\w-]+$`));

      await page.goto(link);
      await page
        .getByRole('heading', { name: 'A walk and a talk about health', level: 1 })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.getByText('Slow Walks ·').isVisible()).resolves.toBe(true);
      await expect(
        page.getByText(/^Full Transcript Analyzed \([\d,]+ characters\)$/).isVisible(),
      ).resolves.toBe(true);
      await tab.screenshot('video-analyzed');
      // The page made no request to YouTube: the player is a facade until pressed.
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'Screenshot: ignores non-images, uploads the field "image", shows the image card and forgets the pixels after 5 minutes',
    async () => {
      const tab = await app.openPage('desktop');
      const { page } = tab;
      // Render the scam text message as a real PNG, as a phone would capture it.
      const render = await app.browser.newPage({ viewport: { width: 900, height: 420 } });
      await render.route('**/*', (route) => route.abort());
      await render.setContent(scamSmsHtml());
      const png = await render.screenshot({ type: 'png' });
      await render.close();

      await page.clock.install();
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Screenshot' }).click();
      const analyze = page.getByRole('button', { name: 'Analyze Screenshot' });
      await expect(analyze.isDisabled()).resolves.toBe(true);
      const picker = page.locator('[role="tabpanel"]:not([hidden]) input[type="file"]');
      await expect(picker.getAttribute('accept')).resolves.toBe(
        'image/jpeg,image/png,image/gif,image/webp',
      );
      // A file that is not an image is not taken, and an alert says so and what to do.
      await picker.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('just text'),
      });
      await expect(analyze.isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        '"notes.txt" is not a JPEG, PNG, GIF or WebP image. Choose a screenshot saved as JPEG, PNG, GIF or WebP. For a PDF, use the PDF tab; for another document, copy its text into the Text tab.',
      );

      await picker.setInputFiles({ name: 'scam-sms.png', mimeType: 'image/png', buffer: png });
      await expect(analyze.isEnabled()).resolves.toBe(true);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await expect(page.getByText(`(${imageSizeKb(png.length)} KB)`).isVisible()).resolves.toBe(
        true,
      );

      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/analyze/image') && r.method() === 'POST',
      );
      await analyze.click();
      const sent = await request;
      expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent.postDataBuffer()?.toString('latin1')).toContain(
        'name="image"; filename="scam-sms.png"',
      );
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: REPORT_TIMEOUT_MS });

      const card = page.getByRole('region', { name: 'Analyzed Screenshot', exact: true });
      await expect(card.getByText('scam-sms.png').isVisible()).resolves.toBe(true);
      await expect(
        card.getByText(`${imageSizeKb(png.length)} KB`, { exact: true }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        card.getByRole('button', { name: /Open the screenshot full size/ }).isVisible(),
      ).resolves.toBe(true);
      expect(
        await page
          .getByRole('region', { name: 'Credibility Scorecard' })
          .getByRole('img')
          .first()
          .getAttribute('aria-label'),
      ).toMatch(/^Grade [D-F]/);
      await tab.screenshot('home-screenshot-results');

      // Spec 4: the client holds the screenshot 5 minutes, then only its analysis remains.
      await page.clock.fastForward(CLIENT_IMAGE_RETENTION_MS + 1000);
      await card
        .getByText('The image itself is no longer held')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(card.getByRole('img').count()).resolves.toBe(0);
      await expect(card.getByText('scam-sms.png').isVisible()).resolves.toBe(true);

      // Its shared report says what was analyzed and still shows the stored image (kept 5 hours).
      await page.getByRole('link', { name: 'Open report page' }).click();
      await page
        .getByText('This report is the result of analyzing screenshot content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      const sharedCard = page.getByRole('region', { name: 'Analyzed Screenshot', exact: true });
      // Named by its format there, never by the uploader's file name (issue 28).
      await expect(sharedCard.getByText('screenshot.png').isVisible()).resolves.toBe(true);
      await expect(sharedCard.getByText('scam-sms.png').count()).resolves.toBe(0);
      await expect(
        sharedCard.getByRole('button', { name: /Open the screenshot full size/ }).isVisible(),
      ).resolves.toBe(true);
      await tab.screenshot('shared-screenshot');
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
