/**
 * Desktop only: publish a local analysis to the hosted public feed and follow its state
 * (queued -> published | failed). Nothing is sent until the person presses the button; the hub
 * analyses the content again itself. Renders nothing on the hosted site or for an analysis this
 * machine does not hold.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Globe, RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Publication } from '../../../../shared';
import { COPIED_INDICATOR_MS } from '../../../../shared/constants';
import { publicFeedRoute } from '../../../../shared/contracts';
import { TEXT } from '../../../../shared/messages';
import { ApiError, errorMessage } from '../../api/client';
import { isLocalAnalysis, usePublication, usePublishAnalysis } from '../../api/desktop-queries';
import { callUrl } from '../../api/call-route';
import { useShell } from '../../api/shell';
import { useShareLink } from '../../hooks/use-share-link';
import { RENDERER_KINDS } from '../../kinds/registry';
import { publishExplanation, queuedDetail } from '../../lib/publication';
import { ErrorAlert } from '../ui/alert';
import { buttonClass } from '../ui/button-classes';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ExternalLink } from './external-link';

export function PublishCard({ analysisId }: { analysisId: string }) {
  const shell = useShell();
  if (!shell.isDesktop) return null;
  return <DesktopPublishCard analysisId={analysisId} hubUrl={shell.hubUrl} />;
}

function QueuedLines({ publication }: { publication: Publication }) {
  const { headline, lastError } = queuedDetail(publication);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <Spinner className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" />
      <div className="min-w-0 space-y-1 break-words">
        <p className="font-semibold">{headline}</p>
        {lastError ? <p>{lastError}</p> : null}
      </div>
    </div>
  );
}

function DesktopPublishCard({ analysisId, hubUrl }: { analysisId: string; hubUrl: string | null }) {
  const queryClient = useQueryClient();
  const record = usePublication(analysisId, true);
  const local = isLocalAnalysis(record.data);
  const publish = usePublishAnalysis(analysisId);
  const copy = useShareLink(COPIED_INDICATOR_MS);
  const stateLine = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const publication = record.data?.publication;
  const state = publication?.state;

  // The button the person pressed is replaced by the state line: keep keyboard focus on it.
  useEffect(() => {
    if (pressed.current && state) {
      pressed.current = false;
      stateLine.current?.focus();
    }
  }, [state]);

  // Once public, the feed shown in this app may have changed.
  useEffect(() => {
    if (state === 'published')
      void queryClient.invalidateQueries({ queryKey: [callUrl(publicFeedRoute)] });
  }, [state, queryClient]);

  // Nothing to publish from here for an analysis read from the hub itself (a feed card's report).
  if (!record.data || local !== true) return null;

  const send = () => {
    pressed.current = true;
    // On an error the button stays (with the alert), so focus has nowhere new to go.
    publish.mutate(undefined, { onError: () => (pressed.current = false) });
  };
  const busy = publish.isPending;

  return (
    <Card id="publish" title="Public feed" icon={<Globe className="h-5 w-5" />}>
      <div
        ref={stateLine}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="space-y-2 focus:outline-none"
      >
        {state === 'queued' && publication ? <QueuedLines publication={publication} /> : null}
        {state === 'published' && publication ? (
          <div className="space-y-2 text-sm text-slate-800">
            <p className="flex items-center gap-2 font-semibold text-green-800">
              <Check aria-hidden="true" className="h-4 w-4" /> Published to the public feed.
            </p>
            {publication.sharedUrl ? (
              <p>
                Public report:{' '}
                <ExternalLink href={publication.sharedUrl}>{publication.sharedUrl}</ExternalLink>
              </p>
            ) : null}
          </div>
        ) : null}
        {state === 'failed' && publication ? (
          <p className="text-sm text-red-900">
            <span className="font-semibold">Publishing failed.</span>{' '}
            {publication.error ?? 'The public feed did not accept it.'}
          </p>
        ) : null}
      </div>

      {state === undefined || state === 'failed' ? (
        <div className={state ? 'mt-3 space-y-3' : 'space-y-3'}>
          {state === undefined ? (
            <p className="text-sm leading-6 text-slate-700">
              {publishExplanation(RENDERER_KINDS[record.data.type].sentOnPublish, hubUrl)}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClass.primary}
            onClick={send}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? (
              <Spinner />
            ) : state === 'failed' ? (
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Send aria-hidden="true" className="h-4 w-4" />
            )}
            {busy ? 'Publishing...' : state === 'failed' ? 'Try again' : 'Publish to public feed'}
          </button>
        </div>
      ) : null}

      {state === 'published' && publication?.sharedUrl ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void copy.copy(publication.sharedUrl ?? '')}
          >
            {copy.copied ? (
              <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            {copy.copied ? TEXT.copied : 'Copy public link'}
          </button>
          <span role="status" className="sr-only">
            {copy.copied ? 'Public link copied to the clipboard' : ''}
          </span>
        </div>
      ) : null}

      {publish.isError ? (
        <div className="mt-3">
          <ErrorAlert title="Could not publish">
            {publish.error instanceof ApiError && publish.error.status === 404
              ? 'This analysis is not kept on this computer (it was opened from the public feed), so there is nothing to publish from here.'
              : errorMessage(publish.error, 'The request failed. Try again.')}
          </ErrorAlert>
        </div>
      ) : null}
    </Card>
  );
}
