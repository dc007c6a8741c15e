/**
 * Bounds on how deeply a fetched page's elements nest before it is parsed. jsdom tells every
 * ancestor about each inserted node (recursively, and again for queries and mutation records):
 * its work grows with the sum of all elements' depths. A page of 20,000 nested <div>s spent half
 * a minute of CPU and then overflowed the stack (a 500); 20,000 small elements under 500 wrappers
 * took 11 s. Markup past either bound is not read. Real pages nest a few dozen deep and sum to a
 * few hundred thousand at most, far below both.
 */

export const MAX_HTML_NESTING = 500;
/** The sum over all tags of their depth: about a second of jsdom's work at most. */
export const MAX_HTML_NESTING_WORK = 2_000_000;
/**
 * Elements read from one page: even flat, each costs jsdom tens of microseconds (100,000 took
 * 3-4 s of CPU, blocking every other request). Long real articles stay under ~20,000 once
 * scripts, styles and SVG are dropped.
 */
export const MAX_HTML_ELEMENTS = 30_000;

/** Elements that never hold others. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements the parser closes by itself when a sibling starts, so an unclosed one does not nest. */
const SELF_ENDING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'rb', 'rt', 'rp', 'rtc', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption', 'html', 'head', 'body']);

/**
 * Where the markup first nests deeper than `max`, or the summed depth passes `maxWork` (the index
 * of the tag that would), or -1. A linear scan of the tags, counting open minus closed elements;
 * an estimate (the parser's repair rules are not replayed) that errs towards deeper, never
 * shallower, for the elements it counts.
 */
export function nestingCutIndex(
  html: string,
  max = MAX_HTML_NESTING,
  maxWork = MAX_HTML_NESTING_WORK,
  maxElements = MAX_HTML_ELEMENTS,
): number {
  const tag = /<(\/?)([A-Za-z][\w:-]*)([^>]*)>/g;
  let depth = 0;
  let work = 0;
  let elements = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    work += depth + 1;
    if (work > maxWork) return m.index;
    if (!m[1] && ++elements > maxElements) return m.index;
    const name = m[2]!.toLowerCase();
    if (VOID.has(name) || SELF_ENDING.has(name)) continue;
    if (m[1]) {
      if (depth > 0) depth--;
    } else if (!m[3]!.endsWith('/')) {
      depth++;
      if (depth > max) return m.index;
    }
  }
  return -1;
}
