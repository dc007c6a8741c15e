/**
 * Issue 25 in real Chromium against the real server: a shop link whose site cannot be reached
 * (its name lookup fails as on a machine without a network, through the app's injected resolver,
 * so nothing leaves 127.0.0.1) gets a report that says first why the page could not be opened,
 * and a button that analyzes the same link again, which reads it again rather than the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import {
  PAGE_NOT_OPENED_TITLE,
  RETRY_LABEL,
} from '../../src/renderer/src/components/results/page-not-opened-card';
import { CLIENT_ERRORS } from '../../src/renderer/src/api/client';
import { UI_TIMEOUT_MS, startE2eApp, type E2eApp } from '../helpers/browser';

const TEST_TIMEOUT_MS = 120_000;
let lookups = 0;
const offline: Resolver = async (hostname) => {
  if (hostname === 'offline-bakery.com') lookups++;
  throw Object.assign(new Error(`lookup ${hostname} failed`), { code: 'EAI_AGAIN' });
};

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp({ resolve: offline });
});
afterAll(async () => {
  await app?.close();
});

describe('a shop link whose page cannot be opened', () => {
  it(
    'shows why first and offers to try the page again',
    async () => {
      const tab = await app.openPage('phone');
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Shopping' }).click();
      await page.getByLabel('Shopping website URL').fill('https://offline-bakery.com/cakes');
      await page.getByRole('button', { name: 'Analyze Shop', exact: true }).click();
      const notice = page.getByRole('heading', { name: PAGE_NOT_OPENED_TITLE });
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      const region = page.getByRole('region', { name: PAGE_NOT_OPENED_TITLE });
      await expect(region.innerText()).resolves.toMatch(/FactLens is offline/);
      // The notice comes before the verdict.
      const [noticeBox, verdictBox] = await Promise.all([
        notice.boundingBox(),
        page.locator('#verdict').boundingBox(),
      ]);
      expect(noticeBox!.y).toBeLessThan(verdictBox!.y);
      const before = lookups;
      await page.getByRole('button', { name: RETRY_LABEL }).click();
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => lookups, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(before);
      // A retry that fails says why in the notice, though the report was redrawn meanwhile.
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      await page.route('**/api/analyze/url', (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: RETRY_LABEL }).click();
      const alert = region.getByRole('alert');
      await alert.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(alert.innerText()).resolves.toContain(CLIENT_ERRORS.network);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
