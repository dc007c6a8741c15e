/**
 * Issue 26 in real Chromium, at phone (390 px) and desktop width: a text too short to judge is
 * refused with the server's words (and a hint before sending), a short text that carries a code
 * is still analyzed; the FAQ states the limits the server applies; the URL button says what kind
 * of link it got; the Sample Report renders the analysis the engine produced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_REPORT_FILE } from '../../src/renderer/src/lib/sample-text';
import { loadConfig } from '../../src/server/config';
import {
  DEFAULT_FETCH_MAX_BYTES,
  ERRORS,
  MAX_IMAGE_BYTES,
  MAX_TEXT_CHARS,
  TOO_SHORT_HINT,
  publicFeedResponseSchema,
  resultsSchema,
} from '../../src/shared';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  UI_TIMEOUT_MS,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
  type E2eApp,
  type ViewportName,
} from '../helpers/browser';

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

describe('refusals, limits, link labels and the sample report', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`refuses "ok thanks" with the server's message and analyses a short code (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      const field = page.getByLabel('Text to analyze');
      await field.fill('ok thanks');
      // The hint says so before anything is sent.
      await page.getByText(TOO_SHORT_HINT).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Analyze Text' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(alert.innerText()).resolves.toContain(ERRORS.textTooShort);
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await tab.screenshot('refused-short-text');
      const feed = publicFeedResponseSchema.parse((await app.server.get('/api/public-feed')).json);
      expect(feed.some((item) => /ok thanks/i.test(item.snippet ?? ''))).toBe(false);

      // A short text with a code in it is worth judging: no hint, a report.
      await field.fill(`Your code is 48291${VIEWPORTS.indexOf(viewport)}`);
      await expect(page.getByText(TOO_SHORT_HINT).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Analyze Text' }).click();
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      tab.expectClean();
      await tab.close();
    });

    it(`the FAQ states the limits the server applies (${viewport})`, async () => {
      // The server's own defaults, as a site started without settings applies them.
      const served = loadConfig({ DATA_DIR: '/nonexistent-factlens-faq-check' });
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/faq`);
      await waitForHeading(page, 'Frequently Asked Questions', 1);
      await page.getByText('Is there a usage limit?').click();
      const answer = page.locator('details[open]').filter({ hasText: 'Is there a usage limit?' });
      const text = await answer.innerText();
      expect(text).not.toMatch(/no usage limit/i);
      expect(text).toContain(`${served.rateLimits.analyzePerMinute} analyses a minute`);
      expect(text).toContain(`${MAX_TEXT_CHARS.toLocaleString('en-US')} characters`);
      expect(text).toContain(`screenshot up to ${megabytes(MAX_IMAGE_BYTES)}`);
      expect(text).toContain(`web page up to ${megabytes(served.fetch.maxBytes)}`);
      expect(served.fetch.maxBytes).toBe(DEFAULT_FETCH_MAX_BYTES);
      await answer.scrollIntoViewIfNeeded();
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await tab.screenshot('faq-limits');
      tab.expectClean();
      await tab.close();
    });

    it(`the URL button says what kind of link it got (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      const button = (name: string) => page.getByRole('button', { name, exact: true });
      const field = page.getByLabel('YouTube video or article link');
      // The spec's label while the field is empty.
      await button('Analyze Video').waitFor({ timeout: UI_TIMEOUT_MS });
      await field.fill('https://www.bbc.co.uk/news/articles/c0000000');
      await button('Analyze Article').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(button('Analyze Video').count()).resolves.toBe(0);
      await tab.screenshot('url-button-article');
      await field.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await button('Analyze Video').waitFor({ timeout: UI_TIMEOUT_MS });

      await page.getByRole('tab', { name: 'Shopping' }).click();
      const shop = page.getByLabel('Shopping website URL');
      await shop.fill('https://shop.example.com/product/1');
      await button('Analyze Shop').waitFor({ timeout: UI_TIMEOUT_MS });
      await tab.screenshot('url-button-shop');
      await shop.fill('');
      await button('Analyze Shopping Site').waitFor({ timeout: UI_TIMEOUT_MS });
      tab.expectClean();
      await tab.close();
    });

    it(`the Sample Report shows the engine's own analysis (${viewport})`, async () => {
      const file = JSON.parse(readFileSync(resolve(SAMPLE_REPORT_FILE), 'utf8')) as {
        content: string;
        results: unknown;
      };
      const results = resultsSchema.parse(file.results);
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/sample`);
      await waitForHeading(page, 'A parcel-delivery scam text', 1);
      const grade = page.locator('#verdict').getByRole('img').first();
      await expect(grade.getAttribute('aria-label')).resolves.toMatch(
        new RegExp(`^Grade ${results.summary.overallGrade}\\b`),
      );
      const verdict = results.summary.verdict;
      if (verdict)
        await expect(page.locator('#verdict').innerText()).resolves.toContain(verdict.headline);
      const claims = page.getByRole('region', { name: 'Claims Analysis', exact: true });
      for (const claim of results.claims) {
        await expect(claims.innerText()).resolves.toContain(claim.claim);
      }
      // What the offline engine cannot do is not shown: no claim marked true or false.
      await expect(claims.getByText(/^(TRUE|FALSE)$/).count()).resolves.toBe(0);
      const content = page.getByRole('region', { name: 'Analyzed Content', exact: true });
      await expect(content.innerText()).resolves.toContain(file.content.slice(0, 40));
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await tab.screenshot('sample-report');
      tab.expectClean();
      await tab.close();
    });
  }
});
