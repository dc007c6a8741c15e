/**
 * The desktop app's UI in real Chromium: a desktop-mode server (HUB_URL set) next to a real hub
 * (a hosted server), both on loopback with their own temp SQLite. A person analyses a text,
 * publishes it, follows it to the public feed, finds it in My analyses, searches and deletes. The
 * hosted site shows none of it. At 1280 and 375 px. A hub that is down or refuses:
 * desktop-hub-trouble.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_TEXT, TEXT } from '../../src/shared/messages';
import { contrastViolations, focusWithoutIndicator, unnamedControls } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  VIEWPORT_NAMES,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';
import { FAST_RETRY_ENV, TEXTS, analyzeText, hubFeed } from '../helpers/desktop-e2e';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the desktop app: publish and My analyses; the hosted site shows none of it', () => {
  let hub: E2eApp;
  let desk: E2eApp;
  /** The analysis ids the publish tests made on the desktop, with the hub's shared link. */
  const published: Array<{ text: string; sharedUrl: string }> = [];

  beforeAll(async () => {
    hub = await startE2eApp();
    desk = await startE2eApp({
      env: { HUB_URL: hub.url, ...FAST_RETRY_ENV },
      browser: hub.browser,
    });
  });
  afterAll(async () => {
    await desk?.close();
    await hub?.close();
  });

  it('the hosted site has no Publish card and no My analyses link, and /my-analyses is the 404 page', async () => {
    const tab = await hub.openPage('desktop');
    const { page } = tab;
    await analyzeText(tab, hub.url, TEXTS.garlic);
    await page
      .getByRole('region', { name: 'Credibility Scorecard' })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    // The page has settled (the shell was read before it rendered); the card must not appear.
    await tab.settle();
    await expect(page.getByRole('region', { name: 'Public feed' }).count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Publish to public feed' }).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'My analyses' }).count(),
    ).resolves.toBe(0);

    await page.getByRole('link', { name: 'Open report page' }).click();
    await page
      .getByText('This report is the result of reviewing submitted text content.')
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await tab.settle();
    await expect(
      page.getByRole('button', { name: 'Publish to public feed' }).count(),
    ).resolves.toBe(0);

    await page.goto(`${hub.url}/my-analyses`);
    await waitForHeading(page, TEXT.notFoundPage, 1);
    // The API agrees: the desktop-only routes are 404 JSON on a hub.
    const list = await hub.server.get('/api/my-analyses');
    expect(list.status).toBe(404);
    tab.expectClean();
    await tab.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`analyses a text, publishes it and follows it to the public feed (${viewport})`, async () => {
      const tab = await desk.openPage(viewport, { clipboard: true });
      const { page } = tab;
      const text = TEXTS[viewport];
      await analyzeText(tab, desk.url, text);

      // Nothing has left the machine yet.
      const before = await hubFeed(hub.server);

      // This page's loopback address is no use to anyone else: no Share button, Publish instead.
      const summary = page.getByRole('region', { name: 'Analysis Summary', exact: true });
      await tab.settle();
      await expect(
        summary.getByRole('button', { name: 'Share', exact: true }).count(),
      ).resolves.toBe(0);
      await expect(
        summary.getByRole('link', { name: 'Open report page' }).isVisible(),
      ).resolves.toBe(true);

      const card = page.getByRole('region', { name: 'Public feed' });
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      const hubHost = new URL(hub.url).hostname;
      await expect(card.innerText()).resolves.toContain(
        `Publishing sends the text to the public feed at ${hubHost}, where it is analyzed again. Nothing is sent unless you press Publish.`,
      );
      await card.scrollIntoViewIfNeeded();
      await expect(hasHorizontalOverflow(page), 'the report fits the screen').resolves.toBe(false);
      await tab.screenshot('desktop-publish');

      // Press it with the keyboard.
      const publish = card.getByRole('button', { name: 'Publish to public feed' });
      await publish.focus();
      await page.keyboard.press('Enter');
      await card.getByText('Published to the public feed.').waitFor({ timeout: UI_TIMEOUT_MS });
      // The button is gone; focus went to the announced state line, not to the page's top.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
        'status',
      );
      await expect(
        card.getByRole('button', { name: 'Publish to public feed' }).count(),
      ).resolves.toBe(0);

      const link = card.getByRole('link', { name: /shared/ });
      const sharedUrl = await link.getAttribute('href');
      expect(sharedUrl).toMatch(new RegExp(`^${escapeRegExp(hub.url)}/shared/[\\w-]+$`));
      published.push({ text, sharedUrl: sharedUrl! });
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('desktop-published');

      // Copy the public link.
      await card.getByRole('button', { name: 'Copy public link' }).click();
      await card.getByRole('button', { name: TEXT.copied }).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(sharedUrl);

      // The link opens through the platform (a new tab here, the system browser in the app), not in place.
      await page.evaluate(() => {
        const w = window as unknown as { __opened: string[] };
        w.__opened = [];
        window.open = (url?: string | URL) => {
          w.__opened.push(String(url));
          return null;
        };
      });
      await link.click();
      await expect(
        page.evaluate(() => (window as unknown as { __opened: string[] }).__opened),
      ).resolves.toEqual([sharedUrl]);
      expect(page.url()).toBe(`${desk.url}/home`);

      // Exactly one new public entry on the hub, re-analyzed there: its report page shows it.
      const after = await hubFeed(hub.server);
      const hubId = sharedUrl!.split('/').pop()!;
      expect(after.length).toBe(before.length + 1);
      expect(after.some((item) => item.id === hubId)).toBe(true);
      const hubTab = await hub.openPage(viewport);
      await hubTab.page.goto(sharedUrl!);
      await hubTab.page
        .getByText('This report is the result of reviewing submitted text content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(hubTab.page.getByLabel('Submitted text').textContent()).resolves.toBe(text);
      hubTab.expectClean();
      await hubTab.close();

      // The desktop's Public Feed is the hub's: the new entry is there, with no offline notice.
      await page.goto(`${desk.url}/feed`);
      await page
        .getByText(/^Showing latest \d+ of \d+ total analyses$/)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.locator(`a[href="/shared/${hubId}"]`).count()).resolves.toBe(1);
      await tab.settle();
      await expect(page.getByText(/You are offline|could not be reached/).count()).resolves.toBe(0);

      // Its feed card opens the hub's copy (read through the local server): a public analysis,
      // not this computer's, so there is nothing to publish from here.
      await page.locator(`a[href="/shared/${hubId}"]`).click();
      await page
        .getByText('This report is the result of reviewing submitted text content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await tab.settle();
      await expect(page.getByRole('region', { name: 'Public feed' }).count()).resolves.toBe(0);
      tab.expectClean();
      await tab.close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    it(`My analyses lists, searches, opens and deletes (${viewport})`, async () => {
      // One more private analysis, made through the API as the app would (its own text: the same
      // text again would be the cached analysis, not a new one).
      const extra = await desk.server.postJson('/api/analyze/text', {
        content: `${TEXTS.garlic} Seen on ${viewport}.`,
      });
      expect(extra.status).toBe(200);
      const tab = await desk.openPage(viewport);
      const { page } = tab;
      await page.goto(`${desk.url}/home`);

      // The header link, on a phone inside the menu.
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'My analyses' }).click();
      await waitForHeading(page, 'My analyses', 1);
      expect(new URL(page.url()).pathname).toBe('/my-analyses');

      const list = page.getByRole('list', { name: 'My analyses, newest first' });
      await list.waitFor({ timeout: UI_TIMEOUT_MS });
      const rows = list.getByRole('article');
      const total = await rows.count();
      expect(total).toBeGreaterThanOrEqual(3);
      await expect(page.getByText(`${total} analyses on this computer.`).isVisible()).resolves.toBe(
        true,
      );
      // Newest first: the garlic text just made heads the list, private; the published ones say so.
      await expect(rows.first().getByRole('heading').innerText()).resolves.toContain(
        'raw garlic on the feet',
      );
      await expect(rows.first().getByText('Private', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      await expect(rows.first().getByRole('img').getAttribute('aria-label')).resolves.toMatch(
        /^Grade [A-F], credibility score \d+ percent$/,
      );
      // Each viewport's publish test published its own text (the desktop run deletes its own later).
      const mine = published.find((p) => p.text === TEXTS[viewport]);
      expect(mine, 'the publish test of this viewport ran first').toBeDefined();
      const publishedRow = rows.filter({ hasText: TEXTS[viewport].slice(0, 40) });
      await expect(publishedRow.getByText('Published', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      await expect(
        publishedRow.getByRole('link', { name: /Public copy/ }).getAttribute('href'),
      ).resolves.toBe(mine?.sharedUrl);
      await expect(hasHorizontalOverflow(page), 'the list fits the screen').resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await expect(focusWithoutIndicator(page, 20), 'keyboard focus is visible').resolves.toEqual(
        [],
      );
      await tab.screenshot('my-analyses');

      // Search: the words go into the address, one row matches; a reload keeps it.
      await page.getByLabel('Search my analyses').fill('moon landing');
      await page.waitForURL(/\?q=moon\+landing$/, { timeout: UI_TIMEOUT_MS });
      await page
        .getByText('1 analysis matches "moon landing".')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(rows.count()).resolves.toBe(1);
      await page.reload();
      await page
        .getByText('1 analysis matches "moon landing".')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.getByLabel('Search my analyses').inputValue()).resolves.toBe(
        'moon landing',
      );
      await page.getByLabel('Search my analyses').fill('zebra xylophone');
      await page.getByText('Nothing matches').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page
        .getByText(`${total} analyses on this computer.`)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      expect(new URL(page.url()).search).toBe('');

      // Open goes to the report, which shows the publish state.
      await publishedRow.getByRole('link', { name: /^Open/ }).click();
      await page.waitForURL(/\/shared\/[\w-]+$/, { timeout: UI_TIMEOUT_MS });
      await page
        .getByRole('region', { name: 'Public feed' })
        .getByText('Published to the public feed.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await page.goBack();
      await list.waitFor({ timeout: UI_TIMEOUT_MS });

      // Delete asks first (focus on Cancel; Escape keeps it), says the public copy stays, then removes it.
      const target =
        viewport === 'desktop' ? publishedRow : rows.filter({ hasText: 'raw garlic' }).first();
      const deleteButton = target.getByRole('button', { name: /^Delete/ });
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
      await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(
        dialog
          .getByRole('button', { name: 'Cancel' })
          .evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true);
      await expect(dialog.innerText()).resolves.toContain(
        viewport === 'desktop'
          ? 'It was published: its public copy stays on the public feed.'
          : DESKTOP_TEXT.deleteKeepsPublicCopy,
      );
      await tab.screenshot('my-analyses-delete');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await expect(deleteButton.evaluate((el) => el === document.activeElement)).resolves.toBe(
        true,
      );
      await expect(rows.count()).resolves.toBe(total);

      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await page
        .getByText(`${total - 1} analyses on this computer.`)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(rows.count()).resolves.toBe(total - 1);
      // Focus lands on the count line, which still exists; the deletion was announced.
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        `${total - 1} analyses on this computer.`,
      );
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^Deleted "/ })
          .count(),
      ).resolves.toBe(1);
      if (viewport === 'desktop') {
        // The public copy is still on the hub.
        const hubId = mine!.sharedUrl.split('/').pop()!;
        await expect(hub.server.get(`/api/analysis/${hubId}`).then((r) => r.status)).resolves.toBe(
          200,
        );
      }
      tab.expectClean();
      await tab.close();
    });
  }
});
