/**
 * The privacy page's promises about reference passages ("Looking claims up in Wikipedia and
 * Wikidata"), through the real interface with a fake Wikipedia and Wikidata on 127.0.0.1: only the
 * names of a few claims go out, with personal details masked first, never the text or anything
 * that identifies the visitor; REFERENCE_LOOKUP=off sends nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MAX_CLAIMS } from '../../src/shared';
import { type FakeWiki, startFakeWiki, wikiEnv } from '../fakes/wiki/fake-wiki';
import { startTestServer, type TestServer } from '../helpers/server';

const TEXT =
  'Forwarded by a reader on 07700 900123: the Eiffel Tower is 330 metres tall. ' +
  'Garlic stops the flu, a wellness account swears. Mount Everest is 8,849 metres high. The Golden Gate Bridge opened in 1937. ' +
  'Lake Baikal is the deepest lake in the world.';
/** A private message: its names are searched nowhere. */
const PRIVATE =
  'Hi Maria, lovely to see you. My neighbour Jane Doe swears the Eiffel Tower is 330 metres tall!';

describe('privacy page: looking claims up in Wikipedia and Wikidata', () => {
  let wiki: FakeWiki;
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    wiki = await startFakeWiki();
    on = await startTestServer({ env: wikiEnv(wiki) });
    off = await startTestServer({ env: { ...wikiEnv(wiki), REFERENCE_LOOKUP: 'off' } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
    await wiki.close();
  });
  afterEach(() => {
    wiki.requests.length = 0;
    wiki.headers.length = 0;
  });

  it(`"the names in up to ${REFERENCE_MAX_CLAIMS} claims ... with any personal details masked first ... The text you submitted is never sent, nor anything that identifies you"`, async () => {
    const response = await on.request('/api/analyze/text', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'VisitorProbe/1.0 UA-4471',
        'x-forwarded-for': '203.0.113.47',
        cookie: 'sid=cookie-4471',
      },
      body: JSON.stringify({ content: TEXT }),
    });
    expect(response.status).toBe(200);
    expect(wiki.requests.length).toBeGreaterThan(0);
    const searched = wiki.requests.flatMap((u) =>
      ['gsrsearch', 'search'].flatMap((k) => u.searchParams.get(k) ?? []),
    );
    expect(
      new Set(wiki.requests.flatMap((u) => u.searchParams.get('gsrsearch') ?? [])).size,
    ).toBeLessThanOrEqual(REFERENCE_MAX_CLAIMS);
    const sent = `${searched.join(' ')} ${JSON.stringify(wiki.headers)}`;
    for (const secret of [
      '07700',
      '900123',
      'Maria',
      'neighbour',
      'swears',
      'UA-4471',
      '203.0.113.47',
      'cookie-4471',
    ])
      expect(sent, secret).not.toContain(secret);
  });

  it('searches nothing of a text that reads like a private message, and says so', async () => {
    const response = await on.postJson('/api/analyze/text', { content: PRIVATE });
    expect(response.status).toBe(200);
    expect(wiki.requests).toEqual([]);
    const results = (
      response.json as { results: { analysisMetadata: { checks?: { referencePassages: string } } } }
    ).results;
    expect(results.analysisMetadata.checks?.referencePassages).toBe('private');
  });

  it('"An operator can turn this off (REFERENCE_LOOKUP=off)": then nothing is sent', async () => {
    const response = await off.postJson('/api/analyze/text', { content: TEXT });
    expect(response.status).toBe(200);
    expect(wiki.requests).toEqual([]);
  });
});
