/**
 * Whether a position is in a scope, as `scopeAt(reading, at) !== null` answers, for every token
 * of a text: the stretches the scopes govern, less their cues, are merged once per text and found
 * by binary search, instead of every scope being tried at every token.
 */
import type { ScopeReading } from './scope';

/**
 * scopeAt skips a scope at its cue, and at the start of a scope that opens with its cue up to the
 * cue's end, which is the cue too: so a scope covers its stretch less its cue.
 */
export function scopedTest(reading: ScopeReading): (at: number) => boolean {
  const pieces: Array<[number, number]> = [];
  for (const { start, end, cue } of reading.scopes) {
    pieces.push([start, Math.min(end, cue.start)], [Math.max(start, cue.end), end]);
  }
  const merged: Array<[number, number]> = [];
  for (const [from, to] of pieces.filter(([a, b]) => a < b).sort((x, y) => x[0] - y[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return (at) => {
    // The last stretch that starts at or before `at`.
    let lo = 0;
    let hi = merged.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (merged[mid]![0] <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && at < merged[lo - 1]![1];
  };
}
