/**
 * The criteria a tab's analysis evaluates (GET /api/analysis-criteria/{type}). Nothing while
 * loading or missing (spec 8). Folded by default at every width: a dozen lines above the report
 * pushed the verdict down; whoever wants the list opens it.
 */
import { ChevronDown, ListChecks } from 'lucide-react';
import type { CriteriaType } from '../../../../shared';
import { useAnalysisCriteria } from '../../api/queries';

export function CriteriaPanel({ type }: { type: CriteriaType }) {
  const { data } = useAnalysisCriteria(type);
  if (!data || data.criteria.length === 0) return null;
  return (
    <details className="group mt-5 rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <ListChecks aria-hidden="true" className="h-4 w-4 text-accent-700" />
        <span>What we evaluate</span>
        <span className="font-normal text-slate-600">({data.criteria.length} criteria)</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto h-4 w-4 text-slate-600 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="grid gap-x-6 gap-y-1.5 px-4 pb-4 text-sm text-slate-700 sm:grid-cols-2">
        {data.criteria.map((criterion) => (
          <li key={criterion} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600"
            />
            {criterion}
          </li>
        ))}
      </ul>
    </details>
  );
}
