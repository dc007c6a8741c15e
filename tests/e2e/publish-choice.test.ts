/**
 * Issue 26, "nothing personal public by accident": next to Analyze Text, the box "Show this
 * analysis on the public feed" starts unticked with a one-line reason when the pasted text reads
 * like a private message or a tip, ticked otherwise; it is reachable and togglable by keyboard and
 * described to screen readers; what it shows is what the request sends and where the analysis
 * lands. Real Chromium at phone (390 px) and laptop width against the real server; screenshots
 * under test-results/e2e/issue26-publish-choice-*.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSONAL_REASON_SENTENCES,
  SHOW_ON_FEED_LABEL,
} from '../../src/renderer/src/components/analyzer/public-notice';
import { SCREENSHOT_READ_FIRST } from '../../src/renderer/src/kinds/screenshot';
import { publicFeedResponseSchema, type AnalyzeResponse } from '../../src/shared';
import { seriousAxeFindings } from '../helpers/axe';
import { UI_TIMEOUT_MS, startE2eApp, type E2eApp, type ViewportName } from '../helpers/browser';
import { NEWS_TEXT } from '../helpers/samples';

const TEST_TIMEOUT_MS = 240_000;
const SIZES: ViewportName[] = ['phone', 'laptop'];
const PRIVATE_MESSAGE =
  'Hi Alex, the spare key is under the blue pot by the back door. Feed the cat twice a day please.\nLove, Priya';
const TIP =
  'Off the record: I work at the depot and we were told to delete the safety logs before the audit next week.';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp({ env: { RATE_LIMIT_ANALYZE_PER_MIN: '0' } });
});
afterAll(async () => {
  await app?.close();
});

const feedIds = async () =>
  publicFeedResponseSchema.parse((await app.server.get('/api/public-feed')).json).map((i) => i.id);

/**
 * Presses an Analyze Text button, checks the request carried the public-feed choice, and waits for
 * the report; returns the analysis the server answered with.
 */
async function submit(
  page: Page,
  button: Locator,
  choice: { unlisted: boolean },
): Promise<AnalyzeResponse> {
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/analyze/text'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze/text'));
  await button.click();
  expect((await sent).postDataJSON()).toMatchObject(choice);
  const body = (await (await answered).json()) as AnalyzeResponse;
  await page.locator('#verdict-headline').waitFor({ timeout: UI_TIMEOUT_MS });
  return body;
}

describe.each(SIZES)('the public-feed choice beside Analyze Text (%s)', (size) => {
  it(
    'starts unticked with its reason for a private message, ticked for an article, and sends what it shows',
    async () => {
      const tab = await app.openPage(size);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Text' });
      const box = panel.getByRole('checkbox', { name: SHOW_ON_FEED_LABEL });
      const text = panel.getByLabel('Text to analyze');
      await expect(box.isChecked()).resolves.toBe(true);

      await text.fill(NEWS_TEXT);
      await expect(box.isChecked()).resolves.toBe(true);
      await expect(
        panel.getByText(PERSONAL_REASON_SENTENCES['private-message']).count(),
      ).resolves.toBe(0);

      await text.fill(PRIVATE_MESSAGE);
      await expect(box.isChecked()).resolves.toBe(false);
      const reason = panel.getByText(PERSONAL_REASON_SENTENCES['private-message']);
      await expect(reason.isVisible()).resolves.toBe(true);
      // Screen readers hear the reason with the box.
      const describedBy = await box.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toContain(
        PERSONAL_REASON_SENTENCES['private-message'],
      );
      // Visible next to the button before pressing it: both on the first screen.
      const button = panel.getByRole('button', { name: 'Analyze Text' });
      await box.scrollIntoViewIfNeeded();
      const [boxBox, buttonBox] = [await box.boundingBox(), await button.boundingBox()];
      expect(boxBox && buttonBox && Math.abs(boxBox.y - buttonBox.y)).toBeLessThan(200);
      await expect(seriousAxeFindings(page)).resolves.toEqual([]);
      await tab.screenshot(`issue26-publish-choice-private-${size}`);

      // Kept off: the request says so and the feed never lists it.
      const kept = await submit(page, button, { unlisted: true });
      expect(await feedIds()).not.toContain(kept.id);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the keyboard reaches the box after the button and ticks it, and a ticked tip is published',
    async () => {
      const tab = await app.openPage(size);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Text' });
      const box = panel.getByRole('checkbox', { name: SHOW_ON_FEED_LABEL });
      const text = panel.getByLabel('Text to analyze');
      await text.fill(`${TIP} (${size})`);
      await expect(box.isChecked()).resolves.toBe(false);
      await expect(panel.getByText(PERSONAL_REASON_SENTENCES.tip).isVisible()).resolves.toBe(true);

      await text.focus();
      await page.keyboard.press('Tab'); // the Analyze Text button
      await page.keyboard.press('Tab'); // the box
      await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Space');
      await expect(box.isChecked()).resolves.toBe(true);
      await expect(
        panel.getByText('Analyses appear on the public feed, with personal details').isVisible(),
      ).resolves.toBe(true);
      await tab.screenshot(`issue26-publish-choice-tip-ticked-${size}`);

      const published = await submit(page, panel.getByRole('button', { name: 'Analyze Text' }), {
        unlisted: false,
      });
      expect(await feedIds()).toContain(published.id);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the Screenshot tab shows the same box, saying its text is read before the choice applies',
    async () => {
      const tab = await app.openPage(size);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Screenshot' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Screenshot' });
      const box = panel.getByRole('checkbox', { name: SHOW_ON_FEED_LABEL });
      await expect(box.isChecked()).resolves.toBe(true);
      await expect(panel.getByText(SCREENSHOT_READ_FIRST).isVisible()).resolves.toBe(true);
      await box.scrollIntoViewIfNeeded();
      await tab.screenshot(`issue26-publish-choice-screenshot-tab-${size}`);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
