/**
 * Analysis Summary: the spec's TRUE/FALSE counts (small, and in words when nothing could be checked:
 * big zeros read as "nothing wrong" on a scam), the summary message and the share buttons. The top
 * reasons moved up into the verdict block.
 */
import { ClipboardList } from 'lucide-react';
import type { Results } from '../../../../shared';
import { useShell } from '../../api/shell';
import { countOf } from '../../lib/format';
import { Card } from '../ui/card';
import { ShareButtons } from './share-buttons';

interface SummaryCardProps {
  results: Results;
  analysisId?: string | null;
  isVideoAnalysis: boolean;
  linkToReport?: boolean;
}

export function SummaryCard({
  results,
  analysisId,
  isVideoAnalysis,
  linkToReport,
}: SummaryCardProps) {
  const { summary, redFlags } = results;
  // The desktop app shares through its Publish card; only the report-page link stays here.
  const { isDesktop } = useShell();

  return (
    <Card id="summary" title="Analysis Summary" icon={<ClipboardList className="h-5 w-5" />}>
      {summary.verifiedCount === 0 && summary.falseCount === 0 ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">0 TRUE &middot; 0 FALSE:</span> no claim could be checked
          against outside sources.
        </p>
      ) : (
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-md border border-green-200 bg-green-50 px-2 py-0.5 font-semibold text-green-900">
            {summary.verifiedCount} TRUE
          </span>
          <span className="rounded-md border border-red-200 bg-red-50 px-2 py-0.5 font-semibold text-red-900">
            {summary.falseCount} FALSE
          </span>
          <span className="text-slate-600">
            {countOf(summary.verifiedCount + summary.falseCount, 'claim')} checked against outside
            sources
          </span>
        </p>
      )}
      <p className="mt-3 leading-7 text-slate-700">{summary.message}</p>
      {redFlags.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Red flags found: {redFlags.length}.{' '}
          <a href="#red-flags-title" className="font-medium text-accent-700 underline">
            See them all
          </a>
        </p>
      ) : null}

      {analysisId && (linkToReport || !isDesktop) ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <ShareButtons
            analysisId={analysisId}
            isVideoAnalysis={isVideoAnalysis}
            linkToReport={linkToReport}
          />
        </div>
      ) : null}
    </Card>
  );
}
