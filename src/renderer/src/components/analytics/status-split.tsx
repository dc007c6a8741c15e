/** Verified / false / uncertain / mixed as one stacked bar with a legend. */
import type { Tone } from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';

interface Part {
  label: string;
  fraction: number;
  tone: Tone;
}

export function StatusSplit({ parts }: { parts: readonly Part[] }) {
  const visible = parts.filter((p) => p.fraction > 0);
  return (
    <div>
      <div className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {visible.map((p) => (
          <span key={p.label} className={`h-full ${TONE[p.tone].fill}`} style={{ width: `${p.fraction * 100}%` }} />
        ))}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {parts.map((p) => (
          <li key={p.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${TONE[p.tone].fill}`} />
            <span className="text-slate-700">{p.label}</span>
            <span className="ml-auto font-semibold text-slate-900">{Math.round(p.fraction * 100)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
