/** Analyzed Content: the address or the text exactly as it was submitted. */
import { ExternalLink, FileText } from 'lucide-react';
import { isHttpUrl } from '../../lib/url';
import { Card } from '../ui/card';

interface AnalyzedContentCardProps {
  url?: string | null;
  content?: string | null;
}

export function AnalyzedContentCard({ url, content }: AnalyzedContentCardProps) {
  if (!url && !content) return null;
  return (
    <Card id="analyzed-content" title="Analyzed Content" icon={<FileText className="h-5 w-5" />}>
      {url ? (
        <p className="text-sm break-all">
          {isHttpUrl(url) ? (
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
        <div className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200" tabIndex={0} aria-label="Submitted text">
          {content}
        </div>
      ) : null}
    </Card>
  );
}
