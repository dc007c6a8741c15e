/**
 * The one way the YouTube client reads a response: under a deadline shared by the whole
 * acquisition, with a body cap, following redirects only on the origin it was told to trust.
 * Addresses here are built by us from the configured YouTube origin (never typed by a visitor),
 * so the full SSRF guard of the article fetcher is not needed; the origin check is what keeps a
 * caption URL from the player response from sending us elsewhere.
 */
import { readCapped } from '../../../http/read-capped';

/** Redirects followed within the trusted origin (YouTube adds a consent or locale hop at most). */
export const MAX_YOUTUBE_REDIRECTS = 3;
/** Honest about who is asking. */
export const YOUTUBE_USER_AGENT =
  'FactLens/1 (credibility checker; reads public video metadata and captions)';

export type FetchFailure =
  /** Connection refused, DNS failure, reset, or the deadline passed. */
  | { kind: 'unreachable'; detail: string }
  /** The server answered with a non-2xx status. */
  | { kind: 'status'; status: number }
  /** The body was larger than the cap, or a redirect left the trusted origin. */
  | { kind: 'refused'; detail: string };

export type FetchOutcome =
  | { ok: true; text: string; contentType: string }
  | { ok: false; failure: FetchFailure };

export interface BoundedFetchOptions {
  /** Aborts the request (the acquisition's shared deadline). */
  signal: AbortSignal;
  maxBytes: number;
  /** Redirects must stay on this origin. */
  trustedOrigin: string;
  accept?: string;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'timed out';
    const cause = (error as { cause?: { code?: unknown } }).cause;
    if (cause && typeof cause.code === 'string') return cause.code;
    return error.message;
  }
  return String(error);
}

export async function boundedFetch(
  address: string,
  options: BoundedFetchOptions,
): Promise<FetchOutcome> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_YOUTUBE_REDIRECTS; hop++) {
    if (url.origin !== options.trustedOrigin) {
      return {
        ok: false,
        failure: { kind: 'refused', detail: `address outside ${options.trustedOrigin}` },
      };
    }
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal: options.signal,
        headers: {
          'user-agent': YOUTUBE_USER_AGENT,
          accept: options.accept ?? '*/*',
          'accept-language': 'en',
        },
      });
    } catch (error) {
      return { ok: false, failure: { kind: 'unreachable', detail: describe(error) } };
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel();
      url = new URL(response.headers.get('location')!, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, failure: { kind: 'status', status: response.status } };
    }
    try {
      const text = await readCapped(response, options.maxBytes);
      if (text === null)
        return {
          ok: false,
          failure: { kind: 'refused', detail: `body over ${options.maxBytes} bytes` },
        };
      return { ok: true, text, contentType: response.headers.get('content-type') ?? '' };
    } catch (error) {
      return { ok: false, failure: { kind: 'unreachable', detail: describe(error) } };
    }
  }
  return {
    ok: false,
    failure: { kind: 'refused', detail: `more than ${MAX_YOUTUBE_REDIRECTS} redirects` },
  };
}
