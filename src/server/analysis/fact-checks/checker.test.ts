/**
 * The fact-check step's bounds and outcomes: how many claims are looked up and sent online, how
 * long a query may be, what a confident, a related and an "other" match do, and that text with no
 * fact-checked claim is left exactly as it was.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, FactCheck } from '../../../shared';
import {
  startFakeFactCheckApi,
  type FakeFactCheckApi,
} from '../../../../tests/fakes/factcheck/fake-factcheck-api';
import { openFactCheckFile } from '../../store/fact-check-index';
import type { Findings } from '../analyzer';
import {
  CANDIDATES_PER_CLAIM,
  MAX_API_CLAIMS,
  MAX_CLAIMS_CHECKED,
  createFactChecker,
  type FactCheckSearch,
} from './checker';
import { parseClaimReviewJson } from './claim-review-json';
import { MAX_API_QUERY_CHARS, createFactCheckApi } from './google-api';
import { MAX_QUERY_WORDS } from './match';

const dir = mkdtempSync(join(tmpdir(), 'factlens-checker-'));
const file = openFactCheckFile(dir);
file.index.add(
  parseClaimReviewJson(
    readFileSync(join(import.meta.dirname, '__fixtures__/claim-reviews.json'), 'utf8'),
  ),
  new Date(0),
);
let api: FakeFactCheckApi;
beforeAll(async () => {
  api = await startFakeFactCheckApi();
});
afterAll(async () => {
  await api.close();
  file.close();
  rmSync(dir, { recursive: true, force: true });
});

const claim = (text: string, confidence = 50): Claim => ({
  claim: text,
  status: 'uncertain',
  confidence,
  analysis: 'Check it.',
  sources: [],
});
const findings = (claims: Claim[]): Findings => ({
  analyzer: 'offline',
  language: 'en',
  claims,
  redFlags: [],
  biasFindings: [],
  positiveSignals: [],
  criticalQuestions: [],
  notes: [],
});

/** The real index, counting the searches made and the words asked for. */
function counting(): FactCheckSearch & { calls: number; maxWords: number } {
  const out = {
    calls: 0,
    maxWords: 0,
    search(words: readonly string[], limit: number): FactCheck[] {
      out.calls++;
      out.maxWords = Math.max(out.maxWords, words.length);
      expect(limit).toBe(CANDIDATES_PER_CLAIM);
      return file.index.search(words, limit);
    },
  };
  return out;
}

describe('the fact-check step', () => {
  it('looks up at most MAX_CLAIMS_CHECKED claims, each with at most MAX_QUERY_WORDS words', async () => {
    const index = counting();
    const long = Array.from(
      { length: 60 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`,
    ).join(' ');
    const claims = Array.from({ length: MAX_CLAIMS_CHECKED + 5 }, (_, i) =>
      claim(`${long} number ${i}`),
    );
    await createFactChecker({ index }).check(findings(claims));
    expect(index.calls).toBe(MAX_CLAIMS_CHECKED);
    expect(index.maxWords).toBeLessThanOrEqual(MAX_QUERY_WORDS);
  });

  it('sends at most MAX_API_CLAIMS claims online, the most check-worthy first, each cut to MAX_API_QUERY_CHARS', async () => {
    const client = createFactCheckApi(
      { apiKey: api.key, baseUrl: api.origin, timeoutMs: 5_000 },
      { allowPrivateHosts: [api.hostPort], userAgent: 'FactLens test' },
    );
    const before = api.requests.length;
    const claims = Array.from({ length: 8 }, (_, i) =>
      claim(`Claim ${i} about ${'the harbour authority budget '.repeat(20)}`, 40 + i),
    );
    await createFactChecker({ index: null, api: client }).check(findings(claims));
    const sent = api.requests.slice(before);
    expect(sent).toHaveLength(MAX_API_CLAIMS);
    expect(sent.map((r) => r.searchParams.get('query')!.slice(0, 7))).toEqual([
      'Claim 7',
      'Claim 6',
      'Claim 5',
    ]);
    for (const r of sent)
      expect(r.searchParams.get('query')!.length).toBeLessThanOrEqual(MAX_API_QUERY_CHARS);
  });

  it('lists a near match as a related fact-check without changing the status', async () => {
    const checked = await createFactChecker({ index: file.index }).check(
      findings([claim('Coffee and tea dehydrate athletes.')]),
    );
    const [c] = checked.claims;
    expect(c?.status).toBe('uncertain');
    expect(c?.sources).toEqual([
      expect.objectContaining({
        type: 'related fact-check',
        url: 'https://verifyweekly.example/fact-check/coffee-dehydrates',
      }),
    ]);
    expect(c?.analysis).toMatch(
      /A related fact-check: Verify Weekly rated a similar claim, "Drinking coffee dehydrates you", as Mostly False; it may not be the same claim/,
    );
    expect(checked.redFlags).toEqual([]);
  });

  it('cites a rating that is no verdict without changing the status', async () => {
    const checked = await createFactChecker({ index: file.index }).check(
      findings([claim('A photo shows the bridge collapse in Genoa last week.')]),
    );
    expect(checked.claims[0]).toMatchObject({
      status: 'uncertain',
      sources: [expect.objectContaining({ type: 'fact-check', excerpt: 'Miscaptioned' })],
    });
    expect(checked.claims[0]?.analysis).toMatch(
      /^Rated Miscaptioned by Verify Weekly on 20 August 2018\./,
    );
    expect(checked.redFlags).toEqual([]);
  });

  it('leaves findings with no fact-checked claim as they were, but for saying the index was compared', async () => {
    const input = findings([
      claim('The football club signed a new striker from Brazil on Friday.'),
      claim('Parliament will debate the budget next week.'),
    ]);
    const { checks, ...rest } = await createFactChecker({ index: file.index }).check(input);
    const { checks: _before, ...same } = input;
    expect(rest).toEqual(same);
    expect(checks).toMatchObject({ factCheckIndex: 'compared', factCheckApi: 'off' });
  });
});
