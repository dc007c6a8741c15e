import type { Severity } from '../../../../shared';
import type { Tone } from '../../../../shared/grading';
import { Badge } from '../ui/badge';

const SEVERITY_TONE: Record<Severity, Tone> = { high: 'red', medium: 'orange', low: 'yellow' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge tone={SEVERITY_TONE[severity] ?? 'grey'}>
      {severity.charAt(0).toUpperCase() + severity.slice(1)} severity
    </Badge>
  );
}
