// POST /api/analyze/url against local fixture servers on 127.0.0.1 only (allow-listed by port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeResponseSchema,
  errorBodySchema,
  publicFeedResponseSchema,
  storedAnalysisSchema,
} from '../../src/shared';
import { ARTICLE } from '../fakes/web/article-page';
import { NORMAL_SHOP_HEADING, SCAM_SHOP_HEADING } from '../fakes/web/shop-pages';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { startTestServer, type TestServer } from '../helpers/server';

describe('POST /api/analyze/url', () => {
  let web: FixtureServer;
  let server: TestServer;
  beforeAll(async () => {
    web = await startFixtureServer();
    server = await startTestServer({
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: `${web.hostPort},${web.namedHostPort}`,
        FETCH_TIMEOUT_MS: '30000',
        // The video service must stay on loopback too: point YouTube at the fixture server.
        YOUTUBE_BASE_URL: web.origin,
        YOUTUBE_OEMBED_URL: `${web.origin}/oembed`,
        YOUTUBE_TIMEOUT_MS: '10000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  const analyze = (url: string, type?: string) =>
    server.postJson('/api/analyze/url', type ? { url, type } : { url });

  it('reads an article: title, author, date and main text without banner or navigation', async () => {
    const response = await analyze(`${web.origin}/article`);
    expect(response.status).toBe(200);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    expect(results.analysisMetadata.type).toBe('article');
    const reading = results.analysisMetadata.notes[0]!;
    expect(reading).toContain(`"${ARTICLE.title}"`);
    expect(reading).toContain(`by ${ARTICLE.author}`);
    expect(reading).toContain(`on ${ARTICLE.siteName}`);
    expect(reading).toContain('published 2025-03-14');
    const authorPart = results.scorecard.breakdown?.find((b) => b.component === 'author_expertise');
    expect(authorPart?.note).toContain(ARTICLE.author);
    // Publisher pages were found (about, contact, corrections, privacy, terms) and counted.
    expect(
      results.scorecard.breakdown?.find((b) => b.component === 'publication_standards')?.note,
    ).toMatch(/has an About page/);

    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(stored).toMatchObject({
      // The site of the link, not its path (issue 34).
      url: `${web.origin}/[link path hidden]`,
      title: ARTICLE.title,
      type: 'article',
    });
    expect(stored.content).toContain(ARTICLE.bodyPhrase);
    expect(stored.content).not.toContain(ARTICLE.cookieText);
    expect(stored.content).not.toContain('Puzzles');
    expect(stored.content).not.toContain('scripts never run');

    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    // The feed shows the site of the link only (issue 34: a path may carry its victim).
    expect(feed.find((item) => item.id === id)).toMatchObject({
      title: ARTICLE.title,
      url: `${web.origin}/[link path hidden]`,
    });
  });

  it('sends an honest User-Agent', async () => {
    const seen = web.requests.find((r) => r.path === '/article');
    expect(seen?.headers['user-agent']).toMatch(
      /^FactLens\/\d+\.\d+\.\d+ \(\+credibility checker\)$/,
    );
  });

  it('keeps one analysis per page for 24 hours, whatever tracking parameters or fragment the link carries', async () => {
    const first = analyzeResponseSchema.parse((await analyze(`${web.origin}/article`)).json);
    const again = analyzeResponseSchema.parse(
      (await analyze(`  ${web.origin}/article?utm_source=mail#comments `)).json,
    );
    expect(again.id).toBe(first.id);
    const asShop = analyzeResponseSchema.parse(
      (await analyze(`${web.origin}/article`, 'shopping')).json,
    );
    expect(asShop.id).not.toBe(first.id);
    expect(asShop.results.analysisMetadata.type).toBe('shopping');
  });

  it("fetches and stores the link without tracking parameters, so no report shows a submitter's own", async () => {
    const planted = `${web.origin}/article?id=7&utm_source=ALERT%3A+this+site+is+a+known+scam%2C+call+%2B1-555-0100&fbclid=x#top`;
    const { id } = analyzeResponseSchema.parse((await analyze(planted)).json);
    const fetched = web.requests.filter((r) => r.path.startsWith('/article?'));
    expect(fetched.map((r) => r.path)).toEqual(['/article?id=7']);
    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    // Fetched without tracking parameters; shown as its site only (issue 34).
    expect(stored.url).toBe(`${web.origin}/[link path hidden]`);
    const everything =
      JSON.stringify((await server.get(`/api/analysis/${id}`)).json) +
      JSON.stringify((await server.get('/api/public-feed')).json);
    expect(everything).not.toMatch(/known scam|utm_source|fbclid|555-0100/);
    // The next person with the same page and other parameters gets the same, clean analysis.
    expect(
      analyzeResponseSchema.parse(
        (await analyze(`${web.origin}/article?utm_medium=mail&id=7`)).json,
      ).id,
    ).toBe(id);
  });

  it('decodes the charset a page declares in a meta tag', async () => {
    const { id } = analyzeResponseSchema.parse((await analyze(`${web.origin}/latin1`)).json);
    const stored = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(stored.title).toBe('Café owners protest new rules');
    expect(stored.content).toContain('€2,000');
    expect(stored.content).toContain('“We were not consulted,” said Renée Dubois');
  });

  it('reads gzip-compressed pages and plain text', async () => {
    const gz = await analyze(`${web.origin}/article-gzip`);
    expect(gz.status).toBe(200);
    const gzStored = storedAnalysisSchema.parse(
      (await server.get(`/api/analysis/${analyzeResponseSchema.parse(gz.json).id}`)).json,
    );
    expect(gzStored.content).toContain(ARTICLE.bodyPhrase);

    const plain = await analyze(`${web.origin}/plain`);
    expect(plain.status).toBe(200);
    const plainStored = storedAnalysisSchema.parse(
      (await server.get(`/api/analysis/${analyzeResponseSchema.parse(plain.json).id}`)).json,
    );
    expect(plainStored.content).toContain('Water boils at 100 degrees Celsius');
  });

  it('follows up to 5 redirects and analyses the page it lands on', async () => {
    const response = await analyze(`${web.origin}/hops/4`);
    expect(response.status).toBe(200);
    const { id, results } = analyzeResponseSchema.parse(response.json);
    // The note and the stored address show the page's site, not its path (issue 34).
    expect(results.analysisMetadata.notes.join(' ')).toContain(
      `redirected to ${web.origin}/[link path hidden]`,
    );
    expect(storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json).url).toBe(
      `${web.origin}/[link path hidden]`,
    );
  });

  it('scores a blatant scam shop far below a normal shop', async () => {
    // By name, so the shops are judged by their pages and not by the test's raw IP address.
    const normal = analyzeResponseSchema.parse(
      (await analyze(`${web.namedOrigin}/shop/normal`, 'shopping')).json,
    );
    const scam = analyzeResponseSchema.parse(
      (await analyze(`${web.namedOrigin}/shop/scam`, 'shopping')).json,
    );
    expect(normal.results.analysisMetadata.type).toBe('shopping');
    expect(scam.results.analysisMetadata.type).toBe('shopping');

    const normalScore = normal.results.scorecard.credibilityScore;
    const scamScore = scam.results.scorecard.credibilityScore;
    expect(scamScore).toBeLessThanOrEqual(15);
    expect(normalScore - scamScore).toBeGreaterThanOrEqual(25);
    expect(scam.results.summary.overallStatus).toBe('false');
    // Bands: an honest shop lands in a fair band (even over the fixture's plain HTTP), the scam fails.
    expect(normalScore).toBeGreaterThanOrEqual(60);
    expect(['A', 'B', 'C']).toContain(normal.results.summary.overallGrade);
    expect(scamScore).toBeLessThanOrEqual(20);
    expect(scam.results.summary.overallGrade).toBe('F');
    // Judged by shop criteria, each explained, and not by article ones (author, citations).
    const rows = new Map((normal.results.scorecard.breakdown ?? []).map((b) => [b.component, b]));
    expect(rows.get('business_identity')?.note).toMatch(
      /contact details, a street address and a company registration/,
    );
    expect(rows.get('shop_policies')?.note).toMatch(/returns policy/);
    expect(rows.get('payment_safety')?.note).toMatch(/Card or PayPal/);
    expect(rows.has('domain_trust') && rows.has('review_authenticity')).toBe(true);
    expect(rows.has('author_expertise') || rows.has('citation_quality')).toBe(false);
    // The learned model does not judge a loopback shop by its host or path.
    expect(rows.has('learned_model')).toBe(false);
    expect(
      scam.results.scorecard.breakdown?.find((b) => b.component === 'payment_safety')?.note,
    ).toMatch(/Only irreversible payment/);

    // The scam's flags quote the page.
    const types = new Set(scam.results.redFlags.map((f) => f.type));
    for (const t of [
      'payment_request',
      'too_good_to_be_true',
      'urgency',
      'scarcity',
      'no_returns_policy',
      'fake_reviews',
      'stale_copyright',
    ]) {
      expect(types, t).toContain(t);
    }
    const payment = scam.results.redFlags.find(
      (f) => f.type === 'payment_request' && f.severity === 'high',
    );
    expect(payment?.textExample).toMatch(/Bitcoin/);
    expect(
      scam.results.redFlags.find((f) => f.type === 'too_good_to_be_true')?.textExample,
    ).toMatch(/85% off|\$180/);

    // The normal shop's accountability shows as positive findings, with quotes.
    const positives = new Map(
      normal.results.positiveSignals.map((p) => [p.indicator, p.textExample]),
    );
    expect(positives.get('Returns policy')).toMatch(/30-day free returns/);
    expect(positives.get('Company registration')).toMatch(
      /company number 08123456|Registered in England/,
    );
    expect(positives.get('Physical address')).toMatch(/14 Mill Lane|LS1 4DY/);
    expect(positives.get('Payment with buyer protection')).toMatch(/Visa/);
    expect(normal.results.redFlags.filter((f) => f.severity === 'high')).toEqual([]);

    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.find((item) => item.id === scam.id)?.title).toBe(SCAM_SHOP_HEADING);
    expect(feed.find((item) => item.id === normal.id)?.title).toBe(NORMAL_SHOP_HEADING);
  });

  it('treats a page with schema.org Product/Offer markup as a shop without being told', async () => {
    const { results } = analyzeResponseSchema.parse((await analyze(`${web.origin}/product`)).json);
    expect(results.analysisMetadata.type).toBe('shopping');
    expect(results.positiveSignals.map((p) => p.indicator)).toContain(
      'Product and price described (schema.org)',
    );
  });

  it('hands YouTube links to the video analysis (which here reaches only the local fake)', async () => {
    const before = web.requests.length;
    const response = await analyze('https://youtu.be/dQw4w9WgXcQ?t=42');
    // The fake has no such video: whatever the video service answers, it is a 4xx with a message.
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    errorBodySchema.parse(response.json);
    const videoRequests = web.requests.slice(before).map((r) => r.path);
    expect(videoRequests.some((p) => p.includes('dQw4w9WgXcQ'))).toBe(true);
  });

  it('refuses a non-YouTube link sent as a video', async () => {
    const response = await analyze(`${web.origin}/article`, 'video');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.json).message).toMatch(/not a YouTube video link/);
  });

  it('explains what to send when the body is wrong', async () => {
    for (const body of [
      {},
      { url: 42 },
      { url: `${web.origin}/article`, type: 'podcast' },
      ['x'],
    ]) {
      const response = await server.postJson('/api/analyze/url', body);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json).message).toMatch(/"url"/);
    }
    const empty = await analyze('   ');
    expect(empty.status).toBe(400);
    expect(errorBodySchema.parse(empty.json).message).toMatch(/Paste a web address/);
    const get = await server.get('/api/analyze/url');
    expect(get.status).toBe(405);
  });
});
