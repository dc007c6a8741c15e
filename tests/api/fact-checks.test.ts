/**
 * Known fact-checks over HTTP, on a real server and a temp database: a ClaimReview feed imported
 * with `npm run factchecks -- import` (its code path) makes a paraphrase of a rated claim come back
 * `false` with the fact-check as its source, warning evidence on the scale; a claim in other words
 * is matched by its meaning (the sentence encoder in the server's worker pool), and by its words
 * only, with a note, when the encoder cannot load; a claim rated true is verified (positive
 * evidence); the index is exported in pages; bad cursors are a 400.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { analyzeResponseSchema, type Results } from '../../src/shared';
import { factChecksRoute } from '../../src/shared/contracts';
import { REWORDED } from '../../src/server/analysis/fact-checks/apply';
import { WORDS_ONLY_NOTE } from '../../src/server/analysis/fact-checks/checker';
import { BAD_RATING_CSV, importFeed, WHALES_TEXT } from '../helpers/fact-checks';
import { expectApiAnswer, fuzzRuns, oddString } from '../helpers/fuzz';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';

/** The claim of issue 24, in other words than the fact-check's "5G mobile networks spread ...". */
const FIVE_G_REWORDED =
  'Residents in the north of the city are furious about the towers. The new 5G phone masts are what spread the coronavirus.';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function analyze(s: TestServer, content: string): Promise<Results> {
  const response = await s.postJson('/api/analyze/text', { content });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).results;
}

