/** The criteria a tab's analysis evaluates (GET /api/analysis-criteria/{type}). Nothing while loading or missing. */
import { ListChecks } from 'lucide-react';
import type { CriteriaType } from '../../../../shared';
import { useAnalysisCriteria } from '../../api/queries';

export function CriteriaPanel({ type }: { type: CriteriaType }) {
  const { data } = useAnalysisCriteria(type);
  if (!data || data.criteria.length === 0) return null;
  return (
    <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ListChecks aria-hidden="true" className="h-4 w-4 text-accent-700" />
        What we evaluate
      </h3>
      <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2">
        {data.criteria.map((criterion) => (
          <li key={criterion} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" />
            {criterion}
          </li>
        ))}
      </ul>
    </div>
  );
}
