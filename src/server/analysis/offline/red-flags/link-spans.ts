/**
 * Where a suspicious link sits in the text, so its flag can quote it: read from the links of the
 * text, found once per analysis (Signals.textLinks), never by scanning the text again.
 */
import type { LinkSpan } from '../../knowledge/link-finder';
import type { LinkReport } from '../../knowledge/links';
import type { Span } from '../../knowledge/patterns';

/**
 * The span of `report`'s link in the text: where the same address occurs, else a link on the
 * same host; null when the link came from outside the text (a page's own links).
 */
export function linkSpanFor(textLinks: readonly LinkSpan[], report: LinkReport): Span | null {
  const found =
    textLinks.find((s) => s.url === report.url) ??
    textLinks.find((s) => s.url.toLowerCase().includes(report.host));
  return found ? { text: found.text, start: found.start, end: found.end } : null;
}
