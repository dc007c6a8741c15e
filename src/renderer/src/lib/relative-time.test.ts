import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = Date.parse('2026-11-21T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it('reads under a minute, and a time slightly in the future, as just now', () => {
    expect(timeAgo(ago(0), NOW)).toBe('just now');
    expect(timeAgo(ago(59_999), NOW)).toBe('just now');
    expect(timeAgo(ago(-30_000), NOW)).toBe('just now');
  });

  it('counts whole minutes, hours and days with the right plural', () => {
    expect(timeAgo(ago(60_000), NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(12 * 60_000 + 59_000), NOW)).toBe('12 minutes ago');
    expect(timeAgo(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(timeAgo(ago(23 * 60 * 60_000), NOW)).toBe('23 hours ago');
    expect(timeAgo(ago(24 * 60 * 60_000), NOW)).toBe('1 day ago');
    expect(timeAgo(ago(3 * 24 * 60 * 60_000), NOW)).toBe('3 days ago');
  });

  it('returns an unreadable date unchanged', () => {
    expect(timeAgo('not a date', NOW)).toBe('not a date');
  });
});
