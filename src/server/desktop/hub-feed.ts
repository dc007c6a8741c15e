/**
 * The desktop's public feed is the hub's: read from HUB_URL on every visit and kept in SQLite, so
 * the last copy still shows (with its age, marked stale) when the hub cannot be reached. Visits at
 * the same moment share one request to the hub.
 */
import { ERRORS, type FeedStatusResponse, type PublicFeedItem } from '../../shared';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { HubFeedCacheStore } from '../store/store';
import { HubUnreachableError, type HubClient } from './hub-client';

export interface HubFeed {
  /** The hub's feed, or the cached copy when it cannot be reached; 503 when there is neither. */
  feed(): Promise<PublicFeedItem[]>;
  /** The hub's total count as last read (for "Showing latest N of M total analyses"). */
  totalAnalyses(): Promise<number>;
  status(): Promise<FeedStatusResponse>;
}

export interface HubFeedDeps {
  store: HubFeedCacheStore;
  hub: HubClient;
  clock: Clock;
  /** Called when the hub answered, so publishing held back by an offline spell resumes. */
  onHubReachable?: () => void;
}

export function createHubFeed(deps: HubFeedDeps): HubFeed {
  const { store, hub, clock } = deps;
  let refreshing: Promise<PublicFeedItem[]> | null = null;

  async function fetchAndCache(): Promise<PublicFeedItem[]> {
    try {
      const { feed, totalAnalyses } = await hub.getFeed();
      await store.saveHubFeed(hub.hubUrl, feed, totalAnalyses, clock.now());
      deps.onHubReachable?.();
      return feed;
    } catch (error) {
      if (!(error instanceof HubUnreachableError)) throw error;
      await store.recordHubFeedFailure(hub.hubUrl, error.message, clock.now());
      const cached = await store.getHubFeedCache(hub.hubUrl);
      if (cached?.feed) return cached.feed;
      throw new AppError(503, ERRORS.hubFeedUnreachable);
    }
  }

  function refresh(): Promise<PublicFeedItem[]> {
    refreshing ??= fetchAndCache().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    feed: refresh,
    async totalAnalyses() {
      // A feed read under way brings a fresh count; wait for it rather than answer an old one.
      await refreshing?.catch(() => undefined);
      const cached = await store.getHubFeedCache(hub.hubUrl);
      return cached?.totalAnalyses ?? cached?.feed?.length ?? 0;
    },
    async status() {
      await refreshing?.catch(() => undefined);
      const cached = await store.getHubFeedCache(hub.hubUrl);
      return {
        source: 'hub',
        hubUrl: hub.hubUrl,
        fetchedAt: cached?.fetchedAt?.toISOString() ?? null,
        stale: Boolean(cached?.lastError),
        error: cached?.lastError ?? null,
      };
    },
  };
}
