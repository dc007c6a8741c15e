/**
 * A cue regex (knowledge/patterns.ts) must find exactly what its plain pattern finds, through
 * every way the code uses a regex. Shared by the cue-pattern tests on short and on long texts.
 */
import { expect } from 'vitest';
import { allMatches, firstMatch } from '../../src/server/analysis/knowledge/patterns';

/** The same pattern as a plain RegExp, which V8 runs with its lookbehind. */
export const plain = (re: RegExp) => new RegExp(re.source, re.flags);

/** Every use of `re` on `text` gives what its plain pattern gives (from `from` for firstMatch). */
export function expectSameAsPlain(re: RegExp, text: string, from: number): void {
  const ref = plain(re);
  expect(allMatches(re, text)).toEqual(allMatches(ref, text));
  expect(firstMatch(re, text, from)).toEqual(firstMatch(ref, text, from));
  expect(re.test(text)).toBe(ref.test(text));
  expect(re.lastIndex).toBe(ref.lastIndex);
  // Searches from further on each time (as a pass that skips ahead makes them), a step apart.
  for (let at = from; re.global && at < text.length; at += from + 1) {
    re.lastIndex = at;
    ref.lastIndex = at;
    expect(re.exec(text)?.index).toBe(ref.exec(text)?.index);
  }
  re.lastIndex = 0;
  ref.lastIndex = 0;
  expect(text.replace(re, '<$&>')).toBe(text.replace(ref, '<$&>'));
  expect([...text.matchAll(re)].map((m) => [m.index, m[0]])).toEqual(
    [...text.matchAll(ref)].map((m) => [m.index, m[0]]),
  );
  expect(text.split(re)).toEqual(text.split(ref));
}
