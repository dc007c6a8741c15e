/**
 * The built UI works under the server's strict Content-Security-Policy in real Chromium: every
 * page, a text analysis with its report, and the click-to-load YouTube player, with no violation
 * reported (console "Refused to ..." messages and securitypolicyviolation events are both
 * watched). A first test shows the policy is really enforced and the watchers really see
 * violations, so "no violations" below means something.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideoAnalysis } from '../helpers/fixtures';
import {
  RENDERER_DIR,
  REPORT_TEST_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  startE2eApp,
  waitForHeading,
  type E2eApp,
  type GuardedPage,
} from '../helpers/browser';

const TEST_TIMEOUT_MS = REPORT_TEST_TIMEOUT_MS;
const VIDEO_ID = 'CspCheck_01';
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

const PAGES = [
  '/home',
  '/about',
  '/terms',
  '/privacy',
  '/collaborate',
  '/contact',
  '/analytics',
  '/faq',
  '/technical-specs',
  '/research-brief',
  '/sample',
  '/feed',
  '/shared/does-not-exist',
  '/video/does-not-exist',
  '/no-such-page',
];

interface Watched extends GuardedPage {
  /** CSP violations seen so far: console messages and securitypolicyviolation events. */
  violations(): Promise<string[]>;
}

async function openWatched(app: E2eApp): Promise<Watched> {
  const tab = await app.openPage('desktop');
  const consoleViolations: string[] = [];
  tab.page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(text)) consoleViolations.push(text);
  });
  // Runs in every document before its own scripts (through the DevTools protocol, so the CSP does
  // not apply to it) and records what the browser blocked.
  await tab.page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return Object.assign(tab, {
    async violations() {
      const events = await tab.page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      return [...consoleViolations, ...events];
    },
  });
}

describe('the UI under the Content-Security-Policy', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp();
    const store = app.server.openStore();
    await store.insertAnalysis(
      makeVideoAnalysis({
        videoId: VIDEO_ID,
        title: 'A video to play',
        score: 40,
        status: 'uncertain',
        createdAt: new Date(),
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('ships no inline script or style in the built page', async () => {
    const html = await readFile(join(RENDERER_DIR, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, 'every script is a file').toMatch(/\bsrc=/);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('is enforced: an injected inline script and style are refused, and the watchers see it', async () => {
    const tab = await openWatched(app);
    const response = await tab.page.goto(`${app.url}/home`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitForHeading(tab.page, 'Check it before you share it', 1);
    const outcome = await tab.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { visibility: hidden }';
      document.head.append(style);
      return {
        inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false,
        visibility: getComputedStyle(document.body).visibility,
      };
    });
    expect(outcome).toEqual({ inlineRan: false, visibility: 'visible' });
    await expect
      .poll(() => tab.violations(), { timeout: UI_TIMEOUT_MS })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem blocked inline$/),
          expect.stringMatching(/^style-src-elem blocked inline$/),
        ]),
      );
    await tab.close();
  });

  it(
    'shows every page without a violation',
    async () => {
      const tab = await openWatched(app);
      for (const path of PAGES) {
        await tab.page.goto(`${app.url}${path}`);
        await tab.page.getByRole('heading').first().waitFor({ timeout: UI_TIMEOUT_MS });
        await tab.settle();
        expect(await tab.violations(), path).toEqual([]);
      }
      // The stylesheet file applied (style-src 'self'): Tailwind's "sticky" class took effect.
      await expect(
        tab.page.getByRole('banner').evaluate((el) => getComputedStyle(el).position),
      ).resolves.toBe('sticky');
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'analyses a text and draws the report, score bars included, without a violation',
    async () => {
      const tab = await openWatched(app);
      const { page } = tab;
      await page.goto(`${app.url}/home`);
      await page.getByRole('tab', { name: 'Text' }).click();
      await page
        .getByLabel('Text to analyze')
        .fill(
          'URGENT: your account is suspended. Verify within 24 hours at http://secure-verify.top/login or lose it forever. Act now!',
        );
      await page.getByRole('button', { name: 'Analyze Text' }).click();
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: REPORT_TIMEOUT_MS });
      // React sets the bar widths through the CSSOM, which the policy allows without 'unsafe-inline'.
      const meter = page.getByRole('meter').first();
      const value = Number(await meter.getAttribute('aria-valuenow'));
      const [outer, inner] = await meter.evaluate((el) => [
        el.getBoundingClientRect().width,
        (el.firstElementChild as HTMLElement).getBoundingClientRect().width,
      ]);
      expect(inner ?? 0).toBeCloseTo(((outer ?? 0) * value) / 100, 0);
      expect(await tab.violations()).toEqual([]);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'loads the YouTube player (youtube-nocookie.com) in a frame when asked, and nothing else',
    async () => {
      const tab = await openWatched(app);
      const { page } = tab;
      await page.goto(`${app.url}/feed`);
      await page
        .getByRole('button', { name: /^Play video/ })
        .first()
        .click();
      const frame = page.locator('iframe');
      await frame.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await frame.getAttribute('src')).toMatch(YOUTUBE_EMBED);
      // The frame is allowed; the harness then stops the request so nothing leaves the machine.
      await expect
        .poll(() => tab.foreignRequests.some((url) => YOUTUBE_EMBED.test(url)), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(true);
      expect(await tab.violations()).toEqual([]);
      tab.expectClean({ allowForeign: YOUTUBE_EMBED });
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
