/**
 * Shared reports on a phone and in a link preview, in real Chromium:
 * - no report scrolls sideways at 320, 360 or 390 px, whatever long URL, quote, claim or unbroken
 *   token it holds (text, article, shop, screenshot and video reports, and /sample); full-page
 *   screenshots under test-results/e2e/phone-width-*.png;
 * - the title the page sets for itself (document.title) is the og:title of the HTML the server
 *   sends for the same address, for a text, an article, a screenshot and a video report.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAnalysis } from '../../src/server/store/store';
import type { AnalyzeResponse, Results } from '../../src/shared';
import { UI_TIMEOUT_MS, startE2eApp, type E2eApp } from '../helpers/browser';
import { makeArticleAnalysis, makeResults, makeVideoAnalysis } from '../helpers/fixtures';

const PHONE_WIDTHS = [320, 360, 390] as const;
const TEST_TIMEOUT_MS = 240_000;

const LONG_URL = `https://www.example-news-site.co.uk/politics/2026/11/26/${'very-long-article-slug-'.repeat(8)}final?utm_source=share&utm_medium=copy&ref=${'x'.repeat(60)}`;
const LONG_TOKEN = `Unbroken${'A'.repeat(140)}`;
const LONG_TEXT = `According to the Office for National Statistics (${LONG_URL}), inflation fell to 2.1% in October. The full table is at ${LONG_URL} and the code ${LONG_TOKEN} identifies it. Experts say the figure is the lowest in three years.`;

/** Results with the long URL and token in every place a report quotes text. */
function longResults(type: Results['analysisMetadata']['type'], score: number): Results {
  const results = makeResults({ score, type, claims: 2, redFlags: [{ type: 'urgency' }] });
  return {
    ...results,
    claims: results.claims.map((claim) => ({
      ...claim,
      claim: `${claim.claim} ${LONG_URL} ${LONG_TOKEN}`,
      analysis: `Checked against ${LONG_URL}.`,
      sources: [{ url: LONG_URL, title: LONG_TOKEN, type: 'news', excerpt: LONG_TOKEN }],
    })),
    redFlags: results.redFlags.map((flag) => ({
      ...flag,
      textExample: `${LONG_TOKEN} ${LONG_URL}`,
      explanation: `${flag.explanation} ${LONG_URL}`,
    })),
    positiveSignals: [
      {
        indicator: 'Names a source',
        explanation: `It links to ${LONG_URL}.`,
        textExample: LONG_URL,
      },
      {
        indicator: 'Quotes a code',
        explanation: 'It quotes a reference.',
        textExample: LONG_TOKEN,
      },
    ],
    criticalQuestions: [`Who published ${LONG_URL}?`, `What is ${LONG_TOKEN}?`],
    biasFindings: [
      {
        technique: 'loaded_language',
        label: 'Loaded language',
        severity: 'low',
        explanation: `Strong words around ${LONG_TOKEN}.`,
        spans: [{ text: LONG_TOKEN, start: 0, end: LONG_TOKEN.length }],
      },
    ],
  };
}

