/**
 * Analyzed Content: the address, or the text as it was judged: what was pasted, or the text we
 * read from what was sent (a screenshot's image: its kind's `readText` introduces it). Folded when long, with its length in the heading.
 */
import { ExternalLink, FileText } from 'lucide-react';
import { countOf } from '../../lib/format';
import type { ReadText } from '../../kinds/kind';
import { hasHiddenPart, isHttpUrl } from '../../lib/url';
import { Card } from '../ui/card';

/** Longer texts start folded, so the report's other sections stay near the top. */
export const CONTENT_OPEN_MAX_CHARS = 600;

interface AnalyzedContentCardProps {
  url?: string | null;
  content?: string | null;
  /** The sentence that introduces text read from what was sent (its kind's `readText`). */
  readFrom?: ReadText | null;
}

export function AnalyzedContentCard({ url, content, readFrom }: AnalyzedContentCardProps) {
  if (!url && !content) return null;
  const words = content ? content.trim().split(/\s+/).filter(Boolean).length : 0;
  return (
    <Card
      id="analyzed-content"
      title="Analyzed Content"
      icon={<FileText className="h-5 w-5" />}
      {...(content ? { count: countOf(words, 'word') } : {})}
      collapsible
      defaultOpen={!content || content.length <= CONTENT_OPEN_MAX_CHARS}
    >
      {url ? (
        <p className="text-sm break-all">
          {isHttpUrl(url) && !hasHiddenPart(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-accent-700 underline hover:text-accent-800"
            >
              {url}
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            url
          )}
        </p>
      ) : null}
      {content ? (
        <>
          {readFrom ? <p className="text-sm text-slate-600">{readFrom.intro}</p> : null}
          <section
            className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so keyboard users can scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-label={readFrom ? readFrom.label : 'Submitted text'}
          >
            {content}
          </section>
        </>
      ) : null}
    </Card>
  );
}
