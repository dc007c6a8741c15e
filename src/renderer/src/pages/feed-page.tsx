/** / and /feed: the public feed of recent analyses. */
import { CircleExclamationPoint, Inbox, Rss } from 'lucide-react';
import { errorMessage } from '../api/client';
import { useFeedStatus } from '../api/desktop-queries';
import { FeedStatusNotice } from '../components/desktop/feed-status-notice';
import { useDatabaseMetrics, usePublicFeed } from '../api/queries';
import { useShell } from '../api/shell';
import { CheckYourOwn } from '../components/feed/check-your-own';
import { FeedCard } from '../components/feed/feed-card';
import { FeedSkeleton } from '../components/feed/feed-skeleton';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { StatusScreen } from '../components/layout/status-screen';
import { Skeleton } from '../components/ui/skeleton';
import { usePageMeta } from '../hooks/use-page-meta';
import { TEXT, feedHeader } from '../../../shared/messages';

export default function FeedPage() {
  usePageMeta(
    'Public Feed - Recent credibility analyses',
    'The latest public FactLens analyses: videos, articles, shops, texts and screenshots with their grade and status.',
  );
  const feed = usePublicFeed();
  const metrics = useDatabaseMetrics();
  // Desktop app: the feed is the hub's, cached. Its status is read once the feed has loaded,
  // because loading the feed is what tries the hub.
  const { isDesktop } = useShell();
  const status = useFeedStatus(isDesktop && !feed.isPending);
  const notice = status.data?.stale ? <FeedStatusNotice status={status.data} /> : null;

  if (feed.isError) {
    // Desktop with the hub unreachable and nothing saved: the server's message says so; the
    // status adds why the hub could not be reached.
    const reason = status.data?.stale ? status.data.error : null;
    return (
      <StatusScreen
        icon={<CircleExclamationPoint className="h-8 w-8" />}
        title={TEXT.feedUnavailable}
      >
        <p>{errorMessage(feed.error, TEXT.feedLoadFailed)}</p>
        {reason ? (
          <p role="status" className="mt-3 text-sm">
            Reason: {reason}
          </p>
        ) : null}
      </StatusScreen>
    );
  }

  const items = feed.data ?? [];
  const total = metrics.data ? Number(metrics.data.totalAnalyses) : items.length;
  // An empty feed says the same with its own button ("Analyze something").
  const empty = !feed.isPending && items.length === 0;

  return (
    <PageContainer>
      <PageHeading
        icon={<Rss className="h-8 w-8" />}
        title="Public Feed"
        lead="Recent analyses from the FactLens community. Open any report to see the claims, red flags and reasoning behind its grade."
      />
      {notice}
      {empty ? null : <CheckYourOwn />}
      {feed.isPending ? (
        <div role="status" aria-label="Loading the public feed">
          <Skeleton className="mb-6 h-5 w-64" />
          <FeedSkeleton />
        </div>
      ) : empty ? (
        <StatusScreen
          icon={<Inbox className="h-8 w-8" />}
          title={TEXT.noAnalysesYet}
          action="Analyze something"
          headingLevel="h2"
        >
          <p>
            Nothing has been analyzed publicly yet. Be the first: check a video, article, shop or
            message.
          </p>
        </StatusScreen>
      ) : (
        <>
          <p className="mb-6 text-sm font-medium text-slate-600" aria-live="polite">
            {feedHeader(items.length, Math.max(total, items.length))}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {items.map((item) => (
              <FeedCard key={item.id} item={item} />
            ))}
          </div>
        </>
      )}
    </PageContainer>
  );
}
