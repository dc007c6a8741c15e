/**
 * The analyzer (/home) in real Chromium against the real server: a person reads the explainers,
 * pastes a phishing text, watches it run, reads every card of the report, copies the share link
 * and opens /shared/{id}; a text that is too long shows the server's message above the tabs.
 * At desktop and 375 px widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METHODOLOGY_CLAIM_MAX_CHARS,
  METHODOLOGY_CLAIMS_SHOWN,
  MAX_TEXT_CHARS,
  TAGLINE,
} from '../../src/shared/constants';
import { VERDICT_REASONS_SHOWN } from '../../src/shared/verdict-fallback';
import { TEXT } from '../../src/shared/messages';
import { ANALYZER_TABS } from '../../src/renderer/src/kinds/registry';
import { contrastViolations, unnamedControls } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  VIEWPORT_NAMES,
  hasHorizontalOverflow,
  metaDescription,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';

const PHISHING_TEXT =
  'URGENT: Your Chase account has been suspended due to unusual activity. ' +
  'Verify your identity within 24 hours or your account will be permanently closed: ' +
  'http://chase-secure-verify.top/login Enter your card number and PIN to restore access. ' +
  'Scientists say 97% of accounts that wait are lost forever. Act now, this is your final warning!';

/** Long enough for a person (and the test) to see the running state. */
const SLOW_RESPONSE_MS = 700;

const REPORT_CARDS = [
  'Analysis Summary',
  'Credibility Scorecard',
  'How We Analyzed This',
  'Claims Analysis',
  'Red Flags',
  'Bias & Manipulation',
  'Links in this content',
  'Analyzed Content',
];

