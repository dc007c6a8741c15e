import { describe, expect, it } from 'vitest';
import { ReportJsonCache } from './report-json-cache';

describe('ReportJsonCache', () => {
  it('forgets the least recently read report first when over its size', () => {
    const cache = new ReportJsonCache(30, 20);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    expect(cache.get('a')).toBe('x'.repeat(10)); // a is now the most recent
    cache.set('c', 'z'.repeat(15)); // 35 chars: b goes, not a
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(10));
    expect(cache.get('c')).toBe('z'.repeat(15));
  });

  it('does not keep a report larger than the entry limit, and delete and clear forget', () => {
    const cache = new ReportJsonCache(100, 20);
    cache.set('big', 'x'.repeat(21));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replacing an entry does not count its old text twice', () => {
    const cache = new ReportJsonCache(20, 20);
    cache.set('a', 'x'.repeat(15));
    cache.set('a', 'y'.repeat(15));
    cache.set('b', 'z'.repeat(5));
    expect(cache.get('a')).toBe('y'.repeat(15));
    expect(cache.get('b')).toBe('z'.repeat(5));
  });
});
