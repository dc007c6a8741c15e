/**
 * What the desktop app's browser tests share (tests/e2e/desktop*.test.ts): the texts they
 * analyze, analyzing one through the form, the hub's feed, and quick publish retries.
 */
import { expect } from 'vitest';
import type { PublicFeedItem } from '../../src/shared';
import { UI_TIMEOUT_MS, type GuardedPage } from './browser';
import type { TestServer } from './server';

/** Quick retries, so a hub that comes back is reached within the test's patience. */
export const FAST_RETRY_ENV = { PUBLISH_RETRY_BASE_MS: '300', PUBLISH_RETRY_MAX_MS: '1500' };

export const TEXTS = {
  desktop:
    'BREAKING: Drinking two litres of pickle juice a day cures type 2 diabetes, doctors admit. ' +
    'Big pharma does not want you to know this simple trick. Share before they delete it!',
  mobile:
    'Scientists confirm that the moon landing footage was filmed in a studio in Nevada. ' +
    'Thousands of experts agree, the evidence is overwhelming and the media hides it. Wake up!',
  garlic:
    'Our grandmother swears that raw garlic on the feet overnight removes all toxins from the body. ' +
    'Try it tonight and you will never need a doctor again, guaranteed.',
} as const;

export async function analyzeText(tab: GuardedPage, appUrl: string, text: string): Promise<void> {
  const { page } = tab;
  await page.goto(`${appUrl}/home`);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Text to analyze').fill(text);
  await page.getByRole('button', { name: 'Analyze Text' }).click();
  await page
    .getByRole('heading', { name: 'Your Credibility Report' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
}

export async function hubFeed(hub: TestServer): Promise<PublicFeedItem[]> {
  const res = await hub.get('/api/public-feed');
  expect(res.status).toBe(200);
  return res.json as PublicFeedItem[];
}
