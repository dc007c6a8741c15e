import { describe, expect, it } from 'vitest';
import type { StoredAnalysis } from '../../../shared';
import { MY_ANALYSES_MAX_QUERY_CHARS } from '../../../shared/desktop';
import { localSearchProbe } from './desktop-queries';

const record = (over: Partial<StoredAnalysis>): StoredAnalysis =>
  ({ id: 'a1', url: null, content: null, title: null, type: 'text', ...over }) as StoredAnalysis;

describe('localSearchProbe (finding a report among My analyses)', () => {
  it('uses the address first, then the text, then the title', () => {
    expect(localSearchProbe(record({ url: 'https://shop.example/deal', content: 'x', title: 'T' }))).toBe('https://shop.example/deal');
    expect(localSearchProbe(record({ content: '  Urgent: verify your account  ', title: 'T' }))).toBe('Urgent: verify your account');
    expect(localSearchProbe(record({ title: 'A title' }))).toBe('A title');
    expect(localSearchProbe(record({}))).toBeNull();
  });

  it('stays within the search length the server accepts', () => {
    const probe = localSearchProbe(record({ content: 'word '.repeat(200) }));
    expect(probe!.length).toBeLessThanOrEqual(MY_ANALYSES_MAX_QUERY_CHARS);
    expect(probe!.endsWith(' ')).toBe(false);
  });
});
