/** The most recent analyses, each linking to its shared report. */
import { Link } from 'react-router-dom';
import type { AnalyticsResponse } from '../../../../shared';
import { ANALYTICS_RECENT_ANALYSES } from '../../../../shared/constants';
import { formatDateTime } from '../../lib/format';
import { hostOf } from '../../lib/url';
import { GradeCircle } from '../ui/grade-circle';

export function RecentAnalyses({ items }: { items: AnalyticsResponse['recentAnalyses'] }) {
  const shown = items.slice(0, ANALYTICS_RECENT_ANALYSES);
  if (shown.length === 0) return <p className="text-sm text-slate-600">No analyses yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {shown.map((item) => (
        <li key={item.id}>
          <Link
            to={`/shared/${encodeURIComponent(item.id)}`}
            className="flex items-center gap-3 rounded-lg px-1 py-3 hover:bg-slate-50"
          >
            <GradeCircle score={item.credibilityScore} grade={item.overallGrade} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">
                {hostOf(item.url) ?? 'Text or screenshot'}
              </span>
              <span className="block text-xs text-slate-500">{formatDateTime(item.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
