/**
 * UI bench (`npm run bench ui`): how much JavaScript /home makes a browser download, and how soon
 * a person sees the analyzer. Needs the built UI (npm run build:app) and Chromium (CHROMIUM_PATH).
 *
 * - Initial JS: every script the page actually requested while /home loaded (entry + any chunk it
 *   pulled in), read from out/renderer and gzipped here (level 6, what servers typically use).
 * - Time to first render: a fresh browser context per load (cold cache), from navigation start
 *   until the analyzer's heading is visible. Baseline in the same run: the same HTML with
 *   JavaScript disabled (what the network and HTML/CSS alone cost), and about:blank.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/helpers/chromium';
import { loadConfig } from '../src/server/config';
import { startHostedServer } from '../src/server/hosted';
import { createLogger } from '../src/server/logger';
import { addSummary, measure, printTable } from './lib';

const RENDERER_DIR = resolve('out/renderer');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const GOAL_KB = 200;
const HOME_HEADING = 'Check it before you share it';

if (!existsSync(join(RENDERER_DIR, 'index.html')))
  throw new Error('Build the UI first: npm run build:app');

const dataDir = mkdtempSync(join(tmpdir(), 'factlens-bench-ui-'));
const server = await startHostedServer({
  config: loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: RENDERER_DIR,
  }),
  log: createLogger('silent'),
});
const browser: Browser = await launchChromium();

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

try {
  // 1. What /home downloads.
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`${server.url}/home`);
  await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();

  const rows = [...assets].sort().map((path) => {
    const bytes = readFileSync(join(RENDERER_DIR, path));
    return {
      file: path.replace(/^\/assets\//, ''),
      kind: path.endsWith('.js') ? 'js' : 'css',
      rawKb: kb(bytes.length),
      gzipKb: kb(gzipSync(bytes).length),
    };
  });
  const jsGzip = rows.filter((r) => r.kind === 'js').reduce((sum, r) => sum + r.gzipKb, 0);
  const cssGzip = rows.filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.gzipKb, 0);
  console.log('\nAssets requested while /home loads:');
  printTable(rows);
  console.log(
    `\nInitial JavaScript of /home: ${jsGzip.toFixed(1)} KB gzip (goal < ${GOAL_KB} KB: ${jsGzip < GOAL_KB ? 'met' : 'NOT met'}); CSS ${cssGzip.toFixed(1)} KB gzip.`,
  );
  addSummary({
    bench: 'ui',
    measure: 'initial JavaScript of /home (gzip)',
    figure: `${jsGzip.toFixed(1)} KB`,
    goal: `< ${GOAL_KB} KB`,
    verdict: jsGzip < GOAL_KB ? 'met' : 'NOT met',
  });

  // 2. Time to first render, cold cache each time.
  async function loadOnce(options: {
    javaScript: boolean;
    url: string;
    until: 'heading' | 'load';
  }): Promise<void> {
    const ctx = await browser.newContext({ javaScriptEnabled: options.javaScript });
    const p = await ctx.newPage();
    await p.goto(options.url, { waitUntil: options.until === 'load' ? 'load' : 'commit' });
    if (options.until === 'heading')
      await p.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 30_000 });
    await ctx.close();
  }
  const blank = await measure(
    () => loadOnce({ javaScript: false, url: 'about:blank', until: 'load' }),
    { runs: RUNS, warmup: 1 },
  );
  const htmlOnly = await measure(
    () => loadOnce({ javaScript: false, url: `${server.url}/home`, until: 'load' }),
    { runs: RUNS, warmup: 1 },
  );
  const home = await measure(
    () => loadOnce({ javaScript: true, url: `${server.url}/home`, until: 'heading' }),
    { runs: RUNS, warmup: 1 },
  );

  console.log(
    `\nTime to first render of /home (fresh context per load, ${RUNS} runs, 2 shared cores):`,
  );
  printTable([
    {
      load: 'about:blank (context + navigation)',
      medianMs: blank.medianMs,
      p90Ms: blank.p90Ms,
      vsHtmlOnly: blank.medianMs / htmlOnly.medianMs,
    },
    {
      load: '/home HTML + CSS, JavaScript off (baseline)',
      medianMs: htmlOnly.medianMs,
      p90Ms: htmlOnly.p90Ms,
      vsHtmlOnly: 1,
    },
    {
      load: '/home until the analyzer heading is visible',
      medianMs: home.medianMs,
      p90Ms: home.p90Ms,
      vsHtmlOnly: home.medianMs / htmlOnly.medianMs,
    },
  ]);
  addSummary({
    bench: 'ui',
    measure: 'time to first render of /home (cold cache)',
    figure: `${home.medianMs.toFixed(0)} ms (HTML+CSS only ${htmlOnly.medianMs.toFixed(0)} ms)`,
    goal: '',
    verdict: '',
  });
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
