/** A labelled horizontal bar chart in plain CSS; every value is also written as text. */
import { TONE } from '../../lib/tone-classes';
import type { Tone } from '../../../../shared/grading';

export interface BarDatum {
  label: string;
  value: number;
  tone?: Tone;
  /** Text after the bar; defaults to the value. */
  valueLabel?: string;
}

export function HorizontalBars({ data, label }: { data: readonly BarDatum[]; label: string }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ul aria-label={label} className="space-y-3">
      {data.map((d) => (
        <li
          key={d.label}
          className="grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,10rem)_1fr_auto]"
        >
          <span className="truncate font-medium text-slate-800" title={d.label}>
            {d.label}
          </span>
          <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <span
              className={`block h-full rounded-full ${TONE[d.tone ?? 'blue'].fill}`}
              style={{ width: `${(d.value / max) * 100}%` }}
            />
          </span>
          <span className="min-w-10 text-right font-semibold text-slate-900">
            {d.valueLabel ?? d.value}
          </span>
        </li>
      ))}
    </ul>
  );
}
