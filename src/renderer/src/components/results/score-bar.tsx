import type { Tone } from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';

interface ScoreBarProps {
  label: string;
  value: number;
  tone: Tone;
  hint?: string;
  /** No evidence behind this part: drawn neutral and grey, never as a failure. */
  unassessed?: boolean;
}

export const NOT_ENOUGH_EVIDENCE = 'Not enough evidence';

/** A labelled 0-100 bar; the number is in the text so the colour is never the only cue. */
export function ScoreBar({ label, value, tone, hint, unassessed }: ScoreBarProps) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">
          {label}
          {hint ? <span className="ml-1 font-normal text-slate-600">({hint})</span> : null}
        </span>
        {unassessed ? (
          <span className="font-medium text-slate-600">{NOT_ENOUGH_EVIDENCE}</span>
        ) : (
          <span className={`font-semibold ${TONE[tone].text}`}>{value}%</span>
        )}
      </div>
      {unassessed ? (
        <div
          role="img"
          aria-label={`${label}: ${NOT_ENOUGH_EVIDENCE.toLowerCase()}`}
          className="h-2.5 w-full rounded-full bg-[repeating-linear-gradient(45deg,var(--color-slate-200)_0_6px,var(--color-slate-100)_6px_12px)]"
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled the same in every browser; the ARIA meter reads the same to screen readers.
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${TONE[tone].fill}`}
            style={{ width: `${value}%` }}
          />
        </div>
      )}
    </div>
  );
}
