/**
 * Beside every analyze button: analyses appear on the public feed, unless the person ticks the
 * box, which stores the analysis as unlisted (reachable by its link only). Personal data is masked
 * either way; the Privacy page says how.
 */
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

export const KEEP_OFF_FEED_LABEL = 'Keep this analysis off the public feed';

interface PublicNoticeProps {
  unlisted: boolean;
  onUnlistedChange(value: boolean): void;
}

export function PublicNotice({ unlisted, onUnlistedChange }: PublicNoticeProps) {
  const id = useId();
  return (
    <div className="mt-3 space-y-1.5 text-sm" data-testid="public-notice">
      <p className="flex gap-2 text-slate-700">
        <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
        <span>
          {unlisted
            ? 'This analysis will not appear on the public feed; anyone with its link can still open it.'
            : 'Analyses appear on the public feed, with personal data such as card and phone numbers masked.'}{' '}
          <Link to="/privacy" className="font-medium text-accent-700 underline">
            How we handle it
          </Link>
        </span>
      </p>
      <label
        htmlFor={id}
        className="flex min-h-8 cursor-pointer items-center gap-2 font-medium text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          checked={unlisted}
          onChange={(event) => onUnlistedChange(event.target.checked)}
          className="h-4 w-4 rounded border-slate-400 accent-accent-700"
        />
        {KEEP_OFF_FEED_LABEL}
      </label>
    </div>
  );
}
