/**
 * /my-analyses (desktop app only): the analyses kept on this computer, newest first, with search,
 * publish state, Open and Delete. On the hosted site the route is the 404 page.
 */
import { FolderClock, Plus, Search, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MY_ANALYSES_DEFAULT_LIMIT,
  MY_ANALYSES_MAX_LIMIT,
  MY_ANALYSES_MAX_QUERY_CHARS,
  type MyAnalysisItem,
} from '../../../shared/desktop';
import { DESKTOP_TEXT } from '../../../shared/messages';
import { errorMessage } from '../api/client';
import { useMyAnalyses } from '../api/desktop-queries';
import { useShell } from '../api/shell';
import { DeleteAnalysisDialog } from '../components/desktop/delete-analysis-dialog';
import { MyAnalysisRow, analysisName } from '../components/desktop/my-analysis-row';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { ErrorAlert } from '../components/ui/alert';
import { buttonClass } from '../components/ui/button-classes';
import { Skeleton } from '../components/ui/skeleton';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePageMeta } from '../hooks/use-page-meta';
import NotFoundPage from './not-found-page';

/** A pause in typing this long runs the search. */
export const SEARCH_DEBOUNCE_MS = 300;

export default function MyAnalysesRoute() {
  if (!useShell().isDesktop) return <NotFoundPage />;
  return <MyAnalysesPage />;
}

function countLine(shown: number, total: number, q: string): string {
  const noun = total === 1 ? 'analysis' : 'analyses';
  const base = q
    ? `${total} ${noun} ${total === 1 ? 'matches' : 'match'} "${q}"`
    : `${total} ${noun} on this computer`;
  return shown < total ? `${base}, showing the newest ${shown}.` : `${base}.`;
}

function MyAnalysesPage() {
  usePageMeta(
    'My analyses',
    'The analyses kept on this computer: search them, open them, publish them to the public feed or delete them.',
  );
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [input, setInput] = useState(params.get('q') ?? '');
  const typed = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState(MY_ANALYSES_DEFAULT_LIMIT);
  const [toDelete, setToDelete] = useState<MyAnalysisItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const countRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  // The search lives in the address (?q=), so it survives reloads and the back button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed value drives this (see below).
  useEffect(() => {
    if (typed === q) return;
    setLimit(MY_ANALYSES_DEFAULT_LIMIT);
    setParams(typed ? { q: typed } : {}, { replace: true });
    // Only a new typed value drives this (q follows from it), never a q changed by back/forward.
  }, [typed]);
  // Back/forward to another ?q= puts that search in the box.
  useEffect(() => {
    setInput((current) => (current.trim() === q ? current : q));
  }, [q]);

  const list = useMyAnalyses(q, limit);
  const data = list.data;
  const searching = list.isFetching && list.isPlaceholderData;

  const onDeleted = (item: MyAnalysisItem) => {
    refocus.current = true;
    setToDelete(null);
    setAnnouncement(`Deleted "${analysisName(item)}".`);
  };
  // The row and its Delete button are gone, so the closing dialog cannot hand focus back to it:
  // put it on the count line (or the search box when the list is now empty). This effect runs
  // after the dialog's own close, which would otherwise move focus again.
  useEffect(() => {
    if (toDelete || !refocus.current) return;
    refocus.current = false;
    (countRef.current ?? searchRef.current)?.focus();
  }, [toDelete]);

  return (
    <PageContainer>
      <PageHeading
        icon={<FolderClock className="h-8 w-8" />}
        title="My analyses"
        lead={`${DESKTOP_TEXT.privacyNote} Search, reopen, publish or delete them here.`}
      />

      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers we support; role="search" on a form is its established equivalent. */}
      <form role="search" onSubmit={(event) => event.preventDefault()} className="mb-6">
        <label
          htmlFor="my-analyses-search"
          className="mb-1.5 block text-sm font-semibold text-slate-900"
        >
          Search my analyses
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={searchRef}
            id="my-analyses-search"
            type="search"
            value={input}
            maxLength={MY_ANALYSES_MAX_QUERY_CHARS}
            onChange={(event) => setInput(event.target.value)}
            placeholder="e.g. vaccine or shop.example"
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600"
          />
        </div>
      </form>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {list.isPending ? (
        <div role="status" aria-label="Loading your analyses" className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError && !data ? (
        <div className="space-y-4">
          <ErrorAlert title="Your analyses could not be loaded">
            {errorMessage(list.error, 'The request failed.')}
          </ErrorAlert>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      ) : data && data.total === 0 && !q ? (
        <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
          <h2 className="text-2xl font-bold text-slate-900">No analyses yet</h2>
          <p className="mt-3 text-slate-600">
            Analyze a video, article, shop, text or screenshot and it is kept here, on this computer
            only.
          </p>
          <Link to="/home" className={`${buttonClass.primary} mt-6`}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Analyze something
          </Link>
        </div>
      ) : data ? (
        <div aria-busy={searching}>
          <p
            ref={countRef}
            tabIndex={-1}
            aria-live="polite"
            className="mb-4 text-sm font-medium text-slate-600 focus:outline-none"
          >
            {countLine(data.analyses.length, data.total, q)}
          </p>
          {list.isError ? (
            <div className="mb-4">
              <ErrorAlert title="Could not refresh the list">
                {errorMessage(list.error, 'The request failed.')}
              </ErrorAlert>
            </div>
          ) : null}
          {data.analyses.length === 0 ? (
            <div className="flex flex-col items-center py-10 text-center text-slate-600">
              <SearchX aria-hidden="true" className="mb-3 h-8 w-8 text-slate-500" />
              <p>Nothing matches &ldquo;{q}&rdquo;. Try other words, or clear the search.</p>
              <button
                type="button"
                className={`${buttonClass.secondary} mt-4`}
                onClick={() => setInput('')}
              >
                Clear search
              </button>
            </div>
          ) : (
            <ul className="space-y-3" aria-label="My analyses, newest first">
              {data.analyses.map((item) => (
                <MyAnalysisRow key={item.id} item={item} onDelete={setToDelete} />
              ))}
            </ul>
          )}
          {data.analyses.length < data.total && limit < MY_ANALYSES_MAX_LIMIT ? (
            <button
              type="button"
              className={`${buttonClass.secondary} mt-6`}
              onClick={() =>
                setLimit((current) =>
                  Math.min(current + MY_ANALYSES_DEFAULT_LIMIT, MY_ANALYSES_MAX_LIMIT),
                )
              }
            >
              Show more
            </button>
          ) : null}
        </div>
      ) : null}

      <DeleteAnalysisDialog
        analysis={toDelete}
        name={toDelete ? analysisName(toDelete) : ''}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
      />
    </PageContainer>
  );
}
