/**
 * Every static page, the header and footer, scroll-to-top, the splash redirect, the 404 page and
 * the not-found states of /shared and /video, at desktop and 375 px widths, in real Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  CONTACT_RESPONSE_TIME,
  MAX_TEXT_CHARS,
  RESULT_CACHE_HOURS,
  SCORING_WEIGHTS,
  SERVER_IMAGE_RETENTION_HOURS,
  TAGLINE,
} from '../../src/shared/constants';
import { EVALUATION } from '../../src/shared/evaluation';
import { SCALE_RULES } from '../../src/shared/scale';
import { TEXT } from '../../src/shared/messages';
import { contrastViolations, focusWithoutIndicator, unnamedControls } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  VIEWPORT_NAMES,
  hasHorizontalOverflow,
  metaDescription,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';

interface StaticPageCase {
  path: string;
  heading: string;
  /** Texts a reader must find on the page (real content, not filler). */
  mustSay: Array<string | RegExp>;
}

const pct = (weight: number) => `${Math.round(weight * 100)}%`;

const STATIC_PAGES: StaticPageCase[] = [
  {
    path: '/about',
    heading: 'About FactLens',
    mustSay: ['Journalists', 'What it does not do', /donations/i],
  },
  {
    path: '/terms',
    heading: 'Terms of Use',
    mustSay: [`${RESULT_CACHE_HOURS} hours`, 'personal documents', /educational/i],
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    mustSay: [
      /no tracking/i,
      `${SERVER_IMAGE_RETENTION_HOURS} hours`,
      `${RESULT_CACHE_HOURS} hours`,
      'Google Gemini',
      'GEMINI_API_KEY',
      'LLM_BASE_URL',
      'With neither configured, no content is sent to any model.',
      'The text you submitted is never sent, nor anything that identifies you',
      'Every claim is compared with the published fact-checks stored on the server, which sends nothing anywhere.',
      '60,000 characters',
    ],
  },
  { path: '/collaborate', heading: 'Collaborate', mustSay: ['Donate', 'Partnerships'] },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    mustSay: ['About', 'Privacy & Security', 'How It Works', 'Using The Service'],
  },
  {
    path: '/technical-specs',
    heading: 'Technical Specifications',
    mustSay: [
      'POST /api/analyze/text',
      'GET /api/export-dataset',
      MAX_TEXT_CHARS.toLocaleString('en-US'),
      'Express 5',
    ],
  },
  {
    path: '/research-brief',
    heading: 'Methodology',
    mustSay: [
      `Source authority: ${pct(SCORING_WEIGHTS.sourceAuthority)}`,
      `Publication standards: ${pct(SCORING_WEIGHTS.publicationStandards)}`,
      'Limitations',
      /uncertain/,
      'Measured accuracy',
      ...EVALUATION.rows.map((row) => row.label),
      'How the grade works',
      SCALE_RULES[0]!,
      ...EVALUATION.rows.map(
        (row) => `in about ${Math.round(row.crossValidatedAuc * 100)} of 100 pairs`,
      ),
    ],
  },
  {
    path: '/sample',
    heading: 'A parcel-delivery scam text',
    mustSay: ['Credibility Scorecard', 'Red Flags', 'Claims Analysis'],
  },
  { path: '/contact', heading: 'Contact Us', mustSay: [CONTACT_RESPONSE_TIME] },
];

const HEADER_LINKS: Array<[string, string]> = [
  ['About', '/about'],
  ['Methodology', '/research-brief'],
  ['Sample Report', '/sample'],
  ['Public Feed', '/feed'],
  ['Collaborate', '/collaborate'],
];