describe('the local fact-check index', () => {
  it('rates a paraphrase of a fact-checked claim false, with the fact-check as source and as warning evidence', async () => {
    server = await startTestServer();
    const before = await analyze(server, WHALES_TEXT);
    expect(before.claims.some((c) => c.status === 'false')).toBe(false);

    const imported = await importFeed(server.dataDir);
    expect(imported.code).toBe(0);
    expect(imported.lines.join('\n')).toMatch(/added 22\b.*holds 22/);

    server.clock.advance(25 * 60 * 60 * 1000); // past the 24-hour result cache
    const after = await analyze(server, WHALES_TEXT);
    const claim = after.claims.find((c) => c.claim.includes('wind turbines'));
    expect(claim, JSON.stringify(after.claims)).toBeDefined();
    expect(claim!.status).toBe('false');
    expect(claim!.sources[0]).toEqual({
      url: 'https://truthmeter.example/fact-check/wind-turbines-whales',
      title: 'Truth Meter: Offshore wind turbines are killing whales on the east coast',
      type: 'fact-check',
      excerpt: 'False',
    });
    expect(claim!.analysis).toMatch(
      /^Rated False by Truth Meter on 1 March 2023\. What they checked: "Offshore wind turbines are killing whales on the east coast" \(said by Advocacy group\)\. Read their fact-check for the evidence and the context\.$/,
    );
    const flag = after.redFlags.find((f) => f.type === 'fact_checked_false');
    expect(flag).toMatchObject({
      severity: 'high',
      indicator: 'Repeats a claim rated false by Truth Meter',
    });
    expect(after.summary.falseCount).toBe(1);
    expect(after.scorecard.credibilityScore).toBeLessThan(before.scorecard.credibilityScore);
    expect(after.scorecard.credibilityScore).toBeLessThanOrEqual(35);
  });

  it('matches a claim worded differently by its meaning, and says so in a plain sentence', async () => {
    // Deadlines a busy machine cannot miss: this test is about the match, not time.
    server = await startTestServer({
      analysis: { encoderLoadMs: 300_000, embedDeadlineMs: 120_000 },
    });
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const results = await analyze(server, FIVE_G_REWORDED);
    const claim = results.claims.find((c) => c.claim.includes('phone masts'));
    expect(claim, JSON.stringify(results.claims)).toBeDefined();
    expect(claim!.status).toBe('false');
    expect(claim!.sources[0]).toMatchObject({
      url: 'https://checkdesk.example/fact-check/5g-covid',
      type: 'fact-check',
    });
    expect(claim!.analysis).toContain(
      'What they checked: "5G mobile networks spread the coronavirus"',
    );
    expect(claim!.analysis).toContain(REWORDED);
    const flag = results.redFlags.find((f) => f.type === 'fact_checked_false');
    expect(flag?.textExample).toBe(claim!.claim);
    expect(results.analysisMetadata.notes).not.toContain(WORDS_ONLY_NOTE);
  }, 120_000);

  it('completes by words only, with a note, when the sentence encoder cannot load in time', async () => {
    // A load deadline of 1 ms: the worker is stopped while it loads the model.
    server = await startTestServer({ analysis: { encoderLoadMs: 1 } });
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const results = await analyze(server, FIVE_G_REWORDED);
    expect(results.analysisMetadata.notes).toContain(WORDS_ONLY_NOTE);
    const claim = results.claims.find((c) => c.claim.includes('phone masts'));
    expect(claim, JSON.stringify(results.claims)).toBeDefined();
    expect(claim!.sources.some((s) => s.type === 'fact-check')).toBe(false);
    // A paraphrase that shares the words is still matched.
    const whales = await analyze(server, WHALES_TEXT);
    expect(whales.claims.some((c) => c.status === 'false')).toBe(true);
  }, 120_000);

  it('verifies a claim a fact-check rated true (positive evidence) and leaves unrelated text alone', async () => {
    server = await startTestServer();
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const eiffel = await analyze(
      server,
      'Every summer the Eiffel Tower grows taller because its iron expands in the heat, engineers in Paris said on Tuesday.',
    );
    const claim = eiffel.claims.find((c) => c.claim.includes('Eiffel'));
    expect(claim?.status).toBe('verified');
    expect(claim?.sources[0]?.type).toBe('fact-check');
    const positive = eiffel.scorecard.breakdown?.find((r) => r.component === 'positive_evidence');
    expect(positive?.score).toBeGreaterThan(0);
    expect(positive?.note).toMatch(/\ba claim confirmed by a published fact-check\b/i);

    const unrelated = await analyze(
      server,
      'The central bank raised interest rates by a quarter point on Tuesday, its governor said in Frankfurt.',
    );
    expect(
      unrelated.claims.every((c) => c.sources.every((s) => !s.type.includes('fact-check'))),
    ).toBe(true);
  });

  it('skips duplicates by review URL and refuses malformed input without adding anything', async () => {
    server = await startTestServer();
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const again = await importFeed(server.dataDir);
    expect(again.lines.join('\n')).toMatch(/added 0\. 22 were already in the index and skipped/);
    const bad = await importFeed(server.dataDir, BAD_RATING_CSV);
    expect(bad.code).toBe(1);
    expect(bad.lines.join('\n')).toMatch(
      /^Import refused, nothing was added: Line 3: the rating is missing/,
    );
    const page = factChecksRoute.response.parse((await server.get('/api/fact-checks')).json);
    expect(page.factChecks).toHaveLength(22);
  });

  it('exports the index in pages that a cursor walks, and refuses a malformed cursor', async () => {
    server = await startTestServer();
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const first = factChecksRoute.response.parse(
      (await server.get('/api/fact-checks?since=1970-01-01T00:00:00.000Z')).json,
    );
    expect(first.factChecks.map((f) => f.reviewUrl)).toContain(
      'https://checkdesk.example/fact-check/5g-covid',
    );
    expect(first.more).toBe(false);
    expect(first.next?.since).toBe(first.factChecks.at(-1)!.indexedAt);
    const later = factChecksRoute.response.parse(
      (
        await server.get(
          `/api/fact-checks?since=${encodeURIComponent(first.next!.since)}&after=${first.next!.after}`,
        )
      ).json,
    );
    expect(later).toEqual({ factChecks: [], next: null, more: false });
    for (const query of [
      'since=yesterday',
      'since=2026-01-01&after=-1',
      'after=3',
      'since=2026-01-01&after=1e3',
    ]) {
      const response = await server.get(`/api/fact-checks?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json).toEqual({
        message: expect.stringMatching(/^The (since|after) parameter must be/),
      });
    }
    expect((await server.postJson('/api/fact-checks', {})).status).toBe(405);
  });

  it('answers any since and after with a page or a 400 {message} (fuzzed, seed printed above)', async () => {
    server = await startTestServer();
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const value = fc.oneof(
      oddString(30).map((v) => v.replace(/[\ud800-\udfff]/g, '')),
      fc
        .date({ min: new Date(-1e13), max: new Date(1e13), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
    );
    const s = server;
    await fc.assert(
      fc.asyncProperty(
        fc.option(value),
        fc.option(value),
        fc.boolean(),
        async (since, after, twice) => {
          const parts = [
            since === null ? '' : `since=${encodeURIComponent(since)}`,
            after === null ? '' : `after=${encodeURIComponent(after)}`,
          ];
          if (twice) parts.push(parts[0] || 'since=2020-01-01');
          const path = `/api/fact-checks?${parts.filter(Boolean).join('&')}`;
          const response = await s.get(path);
          expectApiAnswer(response, path);
          expect([200, 400], path).toContain(response.status);
          if (response.status === 200) factChecksRoute.response.parse(response.json);
        },
      ),
      { numRuns: fuzzRuns(60) },
    );
  });

  it('carries the fact-checked verdict into the ClaimReview JSON-LD of /shared/{id}', async () => {
    const uiDir = await makeTempDir('factlens-ui-');
    onTestFinished(() => rm(uiDir, { recursive: true, force: true }));
    const staticDir = join(uiDir, 'ui');
    await mkdir(staticDir);
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>UI</title></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ staticDir });
    expect((await importFeed(server.dataDir)).code).toBe(0);
    const response = await server.postJson('/api/analyze/text', { content: WHALES_TEXT });
    const { id } = analyzeResponseSchema.parse(response.json);
    const page = await server.get(`/shared/${id}`);
    expect(page.status).toBe(200);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1];
    expect(json).toBeDefined();
    // One review is written as an object, several as an array.
    const reviews = ([] as Array<Record<string, unknown>>).concat(
      JSON.parse(json!) as Record<string, unknown>,
    );
    const review = reviews.find((r) => String(r.claimReviewed).includes('wind turbines'));
    expect(review).toMatchObject({
      '@type': 'ClaimReview',
      reviewRating: { ratingValue: 1, alternateName: 'False' },
      isBasedOn: 'https://truthmeter.example/fact-check/wind-turbines-whales',
    });
  });
});
