/**
 * Beside every analyze button: whether this analysis goes on the public feed, as a box the person
 * sees before pressing. It starts ticked, except for a text that reads like a private message or a
 * confidential tip (src/shared/personal-text.ts, the same reading the server applies when no choice
 * is sent), where it starts unticked with the reason in one line. Unticked, the analysis is stored
 * as unlisted (reachable by its link only). Personal data is masked either way; the Privacy page
 * says how.
 */
import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PersonalReason } from '../../../../shared/personal-text';

export const SHOW_ON_FEED_LABEL = 'Show this analysis on the public feed';

/** Why the box starts unticked, one line each. */
export const PERSONAL_REASON_SENTENCES: Record<PersonalReason, string> = {
  'private-message':
    'This looks like a private message, so it stays off the public feed unless you tick this.',
  tip: 'This looks like a confidential tip, so it stays off the public feed unless you tick this.',
  family:
    'This looks like a message between family or friends, so it stays off the public feed unless you tick this.',
  school:
    'This looks like a school writing to one family about their child, so it stays off the public feed unless you tick this.',
  health:
    'This looks like a surgery, clinic or pharmacy writing to one patient, so it stays off the public feed unless you tick this.',
};

interface PublicNoticeProps {
  publish: boolean;
  onPublishChange(value: boolean): void;
  /** Why a text starts off the feed, when it reads as personal. */
  personalReason: PersonalReason | null;
  /**
   * A screenshot (or document) not yet read, with no choice made: the server decides from its
   * text, and this sentence (the tab's `readFirst`) says so; null otherwise.
   */
  decidedAfterReading: string | null;
}

export function PublicNotice({
  publish,
  onPublishChange,
  personalReason,
  decidedAfterReading,
}: PublicNoticeProps) {
  const id = useId();
  const reason = personalReason ? PERSONAL_REASON_SENTENCES[personalReason] : null;
  const Icon = publish ? Globe : Lock;
  return (
    <div className="mt-3 space-y-1.5 text-sm" data-testid="public-notice">
      <label
        htmlFor={id}
        className="flex min-h-8 cursor-pointer items-center gap-2 font-medium text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          checked={publish}
          aria-describedby={`${id}-why`}
          onChange={(event) => onPublishChange(event.target.checked)}
          className="h-4 w-4 shrink-0 rounded border-slate-400 accent-accent-700"
        />
        {SHOW_ON_FEED_LABEL}
      </label>
      <p id={`${id}-why`} className="flex gap-2 text-slate-700">
        <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
        <span>
          {reason && !publish ? `${reason} ` : null}
          {publish
            ? 'Analyses appear on the public feed, with personal details such as names, codes and phone numbers masked.'
            : 'This analysis will not appear on the public feed; anyone with its link can still open it.'}{' '}
          {publish && decidedAfterReading ? `${decidedAfterReading} ` : null}
          <Link to="/privacy" className="font-medium text-accent-700 underline">
            How we handle it
          </Link>
        </span>
      </p>
    </div>
  );
}
