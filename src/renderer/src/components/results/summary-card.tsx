/** Analysis Summary: TRUE/FALSE counts, the summary message, share buttons, top red flags. */
import { ClipboardList, Flag } from 'lucide-react';
import type { Results } from '../../../../shared';
import { SUMMARY_RED_FLAGS_SHOWN } from '../../../../shared/constants';
import { useAppMode } from '../../api/desktop-queries';
import { Card } from '../ui/card';
import { ShareButtons } from './share-buttons';

interface SummaryCardProps {
  results: Results;
  analysisId?: string | null;
  isVideoAnalysis: boolean;
  linkToReport?: boolean;
}

export function SummaryCard({ results, analysisId, isVideoAnalysis, linkToReport }: SummaryCardProps) {
  const { summary, redFlags } = results;
  const shown = redFlags.slice(0, SUMMARY_RED_FLAGS_SHOWN);
  const more = redFlags.length - shown.length;
  // The desktop app shares through its Publish card; only the report-page link stays here.
  const { isDesktop } = useAppMode();

  return (
    <Card id="summary" title="Analysis Summary" icon={<ClipboardList className="h-5 w-5" />}>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-center">
          <p className="text-3xl font-bold text-green-800">{summary.verifiedCount}</p>
          <p className="text-xs font-semibold tracking-wide text-green-900">TRUE</p>
        </div>
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-center">
          <p className="text-3xl font-bold text-red-800">{summary.falseCount}</p>
          <p className="text-xs font-semibold tracking-wide text-red-900">FALSE</p>
        </div>
      </div>
      <p className="mt-4 leading-7 text-slate-700">{summary.message}</p>

      {shown.length > 0 ? (
        <div className="mt-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Flag aria-hidden="true" className="h-4 w-4 text-red-700" /> Top red flags
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {shown.map((flag, index) => (
              <li key={`${flag.type}-${index}`} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-red-600" />
                {flag.indicator}
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-1.5 text-sm text-slate-600">+{more} additional</p> : null}
        </div>
      ) : null}

      {analysisId && (linkToReport || !isDesktop) ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <ShareButtons analysisId={analysisId} isVideoAnalysis={isVideoAnalysis} linkToReport={linkToReport} />
        </div>
      ) : null}
    </Card>
  );
}
