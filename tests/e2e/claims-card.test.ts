/**
 * The claims card in real Chromium (issue 36): each claim shows its kind, what would settle it,
 * the searches to check it yourself and the related reference passages found in a fake Wikipedia
 * and Wikidata on 127.0.0.1; the links are plain links reached by keyboard and named for screen
 * readers, and the page asks nothing of any other host by itself. The method line says which
 * checks ran. Offline, the card says the passages were not looked up. Screenshots under
 * test-results/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeWiki,
  NO_NETWORK,
  OFFLINE_WIKI_ENV,
  startFakeWiki,
  wikiEnv,
} from '../fakes/wiki/fake-wiki';
import { contrastViolations, unnamedControls } from '../helpers/a11y';
import { seriousAxeFindings } from '../helpers/axe';
import { type E2eApp, UI_TIMEOUT_MS, startE2eApp, waitForHeading } from '../helpers/browser';

const TEXT =
  'Hi all, a quick one before the weekend. The Eiffel Tower was completed in 1889 and is 330 metres tall. ' +
  'Doctors say eating a clove of raw garlic every morning will stop you catching the flu this winter. Have a lovely Sunday!';

async function analyzeOnHome(
  app: E2eApp,
  text: string,
  viewport: 'desktop' | 'mobile' = 'desktop',
) {
  const tab = await app.openPage(viewport);
  const { page } = tab;
  await page.goto(`${app.url}/home`);
  await waitForHeading(page, 'Check it before you share it', 1);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Text to analyze').fill(text);
  await page.getByRole('button', { name: 'Analyze Text' }).click();
  await page.getByRole('heading', { name: 'Claims Analysis' }).waitFor({ timeout: UI_TIMEOUT_MS });
  const claims = page.getByRole('region', { name: 'Claims Analysis' });
  if ((await claims.locator('details').getAttribute('open')) === null)
    await claims.getByText('Show').first().click();
  return { tab, page, claims };
}

describe('the claims card with reference passages', () => {
  let wiki: FakeWiki;
  let app: E2eApp;
  beforeAll(async () => {
    wiki = await startFakeWiki();
    app = await startE2eApp({ env: wikiEnv(wiki) });
  });
  afterAll(async () => {
    await app?.close();
    await wiki?.close();
  });

  it('shows advice, links and passages, reachable by keyboard, and requests nothing of another host', async () => {
    const { tab, page, claims } = await analyzeOnHome(app, TEXT);
    await expect(claims.getByText('Measurement or historical fact').isVisible()).resolves.toBe(
      true,
    );
    await expect(claims.getByText('Health or science claim').isVisible()).resolves.toBe(true);
    await expect(claims.getByText(/reference work settles it/).isVisible()).resolves.toBe(true);
    await expect(
      claims
        .getByText(/systematic review/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      claims.getByRole('heading', { name: 'Related reference passages' }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(
      claims
        .getByText(/330 metres/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const explorer = claims
      .getByRole('link', { name: /Search published fact-checks \(Google Fact Check Explorer\)/ })
      .first();
    await expect(explorer.getAttribute('href')).resolves.toMatch(
      /^https:\/\/toolbox\.google\.com\/factcheck\/explorer\/search\/.*Eiffel%20Tower.*;hl=en$/,
    );
    await expect(explorer.getAttribute('rel')).resolves.toMatch(/noopener/);
    await expect(
      claims
        .getByRole('link', { name: /Search Full Fact/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      claims
        .getByRole('link', { name: /Search Wikipedia/ })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/en\.wikipedia\.org\/w\/index\.php\?search=Eiffel%20Tower/);
    // Keyboard: the first "check it yourself" link takes focus and names itself as a new tab.
    await explorer.focus();
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toMatch(
      /Google Fact Check Explorer.*opens in a new tab/,
    );
    expect(await unnamedControls(page)).toEqual([]);
    expect(await contrastViolations(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The method line names the outside check that answered.
    const method = page.getByTestId('method-line');
    await expect(method.textContent()).resolves.toMatch(/Wikipedia and Wikidata/);
    await tab.screenshot('claims-card-passages');
    tab.expectClean();
  });

  it('fits a phone', async () => {
    const { tab } = await analyzeOnHome(app, TEXT, 'mobile');
    await tab.screenshot('claims-card-passages');
    tab.expectClean();
  });
});

describe('the claims card offline', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp({ resolve: NO_NETWORK, env: OFFLINE_WIKI_ENV });
  });
  afterAll(() => app?.close());

  it('says the passages were not looked up and still offers the searches', async () => {
    const { tab, claims } = await analyzeOnHome(app, TEXT);
    await expect(
      claims
        .getByRole('status')
        .filter({ hasText: 'Reference passages were not looked up' })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      claims
        .getByRole('link', { name: /Search Wikipedia/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await tab.screenshot('claims-card-offline');
    tab.expectClean();
  });
});
