import { describe, expect, it } from 'vitest';
import { distinctWordCount } from './distinct-words';

describe('distinctWordCount', () => {
  it('counts every word of a text that does not repeat itself', () => {
    expect(distinctWordCount('Your parcel is held. Pay the fee today.')).toBe(8);
  });
  it('counts a repeated sentence once, case and spacing aside', () => {
    const body = 'Your mailbox is full. Click here to keep it.';
    expect(distinctWordCount(`${body}\n${body.toUpperCase()}\n  ${body}`)).toBe(9);
  });
  it('stops at the limit', () => {
    expect(distinctWordCount('one two three four five six', 4)).toBe(4);
  });
  it('is linear on a long text with no sentence end', () => {
    expect(distinctWordCount('word '.repeat(50_000), 100)).toBe(100);
    expect(distinctWordCount('a'.repeat(100_000))).toBe(1);
  });
});
