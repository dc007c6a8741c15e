import { describe, expect, it } from 'vitest';
import { rememberLast } from './remember';

describe('rememberLast', () => {
  it('reads an equal text once, and reads again a text pushed out by newer ones', () => {
    const read: string[] = [];
    const length = rememberLast((text: string) => {
      read.push(text);
      return { length: text.length };
    }, 2);
    const first = length('a long text');
    // An equal string built another way is the same text.
    expect(length(['a', 'long', 'text'].join(' '))).toBe(first);
    length('b');
    length('c');
    expect(read).toEqual(['a long text', 'b', 'c']);
    expect(length('a long text')).not.toBe(first);
    expect(read).toEqual(['a long text', 'b', 'c', 'a long text']);
  });

  it('reads short texts afresh without pushing out the long ones kept', () => {
    let reads = 0;
    const read = rememberLast(
      (text: string) => {
        reads += 1;
        return text.length;
      },
      1,
      10,
    );
    read('a text long enough');
    read('short');
    read('short');
    read('a text long enough');
    expect(reads).toBe(3);
  });
});
