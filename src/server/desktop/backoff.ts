/**
 * How long the publish worker waits before trying an item again: exponential backoff with "equal
 * jitter" (half fixed, half random), so many desktops that lost the hub at once do not all come
 * back in the same second, and a long outage costs one request per PUBLISH_RETRY_MAX_MS at most.
 */

export interface BackoffSettings {
  retryBaseMs: number;
  retryMaxMs: number;
}

/** A hub's Retry-After is honoured up to this; beyond it the hub is treated as misconfigured. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * Delay before the next try after `failures` failed attempts (1 = the first failure).
 * `random` returns [0, 1) (Math.random; a fixed value in unit tests).
 */
export function retryDelayMs(
  failures: number,
  settings: BackoffSettings,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failures - 1);
  // 2^exponent overflows to Infinity long after the cap applies; min() keeps it finite.
  const cap = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(exponent, 52));
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** The wait a 429/503 asked for, within reason; null to use the backoff instead. */
export function retryAfterDelayMs(retryAfterMs: number | null): number | null {
  return retryAfterMs === null ? null : Math.min(Math.max(0, retryAfterMs), MAX_RETRY_AFTER_MS);
}
