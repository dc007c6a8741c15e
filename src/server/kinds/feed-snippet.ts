/**
 * The feed snippet of a kind read from text the person gave (pasted text, a screenshot's text):
 * the first line of the masked content that says something, when the analysis has no title.
 * A page's body or a transcript never goes to the feed (those kinds use noFeedSnippet).
 */
import { FEED_SNIPPET_READ_CHARS, feedSnippet } from '../store/feed-snippet';
import type { StoredText } from '../services/analysis-runner';

export function firstLineSnippet({ title, content }: StoredText): string | null {
  if (title !== null || content === null) return null;
  // Characters as the feed query's substr counted them before (code points, not UTF-16 units).
  const head = Array.from(content.slice(0, 2 * FEED_SNIPPET_READ_CHARS))
    .slice(0, FEED_SNIPPET_READ_CHARS)
    .join('');
  return feedSnippet(head);
}
