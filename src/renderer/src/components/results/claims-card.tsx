/**
 * Claims Analysis: every claim with its status, reasoning and sources, and the confidence of a
 * settled one (never for an uncertain claim).
 */
import { Clock, ExternalLink, ListChecks, Play } from 'lucide-react';
import type { Claim, Results } from '../../../../shared';
import { countOf, formatDuration } from '../../lib/format';
import { isHttpUrl, watchUrl } from '../../lib/url';
import { Card } from '../ui/card';
import { ClaimStatusBadge } from './claim-status';
import { FactChecksNote } from './fact-checks-note';

interface ClaimsCardProps {
  results: Results;
  /** Set for video analyses, so a claim's timestamp can link to that moment. */
  videoId?: string | null;
  /** Where the page has its own player: play the claim's moment there. */
  onSeek?: (seconds: number) => void;
}

function ClaimItem({
  claim,
  videoId,
  onSeek,
}: {
  claim: Claim;
  videoId?: string | null;
  onSeek?: (seconds: number) => void;
}) {
  const at = claim.timestampSeconds;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <ClaimStatusBadge status={claim.status} />
        {/* An uncertain claim has no answer to be sure of: a percentage would read as one. */}
        {claim.status === 'uncertain' ? null : (
          <span className="text-xs font-medium text-slate-600">Confidence {claim.confidence}%</span>
        )}
        {videoId && at !== undefined ? (
          <a
            href={watchUrl(videoId, at)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs font-medium text-accent-700 underline hover:text-accent-800"
          >
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            Watch at {formatDuration(at)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {videoId && at !== undefined && onSeek ? (
          <button
            type="button"
            onClick={() => onSeek(at)}
            className="inline-flex min-h-8 items-center gap-1 rounded px-1 text-xs font-medium text-accent-700 underline hover:text-accent-800"
          >
            <Play aria-hidden="true" className="h-3.5 w-3.5" />
            Play here from {formatDuration(at)}
          </button>
        ) : null}
      </div>
      <p className="mt-2 font-medium text-slate-900">&ldquo;{claim.claim}&rdquo;</p>
      <p className="mt-1.5 text-sm leading-6 text-slate-700">{claim.analysis}</p>
      {claim.sources.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Sources</h4>
          <ul className="mt-1 space-y-1.5 text-sm">
            {claim.sources.map((source, index) => (
              <li key={index}>
                {isHttpUrl(source.url) ? (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-accent-700 underline hover:text-accent-800"
                  >
                    {source.title || source.url}
                    <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-medium text-slate-800">{source.title || source.url}</span>
                )}
                {source.type ? (
                  <span className="ml-2 text-xs text-slate-500">{source.type}</span>
                ) : null}
                {source.excerpt ? <p className="mt-0.5 text-slate-600">{source.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** More claims than this start folded; the verdict above already says what matters. */
export const CLAIMS_OPEN_MAX = 3;

export function ClaimsCard({ results, videoId, onSeek }: ClaimsCardProps) {
  return (
    <Card
      id="claims"
      title="Claims Analysis"
      icon={<ListChecks className="h-5 w-5" />}
      count={countOf(results.claims.length, 'claim')}
      collapsible
      defaultOpen={results.claims.length <= CLAIMS_OPEN_MAX}
    >
      {results.claims.length === 0 ? (
        <p className="text-sm text-slate-600">
          No checkable factual claims were found in this content.
        </p>
      ) : (
        <ul className="space-y-3">
          {results.claims.map((claim, index) => (
            <ClaimItem key={index} claim={claim} videoId={videoId} onSeek={onSeek} />
          ))}
        </ul>
      )}
      <FactChecksNote />
    </Card>
  );
}
