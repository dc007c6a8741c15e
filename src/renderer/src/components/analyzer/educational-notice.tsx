/** Spec 1: the service is educational and may display examples of misinformation. */
import { Info } from 'lucide-react';
import {
  CLIENT_IMAGE_RETENTION_MS,
  EDUCATIONAL_NOTICE,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../../shared/constants';

export function EducationalNotice() {
  return (
    <aside
      aria-label="Educational notice"
      className="flex gap-3 rounded-lg border border-accent-100 bg-accent-50 p-4 text-sm leading-6 text-slate-800"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
      <p>
        {EDUCATIONAL_NOTICE} Free, no sign-up, no tracking. Screenshots are kept for{' '}
        {SERVER_IMAGE_RETENTION_HOURS} hours on the server and cleared from your browser after{' '}
        {CLIENT_IMAGE_RETENTION_MS / 60_000} minutes.
      </p>
    </aside>
  );
}
