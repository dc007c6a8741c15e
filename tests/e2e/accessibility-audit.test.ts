/**
 * axe-core on every route of the app in real Chromium, at the phone and laptop sizes, including a
 * results view on /home, a shared report, a video report and the 404 page: no serious or critical
 * findings. On the pages people reach most (/home, a results view, /feed, /shared/{id},
 * /video/{id}, /analytics), no finding of any impact at all, minor ones (a heading level skipped)
 * included. (tests/e2e/report-first-seconds.test.ts proves the audit does catch a real problem.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../../src/shared';
import { axeFindings, seriousAxeFindings } from '../helpers/axe';
import { UI_TIMEOUT_MS, startE2eApp, type E2eApp, type ViewportName } from '../helpers/browser';
import { makeVideoAnalysis } from '../helpers/fixtures';
import { SCAM_TEXT } from '../helpers/samples';

const STATIC_ROUTES = [
  '/',
  '/feed',
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
  '/no-such-page',
];
const SIZES: ViewportName[] = ['phone', 'laptop'];
const TEST_TIMEOUT_MS = 180_000;

type Page = Awaited<ReturnType<E2eApp['openPage']>>['page'];
type Audit = (page: Page) => Promise<unknown[]>;

/** Each path's findings, keyed by the path; pages with none are left out. */
async function auditPaths(page: Page, base: string, paths: readonly string[], audit: Audit) {
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.locator('main h1, main h2').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const findings = await audit(page);
    if (findings.length > 0) found[path] = findings;
  }
  return found;
}

/** The findings on a results view: a scam text analyzed on /home. */
async function auditResultsView(page: Page, base: string, audit: Audit) {
  await page.goto(`${base}/home`);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Text to analyze').fill(SCAM_TEXT);
  await page.getByRole('button', { name: 'Analyze Text' }).click();
  await page.locator('#verdict-headline').waitFor({ timeout: UI_TIMEOUT_MS });
  return audit(page);
}

let app: E2eApp;
let sharedId: string;
let videoId: string;
beforeAll(async () => {
  app = await startE2eApp();
  sharedId = (
    (await app.server.postJson('/api/analyze/text', { content: SCAM_TEXT })).json as AnalyzeResponse
  ).id;
  const store = app.server.openStore();
  videoId = (
    await store.insertAnalysis(
      makeVideoAnalysis({ createdAt: app.server.clock.now(), redFlags: [{ type: 'urgency' }] }),
    )
  ).id;
});
afterAll(async () => {
  await app?.close();
});

describe('axe-core: no serious or critical findings on any route', () => {
  for (const size of SIZES) {
    it(
      `every page (${size})`,
      async () => {
        const tab = await app.openPage(size);
        const { page } = tab;
        const found = await auditPaths(
          page,
          app.url,
          [...STATIC_ROUTES, `/shared/${sharedId}`, `/video/${videoId}`],
          seriousAxeFindings,
        );
        // A results view on /home, with the phone menu open on the phone.
        const results = await auditResultsView(page, app.url, seriousAxeFindings);
        if (results.length > 0) found['/home (results)'] = results;
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = await seriousAxeFindings(page);
          if (menu.length > 0) found['phone menu'] = menu;
        }
        expect(found).toEqual({});
        tab.expectClean();
        await tab.close();
      },
      TEST_TIMEOUT_MS,
    );
  }
});

describe('axe-core: no finding of any impact on the main pages', () => {
  for (const size of SIZES) {
    it(
      `/home, a results view, /feed, /shared/{id}, /video/{id} and /analytics (${size})`,
      async () => {
        const tab = await app.openPage(size);
        const { page } = tab;
        const found = await auditPaths(
          page,
          app.url,
          ['/home', '/feed', `/shared/${sharedId}`, `/video/${videoId}`, '/analytics'],
          axeFindings,
        );
        const results = await auditResultsView(page, app.url, axeFindings);
        if (results.length > 0) found['/home (results)'] = results;
        expect(found).toEqual({});
        tab.expectClean();
        await tab.close();
      },
      TEST_TIMEOUT_MS,
    );
  }
});
