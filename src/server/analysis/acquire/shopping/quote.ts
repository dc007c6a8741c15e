/**
 * Quoting the page: a finding shows the exact words that triggered it, cut from the page's
 * visible text (the line around the match, at most QUOTE_MAX_CHARS), never paraphrased.
 */

export const QUOTE_MAX_CHARS = 160;

export function quoteAround(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = newline === -1 ? text.length : newline;
  let from = lineStart;
  let to = lineEnd;
  if (to - from > QUOTE_MAX_CHARS) {
    const room = Math.max(0, QUOTE_MAX_CHARS - (end - start));
    from = Math.max(lineStart, start - Math.floor(room / 2));
    to = Math.min(lineEnd, from + QUOTE_MAX_CHARS);
    // Do not cut a word in half at either end.
    const space = text.lastIndexOf(' ', from);
    if (space >= lineStart && start - space < QUOTE_MAX_CHARS / 2) from = space + 1;
    const endSpace = text.indexOf(' ', to);
    if (endSpace !== -1 && endSpace <= lineEnd && endSpace - from <= QUOTE_MAX_CHARS + 20)
      to = endSpace;
  }
  return text.slice(from, to).trim();
}

/** The first match of any pattern, quoted; null when none matches. */
export function findQuote(text: string, ...patterns: RegExp[]): string | null {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    pattern.lastIndex = 0;
    if (m) return quoteAround(text, m.index, m.index + m[0].length);
  }
  return null;
}
