/**
 * Shown first when the page of an article or shop link could not be opened and the report was
 * built from its address alone: why, in the server's plain sentence, and (right after the
 * analysis, on /home) a button that analyzes the same link again. Such a report is not cached,
 * so the retry really reads the page again.
 */
import { useMutationState } from '@tanstack/react-query';
import { RotateCcw, WifiOff } from 'lucide-react';
import type { Results } from '../../../../shared';
import { submitUrl } from '../../kinds/url/submit-url';
import { hasHiddenPart } from '../../lib/url';
import { useAnalyzerStore } from '../../state/analyzer-store';
import { RETRY_MUTATION_KEY, useAnalyze } from '../analyzer/use-analyze';
import { buttonClass } from '../ui/button-classes';

export const PAGE_NOT_OPENED_TITLE = 'The page itself could not be opened';
export const RETRY_LABEL = 'Try the page again';

export function PageNotOpenedCard({
  results,
  originalUrl,
  canRetry,
}: {
  results: Results;
  originalUrl?: string | null;
  /** Offer to analyze the link again (on /home, right after the analysis). */
  canRetry: boolean;
}) {
  const notice = results.pageNotOpened;
  const retry = useAnalyze(undefined, RETRY_MUTATION_KEY);
  // The report is replaced by a skeleton while the retry runs, so this card is mounted anew when
  // it ends: a failed retry's error is read from the mutation cache, not this card's own state.
  const lastRetry = useMutationState({
    filters: { mutationKey: RETRY_MUTATION_KEY },
    select: (mutation) => mutation.state,
  }).at(-1);
  const retryError = lastRetry?.status === 'error' ? lastRetry.error : null;
  if (!notice) return null;
  const type = results.analysisMetadata.type === 'shopping' ? 'shopping' : 'article';
  return (
    <section
      aria-labelledby="page-not-opened"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-2">
        <h3 id="page-not-opened" className="font-semibold">
          {PAGE_NOT_OPENED_TITLE}
        </h3>
        <p className="text-sm leading-6 break-words">{notice.message}</p>
        {canRetry && originalUrl && !hasHiddenPart(originalUrl) ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate({
                  submission: submitUrl({ url: originalUrl, type }),
                  unlisted: useAnalyzerStore.getState().unlisted,
                })
              }
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {RETRY_LABEL}
            </button>
            {retryError ? (
              <p role="alert" className="text-sm text-red-800">
                {retryError.message}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm">To try again, analyze the link again from the home page.</p>
        )}
      </div>
    </section>
  );
}
