import type { ReactNode } from 'react';
import type { Tone } from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[tone].soft}`}
    >
      {children}
    </span>
  );
}
