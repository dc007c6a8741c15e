import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterDelayMs, retryDelayMs } from './backoff';
import { parseRetryAfter } from './hub-client';

const settings = { retryBaseMs: 1000, retryMaxMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles per failure between half and all of the step, and never passes the max', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, () => 0.999999))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(7, settings, () => 0.999999)).toBe(60_000);
    expect(retryDelayMs(10_000, settings, () => 0.5)).toBe(45_000);
    expect(Number.isFinite(retryDelayMs(Number.MAX_SAFE_INTEGER, settings))).toBe(true);
  });

  it('spreads retries (jitter) instead of sending them all at the same moment', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, settings)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(8000);
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('reads seconds and HTTP dates; ignores what it cannot read', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('is honoured up to an hour', () => {
    expect(retryAfterDelayMs(5000)).toBe(5000);
    expect(retryAfterDelayMs(10 * MAX_RETRY_AFTER_MS)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterDelayMs(null)).toBeNull();
  });
});
