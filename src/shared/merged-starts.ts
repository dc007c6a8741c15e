/**
 * The merge of word-index.ts `candidateStarts`: the starts of several words, each list
 * ascending, in one ascending array. Split from word-index.ts; nothing else imports it.
 */

/** Two buffers the merge of `mergedStarts` goes back and forth between, and its runs' bounds. */
let mergeFrom = new Int32Array(4096);
let mergeInto = new Int32Array(4096);
let runBounds = new Int32Array(64);
let mergedBounds = new Int32Array(64);

/**
 * The starts of `lists` (each ascending) in one ascending array: one word's starts are in order
 * already; more are laid out one after another and adjacent runs merged, pass by pass, until one
 * is left (a sort of so few numbers took three times as long). Two lists share a start only when
 * one is the upper-case words' (`upper`): that start is kept once.
 */
export function mergedStarts(
  lists: readonly number[][],
  total: number,
  upper: boolean,
): Int32Array {
  if (lists.length === 1) return new Int32Array(lists[0]!);
  if (mergeFrom.length < total) {
    mergeFrom = new Int32Array(total * 2);
    mergeInto = new Int32Array(total * 2);
  }
  if (runBounds.length <= lists.length) {
    runBounds = new Int32Array(lists.length * 2);
    mergedBounds = new Int32Array(lists.length * 2);
  }
  let from = mergeFrom;
  let into = mergeInto;
  let bounds = runBounds;
  let next = mergedBounds;
  let n = 0;
  let runs = 0;
  bounds[0] = 0;
  for (const list of lists) {
    for (const start of list) from[n++] = start;
    bounds[++runs] = n;
  }
  while (runs > 1) {
    let w = 0;
    let merged = 0;
    next[0] = 0;
    for (let r = 0; r < runs; r += 2) {
      let x = bounds[r]!;
      const xEnd = bounds[r + 1]!;
      let y = xEnd;
      const yEnd = r + 1 < runs ? bounds[r + 2]! : xEnd;
      while (x < xEnd && y < yEnd) {
        const a = from[x]!;
        const b = from[y]!;
        if (a <= b) {
          into[w++] = a;
          x++;
          if (upper && a === b) y++;
        } else {
          into[w++] = b;
          y++;
        }
      }
      while (x < xEnd) into[w++] = from[x++]!;
      while (y < yEnd) into[w++] = from[y++]!;
      next[++merged] = w;
    }
    const written = from;
    from = into;
    into = written;
    const read = bounds;
    bounds = next;
    next = read;
    runs = merged;
  }
  return from.slice(0, bounds[runs]!);
}
