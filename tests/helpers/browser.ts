/**
 * End-to-end harness: the real hosted server (temp SQLite, the built UI in out/renderer) and the
 * process's one shared headless Chromium (chromium.ts), each page in a context of its own. Every
 * page is guarded: an uncaught page error, or any request to a host other than the app's, is
 * recorded (and the foreign request aborted, so nothing leaves the machine) and `expectClean()`
 * fails the test on either.
 *
 * Needs `npm run build:app` (out/renderer) and Chromium (CHROMIUM_PATH, chromium.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { acquireChromium, CHROMIUM_PATH } from './chromium';
import { ManualClock } from './clock';
import { startTestServer, type TestServer } from './server';
import { REQUEST_TIMEOUT_MS } from '../../src/renderer/src/api/client';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';

export const RENDERER_DIR = resolve('out/renderer');
export { CHROMIUM_PATH };
export const SCREENSHOT_DIR = resolve('test-results/e2e');
/**
 * How long the UI may take to show something after an action: a safety net for a hung page, far
 * above what a loaded 2-core machine needs (an analysis there has taken 20 s), never a speed check.
 */
export const UI_TIMEOUT_MS = 60_000;
/**
 * How long a test waits for a report after asking for one: the page's own deadline for the
 * server's answer (REQUEST_TIMEOUT_MS; past it the page shows an error, which fails the wait).
 * The page's clock, not a guess at the machine's speed: a screenshot (OCR and the image check
 * queued behind other tests' work) has taken over 60 s with other test files and a CPU hog on two
 * cores, and is still an answer the person would get.
 */
export const REPORT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** A test that waits for one report and then checks and draws it. */
export const REPORT_TEST_TIMEOUT_MS = REPORT_TIMEOUT_MS + 2 * UI_TIMEOUT_MS;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
  /** The sizes issue 16 judges the report's first screen at. */
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** The two sizes most tests run at. */
export const VIEWPORT_NAMES = ['desktop', 'mobile'] as const satisfies readonly ViewportName[];
const TOUCH_VIEWPORTS: ReadonlySet<ViewportName> = new Set(['mobile', 'phone']);

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  viewport: ViewportName;
  /** Uncaught errors thrown in the page. */
  pageErrors: string[];
  /** Requests to any origin other than the app's (aborted). */
  foreignRequests: string[];
  /** Fails the test if the page threw or reached for another host. */
  expectClean(options?: { allowForeign?: RegExp }): void;
  /**
   * Resolves once the page has no request in flight and starts none over two animation frames
   * (the frames in which React renders what the last answer brought and its effects send the next
   * request): what playwright's 'networkidle' waits for, told by the page's own events instead of
   * 500 ms of wall-clock quiet after every navigation.
   */
  settle(): Promise<void>;
  /** A full-page screenshot under test-results/e2e/<name>-<width>.png. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export interface E2eApp {
  server: TestServer;
  url: string;
  browser: Browser;
  openPage(viewport?: ViewportName, options?: { clipboard?: boolean }): Promise<GuardedPage>;
  close(): Promise<void>;
}

export interface E2eAppOptions {
  /** Extra server environment, e.g. FETCH_ALLOW_PRIVATE_HOSTS for a fixture site on 127.0.0.1. */
  env?: Record<string, string>;
  /**
   * The Chromium another app of the same test file uses (a hub and a desktop-mode app side by
   * side). Every app shares the process's one Chromium anyway; this only says so.
   */
  browser?: Browser;
  /** Name resolution for the app's URL fetcher (offline or missing names made deterministic). */
  resolve?: Resolver;
}

export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error(
      `The built UI is missing (${RENDERER_DIR}/index.html). Run "npm run build:app" before the e2e tests.`,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
    );
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // The server's clock starts at the real time so "today" means the same to the page and the API.
  const server = await startTestServer({
    staticDir: RENDERER_DIR,
    clock: new ManualClock(new Date()),
    ...(options.env ? { env: options.env } : {}),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  let browser: Browser;
  let release: () => void;
  try {
    ({ browser, release } = await acquireChromium());
  } catch (error) {
    await server.close();
    throw error;
  }
  const appOrigin = new URL(server.url).origin;
  const pages: GuardedPage[] = [];

  async function openPage(
    viewport: ViewportName = 'desktop',
    options: { clipboard?: boolean } = {},
  ): Promise<GuardedPage> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      acceptDownloads: true,
      ...(TOUCH_VIEWPORTS.has(viewport)
        ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
        : {}),
    });
    // Clicks, fills and navigations wait as long as the UI may take (playwright's own is 30 s).
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    if (options.clipboard)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin });
    const pageErrors: string[] = [];
    const foreignRequests: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === appOrigin || url.protocol === 'data:' || url.protocol === 'blob:') {
        await route.fallback();
        return;
      }
      foreignRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    const inFlight = new Set<Request>();
    let onIdle: (() => void) | undefined;
    const done = (request: Request) => {
      inFlight.delete(request);
      if (inFlight.size === 0) onIdle?.();
    };
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const guarded: GuardedPage = {
      page,
      context,
      viewport,
      pageErrors,
      foreignRequests,
      expectClean({ allowForeign } = {}) {
        expect(pageErrors, 'uncaught page errors').toEqual([]);
        const foreign = allowForeign
          ? foreignRequests.filter((u) => !allowForeign.test(u))
          : foreignRequests;
        expect(foreign, 'requests to hosts other than the app').toEqual([]);
      },
      async settle() {
        const deadline = Date.now() + UI_TIMEOUT_MS;
        for (;;) {
          if (inFlight.size > 0)
            await new Promise<void>((resolveIdle, reject) => {
              const timer = setTimeout(
                () =>
                  reject(
                    new Error(
                      `requests still in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`,
                    ),
                  ),
                Math.max(0, deadline - Date.now()),
              );
              onIdle = () => {
                clearTimeout(timer);
                onIdle = undefined;
                resolveIdle();
              };
            });
          await page.evaluate(
            () =>
              new Promise((resolveFrames) =>
                requestAnimationFrame(() => requestAnimationFrame(resolveFrames)),
              ),
          );
          if (inFlight.size === 0) return;
        }
      },
      async screenshot(name) {
        const path = join(SCREENSHOT_DIR, `${name}-${VIEWPORTS[viewport].width}.png`);
        // From the top, so the sticky header is drawn where it belongs in the full-page image.
        const scrollY = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path, fullPage: true });
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        return path;
      },
      async close() {
        await context.close();
      },
    };
    pages.push(guarded);
    return guarded;
  }

  return {
    server,
    url: server.url,
    browser,
    openPage,
    async close() {
      await Promise.all(pages.map((p) => p.close().catch(() => undefined)));
      release();
      await server.close();
    },
  };
}

/** True when the page is wider than its viewport (something overflows sideways on a phone). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The page's meta description. */
export async function metaDescription(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  );
}

/** Waits for a heading with exactly this name. */
export async function waitForHeading(page: Page, name: string, level?: number): Promise<void> {
  await page
    .getByRole('heading', { name, exact: true, ...(level ? { level } : {}) })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
}
