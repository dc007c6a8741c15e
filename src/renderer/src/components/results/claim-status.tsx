/** Spec 4: verified green, false red, uncertain yellow, anything else a grey warning; each with an icon. */
import { CircleCheck, CircleQuestionMark, CircleX, TriangleExclamationPoint } from 'lucide-react';
import { claimStatusTone } from '../../../../shared/grading';
import { Badge } from '../ui/badge';

const ICONS = {
  verified: CircleCheck,
  false: CircleX,
  uncertain: CircleQuestionMark,
} as const;

const LABELS: Record<string, string> = {
  verified: 'Verified',
  false: 'False',
  uncertain: 'Uncertain',
  misleading: 'Misleading',
};

export function ClaimStatusBadge({ status }: { status: string }) {
  const Icon = ICONS[status as keyof typeof ICONS] ?? TriangleExclamationPoint;
  const label = LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge tone={claimStatusTone(status)}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </Badge>
  );
}
