/**
 * A screenshot that screening withholds, end to end in real Chromium: the results view says why
 * in the screenshot card (the uploader alone still sees their picture, from the browser's copy),
 * and once that copy is gone and on the shared report page there is the sentence and no image,
 * never a broken one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IMAGE_RETENTION_MS } from '../../src/shared/constants';
import { renderPassportPage } from '../helpers/identity-screenshots';
import {
  REPORT_TEST_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  startE2eApp,
  type E2eApp,
} from '../helpers/browser';

const TEST_TIMEOUT_MS = REPORT_TEST_TIMEOUT_MS;
const WHY =
  /^The screenshot is not shown with this report because it looks like an identity document/;

describe('a withheld screenshot', () => {
  let app: E2eApp;
  let png: Buffer;
  beforeAll(async () => {
    app = await startE2eApp();
    png = await renderPassportPage();
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    'says why in place of the image, on the results view and the shared report',
    async () => {
      const tab = await app.openPage('desktop');
      const { page } = tab;
      await page.clock.install();
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Screenshot' }).click();
      await page
        .locator('[role="tabpanel"]:not([hidden]) input[type="file"]')
        .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Analyze Screenshot' }).click();
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: REPORT_TIMEOUT_MS });

      const card = page.getByRole('region', { name: 'Analyzed Screenshot', exact: true });
      const why = card.getByText(WHY);
      await expect(why.isVisible()).resolves.toBe(true);
      await expect(why.textContent()).resolves.toMatch(/Only you see the picture here/);
      await expect(card.locator('img').count()).resolves.toBe(1);
      await tab.screenshot('home-screenshot-withheld');

      // The browser's own copy goes after 5 minutes; the sentence stays, without an image.
      await page.clock.fastForward(CLIENT_IMAGE_RETENTION_MS + 1000);
      await card.locator('img').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await expect(why.textContent()).resolves.not.toMatch(/Only you see/);

      await page.getByRole('link', { name: 'Open report page' }).click();
      await page
        .getByText('This report is the result of analyzing screenshot content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      const shared = page.getByRole('region', { name: 'Analyzed Screenshot', exact: true });
      await expect(shared.getByText(WHY).isVisible()).resolves.toBe(true);
      // Others never see the uploader's file name: a stored screenshot is named by what it is.
      await expect(shared.getByText('screenshot.png').isVisible()).resolves.toBe(true);
      await expect(shared.getByText('passport.png').count()).resolves.toBe(0);
      await expect(shared.locator('img').count()).resolves.toBe(0);
      await expect(
        shared.getByRole('button', { name: /Open the screenshot full size/ }).count(),
      ).resolves.toBe(0);
      await tab.screenshot('shared-screenshot-withheld');
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
