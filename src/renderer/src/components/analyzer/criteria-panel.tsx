/**
 * The criteria a tab's analysis evaluates (GET /api/analysis-criteria/{type}). Nothing while
 * loading or missing (spec 8). A disclosure: open on wide screens, folded on phones so the list
 * (a dozen long lines) does not push the analyze button's result far down the page.
 */
import { ChevronDown, ListChecks } from 'lucide-react';
import { useState } from 'react';
import type { CriteriaType } from '../../../../shared';
import { useAnalysisCriteria } from '../../api/queries';

const WIDE_SCREEN = '(min-width: 640px)';

function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : true;
}

export function CriteriaPanel({ type }: { type: CriteriaType }) {
  const { data } = useAnalysisCriteria(type);
  // Only the initial state follows the screen; afterwards the person's own toggle wins.
  const [open] = useState(startsOpen);
  if (!data || data.criteria.length === 0) return null;
  return (
    <details open={open} className="group mt-5 rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <ListChecks aria-hidden="true" className="h-4 w-4 text-accent-700" />
        <span>What we evaluate</span>
        <span className="font-normal text-slate-600">({data.criteria.length} criteria)</span>
        <ChevronDown aria-hidden="true" className="ml-auto h-4 w-4 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="grid gap-x-6 gap-y-1.5 px-4 pb-4 text-sm text-slate-700 sm:grid-cols-2">
        {data.criteria.map((criterion) => (
          <li key={criterion} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" />
            {criterion}
          </li>
        ))}
      </ul>
    </details>
  );
}
