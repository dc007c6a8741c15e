/**
 * The screenshot path end to end in real Chromium, on a phone (390 px) and a desktop: a text
 * message from a phone number is reported, not withheld, and its shared report shows the image
 * with the number painted over and the message as its title; an image with no readable text gets
 * the server's plain refusal; a PDF chosen in the picker, or dropped on it, gets an alert naming
 * the types taken and what to do with a PDF, and is not sent.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBlank, renderSmsFromNumber } from '../helpers/sms-screenshots';
import {
  REPORT_TEST_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  startE2eApp,
  type E2eApp,
  type ViewportName,
} from '../helpers/browser';

const TEST_TIMEOUT_MS = REPORT_TEST_TIMEOUT_MS;
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];
/** The grey the boxes are painted with (screenshot-masking.ts paintBoxes). */
const COVER = [0x33, 0x33, 0x33];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PDF_ALERT =
  '"bank-statement.pdf" is a PDF, not an image. Choose a screenshot saved as JPEG, PNG, GIF or WebP. For a PDF, use the PDF tab; for another document, copy its text into the Text tab.';

describe('the screenshot path', () => {
  let app: E2eApp;
  let sms: Buffer;
  let numberPixels: number[];
  beforeAll(async () => {
    app = await startE2eApp();
    sms = await renderSmsFromNumber();
    const shown = PNG.sync.read(sms);
    const hidden = PNG.sync.read(await renderSmsFromNumber(true));
    // Where the number is drawn: the pixels that differ from the render without it.
    numberPixels = [];
    for (let p = 0; p < shown.data.length; p += 4)
      if (!shown.data.subarray(p, p + 3).equals(hidden.data.subarray(p, p + 3)))
        numberPixels.push(p);
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(
      `${viewport}: a text message from a number is shown with the number covered`,
      async () => {
        const tab = await app.openPage(viewport);
        const { page } = tab;
        await page.goto(`${app.url}/home`);
        await page.getByRole('tab', { name: 'Screenshot' }).click();
        await page
          .locator('[role="tabpanel"]:not([hidden]) input[type="file"]')
          .setInputFiles({ name: `sms-${viewport}.png`, mimeType: 'image/png', buffer: sms });
        await page.getByRole('button', { name: 'Analyze Screenshot' }).click();
        await page
          .getByRole('heading', { name: 'Your Credibility Report' })
          .waitFor({ timeout: REPORT_TIMEOUT_MS });
        await expect(page.getByTestId('screenshot-withheld').count()).resolves.toBe(0);
        await tab.screenshot('screenshot-cover-results');

        await page.getByRole('link', { name: 'Open report page' }).click();
        await page
          .getByText('This report is the result of analyzing screenshot content.')
          .waitFor({ timeout: UI_TIMEOUT_MS });
        const title = page.getByRole('heading', { level: 1 });
        await expect(title.textContent()).resolves.toMatch(/^URGENT: Your Amazon account/);
        await expect(
          page.getByText('[phone number hidden]', { exact: true }).count(),
        ).resolves.toBe(0);
        const card = page.getByRole('region', { name: 'Analyzed Screenshot', exact: true });
        await expect(card.getByTestId('screenshot-withheld').count()).resolves.toBe(0);
        const src = await card.locator('img').getAttribute('src');
        expect(src).toMatch(/^data:image\/png;base64,/);
        const kept = PNG.sync.read(Buffer.from(src!.split(',')[1]!, 'base64'));
        for (const p of numberPixels) expect([...kept.data.subarray(p, p + 3)]).toEqual(COVER);
        await card.getByRole('button', { name: /Open the screenshot full size/ }).click();
        await page.getByRole('dialog').waitFor({ timeout: UI_TIMEOUT_MS });
        await tab.screenshot('screenshot-cover-shared');
        tab.expectClean();
        await tab.close();
      },
      TEST_TIMEOUT_MS,
    );

    it(
      `${viewport}: an image with no readable text is refused in plain words`,
      async () => {
        const tab = await app.openPage(viewport);
        const { page } = tab;
        await page.goto(`${app.url}/home`);
        await page.getByRole('tab', { name: 'Screenshot' }).click();
        await page.locator('[role="tabpanel"]:not([hidden]) input[type="file"]').setInputFiles({
          name: 'icon.png',
          mimeType: 'image/png',
          buffer: await renderBlank('Q'),
        });
        await page.getByRole('button', { name: 'Analyze Screenshot' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'No text could be read' });
        await alert.waitFor({ timeout: REPORT_TIMEOUT_MS });
        await expect(alert.textContent()).resolves.toContain(
          "No text could be read in this image. Upload a screenshot in which the message's text is clearly visible, or paste the text into the Text tab.",
        );
        await expect(
          page.getByRole('heading', { name: 'Your Credibility Report' }).count(),
        ).resolves.toBe(0);
        await tab.screenshot('screenshot-no-text');
        tab.expectClean();
        await tab.close();
      },
      TEST_TIMEOUT_MS,
    );

    it(
      `${viewport}: a PDF chosen or dropped is named in an alert and not sent`,
      async () => {
        const tab = await app.openPage(viewport);
        const { page } = tab;
        const sent: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/analyze/')) sent.push(r.url());
        });
        await page.goto(`${app.url}/home`);
        await page.getByRole('tab', { name: 'Screenshot' }).click();
        const analyze = page.getByRole('button', { name: 'Analyze Screenshot' });
        await page.locator('[role="tabpanel"]:not([hidden]) input[type="file"]').setInputFiles({
          name: 'bank-statement.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        const alert = page.getByRole('alert');
        await expect(alert.textContent()).resolves.toBe(PDF_ALERT);
        await expect(analyze.isDisabled()).resolves.toBe(true);
        // The input names the alert as part of its description, for screen readers.
        const described = await page
          .locator('[role="tabpanel"]:not([hidden]) input[type="file"]')
          .getAttribute('aria-describedby');
        expect(described?.split(' ')).toContain(await alert.getAttribute('id'));
        await tab.screenshot('screenshot-pdf-chosen');

        // An image chosen next clears it; a PDF dropped on the picker brings it back.
        await page
          .locator('[role="tabpanel"]:not([hidden]) input[type="file"]')
          .setInputFiles({ name: 'sms.png', mimeType: 'image/png', buffer: sms });
        await expect(page.getByRole('alert').count()).resolves.toBe(0);
        await expect(analyze.isEnabled()).resolves.toBe(true);
        const dataTransfer = await page.evaluateHandle(
          (bytes) => {
            const transfer = new DataTransfer();
            transfer.items.add(
              new File([new Uint8Array(bytes)], 'bank-statement.pdf', { type: 'application/pdf' }),
            );
            return transfer;
          },
          [...PDF],
        );
        const dropZone = page.locator('label', { hasText: /choose another|Choose an image/ });
        await dropZone.dispatchEvent('dragover', { dataTransfer });
        await dropZone.dispatchEvent('drop', { dataTransfer });
        await expect(page.getByRole('alert').textContent()).resolves.toBe(PDF_ALERT);
        await expect(analyze.isDisabled()).resolves.toBe(true);
        await tab.screenshot('screenshot-pdf-dropped');
        expect(sent).toEqual([]);
        tab.expectClean();
        await tab.close();
      },
      TEST_TIMEOUT_MS,
    );
  }
});