function screenshotDataUrl(): string {
  const png = new PNG({ width: 540, height: 960 });
  png.data.fill(0xee);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

let app: E2eApp;
/** name -> the report's page path */
const reports: Record<string, string> = {};

beforeAll(async () => {
  app = await startE2eApp();
  const now = app.server.clock.now();
  const analyzed = (await app.server.postJson('/api/analyze/text', { content: LONG_TEXT }))
    .json as AnalyzeResponse;
  reports['text-analyzed'] = `/shared/${analyzed.id}`;
  const store = app.server.openStore();
  const insert = async (name: string, analysis: NewAnalysis, page = 'shared') => {
    reports[name] = `/${page}/${(await store.insertAnalysis(analysis)).id}`;
  };
  await insert('text', {
    type: 'text',
    url: null,
    domain: null,
    title: null,
    content: LONG_TEXT,
    contentHash: null,
    video: null,
    image: null,
    results: longResults('text', 72),
    createdAt: now,
  });
  await insert('article', {
    ...makeArticleAnalysis({ url: LONG_URL, domain: 'example-news-site.co.uk', createdAt: now }),
    title: `Inflation ${LONG_TOKEN}`,
    content: LONG_TEXT,
    results: longResults('article', 84),
  });
  await insert('shop', {
    ...makeArticleAnalysis({ url: LONG_URL, domain: 'example-shop.com', createdAt: now }),
    type: 'shopping',
    title: `Trainers ${LONG_TOKEN}`,
    content: LONG_TEXT,
    results: longResults('shopping', 55),
  });
  await insert('screenshot', {
    type: 'screenshot',
    url: null,
    domain: null,
    title: null,
    content: LONG_TEXT,
    contentHash: null,
    video: null,
    image: { data: screenshotDataUrl(), name: 'message.png', size: 1234 },
    results: longResults('screenshot', 35),
    createdAt: now,
  });
  const video = makeVideoAnalysis({ title: `Miracle tea ${LONG_TOKEN}`, createdAt: now });
  await insert('video', { ...video, results: longResults('video', 45) }, 'video');
  reports.sample = '/sample';
});
afterAll(async () => {
  await app?.close();
});

describe('shared reports on a phone', () => {
  it(
    'never scroll sideways at 320, 360 or 390 px',
    async () => {
      const tab = await app.openPage('phone');
      const { page } = tab;
      const overflowing: Record<string, unknown> = {};
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const [name, path] of Object.entries(reports)) {
          await page.goto(`${app.url}${path}`);
          await page.locator('main h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
          await tab.settle();
          const sizes = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            // What sticks out, to say where to look when this fails.
            wide: [...document.querySelectorAll('main *')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
          }));
          // One image of each report, at the narrowest width, where text wraps the most: a
          // full-page screenshot of a long report costs about a second, and the wider ones
          // showed nothing the measurements above do not check.
          if (width === PHONE_WIDTHS[0])
            await page.screenshot({
              path: `test-results/e2e/phone-width-${name}-${width}.png`,
              fullPage: true,
            });
          // A phone widens its layout viewport to fit content that sticks out: both must hold.
          if (sizes.scrollWidth > sizes.innerWidth || sizes.innerWidth !== width)
            overflowing[`${name} at ${width}px`] = sizes;
        }
      }
      expect(overflowing).toEqual({});
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the title of a shared report', () => {
  it(
    'is the same on the page and in its link preview (text, article, screenshot, video)',
    async () => {
      const tab = await app.openPage('desktop');
      const { page } = tab;
      const seen: Record<string, { page: string; preview: string | undefined }> = {};
      for (const name of ['text-analyzed', 'text', 'article', 'screenshot', 'video']) {
        const path = reports[name]!;
        const served = await fetch(`${app.url}${path}`).then((r) => r.text());
        const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(served)?.[1];
        const preview = ogTitle
          ?.replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
        await page.goto(`${app.url}${path}`);
        await page.locator('main h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
        // The page sets its title once the report has loaded.
        await page
          .waitForFunction((t) => document.title === t, preview, {
            timeout: UI_TIMEOUT_MS,
          })
          .catch(() => undefined);
        seen[name] = { page: await page.title(), preview };
      }
      for (const [name, titles] of Object.entries(seen)) {
        expect(titles.preview, name).toBeTruthy();
        expect(titles.page, name).toBe(titles.preview);
      }
      // Untitled reports are named by what was analyzed, not by a generic "report".
      expect(seen.text!.page).toBe('Fact-check of a pasted text | FactLens');
      expect(seen.screenshot!.page).toBe('Fact-check of a screenshot | FactLens');
      expect(seen.video!.page).toMatch(/^Video fact-check: Miracle tea /);
      tab.expectClean();
      await tab.close();
    },
    TEST_TIMEOUT_MS,
  );
});