describe('analyze a text on /home', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the explainers, the featured example and the video criteria before anything is analyzed', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/home`);
    await waitForHeading(page, 'Check it before you share it', 1);
    await expect(page.title()).resolves.toContain('FactLens');
    expect(await metaDescription(page)).toMatch(/credibility report/);
    await expect(page.getByRole('banner').getByText(TAGLINE).isVisible()).resolves.toBe(true);

    // The spec's four tabs first, then each kind's own (the renderer's registry), Video selected,
    // with its input, button and criteria panel.
    const tabs = page.getByRole('tab');
    const labels = await tabs.allInnerTexts();
    expect(labels.slice(0, 4)).toEqual(['Video', 'Text', 'Shopping', 'Screenshot']);
    expect(labels).toEqual(ANALYZER_TABS.map((tab) => tab.label));
    await expect(
      page.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(
      page.getByLabel('YouTube video or article link').getAttribute('type'),
    ).resolves.toBe('url');
    await expect(page.getByRole('button', { name: 'Analyze Video' }).isDisabled()).resolves.toBe(
      true,
    );
    const criteria = page.getByRole('tabpanel', { name: 'Video' }).getByText('What we evaluate');
    await criteria.waitFor({ timeout: UI_TIMEOUT_MS });
    // Folded by default, so it does not push the report down; it opens on a click.
    await expect(
      page.getByRole('tabpanel', { name: 'Video' }).getByRole('listitem').count(),
    ).resolves.toBe(0);
    await criteria.click();
    await expect(
      page.getByRole('tabpanel', { name: 'Video' }).getByRole('listitem').count(),
    ).resolves.toBeGreaterThan(2);

    // Educational notice (spec 1) and the featured example (no daily video analysis yet).
    await expect(
      page.getByRole('complementary', { name: 'Educational notice' }).innerText(),
    ).resolves.toMatch(/educational/i);
    await waitForHeading(page, 'Featured Example');
    await page.getByRole('heading', { name: 'Key findings' }).waitFor({ timeout: UI_TIMEOUT_MS });

    // The three info dialogs: open, read, close with Escape, focus back on the opener.
    for (const title of ['Citizen Journalism', 'Verification Process', 'AI Process']) {
      const opener = page.getByRole('button', { name: new RegExp(`^${title}`) });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
      if (title === 'AI Process') {
        await expect(
          dialog.getByRole('link', { name: 'Read the methodology' }).getAttribute('href'),
        ).resolves.toBe('/research-brief');
        await tab.screenshot('home-dialog');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    }
    // Focus stays inside an open dialog (native modal: the page behind is inert).
    await page.getByRole('button', { name: /^Verification Process/ }).click();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Close dialog' }).click();

    await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
    await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
    await tab.screenshot('home');
    tab.expectClean();
    await tab.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`analyses a phishing text and shows every card of the report, then the shared page (${viewport})`, async () => {
      const tab = await app.openPage(viewport, { clipboard: true });
      const { page } = tab;
      await page.goto(`${app.url}/home`);

      // Switch to Text with the keyboard, like a keyboard user would.
      const videoTab = page.getByRole('tab', { name: 'Video' });
      await videoTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Text');

      const analyze = page.getByRole('button', { name: 'Analyze Text' });
      await expect(analyze.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Text to analyze').fill('   \n  ');
      await expect(analyze.isDisabled(), 'blank text cannot be sent').resolves.toBe(true);
      await page.getByLabel('Text to analyze').fill(`   ${PHISHING_TEXT}   `);
      await expect(analyze.isEnabled()).resolves.toBe(true);

      // Hold the response a moment to see the running state; the request itself is the real one.
      let sentBody: unknown;
      await page.route('**/api/analyze/text', async (route) => {
        sentBody = route.request().postDataJSON();
        await new Promise((r) => setTimeout(r, SLOW_RESPONSE_MS));
        await route.fallback();
      });
      // Cumulative layout shift not caused by the person's own input (the click), as Chrome measures it.
      await page.evaluate(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift' });
      });
      const tablistTop = () =>
        page.getByRole('tablist').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const topBefore = await tablistTop();
      await analyze.click();
      const running = page.getByRole('button', { name: TEXT.analyzing });
      await running.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(running.isDisabled()).resolves.toBe(true);
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      // Trimmed, with the public-feed box's state (ticked: a mass-sent scam is no private message).
      expect(sentBody, 'the text is sent trimmed').toEqual({
        content: PHISHING_TEXT,
        unlisted: false,
      });
      expect(await tablistTop(), 'the input panel does not move when results arrive').toBe(
        topBefore,
      );
      await page.waitForTimeout(300);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, 'layout shift when the report arrives (Chrome: good below 0.1)').toBeLessThan(
        0.1,
      );

      for (const title of REPORT_CARDS) {
        await expect(
          page.getByRole('region', { name: title, exact: true }).isVisible(),
          title,
        ).resolves.toBe(true);
      }
      const region = (name: string) => page.getByRole('region', { name, exact: true });

      // Links in this content: the phishing link's website as text (never a link), unrated, unlisted.
      const links = region('Links in this content');
      const row = links
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'chase-secure-verify.top' }) });
      await expect(row.innerText()).resolves.toMatch(/1\s+Not rated\s+Not listed/);
      await expect(links.getByRole('link').count()).resolves.toBe(0);

      // The verdict block leads: grade, one sentence, what to do, the top reasons quoted.
      const verdict = page.locator('#verdict');
      await expect(verdict.getByRole('img').getAttribute('aria-label')).resolves.toMatch(
        /^Grade [C-F]/,
      );
      await expect(verdict.getByText('What to do first').isVisible()).resolves.toBe(true);
      const reasons = await verdict
        .getByRole('list', { name: 'Why' })
        .getByRole('listitem')
        .count();
      expect(reasons).toBeGreaterThan(0);
      expect(reasons).toBeLessThanOrEqual(VERDICT_REASONS_SHOWN);

      // Summary: the TRUE / FALSE counts (small, in words when both are 0) and the message.
      const summary = region('Analysis Summary');
      await expect(summary.innerText()).resolves.toMatch(/\d+ TRUE[\s\S]*\d+ FALSE/);
      // Folded sections are opened the way a person opens them.
      for (const name of ['Red Flags', 'How We Analyzed This']) {
        if ((await region(name).locator('details[open]').count()) === 0)
          await region(name).locator('summary').click();
      }
      const flagCount = await region('Red Flags')
        .locator(':scope > details > div > ul > li')
        .count();
      expect(flagCount, 'a phishing text has red flags').toBeGreaterThan(0);
      await expect(summary.getByText(`Red flags found: ${flagCount}.`).isVisible()).resolves.toBe(
        true,
      );

      // Scorecard: a grade that says this is not credible, a label and the four bars.
      const scorecard = region('Credibility Scorecard');
      expect(await scorecard.getByRole('img').first().getAttribute('aria-label')).toMatch(
        /^Grade [C-F]/,
      );
      await expect(
        scorecard
          .getByText(/(High credibility|Moderate|Low|Very low)$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(scorecard.getByRole('meter').count()).resolves.toBe(4);

      // How We Analyzed This: at most 2 claims, each cut at 100 characters, and who analyzed it.
      const methodology = region('How We Analyzed This');
      await expect(methodology.getByTestId('analyzer').innerText()).resolves.toMatch(
        /offline engine/,
      );
      const examined = await methodology
        .locator('h3:text-is("Claims examined") + ol > li')
        .allInnerTexts();
      expect(examined.length).toBeLessThanOrEqual(METHODOLOGY_CLAIMS_SHOWN);
      // +2 for the quotation marks around each claim.
      for (const claim of examined)
        expect(claim.length).toBeLessThanOrEqual(METHODOLOGY_CLAIM_MAX_CHARS + 2);

      // Claims, with a status each, and a confidence for each claim that is not uncertain.
      const claims = region('Claims Analysis');
      // A long list starts folded under its heading with the count; open it like a person would.
      if ((await claims.locator('details[open]').count()) === 0)
        await claims.locator('summary').click();
      const claimItems = claims.locator(':scope > details > div > ul > li');
      if ((await claimItems.count()) > 0) {
        const status = claimItems.first().getByText(/^(Verified|False|Uncertain|Misleading)$/);
        await expect(status.isVisible()).resolves.toBe(true);
        const confidence = claimItems.first().getByText(/^Confidence \d+%$/);
        if ((await status.textContent()) === 'Uncertain')
          await expect(confidence.count()).resolves.toBe(0);
        else await expect(confidence.isVisible()).resolves.toBe(true);
      } else {
        await expect(claims.getByText('No checkable factual claims').isVisible()).resolves.toBe(
          true,
        );
      }

      // Red flags quote the text that triggered them.
      const firstFlag = region('Red Flags').locator(':scope > details > div > ul > li').first();
      await expect(firstFlag.getByText(/severity$/).isVisible()).resolves.toBe(true);
      const quote = (await firstFlag.locator('blockquote').innerText()).replace(
        /^\u201c|\u201d$/g,
        '',
      );
      expect(PHISHING_TEXT.toLowerCase()).toContain(quote.toLowerCase());

      // Critical-thinking questions, when the analyzer raised any.
      const questions = region('Critical-Thinking Questions');
      if ((await questions.count()) > 0)
        await expect(questions.getByRole('listitem').count()).resolves.toBeGreaterThan(0);

      // The text as analyzed (trimmed).
      await expect(page.getByLabel('Submitted text').textContent()).resolves.toBe(PHISHING_TEXT);
      await expect(hasHorizontalOverflow(page), 'the report fits the screen').resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('home-results');

      // Share copies {origin}/shared/{id} and says so.
      await summary.getByRole('button', { name: 'Share', exact: true }).click();
      await summary.getByRole('button', { name: TEXT.copied }).waitFor({ timeout: UI_TIMEOUT_MS });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${app.url.replace(/[.]/g, '\\.')}/shared/[\\w-]+$`));
      // A text is not a video: no Share Video button.
      await expect(summary.getByRole('button', { name: 'Share Video' }).count()).resolves.toBe(0);

      await page.getByRole('link', { name: 'Open report page' }).click();
      await page.waitForURL(copied, { timeout: UI_TIMEOUT_MS });
      await page
        .getByText('This report is the result of reviewing submitted text content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      for (const title of REPORT_CARDS) {
        await expect(
          page.getByRole('region', { name: title, exact: true }).isVisible(),
          `shared ${title}`,
        ).resolves.toBe(true);
      }
      await expect(
        page.getByRole('link', { name: 'Start a free analysis' }).getAttribute('href'),
      ).resolves.toBe('/home');
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('shared');

      // Back on /home (client-side), the report is still there; "New analysis" returns to the explainers.
      await page.getByRole('banner').getByRole('link').first().click();
      await page
        .getByRole('heading', { name: 'Your Credibility Report' })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('button', { name: 'New analysis' }).click();
      await waitForHeading(page, 'Featured Example');

      // A fresh load of the deep link works too (assets resolve from the site root).
      await page.goto(copied);
      await page
        .getByText('This report is the result of reviewing submitted text content.')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.title()).resolves.toContain('FactLens');
      tab.expectClean();
      await tab.close();
    });
  }

  it('shows the server message in a red alert above the tabs when the text is too long', async () => {
    const tab = await app.openPage('desktop');
    const { page } = tab;
    await page.goto(`${app.url}/home`);
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByLabel('Text to analyze').fill('a'.repeat(MAX_TEXT_CHARS + 1));
    await page.getByRole('button', { name: 'Analyze Text' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(alert.innerText()).resolves.toMatch(/too long/);
    const alertBox = await alert.boundingBox();
    const tablistBox = await page.getByRole('tablist').boundingBox();
    expect(alertBox && tablistBox && alertBox.y < tablistBox.y, 'the alert is above the tabs').toBe(
      true,
    );
    // The button is usable again for a shorter text.
    await expect(page.getByRole('button', { name: 'Analyze Text' }).isEnabled()).resolves.toBe(
      true,
    );
    await tab.screenshot('home-error');
    tab.expectClean();
    await tab.close();
  });
});