const FOOTER_LINKS: Array<[string, string]> = [
  ['About', '/about'],
  ['Methodology', '/research-brief'],
  ['Technical Specs', '/technical-specs'],
  ['Analytics', '/analytics'],
  ['Contact', '/contact'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Collaborate', '/collaborate'],
];

describe('static pages, header, footer and not-found states', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`renders every static page with its own title and description (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      const titles = new Set<string>();
      for (const { path, heading, mustSay } of STATIC_PAGES) {
        await page.goto(app.url + path);
        await waitForHeading(page, heading, 1);
        // The header is on every page, with its tagline.
        await expect(page.getByRole('banner').getByText(TAGLINE).isVisible(), path).resolves.toBe(
          true,
        );
        const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        for (const text of mustSay) {
          if (typeof text === 'string')
            expect(body, `${path} says "${text}"`).toContain(text.replace(/\s+/g, ' '));
          else expect(body, `${path} says ${text}`).toMatch(text);
        }
        const title = await page.title();
        expect(title, path).toContain('FactLens');
        titles.add(title);
        expect((await metaDescription(page))?.length ?? 0, `${path} description`).toBeGreaterThan(
          40,
        );
        await expect(hasHorizontalOverflow(page), `${path} fits ${viewport}`).resolves.toBe(false);
        await expect(contrastViolations(page), `${path} text contrast (WCAG AA)`).resolves.toEqual(
          [],
        );
        await expect(unnamedControls(page), `${path} controls have names`).resolves.toEqual([]);
        await tab.screenshot(`page${path.replace(/\//g, '-')}`);
      }
      expect(titles.size, 'each page sets its own title').toBe(STATIC_PAGES.length);
      tab.expectClean();
      await tab.close();
    });
  }

  it('the FAQ answers open and the research brief links to the sample report', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/faq`);
    await waitForHeading(page, 'Frequently Asked Questions', 1);
    for (const category of ['About', 'Privacy & Security', 'How It Works', 'Using The Service']) {
      await expect(
        page.getByRole('heading', { name: category, exact: true, level: 2 }).isVisible(),
      ).resolves.toBe(true);
    }
    const question = page.getByText('Is there a usage limit?');
    await question.click();
    await expect(
      page
        .getByText(`${DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN} analyses a minute`, { exact: false })
        .isVisible(),
    ).resolves.toBe(true);

    await page.goto(`${app.url}/research-brief`);
    await page.getByRole('main').getByRole('link', { name: 'sample report' }).click();
    await page.waitForURL(`${app.url}/sample`);
    await waitForHeading(page, 'A parcel-delivery scam text', 1);
    tab.expectClean();
    await tab.close();
  });

  it('header and footer links go where the spec says, and every navigation starts at the top', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/about`);
    await waitForHeading(page, 'About FactLens', 1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of HEADER_LINKS) {
      await expect(
        nav.getByRole('link', { name: label, exact: true }).getAttribute('href'),
        label,
      ).resolves.toBe(href);
    }
    const faq = nav.getByRole('link', { name: 'Frequently asked questions' });
    await expect(faq.getAttribute('href')).resolves.toBe('/faq');
    // The icon-only FAQ link explains itself: a tooltip after a hover delay, at once on focus.
    await faq.hover();
    await expect(page.getByRole('tooltip').count(), 'not before the hover delay').resolves.toBe(0);
    await page.getByRole('tooltip', { name: 'FAQ' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.mouse.move(0, 400);
    await page.getByRole('tooltip').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await faq.focus();
    await expect(page.getByRole('tooltip', { name: 'FAQ' }).isVisible()).resolves.toBe(true);
    await faq.blur();
    await expect(
      page.getByRole('banner').getByRole('link').first().getAttribute('href'),
    ).resolves.toBe('/home');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [label, href] of FOOTER_LINKS) {
      await expect(
        footer.getByRole('link', { name: label, exact: true }).getAttribute('href'),
        label,
      ).resolves.toBe(href);
    }

    // Scroll down, follow a footer link: the new page starts at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await waitForHeading(page, 'Terms of Use', 1);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    // The same from the header (sticky, so still reachable after scrolling).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole('link', { name: 'Methodology' }).click();
    await waitForHeading(page, 'Methodology', 1);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    tab.expectClean();
    await tab.close();
  });

  it('every control reached with Tab shows where the focus is', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    for (const path of ['/home', '/contact', '/faq']) {
      await page.goto(app.url + path);
      await page.locator('h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(focusWithoutIndicator(page, 14), path).resolves.toEqual([]);
    }
    tab.expectClean();
    await tab.close();
  });

  it('the mobile menu opens with the header links and closes on navigation', async () => {
    const tab = await app.openPage('mobile');
    const { page } = tab;
    await page.goto(`${app.url}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav');
    for (const [label, href] of HEADER_LINKS) {
      await expect(
        menu.getByRole('link', { name: label, exact: true }).getAttribute('href'),
        label,
      ).resolves.toBe(href);
    }
    await tab.screenshot('mobile-menu');
    await menu.getByRole('link', { name: 'Collaborate' }).click();
    await waitForHeading(page, 'Collaborate', 1);
    await expect(menu.count()).resolves.toBe(0);
    tab.expectClean();
    await tab.close();
  });

  it('the splash screen fills its progress bar and moves on to /home', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/splash`);
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ timeout: UI_TIMEOUT_MS });
    await tab.screenshot('splash');
    // The bar advances by 3.33% per tick while the splash is shown.
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 10,
      undefined,
      { timeout: UI_TIMEOUT_MS },
    );
    await page.waitForURL(`${app.url}/home`, { timeout: UI_TIMEOUT_MS });
    await waitForHeading(page, 'Check it before you share it', 1);
    tab.expectClean();
    await tab.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`unknown routes, reports and video analyses say so (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;

      await page.goto(`${app.url}/this/page/does-not-exist`);
      await waitForHeading(page, TEXT.notFoundPage, 1);
      await expect(page.title()).resolves.toContain('404');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Return to Home' }).getAttribute('href'),
      ).resolves.toBe('/home');
      await tab.screenshot('not-found');

      // The report says it is loading while the request runs, then that there is no such analysis.
      await page.route('**/api/analysis/**', async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.fallback();
      });
      await page.goto(`${app.url}/shared/no-such-analysis`);
      await page.getByText(TEXT.sharedLoading).waitFor({ timeout: UI_TIMEOUT_MS });
      await waitForHeading(page, TEXT.analysisNotFoundTitle, 1);
      await expect(page.getByText(TEXT.sharedNotFound).isVisible()).resolves.toBe(true);
      await tab.screenshot('shared-not-found');

      await page.goto(`${app.url}/video/no-such-video`);
      await waitForHeading(page, TEXT.analysisNotFoundTitle, 1);
      await expect(page.getByText(TEXT.videoNotFound).isVisible()).resolves.toBe(true);
      await tab.screenshot('video-not-found');

      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      tab.expectClean();
      await tab.close();
    });
  }
});
