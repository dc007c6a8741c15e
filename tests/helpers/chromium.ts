/**
 * One headless Chromium per test process, shared by everything that needs a browser: the
 * screenshots the OCR and screening tests render (screenshots.ts) and the e2e apps (browser.ts).
 * Each user opens its own context (isolated cookies, storage and routes) and releases the browser
 * when done; once nobody has used it for a moment it is closed, so a process (a test file, a bench
 * script) ends without a browser left behind. Starting Chromium costs about a second, several on
 * a busy machine: a test file used to start one per rendered screenshot.
 *
 * Needs Chromium at CHROMIUM_PATH: by default Debian's headless shell of Chromium
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell) where it is installed, else
 * /usr/bin/chromium. The shell is the same Chromium build and renderer without the desktop
 * browser around it, as Playwright prefers for headless runs; on three e2e files here it took 16%
 * less CPU (166 -> 139 s of all processes) and 13% less time, on 2 busy cores.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * How long the shared browser stays open with nobody using it (a test's next render reuses it). In
 * a vitest process it is longer: the next test file of that process (files share their process's
 * modules) reuses the browser instead of starting another, and vitest ends the process at the end
 * of the run. A bench script ends soon after its last render.
 */
const IDLE_CLOSE_MS = process.env.VITEST ? 30_000 : 3_000;

let shared: Promise<Browser> | null = null;
let users = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** A new headless Chromium with the flags every test and bench uses. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    return Promise.reject(
      new Error(
        `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
      ),
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The shared browser, started on first use; call release() once done with it. */
export async function acquireChromium(): Promise<{ browser: Browser; release: () => void }> {
  users++;
  clearTimeout(idleTimer);
  if (!shared) {
    const starting = launchChromium();
    shared = starting;
    starting.then(
      // A browser that crashed or was closed is started afresh by the next user.
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === starting) shared = null;
        }),
      () => {
        if (shared === starting) shared = null;
      },
    );
  }
  let browser: Browser;
  try {
    browser = await shared;
  } catch (error) {
    users--;
    throw error;
  }
  let released = false;
  return {
    browser,
    release() {
      if (released) return;
      released = true;
      users--;
      if (users > 0) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        if (users > 0 || !shared) return;
        const closing = shared;
        shared = null;
        void closing.then((b) => b.close()).catch(() => undefined);
      }, IDLE_CLOSE_MS);
    },
  };
}
