/**
 * The words the desktop UI uses for publishing and for the cached public feed, in one place so
 * the results card, the My analyses list and the feed notice say the same thing.
 */
import type { Publication } from '../../../shared';
import type { FeedStatusResponse } from '../../../shared/desktop';
import type { Tone } from '../../../shared/grading';
import { hostOf } from './url';
import { timeAgo } from './relative-time';

/**
 * One line before the Publish button: what is sent (`sent`, the kind's sentOnPublish), where, and
 * that nothing goes unless pressed.
 */
export function publishExplanation(sent: string, hubUrl: string | null | undefined): string {
  const host = hostOf(hubUrl);
  const where = host ? `the public feed at ${host}` : 'the public feed';
  return `Publishing sends ${sent} to ${where}, where it is analyzed again. Nothing is sent unless you press Publish.`;
}

export interface PublicationLabel {
  label: string;
  tone: Tone;
}

/** The badge of an analysis in My analyses; no publication means it never left the machine. */
export function publicationLabel(publication: Publication | null | undefined): PublicationLabel {
  switch (publication?.state) {
    case 'queued':
      return { label: 'Publishing', tone: 'blue' };
    case 'published':
      return { label: 'Published', tone: 'green' };
    case 'failed':
      return { label: 'Publish failed', tone: 'red' };
    default:
      return { label: 'Private', tone: 'grey' };
  }
}

export interface QueuedDetail {
  /** What is happening, with the number of attempts once there were some. */
  headline: string;
  /** The last attempt's error, while it is retried; null before the first attempt. */
  lastError: string | null;
}

/** The state lines while an analysis waits in the outbox. */
export function queuedDetail(publication: Publication): QueuedDetail {
  if (publication.attempts === 0 || !publication.error) {
    return { headline: 'Queued: it will be sent to the public feed in a moment.', lastError: null };
  }
  const attempts = publication.attempts === 1 ? '1 attempt' : `${publication.attempts} attempts`;
  return {
    headline: `Queued, not sent yet after ${attempts}. FactLens keeps trying, also after a restart.`,
    lastError: `Last error: ${sentence(publication.error)}`,
  };
}

/** Ends a server's message with a full stop so the next sentence reads on. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export interface FeedNotice {
  title: string;
  detail: string | null;
}

/**
 * The notice above a desktop's public feed when the hub could not be reached: how old the shown
 * copy is, or that there is none yet. Nothing to say when the feed is fresh or local (a hub).
 */
export function feedStaleNotice(status: FeedStatusResponse, now: number): FeedNotice | null {
  if (status.source !== 'hub' || !status.stale) return null;
  // The server's error is already a sentence for the person (what failed, what to check).
  const reason = status.error ? `${sentence(status.error)} ` : '';
  if (status.fetchedAt) {
    return {
      title: `You are offline: showing the public feed as of ${timeAgo(status.fetchedAt, now)}.`,
      detail: `${reason}Reload this page when you are back online to see the latest analyses.`,
    };
  }
  return {
    title: 'The public feed could not be reached, and there is no saved copy of it yet.',
    detail: `${reason}Your own analyses still work offline, under My analyses.`,
  };
}
