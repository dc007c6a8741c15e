/**
 * Claims Analysis: every claim with its kind, status, reasoning, sources, what would settle it,
 * searches to check it yourself and related reference passages (claim-item.tsx), and a note when
 * reference passages could not be looked up for this report.
 */
import { ListChecks } from 'lucide-react';
import type { ClaimChecks, Results } from '../../../../shared';
import { countOf } from '../../lib/format';
import { Card } from '../ui/card';
import { ClaimItem } from './claim-item';
import { FactChecksNote } from './fact-checks-note';

interface ClaimsCardProps {
  results: Results;
  /** Set for video analyses, so a claim's timestamp can link to that moment. */
  videoId?: string | null;
  /** Where the page has its own player: play the claim's moment there. */
  onSeek?: (seconds: number) => void;
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
            <ClaimItem
              key={index}
              claim={claim}
              language={results.analysisMetadata.language}
              videoId={videoId}
              onSeek={onSeek}
            />
          ))}
        </ul>
      )}
      <PassagesNote checks={results.analysisMetadata.checks} claims={results.claims.length} />
      <FactChecksNote />
    </Card>
  );
}

/** Why no reference passage is shown, when they were meant to be looked up for this report. */
export const PASSAGE_NOTES: Partial<Record<ClaimChecks['referencePassages'], string>> = {
  offline:
    'Reference passages were not looked up: FactLens could not reach the internet. The searches under each claim work once you are online.',
  unreachable:
    'Reference passages were not looked up this time: Wikipedia and Wikidata did not answer in time.',
  private:
    'Reference passages were not looked up: this reads like a private message, so none of its words were sent anywhere.',
  'none-found':
    'No passage of Wikipedia or Wikidata was close enough to these claims to show. The searches under each claim may still find one.',
};

function PassagesNote({ checks, claims }: { checks: ClaimChecks | undefined; claims: number }) {
  const note = checks && claims > 0 ? PASSAGE_NOTES[checks.referencePassages] : undefined;
  if (!note) return null;
  return (
    <p
      role="status"
      className="mt-3 rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700 ring-1 ring-slate-200"
    >
      {note}
    </p>
  );
}
