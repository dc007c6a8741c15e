/**
 * Addresses (POST /api/analyze/url): a YouTube link becomes a video analysis; any other http(s)
 * link is read by the safe fetcher and analyzed as an article, or as a shop when the Shopping tab
 * sent it or the page's own markup says it sells a product. One analysis per link and kind per
 * 24 h. The endpoint is src/server/kinds/url-endpoint.ts.
 */
import { MAX_URL_CHARS, type AnalyzeResponse } from '../../../shared';
import type { UrlAnalysisKind } from '../../../shared/kinds/url';
import { parseYouTubeUrl } from '../../analysis/acquire/youtube/url';
import { FetchRefused, refuse } from '../../analysis/acquire/net/fetch-errors';
import { acquireAddressOnly } from '../../analysis/acquire/address-only';
import {
  safeFetch,
  systemResolver,
  type FetchPolicy,
  type Resolver,
} from '../../analysis/acquire/net/safe-fetch';
import { createDnsProbe } from '../../analysis/acquire/net/dns-probe';
import {
  checkUrlShape,
  normaliseAllowList,
  parseRequestedUrl,
} from '../../analysis/acquire/net/url-policy';
import type { UntrustedPool } from '../../analysis/acquire/isolation/untrusted-pool';
import { MARKUP_CUT_NOTE } from '../../analysis/acquire/article/html-limits';
import type { Clock } from '../../clock';
import { DEFAULT_RDAP_TIMEOUT_MS, type Config } from '../../config';
import { AppError } from '../../errors';
import type { AnalysisRunner, SubmitOptions } from '../../services/analysis-runner';
import { FETCH_USER_AGENT } from '../../services/fetch-user-agent';
import { resultCacheKey } from '../result-cache';
import { UNTRUSTED_ERRORS, untrustedError } from '../untrusted-errors';
import { createShopRegistration } from '../shopping/shop-registration';

export type { UrlAnalysisKind };

/** Query parameters that only track the click and never change the page. */
const TRACKING_PARAM =
  /^(?:utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|ref_src)$/i;

export const URL_ERRORS = {
  empty: 'Paste a web address to analyze, e.g. https://example.com/article.',
  notVideo:
    'That is not a YouTube video link. Paste a link such as https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ.',
  noText:
    'The page has no text FactLens can read (it may be built by scripts, which are not run). Paste the text you want checked into the Text tab.',
  noTextBeforeCut:
    "The page's markup is too large or nests too deeply to read whole, and it has no text before the point where reading stopped. Paste the text you want checked into the Text tab.",
} as const;

/** The same page linked with or without tracking parameters or a #fragment is one analysis. */
export function normaliseUrlForCache(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  for (const key of [...copy.searchParams.keys()])
    if (TRACKING_PARAM.test(key)) copy.searchParams.delete(key);
  return copy.href;
}

/** What an address asks for: a YouTube video, or a page read as an article or a shop. */
export type UrlTarget = { video: string } | { page: URL; kind: 'article' | 'shopping' };

/**
 * Checks an address as sent and says what it is: a YouTube link is a video whatever tab sent it;
 * any other link is a page, read as a shop when the Shopping tab sent it.
 */
export function resolveUrlRequest(input: string, kind?: UrlAnalysisKind): UrlTarget {
  const trimmed = input.trim();
  if (trimmed === '') throw new AppError(400, URL_ERRORS.empty);
  if (trimmed.length > MAX_URL_CHARS) throw refuse.tooLong(MAX_URL_CHARS);
  const url = parseRequestedUrl(trimmed);
  const videoId = parseYouTubeUrl(trimmed);
  if (videoId) return { video: videoId };
  if (kind === 'video') throw new AppError(400, URL_ERRORS.notVideo);
  return { page: url, kind: kind === 'shopping' ? 'shopping' : 'article' };
}

export interface PageAnalysisDeps {
  runAnalysis: AnalysisRunner;
  fetch: Config['fetch'];
  /** Where a shop's domain age is read (RDAP); left out, the shipped bootstrap with its default deadline. */
  rdap?: Config['rdap'];
  clock: Clock;
  /** Name resolution for the fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
  /** Where fetched pages are parsed: worker threads with a deadline and a heap cap. */
  untrusted: UntrustedPool;
}

/**
 * A web page read by the safe fetcher: as a shop ('shopping'), or as an article that becomes a
 * shop when its own markup says it sells a product ('article').
 */
export function createPageAnalysis(deps: PageAnalysisDeps, kind: 'article' | 'shopping') {
  const policy: FetchPolicy = {
    allowPrivateHosts: deps.fetch.allowPrivateHosts,
    timeoutMs: deps.fetch.timeoutMs,
    maxBytes: deps.fetch.maxBytes,
    userAgent: FETCH_USER_AGENT,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
    nameLookupWorks: createDnsProbe({
      resolve: deps.resolve ?? systemResolver,
      clock: deps.clock,
    }),
  };
  const allowed = normaliseAllowList(policy.allowPrivateHosts);
  const pageKind = kind === 'shopping' ? 'shopping' : 'auto';
  const addRegistration = createShopRegistration(
    deps.rdap ?? { baseUrl: null, timeoutMs: DEFAULT_RDAP_TIMEOUT_MS },
    policy,
    deps.clock,
  );

  return async function analyzePage(
    url: URL,
    options: SubmitOptions = {},
  ): Promise<AnalyzeResponse> {
    // Shape problems (port, credentials) are refused before the cache is even consulted.
    checkUrlShape(url, allowed);
    // The page fetched, analyzed and stored is the one the cache key names: tracking parameters
    // and the fragment are dropped before fetching, so what one submitter put in them (a
    // "?utm_source=call this number" of their own) never reaches the shared report or the page.
    const normalised = normaliseUrlForCache(url);
    return deps.runAnalysis({
      cacheKey: resultCacheKey(kind, normalised),
      acquire: async () => {
        const target = new URL(normalised);
        const page = await safeFetch(target, policy).catch((error: unknown) => {
          // Offline, no such site, refused, too slow, an error status: the address alone is read.
          if (error instanceof FetchRefused && error.notOpened) return error.notOpened;
          throw error;
        });
        if (!('body' in page)) {
          const acquired = acquireAddressOnly(target, kind, page, deps.clock.now());
          await addRegistration(acquired);
          return acquired;
        }
        const acquired = await deps.untrusted
          .readPage({ page, options: { kind: pageKind, now: deps.clock.now() } })
          .catch((error: unknown) => Promise.reject(untrustedError(error, UNTRUSTED_ERRORS.page)));
        if (acquired.text.trim() === '') {
          const cut = acquired.notes.includes(MARKUP_CUT_NOTE);
          throw new AppError(422, cut ? URL_ERRORS.noTextBeforeCut : URL_ERRORS.noText, {
            type: 'guidance',
          });
        }
        await addRegistration(acquired);
        return acquired;
      },
      // What was read and analyzed, shown back on the shared report: the address alone when the
      // page could not be opened.
      content: (acquired) => (acquired.pageNotOpened ? acquired.url : acquired.text),
      ...(options.unlisted ? { unlisted: true } : {}),
    });
  };
}
