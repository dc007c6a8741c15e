/**
 * Where a suspicious link sits in the text, so its flag can quote it. Finding every link again
 * costs a scan of the whole text; links never contain whitespace, so only the whitespace-free
 * stretches that contain the link's address (or host) are scanned, which finds exactly the
 * spans a whole-text scan would give for that link.
 */
import { findLinks, type LinkSpan } from '../../knowledge/link-finder';
import type { LinkReport } from '../../knowledge/links';
import type { Span } from '../../knowledge/patterns';

/** JavaScript's `\s`, the whitespace both link patterns stop at. */
const SPACE = /\s/u;

/** The whitespace-free stretch of `text` around index `at`. */
function tokenAround(text: string, at: number, length: number): [number, number] {
  let a = at;
  let b = at + length;
  while (a > 0 && !SPACE.test(text[a - 1]!)) a--;
  while (b < text.length && !SPACE.test(text[b]!)) b++;
  return [a, b];
}

/** The link spans in the stretches holding any of `needles` (lower-case), in document order. */
function spansAround(text: string, lower: string, needles: readonly string[]): LinkSpan[] {
  const windows = new Map<number, number>();
  for (const needle of needles) {
    if (!needle) continue;
    // Every later occurrence inside the same stretch gives the same window, so the search goes
    // on after it: one scan per stretch, not one per occurrence (a 20,000-character stretch of
    // "a.ba.b..." took seconds).
    for (let at = lower.indexOf(needle); at >= 0; ) {
      const [a, b] = tokenAround(text, at, needle.length);
      windows.set(a, b);
      at = lower.indexOf(needle, Math.max(at + 1, b));
    }
  }
  const out: LinkSpan[] = [];
  for (const [a, b] of [...windows].sort((x, y) => x[0] - y[0])) {
    for (const s of findLinks(text.slice(a, b)))
      out.push({ ...s, start: s.start + a, end: s.end + a });
  }
  return out;
}

/**
 * The span of `report`'s link in the text: where the same address occurs, else a link on the
 * same host; null when the link came from outside the text (a page's own links).
 */
export function linkSpanFor(text: string, report: LinkReport): Span | null {
  const pick = (spans: readonly LinkSpan[]) =>
    spans.find((s) => s.url === report.url) ??
    spans.find((s) => s.url.toLowerCase().includes(report.host));
  const lower = text.toLowerCase();
  let found: LinkSpan | undefined;
  if (lower.length === text.length) {
    const url = report.url.toLowerCase();
    found = pick(spansAround(text, lower, [url, url.replace(/^http:\/\//, ''), report.host]));
  }
  // Nothing near the address (or letters whose lower case changes length): scan it all.
  found ??= pick(findLinks(text));
  return found ? { text: found.text, start: found.start, end: found.end } : null;
}
