/**
 * The public pages that read stored analyses, in real Chromium against the real server: the feed
 * (empty, filled, failing), the video page with its click-to-load player and timestamped claims,
 * the daily featured card on /home, a shared article report, and the analytics dashboard with its
 * dataset export (download, file name, content, toasts). Analyses are seeded through the Store and
 * the real text endpoint.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT, exportSuccessMessage, feedHeader, transcriptBadge } from '../../src/shared/messages';
import type { Claim } from '../../src/shared';
import type { InsertedAnalysis } from '../../src/server/store/store';
import { makeArticleAnalysis, makeVideoAnalysis } from '../helpers/fixtures';
import { SCAM_TEXT } from '../helpers/samples';
import { contrastViolations, unnamedControls } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  VIEWPORT_NAMES,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';

const HOUR_MS = 60 * 60 * 1000;
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;
const VIDEO_ID = 'aBcDeFgHiJk';

const VIDEO_CLAIMS: Claim[] = [
  {
    claim: 'This tea cures diabetes in seven days.',
    status: 'false',
    confidence: 88,
    analysis: 'No clinical evidence supports this; health agencies warn against such cure claims.',
    sources: [
      {
        url: 'https://www.who.int/news-room/fact-sheets/detail/diabetes',
        title: 'WHO: Diabetes fact sheet',
        type: 'health authority',
        excerpt: 'There is no cure for diabetes.',
      },
    ],
    timestampSeconds: 65,
  },
  {
    claim: 'The clinic opened in 2019.',
    status: 'uncertain',
    confidence: 40,
    analysis: 'Not checked against outside sources.',
    sources: [],
  },
];

const today = () => new Date().toISOString().slice(0, 10);

describe('feed, video page, daily card and analytics', () => {
  let app: E2eApp;
  let total = 0;
  let video: InsertedAnalysis;
  let article: InsertedAnalysis;

  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function seed(): Promise<void> {
    const store = app.server.openStore();
    const now = app.server.clock.now();
    const videoAnalysis = makeVideoAnalysis({
      videoId: VIDEO_ID,
      title: 'Miracle tea cures diabetes',
      channelName: 'Wellness Daily',
      score: 22,
      status: 'false',
      createdAt: new Date(now.getTime() - HOUR_MS),
    });
    videoAnalysis.results.claims = VIDEO_CLAIMS;
    videoAnalysis.results.summary.falseCount = 1;
    videoAnalysis.results.summary.uncertainCount = 1;
    video = await store.insertAnalysis(videoAnalysis);
    article = await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://news.example.org/council-vote',
        domain: 'news.example.org',
        score: 91,
        status: 'verified',
        createdAt: new Date(now.getTime() - 26 * HOUR_MS),
      }),
    );
    await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://news.example.org/bus-line',
        domain: 'news.example.org',
        score: 74,
        status: 'mixed',
        createdAt: new Date(now.getTime() - 50 * HOUR_MS),
      }),
    );
    await store.insertAnalysis(
      makeArticleAnalysis({
        url: 'https://cheap-shoes.example.top/sale',
        domain: 'cheap-shoes.example.top',
        score: 35,
        status: 'uncertain',
        redFlags: [{ type: 'too_good_price', severity: 'high' }],
        createdAt: new Date(now.getTime() - 3 * HOUR_MS),
      }),
    );
    const text = await app.server.postJson('/api/analyze/text', { content: SCAM_TEXT });
    expect(text.status).toBe(200);
    total = 5;
  }

  it('shows the empty feed before anything is analyzed', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/`);
    await waitForHeading(page, TEXT.noAnalysesYet);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Analyze something' }).getAttribute('href'),
    ).resolves.toBe('/home');
    await tab.screenshot('feed-empty');
    tab.expectClean();
    await tab.close();
    await seed();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`lists the latest analyses with grade, status and link; the player loads only on click (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/feed`);
      await page.getByText(feedHeader(total, total)).waitFor({ timeout: UI_TIMEOUT_MS });
      const cards = page.getByRole('article');
      await expect(cards.count()).resolves.toBe(total);

      const videoCard = cards.filter({ hasText: 'Miracle tea cures diabetes' });
      await expect(videoCard.getByText('Wellness Daily').isVisible()).resolves.toBe(true);
      expect(await videoCard.getByRole('img').first().getAttribute('aria-label')).toBe(
        'Grade F, credibility score 22 percent',
      );
      await expect(videoCard.getByText('FALSE', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(
        videoCard.getByRole('link', { name: /View full analysis/ }).getAttribute('href'),
      ).resolves.toBe(`/shared/${video.id}`);

      const verifiedCard = cards
        .filter({ hasText: 'Article at news.example.org' })
        .filter({ has: page.getByText('91%') });
      await expect(verifiedCard.getByText('TRUE', { exact: true }).isVisible()).resolves.toBe(true);
      // Uncertain analyses show no status badge (spec 4).
      const uncertainCard = cards.filter({ hasText: 'cheap-shoes.example.top' }).first();
      await expect(uncertainCard.getByText('UNCERTAIN').count()).resolves.toBe(0);
      // A pasted text has no title: its card leads with its first words instead of 'Untitled Content'.
      await expect(cards.filter({ hasText: SCAM_TEXT.slice(0, 40) }).count()).resolves.toBe(1);
      await expect(cards.filter({ hasText: TEXT.untitledContent }).count()).resolves.toBe(0);
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('feed');

      // Nothing from YouTube until the person presses play; then the privacy-enhanced embed.
      expect(tab.foreignRequests).toEqual([]);
      await expect(page.locator('iframe').count()).resolves.toBe(0);
      await videoCard.getByRole('button', { name: /^Play video/ }).click();
      const frame = videoCard.locator('iframe');
      await frame.waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
      expect(await frame.getAttribute('src')).toMatch(
        new RegExp(`${YOUTUBE_EMBED.source}${VIDEO_ID}\\?`),
      );
      tab.expectClean({ allowForeign: YOUTUBE_EMBED });
      await tab.close();
    });
  }

  it('says when the feed cannot be loaded', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.route('**/api/public-feed', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The feed is being rebuilt. Try again in a minute.' }),
      }),
    );
    await page.goto(`${app.url}/feed`);
    await waitForHeading(page, TEXT.feedUnavailable, 1);
    await expect(
      page.getByText('The feed is being rebuilt. Try again in a minute.').isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Return to Home' }).isVisible(),
    ).resolves.toBe(true);
    tab.expectClean();
    await tab.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`shows a video analysis with its details, share link and claims linked to their moment (${viewport})`, async () => {
      const tab = await app.openPage(viewport, { clipboard: true });
      const { page } = tab;
      await page.goto(`${app.url}/video/${video.id}`);
      await waitForHeading(page, 'Miracle tea cures diabetes', 1);
      await expect(page.title()).resolves.toContain('Miracle tea cures diabetes');
      await expect(page.getByText('Wellness Daily · Duration 3:32').isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByText(transcriptBadge(2400)).isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('link', { name: /Original Video/ }).getAttribute('href'),
      ).resolves.toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);

      const claims = page.getByRole('region', { name: 'Claims Analysis', exact: true });
      await expect(
        claims.getByRole('link', { name: /Watch at 1:05/ }).getAttribute('href'),
      ).resolves.toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}&t=65s`);
      await expect(
        claims.getByRole('link', { name: /WHO: Diabetes fact sheet/ }).getAttribute('href'),
      ).resolves.toBe(VIDEO_CLAIMS[0]!.sources[0]!.url);
      await expect(claims.getByText('False', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(claims.getByText('Confidence 88%').isVisible()).resolves.toBe(true);
      // The uncertain claim (confidence 40) shows no percentage: only the settled one has one.
      await expect(claims.getByText(/Confidence \d+%/).count()).resolves.toBe(1);
      // The uncertain claim has no moment: no link.
      await expect(claims.getByRole('link', { name: /Watch at/ }).count()).resolves.toBe(1);

      await page.getByRole('button', { name: 'Share Analysis' }).click();
      await page
        .getByRole('button', { name: TEXT.copied })
        .first()
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${app.url}/video/${video.id}`,
      );

      // The report's own Share Video button copies the same link.
      const summary = page.getByRole('region', { name: 'Analysis Summary', exact: true });
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await summary.getByRole('button', { name: 'Share Video' }).click();
      await summary.getByRole('button', { name: TEXT.copied }).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${app.url}/video/${video.id}`,
      );

      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('video');
      expect(tab.foreignRequests, 'nothing from YouTube before a click').toEqual([]);

      // "Play here" loads the privacy-enhanced player on this page at the claim's moment.
      await claims.getByRole('button', { name: 'Play here from 1:05' }).click();
      const frame = page.locator('iframe');
      await frame.waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
      expect(await frame.getAttribute('src')).toMatch(
        new RegExp(`${YOUTUBE_EMBED.source}${VIDEO_ID}\\?.*&start=65$`),
      );
      tab.expectClean({ allowForeign: YOUTUBE_EMBED });
      await tab.close();
    });
  }

  it("features today's video analysis on /home, and a shared article report names its host", async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/home`);
    await waitForHeading(page, "Today's Featured Analysis");
    const featured = page.getByRole('region', { name: "Today's Featured Analysis" });
    await featured
      .getByRole('heading', { name: 'Miracle tea cures diabetes' })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(
      featured.getByRole('link', { name: 'Read the full video analysis' }).getAttribute('href'),
    ).resolves.toBe(`/video/${video.id}`);
    await featured.getByRole('button', { name: 'Refresh the featured analysis' }).click();
    await featured
      .getByRole('heading', { name: 'Miracle tea cures diabetes' })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await tab.screenshot('home-daily');

    await page.goto(`${app.url}/shared/${article.id}`);
    await page
      .getByText('This report is the result of analyzing content from news.example.org.')
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(
      page
        .getByText('It received an overall grade of A with a credibility score of 91%')
        .isVisible(),
    ).resolves.toBe(true);
    // The address shows its site only: its path is hidden on every public page (issue 34), and
    // a link with a hidden part is shown as text, not opened.
    const analyzed = page.getByRole('region', { name: 'Analyzed Content' });
    const shown = await analyzed.textContent({ timeout: UI_TIMEOUT_MS });
    expect(shown).toContain('https://news.example.org/[link path hidden]');
    await expect(analyzed.getByRole('link').count()).resolves.toBe(0);
    await tab.screenshot('shared-article');
    tab.expectClean();
    await tab.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`shows the analytics dashboard and exports the dataset (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      await page.goto(`${app.url}/analytics`);
      await waitForHeading(page, 'Public Analytics', 1);
      const stat = (label: string) => page.getByText(label, { exact: true }).locator('../..');
      await stat('Total analyses')
        .getByText(String(total), { exact: true })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      for (const title of [
        'Analyses per day',
        'Verdict split',
        'Grade distribution',
        'Top domains',
        'Recent analyses',
      ]) {
        await expect(
          page.getByRole('heading', { name: title, exact: true }).isVisible(),
          title,
        ).resolves.toBe(true);
      }
      const domains = page.getByRole('region', { name: 'Top domains' });
      await expect(domains.getByText('news.example.org').isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('region', { name: 'Recent analyses' }).getByRole('link').count(),
      ).resolves.toBe(total);
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('analytics');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: UI_TIMEOUT_MS }),
        page.getByRole('button', { name: 'Export Dataset' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`factlens-dataset-${today()}.json`);
      const saved = await download.path();
      const dataset = JSON.parse(await readFile(saved, 'utf8')) as {
        totalAnalyses: number;
        gradeDistribution: Record<string, number>;
      };
      expect(dataset.totalAnalyses).toBe(total);
      expect(Object.values(dataset.gradeDistribution).reduce((a, b) => a + b, 0)).toBe(total);
      // Aggregates only: no submitted content or addresses in the file.
      const raw = await readFile(saved, 'utf8');
      expect(raw).not.toContain('council-vote');
      expect(raw).not.toContain('gift cards');
      const toast = page.getByRole('status').filter({ hasText: TEXT.exportSuccessTitle });
      await toast.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(toast.getByText(exportSuccessMessage(total)).isVisible()).resolves.toBe(true);
      // F8 takes keyboard users to the notifications; the dismiss button closes the toast.
      await page.keyboard.press('F8');
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      ).resolves.toBe('Notifications (F8)');
      await tab.screenshot('analytics-exported');
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
      await toast.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      tab.expectClean();
      await tab.close();
    });
  }

  it('reports a failed export and an unavailable dashboard', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.route('**/api/export-dataset', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Something went wrong on our side. Please try again in a moment.',
        }),
      }),
    );
    await page.goto(`${app.url}/analytics`);
    await page.getByRole('button', { name: 'Export Dataset' }).click();
    const toast = page.getByRole('alert').filter({ hasText: TEXT.exportFailedTitle });
    await toast.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(
      toast
        .getByText('Something went wrong on our side. Please try again in a moment.')
        .isVisible(),
    ).resolves.toBe(true);
    await tab.screenshot('analytics-export-failed');

    await page.route('**/api/analytics', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto(`${app.url}/analytics`);
    await waitForHeading(page, TEXT.analyticsUnavailable, 1);
    await expect(page.getByText(TEXT.analyticsFallback).isVisible()).resolves.toBe(true);
    tab.expectClean();
    await tab.close();
  });
});
