/**
 * One JSON request to Wikipedia's or Wikidata's public API, through the safe fetcher: the
 * configured address only (its host is the one private host allowed, so a mirror or a test's fake
 * on this machine can answer, and nothing a redirect points to can), a size cap, and the time left
 * of the analysis's budget. Failures are told apart as "offline" (no name can be looked up, no
 * route to any network) and "unreachable" (slow, refused, too big, not JSON, an error status).
 */
import { FetchRefused } from '../acquire/net/fetch-errors';
import { type FetchPolicy, safeFetch } from '../acquire/net/safe-fetch';

/** Largest answer read from either API. */
export const MAX_WIKI_RESPONSE_BYTES = 512 * 1024;

export type WikiFailure = 'offline' | 'unreachable';

export class WikiUnavailable extends Error {
  override name = 'WikiUnavailable';
  constructor(readonly why: WikiFailure) {
    super(
      why === 'offline'
        ? 'FactLens could not reach the internet.'
        : 'The reference API did not answer.',
    );
  }
}

/** What the lookup fetches with: the policy of the safe fetcher, less what each call sets. */
export type WikiFetchPolicy = Omit<FetchPolicy, 'timeoutMs' | 'maxBytes' | 'acceptTypes'>;

/** Reads JSON from `url` within `timeoutMs`; never throws anything but WikiUnavailable. */
export async function fetchWikiJson(
  url: URL,
  policy: WikiFetchPolicy,
  timeoutMs: number,
): Promise<unknown> {
  if (timeoutMs <= 0) throw new WikiUnavailable('unreachable');
  let body: string;
  try {
    const page = await safeFetch(url, {
      ...policy,
      timeoutMs,
      maxBytes: MAX_WIKI_RESPONSE_BYTES,
      acceptTypes: ['application/json'],
    });
    if (page.status !== 200) throw new WikiUnavailable('unreachable');
    body = page.body;
  } catch (error) {
    if (error instanceof WikiUnavailable) throw error;
    if (error instanceof FetchRefused && error.reason === 'offline')
      throw new WikiUnavailable('offline');
    throw new WikiUnavailable('unreachable');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new WikiUnavailable('unreachable');
  }
}

/** "host:port" of an http(s) address, as the safe fetcher's allow-list names it. */
export function hostPortOf(base: string): string | null {
  try {
    const url = new URL(base.replace('{lang}', 'en'));
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return `${url.hostname}:${port}`;
  } catch {
    return null;
  }
}
