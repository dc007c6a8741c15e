/**
 * End-to-end smoke test: the real hosted server (temp SQLite, built renderer) and a real
 * Chromium. A person pastes a phishing text on /home, reads the report, copies the share link
 * and opens /shared/{id}. Any page error, or any request to a host other than the app's, fails.
 *
 * Needs `out/renderer` (npm run build:app) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startHostedServer, type HostedServer } from '../../src/server/hosted';

const RENDERER_DIR = resolve('out/renderer');
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = resolve('test-results');
const UI_TIMEOUT_MS = 15_000;

const PHISHING_TEXT =
  'URGENT: Your Chase account has been suspended due to unusual activity. ' +
  'Verify your identity within 24 hours or your account will be permanently closed: ' +
  'http://chase-secure-verify.top/login Enter your card number and PIN to restore access.';

describe('analyze a phishing text in the browser', () => {
  let server: HostedServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
      throw new Error(`The built UI is missing (${RENDERER_DIR}/index.html). Run "npm run build:app" before the e2e tests.`);
    }
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    }
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'factlens-e2e-'));
    server = await startHostedServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: RENDERER_DIR }),
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const appOrigin = new URL(server.url).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== appOrigin) foreignRequests.push(request.url());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the report with red flags, then the shared page', async () => {
    await page.goto(`${server.url}/home`);
    await expect(page.title()).resolves.toContain('FactLens');

    // Video is the default tab; switch to Text with the keyboard like a person would.
    const videoTab = page.getByRole('tab', { name: 'Video' });
    await expect(videoTab.getAttribute('aria-selected')).resolves.toBe('true');
    await videoTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).resolves.toBe('true');

    const analyze = page.getByRole('button', { name: 'Analyze Text' });
    await expect(analyze.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Text to analyze').fill(`   ${PHISHING_TEXT}   `);
    await expect(analyze.isEnabled()).resolves.toBe(true);
    await analyze.click();

    await page.getByRole('heading', { name: 'Your Credibility Report' }).waitFor({ timeout: UI_TIMEOUT_MS });
    for (const title of ['Analysis Summary', 'Credibility Scorecard', 'How We Analyzed This', 'Claims Analysis', 'Red Flags', 'Analyzed Content']) {
      await expect(page.getByRole('heading', { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    const redFlags = page.getByRole('region', { name: 'Red Flags', exact: true }).getByRole('listitem');
    await expect(redFlags.count()).resolves.toBeGreaterThan(0);
    await expect(redFlags.first().isVisible()).resolves.toBe(true);
    // The text was sent trimmed and is shown as analysed.
    await expect(page.getByLabel('Submitted text').textContent()).resolves.toBe(PHISHING_TEXT);
    // A phishing text must not come out as credible.
    const grade = await page.getByRole('region', { name: 'Credibility Scorecard', exact: true }).getByRole('img').getAttribute('aria-label');
    expect(grade).toMatch(/^Grade [C-F]/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'e2e-home-results.png'), fullPage: true });

    // Share copies {origin}/shared/{id} and says so.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/shared/[\\w-]+$`));

    await page.getByRole('link', { name: 'Open report page' }).click();
    await page.waitForURL(copied, { timeout: UI_TIMEOUT_MS });
    await page.getByText('This report is the result of reviewing submitted text content.').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Red Flags', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Start a free analysis' }).getAttribute('href')).resolves.toBe('/home');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'e2e-shared.png'), fullPage: true });

    // A fresh load of the deep link works too (assets resolve from the site root).
    await page.reload();
    await page.getByText('This report is the result of reviewing submitted text content.').waitFor({ timeout: UI_TIMEOUT_MS });

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
