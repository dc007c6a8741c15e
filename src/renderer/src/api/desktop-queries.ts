/**
 * The desktop parts of the API (issue 7): publishing a local analysis to the public feed, the My
 * analyses list, deleting (called from their contracts, src/shared/contracts (desktop.ts, publish.ts), the same ones
 * the desktop plug-in mounts), and the cached feed's status. Whether this is the desktop app is
 * read once at start, from the page (./shell.ts). Reads keep the spec's defaults (never stale, no retries); only
 * a queued publication and a list with queued rows poll, and only while something is queued.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { metaResponseSchema, storedAnalysisResponseSchema } from '../../../shared/api';
import type { StoredAnalysis } from '../../../shared';
import {
  feedStatusResponseSchema,
  MY_ANALYSES_DEFAULT_LIMIT,
  type MyAnalysesResponse,
  type PublishAcceptedResponse,
} from '../../../shared/desktop';
import {
  deleteAnalysisRoute,
  myAnalysesRoute,
  publishAnalysisRoute,
} from '../../../shared/contracts';
import { callRoute, callUrl } from './call-route';
import { API } from './paths';
import { jsonQuery } from './query-client';

/** How often a queued publication is re-read while it is on screen. */
export const PUBLISH_POLL_MS = 2_000;

/** GET /api/meta: the analyzer and the fact-check count (the shell is read from the page, ./shell.ts). */
export function useMeta() {
  return useQuery({ queryKey: [API.meta], queryFn: jsonQuery(metaResponseSchema) });
}

/** The stored analysis with its publication, polled while it is queued. */
export function usePublication(id: string, enabled: boolean) {
  return useQuery<StoredAnalysis>({
    queryKey: [API.analysis(id)],
    queryFn: jsonQuery(storedAnalysisResponseSchema),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.publication?.state === 'queued' ? PUBLISH_POLL_MS : false,
  });
}

/**
 * Whether a report on a desktop is this computer's own analysis (true) or one the server read from
 * the hub for a feed card (false; the server marks those `fromHub`), or not known yet (undefined).
 */
export function isLocalAnalysis(record: StoredAnalysis | undefined): boolean | undefined {
  return record ? record.fromHub !== true : undefined;
}

function invalidateMyAnalyses(queryClient: QueryClient): Promise<void> {
  // Every search's key is its URL, so they all start with the route's path.
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(myAnalysesRoute.path),
  });
}

/** POST /api/analysis/{id}/publish: 202 with the queued publication, written into the cache at once. */
export function usePublishAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation<PublishAcceptedResponse, Error>({
    mutationFn: () => callRoute(publishAnalysisRoute, { params: { id } }),
    onSuccess: (accepted) => {
      queryClient.setQueryData<StoredAnalysis>([API.analysis(id)], (record) =>
        record ? { ...record, publication: accepted.publication } : record,
      );
      // Re-read too: a publication the hub already knew may be published by now.
      void queryClient.invalidateQueries({ queryKey: [API.analysis(id)] });
      void invalidateMyAnalyses(queryClient);
    },
  });
}

/** DELETE /api/analysis/{id} (204): the local copy only; a published public copy stays public. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => callRoute(deleteAnalysisRoute, { params: { id } }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: [API.analysis(id)] });
      queryClient.removeQueries({ queryKey: [API.videoAnalysis(id)] });
      await invalidateMyAnalyses(queryClient);
    },
  });
}

/** GET /api/my-analyses: polls while any listed analysis is still queued for publishing. */
export function useMyAnalyses(q: string, limit: number = MY_ANALYSES_DEFAULT_LIMIT) {
  const call = { query: { q: q || undefined, limit: String(limit) } };
  return useQuery<MyAnalysesResponse>({
    queryKey: [callUrl(myAnalysesRoute, call)],
    queryFn: () => callRoute(myAnalysesRoute, call),
    // Keep the last list on screen while a new search runs, so rows do not flash away per keystroke.
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.analyses.some((item) => item.publication?.state === 'queued')
        ? PUBLISH_POLL_MS
        : false,
  });
}

/** Read after the feed itself has loaded: loading the feed is what refreshes the hub copy. */
export function useFeedStatus(enabled: boolean) {
  return useQuery({
    queryKey: [API.feedStatus],
    queryFn: jsonQuery(feedStatusResponseSchema),
    enabled,
  });
}
