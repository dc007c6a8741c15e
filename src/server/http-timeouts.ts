/**
 * How long the HTTP server waits for slow clients. Node's defaults are generous (a minute for the
 * headers, five for the whole request, and expired connections are only looked for every 30 s), so
 * a few clients that trickle headers or bodies one byte at a time (slowloris) could hold sockets
 * for minutes. These bounds free them sooner while leaving real uploads, even slow ones, time.
 *
 * They bound only what the client sends: the time the server itself takes to analyze (a model, a
 * page fetch) is bounded elsewhere (LLM_TIMEOUT_MS, FETCH_TIMEOUT_MS).
 */
import type { Server } from 'node:http';

/** HTTP_HEADERS_TIMEOUT_MS: a browser sends its headers in one go; 10 s is plenty on a bad line. */
export const DEFAULT_HTTP_HEADERS_TIMEOUT_MS = 10_000;
/** HTTP_REQUEST_TIMEOUT_MS: the whole request, body included (a 10 MB screenshot at ~1.5 Mbit/s). */
export const DEFAULT_HTTP_REQUEST_TIMEOUT_MS = 60_000;
/** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long an idle connection is kept for the next request. */
export const DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const MIN_HTTP_TIMEOUT_MS = 50;
export const MAX_HTTP_TIMEOUT_MS = 10 * 60 * 1000;
/**
 * Node looks for connections past these timeouts on an interval, so a timeout can be overrun by up
 * to one interval: a quarter of the shortest timeout, within these bounds.
 */
export const MIN_TIMEOUT_CHECK_INTERVAL_MS = 25;
export const MAX_TIMEOUT_CHECK_INTERVAL_MS = 2_000;

export interface HttpTimeouts {
  /** Receiving the headers of a request. */
  headersMs: number;
  /** Receiving a whole request, headers and body. */
  requestMs: number;
  /** Keeping an idle keep-alive connection open. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  requestMs: DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
  keepAliveMs: DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
};

export function timeoutCheckIntervalMs(timeouts: HttpTimeouts): number {
  const quarter = Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4);
  return Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, Math.max(MIN_TIMEOUT_CHECK_INTERVAL_MS, quarter));
}

/** Applies the timeouts to a server before it listens (the check interval is read at listen). */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Not in @types/node as a property, but Node reads it when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    timeoutCheckIntervalMs(timeouts);
}
