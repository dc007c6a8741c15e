/**
 * axe-core on every route of the app in real Chromium, at the phone and laptop sizes, including a
 * results view on /home, a shared report, a video report and the 404 page: no serious or critical
 * findings. On the pages people reach most (/home, a results view, /feed, /shared/{id},
 * /video/{id}, /analytics), no finding of any impact at all, minor ones (a heading level skipped)
 * included. (tests/e2e/report-first-seconds.test.ts proves the audit does catch a real problem.)
 * Each page is audited once per size, for findings of every impact, and both checks read that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../../src/shared';
import { axeFindings, type AxeFinding } from '../helpers/axe';
import {
  UI_TIMEOUT_MS,
  startE2eApp,
  type E2eApp,
  type GuardedPage,
  type ViewportName,
} from '../helpers/browser';
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

/** The pages where no finding of any impact is allowed (the rest: none serious or critical). */
const MAIN_PAGES = [
  '/home',
  '/feed',
  '/shared/{id}',
  '/video/{id}',
  '/analytics',
  '/home (results)',
];
const RESULTS = '/home (results)';
const PHONE_MENU = 'phone menu';

/**
 * Every finding of any impact on every route at one size, audited once and read by both tests
 * below: the serious and critical ones anywhere, and all of them on the main pages. (The two tests
 * used to run axe on the main pages, and analyze the results view's text, twice.)
 */
interface SizeAudit {
  /** Each page's findings, keyed by its path (the main pages' ids written {id}). */
  findings: Record<string, AxeFinding[]>;
  tab: GuardedPage;
}

/** Each path's findings, keyed by the path. */
async function auditPaths(tab: GuardedPage, paths: readonly string[]) {
  const { page } = tab;
  const found: Record<string, AxeFinding[]> = {};
  for (const path of paths) {
    await page.goto(`${app.url}${path}`);
    await page.locator('main h1, main h2').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await tab.settle();
    found[path.replace(sharedId, '{id}').replace(videoId, '{id}')] = await axeFindings(page);
  }
  return found;
}

/** The findings on a results view: a scam text analyzed on /home. */
async function auditResultsView(page: Page) {
  await page.goto(`${app.url}/home`);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Text to analyze').fill(SCAM_TEXT);
  await page.getByRole('button', { name: 'Analyze Text' }).click();
  await page.locator('#verdict-headline').waitFor({ timeout: UI_TIMEOUT_MS });
  return axeFindings(page);
}

async function auditSize(size: ViewportName): Promise<SizeAudit> {
  const tab = await app.openPage(size);
  const findings = await auditPaths(tab, [
    ...STATIC_ROUTES,
    `/shared/${sharedId}`,
    `/video/${videoId}`,
  ]);
  // A results view on /home, with the phone menu open on the phone.
  findings[RESULTS] = await auditResultsView(tab.page);
  if (size === 'phone') {
    await tab.page.getByRole('button', { name: 'Open menu' }).click();
    findings[PHONE_MENU] = await axeFindings(tab.page);
  }
  await tab.close();
  return { findings, tab };
}

const audits = new Map<ViewportName, Promise<SizeAudit>>();
/** The audit at one size, run by whichever test asks first. */
function auditAt(size: ViewportName): Promise<SizeAudit> {
  let audit = audits.get(size);
  if (!audit) {
    audit = auditSize(size);
    audits.set(size, audit);
  }
  return audit;
}

/** The pages with findings that pass `keep`, and those findings; pages with none are left out. */
function withFindings(
  findings: Record<string, AxeFinding[]>,
  paths: readonly string[],
  keep: (finding: AxeFinding) => boolean,
) {
  const found: Record<string, AxeFinding[]> = {};
  for (const path of paths) {
    const kept = (findings[path] ?? []).filter(keep);
    if (kept.length > 0) found[path] = kept;
  }
  return found;
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
        const { findings, tab } = await auditAt(size);
        const every = [
          ...STATIC_ROUTES,
          '/shared/{id}',
          '/video/{id}',
          RESULTS,
          ...(size === 'phone' ? [PHONE_MENU] : []),
        ];
        expect(Object.keys(findings).sort()).toEqual([...every].sort());
        expect(
          withFindings(findings, every, (f) => f.impact === 'serious' || f.impact === 'critical'),
        ).toEqual({});
        tab.expectClean();
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
        const { findings, tab } = await auditAt(size);
        expect(withFindings(findings, MAIN_PAGES, () => true)).toEqual({});
        tab.expectClean();
      },
      TEST_TIMEOUT_MS,
    );
  }
});
