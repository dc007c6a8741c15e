/**
 * /contact in real Chromium: required fields are enforced by the browser, a filled form prepares
 * a mail to the team with subject '[INQUIRYTYPE] subject' and the details in the body, then shows
 * 'Message Sent!' with 'Send Another Message' and 'Return to Home'. No server call is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../../src/shared/constants';
import { TEXT } from '../../src/shared/messages';
import { contrastViolations, unnamedControls } from '../helpers/a11y';
import {
  UI_TIMEOUT_MS,
  VIEWPORT_NAMES,
  hasHorizontalOverflow,
  startE2eApp,
  waitForHeading,
  type E2eApp,
} from '../helpers/browser';

describe('contact form', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`prepares the mail and shows Message Sent! (${viewport})`, async () => {
      const tab = await app.openPage(viewport);
      const { page } = tab;
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // GET /api/meta is the header's one-time check of hosted vs desktop mode, not the form's.
        if (pathname.startsWith('/api/') && pathname !== '/api/meta') apiCalls.push(request.url());
      });
      // The page's clock is the test's: 'Preparing Email...' shows until the test moves it on, so
      // a loaded machine cannot let the short wait pass before the test looks.
      await page.clock.install();
      await page.goto(`${app.url}/contact`);
      await waitForHeading(page, 'Contact Us', 1);
      await tab.screenshot('contact');

      // Empty required fields: the browser refuses to submit.
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      await expect(
        page.getByLabel('Name').evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
      ).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: TEXT.messageSent }).count()).resolves.toBe(0);
      await expect(page.getByLabel('Message').getAttribute('rows')).resolves.toBe('6');

      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Inquiry type').selectOption('partnership');
      await page.getByLabel('Subject').fill('Newsroom pilot');
      await page
        .getByLabel('Message')
        .fill('We would like to try FactLens in our newsroom.\nCan we talk?');
      await send.click();
      await expect(
        page.getByLabel('Email').evaluate((el) => (el as HTMLInputElement).validity.typeMismatch),
      ).resolves.toBe(true);
      await page.getByLabel('Email').fill('ada@example.org');
      await page.clock.pauseAt(Date.now() + 60_000);
      await send.click();

      await page
        .getByRole('button', { name: TEXT.preparingEmail })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await page.clock.runFor(5_000);
      await waitForHeading(page, TEXT.messageSent);
      const href = await page
        .getByRole('link', { name: 'Open the prepared message again' })
        .getAttribute('href');
      expect(href).not.toBeNull();
      const mail = new URL(href!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe(CONTACT_EMAIL);
      expect(mail.searchParams.get('subject')).toBe('[PARTNERSHIP] Newsroom pilot');
      const body = mail.searchParams.get('body') ?? '';
      expect(body).toContain('Name: Ada Lovelace');
      expect(body).toContain('Email: ada@example.org');
      // Organization was left empty.
      expect(body).toContain('Organization: Individual');
      expect(body).toContain('Inquiry Type: partnership');
      expect(body).toContain('We would like to try FactLens in our newsroom.\nCan we talk?');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Return to Home' }).getAttribute('href'),
      ).resolves.toBe('/home');
      await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
      await expect(contrastViolations(page), 'text contrast (WCAG AA)').resolves.toEqual([]);
      await expect(unnamedControls(page), 'controls have names').resolves.toEqual([]);
      await tab.screenshot('contact-sent');

      // Back to an empty form.
      await page.getByRole('button', { name: 'Send Another Message' }).click();
      await expect(page.getByLabel('Name').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Subject').inputValue()).resolves.toBe('');

      expect(apiCalls, 'the contact form makes no server call').toEqual([]);
      tab.expectClean();
      await tab.close();
    });
  }
});
