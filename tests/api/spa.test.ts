import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewHead } from '../../src/server/link-preview/preview-tags';
import {
  ERRORS,
  errorBodySchema,
  type AnalyzeResponse,
  type Claim,
  type Results,
} from '../../src/shared';
import { firstSentence } from '../../src/shared/verdict-fallback';
import { makeVideoAnalysis } from '../helpers/fixtures';
import { SCAM_TEXT } from '../helpers/samples';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';

const INDEX_HTML =
  '<!doctype html><html><head><title>FactLens test UI</title><meta name="description" content="Default description." /></head><body><div id="root"></div></body></html>';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = await makeTempDir('factlens-ui-');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it.each([
    '/',
    '/feed',
    '/home',
    '/feed/',
    '/analytics',
    '/privacy',
    '/research-brief',
    '/sample',
  ])('answers GET %s with index.html so the app routes it', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it('serves files, hashed assets with a long cache', async () => {
    const asset = await server.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.text).toBe('console.log("app");');
    const icon = await server.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg/);
  });

  it('does not answer a missing file with the page', async () => {
    for (const path of ['/missing.png', '/assets/gone-123.js']) {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('FactLens test UI');
    }
  });

  it('never falls back for /api: unknown API paths stay JSON 404', async () => {
    for (const path of ['/api/nope', '/api', '/api/feed']) {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(errorBodySchema.parse(response.json).message).toBe(ERRORS.unknownRoute);
    }
  });

  it('does not serve files outside the UI directory', async () => {
    const response = await server.get('/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(response.text).not.toContain('root:');
  });

  it('does not answer other methods with the page', async () => {
    const response = await server.request('/feed', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('FactLens test UI');
  });
});

describe('real 404s: unknown pages and missing reports', () => {
  it.each([
    '/some/unknown/page',
    '/feeds',
    '/shared',
    '/shared/abc/extra',
    '/my-analyses',
    '/%E0%A4%A',
  ])('answers GET %s with 404 and the app page (its router shows the 404 view)', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toBe(INDEX_HTML);
  });

  it('answers 404 for /shared/{id} and /video/{id} of analyses that do not exist', async () => {
    for (const path of [
      '/shared/abc',
      '/video/xyz',
      '/shared/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toBe(INDEX_HTML);
      expect(response.text).not.toContain('og:title');
    }
  });
});

describe('link previews rendered by the server', () => {
  it('puts Open Graph and Twitter card tags with the grade and verdict in the raw HTML of /shared/{id}', async () => {
    const analyzed = await server.postJson('/api/analyze/text', { content: SCAM_TEXT });
    expect(analyzed.status).toBe(200);
    const { id, results } = analyzed.json as AnalyzeResponse;
    const response = await server.get(`/shared/${id}`);
    expect(response.status).toBe(200);
    const html = response.text;
    const tag = (attr: string, key: string) =>
      new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
    const grade = results.summary.overallGrade;
    expect(tag('property', 'og:title')).toMatch(/^Fact-check/);
    expect(tag('property', 'og:description')).toContain(`Grade ${grade} (`);
    expect(tag('property', 'og:description')).toContain(
      `${results.scorecard.credibilityScore}/100`,
    );
    expect(tag('property', 'og:url')).toBe(`${server.url}/shared/${id}`);
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(tag('name', 'twitter:description')).toBe(tag('property', 'og:description'));
    expect(tag('name', 'description')).toBe(tag('property', 'og:description'));
    // The verdict sentence (the scorer's, or the one derived for older analyses) is in it.
    const headline = results.summary.verdict?.headline ?? firstSentence(results.summary.message);
    expect(decodeEntities(tag('property', 'og:description')!)).toContain(headline.slice(0, 40));
    // Still the app page: its script tags and root are untouched.
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the tags in the raw HTML of /video/{id} too', async () => {
    const store = server.openStore();
    const video = await store.insertAnalysis(
      makeVideoAnalysis({ title: 'Miracle tea cures everything', createdAt: new Date() }),
    );
    const response = await server.get(`/video/${video.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      '<meta property="og:title" content="Video fact-check: Miracle tea cures everything | FactLens" />',
    );
    expect(response.text).toContain(
      `<meta property="og:url" content="${server.url}/video/${video.id}" />`,
    );
    expect(response.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(response.text).toMatch(
      /<title>Video fact-check: Miracle tea cures everything \| FactLens<\/title>/,
    );
  });

  it('carries ClaimReview JSON-LD for each claim with a verdict, and none when no claim has one', () => {
    const results = minimalResults([
      { claim: 'The moon is made of cheese </script><script>alert(1)</script>', status: 'false' },
      { claim: 'Water boils at 100 C at sea level.', status: 'verified' },
      { claim: 'Nobody knows.', status: 'uncertain' },
    ]);
    const head = previewHead({
      pageUrl: 'https://factlens.example/shared/x',
      title: null,
      url: 'https://news.example/a',
      createdAt: '2026-01-02T03:04:05Z',
      results,
      type: 'text',
    });
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.tags)![1]!;
    // No "</script>" from a claim can close the data block early.
    expect(json).not.toContain('</');
    const reviews = JSON.parse(json) as Array<{
      '@type': string;
      claimReviewed: string;
      reviewRating: { ratingValue: number };
    }>;
    expect(reviews.map((r) => [r['@type'], r.reviewRating.ratingValue])).toEqual([
      ['ClaimReview', 1],
      ['ClaimReview', 5],
    ]);
    expect(reviews[0]!.claimReviewed).toContain('</script>');
    const none = previewHead({
      pageUrl: 'https://x/shared/y',
      title: null,
      url: null,
      createdAt: '2026-01-02T00:00:00Z',
      results: minimalResults([{ claim: 'x', status: 'uncertain' }]),
      type: 'text',
    });
    expect(none.tags).not.toContain('ld+json');
  });

  it('escapes a title so it cannot break out of the attribute', () => {
    const head = previewHead({
      pageUrl: 'https://x/shared/y',
      title: '"><script>x</script>',
      url: null,
      createdAt: '2026-01-02T00:00:00Z',
      results: minimalResults([]),
      type: 'text',
    });
    expect(head.tags).not.toContain('"><script>');
    expect(head.tags).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('without a built UI', () => {
  it('still serves the API and answers pages with 404', async () => {
    const apiOnly = await startTestServer();
    try {
      expect((await apiOnly.get('/api/public-feed')).status).toBe(200);
      const page = await apiOnly.get('/feed');
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('<div id="root">');
    } finally {
      await apiOnly.close();
    }
  });
});

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function minimalResults(claims: Array<Pick<Claim, 'claim' | 'status'>>): Results {
  return {
    claims: claims.map((c) => ({ ...c, confidence: 80, analysis: 'Checked.', sources: [] })),
    redFlags: [],
    scorecard: {
      credibilityScore: 55,
      sourceQuality: 50,
      factualAccuracy: 50,
      biasLevel: 20,
      transparencyScore: 50,
    },
    summary: {
      verifiedCount: 1,
      falseCount: 1,
      uncertainCount: 1,
      message: 'A mixed picture. More text.',
      overallStatus: 'mixed',
      overallGrade: 'C',
    },
    analyzedAt: '2026-01-02T00:00:00Z',
    analysisMetadata: {
      version: '1',
      type: 'text',
      analyzer: 'offline',
      language: 'en',
      notes: [],
      contentLength: 10,
      durationMs: 1,
    },
    biasFindings: [],
    criticalQuestions: [],
    positiveSignals: [],
  };
}
