/** Where a local analysis stands with the public feed: Private, Publishing, Published or Publish failed. */
import { CircleExclamationPoint, Globe, Lock, LoaderCircle } from 'lucide-react';
import type { Publication } from '../../../../shared';
import { publicationLabel } from '../../lib/publication';
import { Badge } from '../ui/badge';

export function PublicationBadge({ publication }: { publication: Publication | null | undefined }) {
  const { label, tone } = publicationLabel(publication);
  const Icon =
    publication?.state === 'published'
      ? Globe
      : publication?.state === 'queued'
        ? LoaderCircle
        : publication?.state === 'failed'
          ? CircleExclamationPoint
          : Lock;
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="h-3 w-3" />
      {label}
    </Badge>
  );
}
