/**
 * Google's Fact Check Tools API (claims:search), used only when FACTCHECK_API_KEY is set:
 *   GET {base}/v1alpha1/claims:search?query=...&languageCode=...&key=...
 * through the safe fetcher with a deadline. Its claims[].claimReview[] become FactChecks, matched
 * like the local index's. Answers are kept in memory for a day (per query and language), so the
 * same claim is not asked twice; failures are not kept.
 */
import { z } from 'zod';
import { FACT_CHECK_API_QUERY_MAX_CHARS, type FactCheck } from '../../../shared';
import { safeFetch, type FetchPolicy } from '../acquire/net/safe-fetch';
import { ImportError, toFactCheck } from './record';

/** Results asked for per claim. */
export const API_PAGE_SIZE = 10;
/** Characters of a claim sent as the query at most. */
export const MAX_API_QUERY_CHARS = FACT_CHECK_API_QUERY_MAX_CHARS;
/** Largest answer read. */
export const MAX_API_RESPONSE_BYTES = 1024 * 1024;
/** How long an answer is reused, and how many are kept. */
export const API_CACHE_MS = 24 * 60 * 60 * 1000;
export const API_CACHE_ENTRIES = 500;

export interface FactCheckApiConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const publisherSchema = z
  .object({ name: z.string().optional(), site: z.string().optional() })
  .partial();
const reviewSchema = z.object({
  publisher: publisherSchema.optional(),
  url: z.string().optional(),
  title: z.string().optional(),
  reviewDate: z.string().optional(),
  textualRating: z.string().optional(),
  languageCode: z.string().optional(),
});
const responseSchema = z.object({
  claims: z
    .array(
      z.object({
        text: z.string().optional(),
        claimant: z.string().optional(),
        claimDate: z.string().optional(),
        claimReview: z.array(reviewSchema).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

/** The API's answer as FactChecks; reviews missing a URL, rating or claim text are left out. */
export function factChecksOfApiResponse(body: unknown): FactCheck[] {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success)
    throw new Error('The fact-check search answered in a form FactLens does not know.');
  const out: FactCheck[] = [];
  for (const claim of parsed.data.claims ?? []) {
    for (const review of claim.claimReview ?? []) {
      try {
        out.push(
          toFactCheck(
            {
              claimReviewed: claim.text ?? review.title ?? null,
              rating: review.textualRating ?? null,
              publisherName: review.publisher?.name ?? review.publisher?.site ?? null,
              publisherSite: review.publisher?.site ?? null,
              reviewUrl: review.url ?? null,
              reviewDate: review.reviewDate ?? null,
              language: review.languageCode ?? null,
              claimant: claim.claimant ?? null,
              appearanceUrls: [],
            },
            'Fact-check search result',
          ),
        );
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
      }
    }
  }
  return out;
}

export interface FactCheckApi {
  search(query: string, language: string | null): Promise<FactCheck[]>;
}

export function createFactCheckApi(
  config: FactCheckApiConfig,
  fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes' | 'acceptTypes'>,
): FactCheckApi {
  const cache = new Map<string, { at: number; results: FactCheck[] }>();
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    async search(query, language) {
      const text = query.replace(/\s+/g, ' ').trim().slice(0, MAX_API_QUERY_CHARS);
      const key = `${language ?? ''}\n${text}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < API_CACHE_MS) return hit.results;
      const url = new URL(`${base}/v1alpha1/claims:search`);
      url.searchParams.set('query', text);
      if (language) url.searchParams.set('languageCode', language);
      url.searchParams.set('pageSize', String(API_PAGE_SIZE));
      url.searchParams.set('key', config.apiKey);
      const page = await safeFetch(url, {
        ...fetchPolicy,
        timeoutMs: config.timeoutMs,
        maxBytes: MAX_API_RESPONSE_BYTES,
        acceptTypes: ['application/json'],
      });
      let body: unknown;
      try {
        body = JSON.parse(page.body);
      } catch {
        throw new Error('The fact-check search answered with something that is not JSON.');
      }
      const results = factChecksOfApiResponse(body);
      cache.delete(key);
      cache.set(key, { at: now, results });
      while (cache.size > API_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return results;
    },
  };
}
