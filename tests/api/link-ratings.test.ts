// Shipped knowledge over HTTP: the reliability ratings of Lin et al. 2023 (a publisher's and its
// links'), both shipped scam lists, and "Links in this content" in the results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, type Results } from '../../src/shared';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import {
  LINK_RATED_HIGH_SENTENCE,
  LINK_RATED_LOW_SENTENCE,
  RATED_HIGH_SENTENCE,
  RATED_LOW_SENTENCE,
} from '../../src/server/analysis/signals/knowledge-findings';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startTestServer, type TestServer } from '../helpers/server';

const REPORT =
  'The city council approved next year’s budget on Tuesday by seven votes to two. The plan raises spending on road repairs and keeps the library open on Sundays, the council said in a statement.';
// Rated 0.98 and 0.05 on the 0-1 scale; neither is on the built-in list of established outlets.
const HIGH = 'rollcall.com';
const LOW = 'infowars.com';
const PUBLISHERS = [`www.${HIGH}`, `www.${LOW}`];

describe('reliability ratings and scam lists in results', () => {
  let web: FixtureServer;
  let server: TestServer;
  beforeAll(async () => {
    web = await startFixtureServer();
    const resolve: Resolver = async (hostname) => {
      if (PUBLISHERS.includes(hostname)) return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    };
    server = await startTestServer({
      resolve,
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: PUBLISHERS.map((h) => `${h}:${web.port}`).join(','),
        FETCH_TIMEOUT_MS: '30000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  const analyzeText = async (content: string): Promise<Results> => {
    const response = await server.postJson('/api/analyze/text', { content });
    expect(response.status).toBe(200);
    return analyzeResponseSchema.parse(response.json).results;
  };
  const score = (r: Results) => r.scorecard.credibilityScore;

  it('moves the score up for a link to a highly rated outlet and down for a low-rated one, with their sentences', async () => {
    const plain = await analyzeText(REPORT);
    const high = await analyzeText(
      `${REPORT} Read the full story at https://www.${HIGH}/2025/06/budget-vote`,
    );
    const low = await analyzeText(
      `${REPORT} Read the full story at https://www.${LOW}/2025/06/budget-vote`,
    );
    expect(plain.links).toBeUndefined();
    expect(score(high)).toBeGreaterThan(score(plain));
    expect(score(low)).toBeLessThan(score(plain));

    expect(
      high.positiveSignals.find((p) => p.indicator === LINK_RATED_HIGH_SENTENCE)?.explanation,
    ).toContain(`${HIGH} (0.98)`);
    expect(
      high.scorecard.breakdown?.find((b) => b.component === 'positive_evidence')?.note,
    ).toContain(`${HIGH}: rated among the most reliable news sources`);
    expect(high.redFlags.filter((f) => f.type === 'low_rated_source')).toEqual([]);
    expect(high.links).toEqual([
      { domain: HIGH, count: 1, rating: 0.98, ratingBand: 'high', scamLists: [] },
    ]);

    const flag = low.redFlags.find((f) => f.indicator === LINK_RATED_LOW_SENTENCE);
    expect(flag).toMatchObject({ type: 'low_rated_source', severity: 'medium', textExample: LOW });
    expect(flag?.explanation).toContain('Lin et al. 2023');
    expect(low.positiveSignals.some((p) => p.indicator === LINK_RATED_HIGH_SENTENCE)).toBe(false);
    expect(low.links).toEqual([
      { domain: LOW, count: 1, rating: 0.05, ratingBand: 'low', scamLists: [] },
    ]);
  });

  it('groups links by registrable domain with their counts, ratings and scam-list hits', async () => {
    const results = await analyzeText(
      [
        REPORT,
        'Sources: https://edition.cnn.com/a and https://www.cnn.com/b and https://cnn.com/c,',
        'video at https://www.youtube.com/watch?v=abc123 and a deal at https://0-google.com/login',
        'and another at https://10xuniswap.xyz/claim',
      ].join(' '),
    );
    const byDomain = new Map((results.links ?? []).map((g) => [g.domain, g]));
    expect(byDomain.get('cnn.com')).toMatchObject({
      count: 3,
      ratingBand: 'middle',
      scamLists: [],
    });
    // A platform where anyone posts is not rated as an outlet.
    expect(byDomain.get('youtube.com')).toMatchObject({
      count: 1,
      rating: null,
      ratingBand: null,
      scamLists: [],
    });
    // Each hit names its list: the Block List Project's, and scamblocklist's.
    expect(byDomain.get('0-google.com')?.scamLists).toEqual([
      'the Block List Project scam list (public domain)',
    ]);
    expect(byDomain.get('10xuniswap.xyz')?.scamLists).toEqual([
      'scamblocklist by durablenapkin (MIT licence)',
    ]);
    const listed = results.redFlags.filter(
      (f) => f.type === 'suspicious_link' && /list of reported scam/.test(f.explanation),
    );
    expect(listed.map((f) => f.explanation).join(' ')).toMatch(/Block List Project/);
    expect(results.redFlags.filter((f) => f.type === 'low_rated_source')).toEqual([]);
  });

  it('rates an article’s publisher: most reliable is positive evidence, least reliable a warning', async () => {
    const post = (host: string) =>
      server.postJson('/api/analyze/url', { url: `http://${host}:${web.port}/article` });
    const high = analyzeResponseSchema.parse((await post(`www.${HIGH}`)).json).results;
    const low = analyzeResponseSchema.parse((await post(`www.${LOW}`)).json).results;
    expect(high.positiveSignals.find((p) => p.indicator === RATED_HIGH_SENTENCE)?.textExample).toBe(
      `www.${HIGH}`,
    );
    expect(
      high.scorecard.breakdown?.find((b) => b.component === 'positive_evidence')?.note,
    ).toMatch(
      /independent ratings that place the outlet among the most reliable news sources \(rollcall\.com\)/i,
    );
    expect(low.redFlags.find((f) => f.indicator === RATED_LOW_SENTENCE)).toMatchObject({
      severity: 'medium',
      textExample: `www.${LOW}`,
    });
    expect(score(high)).toBeGreaterThan(score(low));
    expect(low.summary.verdict?.evidence).toMatch(/warning|mixed/);
  });
});
