/**
 * Per-address rate limits for the hosted site: analyses (and publishing) cost seconds of CPU and
 * model quota, reads a few milliseconds, so each has its own budget per minute
 * (RATE_LIMIT_ANALYZE_PER_MIN, RATE_LIMIT_READ_PER_MIN; 0 turns one off). The desktop app serves
 * one person on loopback, so it has none.
 *
 * FactLens promises not to track people: the counters are keyed by the client address in memory
 * (express-rate-limit's MemoryStore, dropped a window after the last request), or, when app
 * instances share a PostgreSQL database, by a keyed hash whose key changes every window and is
 * deleted with the counts (store/postgres-rate-limit.ts); neither
 * the address nor anything derived from it is logged, stored or sent back (no draft-8 partition
 * key, which is a hash of the address).
 *
 * The limiters are mounted with Express's own path patterns, so they match exactly the requests
 * the routes do (case, trailing slash), including routes added later under the same patterns.
 */
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type Options,
  type RateLimitInfo,
  type Store as RateLimitStore,
} from 'express-rate-limit';
import type { Logger } from 'pino';
import { ERRORS } from '../../shared';
import type { Config } from '../config';
import { AppError } from '../errors';

/** The counting window: the limits are "per minute". */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Requests that start an analysis or a publication: one shared budget. */
export const ANALYZE_LIMITED_POST_PATHS = [
  '/api/analyze/*rest',
  '/api/publish',
  '/api/analysis/:id/publish',
];
/** Every read of the API (GET, and HEAD through it). */
export const READ_LIMITED_GET_PATHS = ['/api/*rest'];

/** Key for the odd request whose socket is already gone (no address at all). */
const UNKNOWN_ADDRESS = 'unknown-address';

function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? UNKNOWN_ADDRESS;
}

/** Seconds until the client's window resets, as sent in Retry-After (at least 1). */
function retryAfterSeconds(request: Request): number {
  const resetTime = (request as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
  const ms = resetTime ? resetTime.getTime() - Date.now() : RATE_LIMIT_WINDOW_MS;
  return Math.max(1, Math.ceil(ms / 1000));
}

function limiter(
  perMinute: number,
  message: (perMinute: number, retryAfterSeconds: number) => string,
  log: Logger,
  store: Options['store'] | undefined,
): RequestHandler {
  const options: Partial<Options> = {
    // Several instances on one database count together; otherwise this process's memory.
    ...(store ? { store } : {}),
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: perMinute,
    // RateLimit + RateLimit-Policy (IETF draft 7) and Retry-After on a 429; no X-RateLimit-*.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // ipKeyGenerator groups an IPv6 client's /56, which one household or server usually holds.
    keyGenerator: (request) => ipKeyGenerator(clientAddress(request)),
    retryAfter: (request) => retryAfterSeconds(request),
    handler: (request, response, next) => {
      const seconds = Number(response.getHeader('Retry-After')) || retryAfterSeconds(request);
      next(new AppError(429, message(perMinute, seconds)));
    },
    // The library's self-checks report once each; they go to our log (never with an address),
    // not to the console.
    logger: {
      warn: (error) =>
        log.warn(
          { code: (error as { code?: unknown }).code },
          'rate limiter configuration warning',
        ),
      error: (error) =>
        log.error({ code: (error as { code?: unknown }).code }, 'rate limiter configuration error'),
    },
  };
  return rateLimit(options);
}

/**
 * Behind a reverse proxy without TRUST_PROXY, every visitor appears as the proxy and shares one
 * budget. Said once in the log (never the address), so the operator can fix it.
 */
function warnOnUntrustedProxy(config: Config, log: Logger): RequestHandler {
  let warned = config.trustProxy !== false;
  return (request, _response, next) => {
    if (
      !warned &&
      (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    ) {
      warned = true;
      log.warn(
        'a request came through a proxy (X-Forwarded-For or Forwarded) but TRUST_PROXY is not set: every visitor shares one rate limit. Set TRUST_PROXY (e.g. 1) if FactLens runs behind a reverse proxy.',
      );
    }
    next();
  };
}

/**
 * The rate limits for this configuration; null when there are none (both 0: the desktop's
 * composition root sets them so, as it serves one person on loopback).
 */
export function rateLimits(
  config: Config,
  log: Logger,
  /** The counters several app instances share (PostgreSQL): one store per limiter. */
  shared: { rateLimitStore(prefix: string): RateLimitStore } | null = null,
): Router | null {
  const { analyzePerMinute, readPerMinute } = config.rateLimits;
  if (analyzePerMinute === 0 && readPerMinute === 0) return null;
  const router = Router();
  router.use(warnOnUntrustedProxy(config, log));
  if (analyzePerMinute > 0)
    router.post(
      ANALYZE_LIMITED_POST_PATHS,
      limiter(analyzePerMinute, ERRORS.tooManyAnalyses, log, shared?.rateLimitStore('analyze')),
    );
  if (readPerMinute > 0)
    router.get(
      READ_LIMITED_GET_PATHS,
      limiter(readPerMinute, ERRORS.tooManyRequests, log, shared?.rateLimitStore('read')),
    );
  return router;
}
