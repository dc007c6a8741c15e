/**
 * One claim of the claims card: its status, kind, confidence (never for an uncertain claim), where
 * it is said in a video, what FactLens found and what would settle it, its sources, the related
 * reference passages and the searches to check it yourself (claim-checks.tsx).
 */
import { Clock, ExternalLink, Play } from 'lucide-react';
import { CLAIM_KIND_LABELS, type Claim } from '../../../../shared';
import { formatDuration } from '../../lib/format';
import { isHttpUrl, watchUrl } from '../../lib/url';
import { CheckItYourself, HowToCheck, ReferencePassages } from './claim-checks';
import { ClaimStatusBadge } from './claim-status';

export function ClaimItem({
  claim,
  language,
  videoId,
  onSeek,
}: {
  claim: Claim;
  /** The report's language, for the fact-checkers and the Wikipedia the links search. */
  language: string;
  videoId?: string | null;
  onSeek?: (seconds: number) => void;
}) {
  const at = claim.timestampSeconds;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <ClaimStatusBadge status={claim.status} />
        {claim.kind ? (
          <span className="text-xs font-medium text-slate-600">
            {CLAIM_KIND_LABELS[claim.kind]}
          </span>
        ) : null}
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
      {/* The claim heads its item, so its "Sources" and "Check it yourself" (h4) sit under it. */}
      <h3 className="mt-2 font-medium text-slate-900">&ldquo;{claim.claim}&rdquo;</h3>
      <p className="mt-1.5 text-sm leading-6 text-slate-700">{claim.analysis}</p>
      <HowToCheck advice={claim.advice} />
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
      <ReferencePassages passages={claim.passages ?? []} />
      <CheckItYourself claim={claim} language={language} />
    </li>
  );
}
