/**
 * The desktop's only way to talk to the hub (HUB_URL): read its public feed and analyses, and send
 * a publish. Every call has a time limit, and every failure comes back as words for the person,
 * so nothing here can hang a request or leak an internal error. The hub is configured by the
 * person running the app, not typed into a form, so it is fetched directly (no SSRF policy).
 */
import { z } from 'zod';
import {
  databaseMetricsResponseSchema,
  factCheckPageSchema,
  publicFeedResponseSchema,
  publishResponseSchema,
  storedAnalysisSchema,
  videoAnalysisSchema,
  type FactCheckCursor,
  type FactCheckPage,
  type PublicFeedItem,
  type PublishRequest,
  type PublishResponse,
  type StoredAnalysis,
  type VideoAnalysis,
} from '../../shared';
import { readCapped } from '../http/read-capped';

/** Reading the feed or one analysis from the hub; past this the cached copy (or a 503) is used. */
export const HUB_READ_TIMEOUT_MS = 8_000;
/** One publish: the hub re-runs the analysis (page fetch, model) before it answers. */
export const HUB_PUBLISH_TIMEOUT_MS = 120_000;
/**
 * Hub answers larger than this are not read (the feed is 50 analyses, a fact-check page 200 rows):
 * reading stops, and the connection is cut, as soon as this many bytes have come.
 */
export const MAX_HUB_RESPONSE_BYTES = 8 * 1024 * 1024;

/** The hub could not be reached or gave an answer that is not the contract's. */
export class HubUnreachableError extends Error {
  override name = 'HubUnreachableError';
}

export type PublishOutcome =
  | { kind: 'published'; response: PublishResponse }
  /** Worth trying again later: offline, timeout, 408, 429, 5xx, a garbled answer. */
  | { kind: 'retry'; error: string; retryAfterMs: number | null }
  /** The hub refused this publish for good (a 4xx): its message says why. */
  | { kind: 'rejected'; error: string; status: number };

const errorBodySchema = z.object({ message: z.string() });

/** Why a request did not get an answer, in words for the person. */
export function describeNetworkError(error: unknown, hubUrl: string): string {
  const host = new URL(hubUrl).host;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The public feed at ${host} did not answer in time. FactLens tries again automatically.`;
  }
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `The public feed at ${host} could not be found. Check your internet connection; FactLens tries again automatically.`;
  }
  return `The public feed at ${host} could not be reached${code ? ` (${code})` : ''}. Check your internet connection; FactLens tries again automatically.`;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

const TOO_LARGE = 'The public feed sent an answer too large to read.';

/**
 * The body as text, read chunk by chunk and abandoned (the connection cancelled) as soon as it
 * passes MAX_HUB_RESPONSE_BYTES: a hub streaming without end costs at most the cap in memory.
 */
export async function readCappedText(
  response: Response,
  maxBytes = MAX_HUB_RESPONSE_BYTES,
): Promise<string> {
  const text = await readCapped(response, maxBytes);
  if (text === null) throw new HubUnreachableError(TOO_LARGE);
  return text;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await readCappedText(response);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface HubClient {
  readonly hubUrl: string;
  /** The hub's feed and total count; throws HubUnreachableError. */
  getFeed(): Promise<{ feed: PublicFeedItem[]; totalAnalyses: number | null }>;
  /** null when the hub does not have it (404); throws HubUnreachableError. */
  getAnalysis(id: string): Promise<StoredAnalysis | null>;
  getVideoAnalysis(id: string): Promise<VideoAnalysis | null>;
  publish(request: PublishRequest, signal?: AbortSignal): Promise<PublishOutcome>;
  /** One page of the hub's fact-check index from the cursor on; throws HubUnreachableError. */
  getFactChecks(cursor: FactCheckCursor | null): Promise<FactCheckPage>;
}

export function createHubClient(hubUrl: string, fetchImpl: typeof fetch = fetch): HubClient {
  const base = hubUrl.replace(/\/+$/, '');

  async function get(path: string): Promise<Response> {
    try {
      return await fetchImpl(base + path, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(HUB_READ_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new HubUnreachableError(describeNetworkError(error, hubUrl));
    }
  }

  async function getParsed<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const response = await get(path);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const body = await readJson(response).catch((error: unknown) => {
      throw error instanceof HubUnreachableError
        ? error
        : new HubUnreachableError(describeNetworkError(error, hubUrl));
    });
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new HubUnreachableError(
        `The public feed at ${new URL(hubUrl).host} answered with an error (HTTP ${response.status}). FactLens tries again later.`,
      );
    }
    return parsed.data;
  }

  const idPath = (id: string) => encodeURIComponent(id);

  return {
    hubUrl,
    async getFeed() {
      const [feed, metrics] = await Promise.all([
        getParsed('/api/public-feed', publicFeedResponseSchema),
        // The count is only for the feed header; the feed still shows without it.
        getParsed('/api/database-metrics', databaseMetricsResponseSchema).catch(() => null),
      ]);
      if (!feed)
        throw new HubUnreachableError(
          `The address ${hubUrl} has no FactLens public feed. Check HUB_URL.`,
        );
      return { feed, totalAnalyses: metrics ? Number(metrics.totalAnalyses) : null };
    },
    getAnalysis: (id) => getParsed(`/api/analysis/${idPath(id)}`, storedAnalysisSchema),
    getVideoAnalysis: (id) => getParsed(`/api/video-analysis/${idPath(id)}`, videoAnalysisSchema),
    async getFactChecks(cursor) {
      const query = cursor
        ? `?since=${encodeURIComponent(cursor.since)}&after=${cursor.after}`
        : '';
      const page = await getParsed(`/api/fact-checks${query}`, factCheckPageSchema);
      if (!page)
        throw new HubUnreachableError(
          `The address ${hubUrl} does not share fact-checks. Check HUB_URL.`,
        );
      return page;
    },

    async publish(request, signal) {
      const timeout = AbortSignal.timeout(HUB_PUBLISH_TIMEOUT_MS);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(`${base}/api/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          redirect: 'error',
        });
        body = await readJson(response);
      } catch (error) {
        // Stopping the worker is not a failed attempt: the caller sees the abort and keeps the item.
        if (signal?.aborted) throw error;
        const message =
          error instanceof HubUnreachableError
            ? error.message
            : describeNetworkError(error, hubUrl);
        return { kind: 'retry', error: message, retryAfterMs: null };
      }
      const hubMessage = errorBodySchema.safeParse(body).data?.message;
      if (response.ok) {
        const parsed = publishResponseSchema.safeParse(body);
        if (parsed.success) return { kind: 'published', response: parsed.data };
        return {
          kind: 'retry',
          error: 'The public feed gave an answer FactLens could not read. It tries again later.',
          retryAfterMs: null,
        };
      }
      const status = response.status;
      if (status === 408 || status === 429 || status >= 500) {
        return {
          kind: 'retry',
          error:
            hubMessage ??
            `The public feed is not accepting analyses right now (HTTP ${status}). FactLens tries again automatically.`,
          retryAfterMs:
            status === 429 || status === 503
              ? parseRetryAfter(response.headers.get('retry-after'), new Date())
              : null,
        };
      }
      return {
        kind: 'rejected',
        status,
        error:
          hubMessage ??
          `The public feed refused this analysis (HTTP ${status}). Check HUB_URL, then press Publish to try again.`,
      };
    },
  };
}
