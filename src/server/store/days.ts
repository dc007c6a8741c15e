/** UTC day arithmetic for "today", "this week" and the per-day series. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** YYYY-MM-DD of a UTC instant. */
export function utcDayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `days` UTC days ending with today, oldest first, as [start, end) in epoch ms. */
export function dayWindow(now: Date, days: number): { start: number; end: number; keys: string[] } {
  const end = startOfUtcDay(now) + DAY_MS;
  const start = end - days * DAY_MS;
  const keys = Array.from({ length: days }, (_, i) => utcDayKey(start + i * DAY_MS));
  return { start, end, keys };
}
