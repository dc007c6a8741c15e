/**
 * Verified / false / uncertain / mixed as a donut with a legend. Plain SVG: each part is an arc
 * of one circle's stroke (dash length = its share). The legend carries every figure as text, so
 * the colours are never the only cue.
 */
import type { Tone } from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';

interface Part {
  label: string;
  fraction: number;
  tone: Tone;
}

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const STROKE = 16;

export function StatusSplit({ parts, total }: { parts: readonly Part[]; total?: number }) {
  const visible = parts.filter((p) => p.fraction > 0);
  let offset = 0;
  const summary = parts.map((p) => `${p.label} ${Math.round(p.fraction * 100)}%`).join(', ');
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
      <figure className="relative h-40 w-40 shrink-0">
        <svg
          viewBox="0 0 100 100"
          className="h-full w-full -rotate-90"
          role="img"
          aria-label={`Verdict split: ${summary}`}
        >
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            className="stroke-slate-100"
          />
          {visible.map((p) => {
            const length = p.fraction * CIRCUMFERENCE;
            const arc = (
              <circle
                key={p.label}
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
                className={TONE[p.tone].stroke}
              />
            );
            offset += length;
            return arc;
          })}
        </svg>
        {total !== undefined ? (
          <figcaption
            aria-hidden="true"
            className="absolute inset-0 flex flex-col items-center justify-center"
          >
            <span className="text-2xl font-bold text-slate-900">{total.toLocaleString()}</span>
            <span className="text-xs text-slate-600">analyses</span>
          </figcaption>
        ) : null}
      </figure>
      <ul className="grid w-full grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-1">
        {parts.map((p) => (
          <li key={p.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`h-3 w-3 shrink-0 rounded-sm ${TONE[p.tone].fill}`}
            />
            <span className="text-slate-700">{p.label}</span>
            <span className="ml-auto font-semibold text-slate-900">
              {Math.round(p.fraction * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
