/**
 * Issue 16 in real Chromium against the real server: errors a person can act on (no raw browser
 * exception text on any page with the API unreachable; an error clears when the tab changes;
 * /shared tells an outage from a deleted report), real HTTP 404s, and the link-preview tags in the
 * raw HTML of a shared report, loaded without a CSP report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from '../../src/renderer/src/api/client';
import { CLIENT_ROUTES } from '../../src/server/spa';
import type { AnalyzeResponse } from '../../src/shared';
import { UI_TIMEOUT_MS, startE2eApp, type E2eApp } from '../helpers/browser';
import { makeArticleAnalysis } from '../helpers/fixtures';

const SCAM_SMS =
  'BANK ALERT: Your card has been BLOCKED due to suspicious activity. Verify your identity within 24 hours ' +
  'or your account will be closed: http://secure-bank-verify.top/login Enter your card number and PIN now. Final warning!';
const TEST_TIMEOUT_MS = 120_000;

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

describe('errors a person can act on', () => {
  it(
    'an error clears when the tab changes',
    async () => {
      const tab = await app.openPage('laptop');
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      await page.route('**/api/analyze/text', (route) => route.abort('connectionrefused'));
      await page.getByLabel('Text to analyze').fill(SCAM_SMS);
      await page.getByRole('button', { name: 'Analyze Text' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(alert.innerText()).resolves.toContain(CLIENT_ERRORS.network);
      await page.getByRole('tab', { name: 'Screenshot' }).click();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'with the API unreachable no page shows "Failed to fetch", "NetworkError" or "TypeError"',
    async () => {
      const tab = await app.openPage('phone');
      const { page } = tab;
      // Every API request fails at the network level, as when the server is down behind a proxy.
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      const raw = /Failed to fetch|NetworkError|TypeError|Load failed|\bE[A-Z]{4,}\b/;
      for (const path of [
        ...CLIENT_ROUTES,
        '/shared/AAAAAAAAAAAAAAAA',
        '/video/AAAAAAAAAAAAAAAA',
        '/no-such-page',
      ]) {
        await page.goto(`${app.url}${path}`);
        // Every request of the page has failed and the page has drawn what it makes of that.
        await tab.settle();
        const text = await page.locator('body').innerText();
        expect(text, path).not.toMatch(raw);
      }
      // /shared: an outage is not a deleted report.
      await page.goto(`${app.url}/shared/AAAAAAAAAAAAAAAA`);
      await page.getByText('Report Could Not Load').waitFor({ timeout: UI_TIMEOUT_MS });
      // Analyzing and exporting say what happened in words.
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      await page.getByLabel('Text to analyze').fill(SCAM_SMS);
      await page.getByRole('button', { name: 'Analyze Text' }).click();
      await page
        .getByRole('alert')
        .getByText(CLIENT_ERRORS.network)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await page.goto(`${app.url}/analytics`);
      await tab.settle();
      expect(await page.locator('body').innerText()).not.toMatch(raw);
      // The export's failure toast, too: analytics loads, then the connection drops.
      await page.unroute('**/api/**');
      await page.goto(`${app.url}/analytics`);
      const exportButton = page.getByRole('button', { name: 'Export Dataset' });
      await exportButton.waitFor({ timeout: UI_TIMEOUT_MS });
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await exportButton.click();
      await page.getByText(CLIENT_ERRORS.network).first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.locator('body').innerText()).not.toMatch(raw);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});

describe('real 404s and link previews', () => {
  it(
    'unknown routes and missing reports answer 404 with the app 404 page; a report has OG and twitter:card tags',
    async () => {
      const tab = await app.openPage('laptop');
      for (const path of ['/no-such-page', '/shared/AAAAAAAAAAAAAAAA', '/video/AAAAAAAAAAAAAAAA']) {
        const response = await tab.page.goto(`${app.url}${path}`);
        expect(response?.status(), path).toBe(404);
      }
      const notFound = await tab.page.goto(`${app.url}/no-such-page`);
      expect(notFound?.status()).toBe(404);
      await tab.page.getByText('404').first().waitFor({ timeout: UI_TIMEOUT_MS });

      const analyzed = await app.server.postJson('/api/analyze/text', { content: SCAM_SMS });
      const { id } = analyzed.json as AnalyzeResponse;
      const raw = await (await fetch(`${app.url}/shared/${id}`)).text();
      expect(raw).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(raw).toMatch(/<meta property="og:description" content="Grade [A-F] \(/);
      expect(raw).toContain(`<meta property="og:url" content="${app.url}/shared/${id}"`);
      expect(raw).toContain('<meta name="twitter:card" content="summary_large_image"');
      // A report with a claim rated false carries ClaimReview JSON-LD, and its page loads without a
      // CSP report or a page error: JSON-LD is a data block, not script.
      const store = app.server.openStore();
      const base = makeArticleAnalysis({
        url: 'https://news.example.org/miracle',
        domain: 'news.example.org',
        createdAt: app.server.clock.now(),
      });
      const claim = {
        claim: 'Drinking bleach cures the flu.',
        status: 'false' as const,
        confidence: 95,
        analysis: 'Health agencies warn it is poisonous.',
        sources: [],
      };
      const rated = await store.insertAnalysis({
        ...base,
        results: { ...base.results, claims: [claim] },
      });
      const ratedHtml = await (await fetch(`${app.url}/shared/${rated.id}`)).text();
      expect(ratedHtml).toContain('<script type="application/ld+json">');
      expect(ratedHtml).toContain('"claimReviewed":"Drinking bleach cures the flu."');
      const violations: string[] = [];
      tab.page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await tab.page.goto(`${app.url}/shared/${rated.id}`);
      await tab.page.locator('#verdict-headline').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(violations).toEqual([]);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
