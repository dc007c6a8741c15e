/**
 * Issue 37 item 5, "From the feed to the analyzer", in real Chromium against the real server: a
 * first-time visitor lands on / (the public feed) and, on the first screen at 375 px as at
 * 1280 px, finds a plain call to check something of their own; it has its name for a screen
 * reader, the keyboard reaches it from the top of the page, and it opens the analyzer (/home),
 * by Enter and by a tap or click. The spec's header stays as it was. Screenshots of the first
 * screen go to test-results/e2e/feed-call-to-action-<width>.png (the full page to
 * feed-call-to-action-page-<width>.png) and the analyzer it leads to to
 * feed-call-to-action-home-<width>.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_YOUR_OWN_LABEL } from '../../src/renderer/src/components/feed/check-your-own';
import { contrastViolations, unnamedControls } from '../helpers/a11y';
import { seriousAxeFindings } from '../helpers/axe';
import {
  SCREENSHOT_DIR,
  UI_TIMEOUT_MS,
  VIEWPORTS,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';
import { SCAM_TEXT } from '../helpers/samples';

/** The widths the issue names: a phone (375 px) and a desktop. */
const SIZES = ['mobile', 'desktop'] as const;
/** Tab presses from the top of the page that may pass before the call is reached. */
const MAX_TABS = 12;
const HOME_HEADING = 'Check it before you share it';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
  // A feed with something on it, as a visitor finds it.
  const analyzed = await app.server.postJson('/api/analyze/text', { content: SCAM_TEXT });
  expect(analyzed.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

const callToAction = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: CHECK_YOUR_OWN_LABEL, exact: true });

/** Tabs from the top of the page until the call has the focus; the presses it took, or null. */
async function tabToCallToAction(page: Page): Promise<number | null> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === CHECK_YOUR_OWN_LABEL) return presses;
  }
  return null;
}

describe('from the feed to the analyzer', () => {
  for (const size of SIZES) {
    const { width, height } = VIEWPORTS[size];
    it(`shows a call to check something of your own on the first screen of / at ${width} px`, async () => {
      const tab = await app.openPage(size);
      const { page } = tab;
      await page.goto(`${app.url}/`);
      await waitForHeading(page, 'Public Feed', 1);
      await page.getByRole('article').first().waitFor({ timeout: UI_TIMEOUT_MS });
      const link = callToAction(page);
      await expect(link.getAttribute('href')).resolves.toBe('/home');
      // On the first screen: wholly inside the viewport with the page not scrolled.
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThan(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      // A touch target of 44 px, and the sentence around it says what it is for.
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const section = page.getByRole('region', { name: 'Not sure about something you have seen?' });
      await expect(section.textContent()).resolves.toContain('screenshot');
      // The spec's header is unchanged: the logo still leads to /home, Public Feed to /feed.
      await expect(
        page.getByRole('banner').getByRole('link').first().getAttribute('href'),
      ).resolves.toBe('/home');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await contrastViolations(page)).toEqual([]);
      expect(await unnamedControls(page)).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `feed-call-to-action-${width}.png`) });
      await tab.screenshot('feed-call-to-action-page');
      tab.expectClean();
      await tab.close();
    });

    it(`reaches it by keyboard and opens the analyzer, by Enter and by a click, at ${width} px`, async () => {
      const tab = await app.openPage(size);
      const { page } = tab;
      await page.goto(`${app.url}/`);
      await callToAction(page).waitFor({ timeout: UI_TIMEOUT_MS });
      const presses = await tabToCallToAction(page);
      expect(presses, `not reached in ${MAX_TABS} Tab presses`).not.toBeNull();
      // A visible focus ring on it.
      const outline = await callToAction(page).evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.url}/home`, { timeout: UI_TIMEOUT_MS });
      await waitForHeading(page, HOME_HEADING, 1);
      await expect(page.getByRole('tab', { name: 'Text' }).isVisible()).resolves.toBe(true);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `feed-call-to-action-home-${width}.png`),
      });

      await page.goto(`${app.url}/`);
      await callToAction(page).click();
      await page.waitForURL(`${app.url}/home`, { timeout: UI_TIMEOUT_MS });
      await waitForHeading(page, HOME_HEADING, 1);
      tab.expectClean();
      await tab.close();
    });
  }
});
