/**
 * Typed read hooks, each from its route's contract (src/shared/contracts): the query key is the
 * call's URL and the answer is parsed with the contract's schema (routeQuery). The daily analysis
 * has its own error text, a one-hour cache and one retry (spec 7 and 8).
 */
import { useQuery } from '@tanstack/react-query';
import type { CriteriaType, DailyAnalysis } from '../../../shared';
import { DAILY_ANALYSIS_CACHE_MS } from '../../../shared/constants';
import {
  analysisCriteriaRoute,
  analyticsRoute,
  dailyAnalysisRoute,
  databaseMetricsRoute,
  publicFeedRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../../shared/contracts';
import { TEXT } from '../../../shared/messages';
import { callUrl, routeQuery } from './call-route';
import { readJson, safeFetch } from './client';

export function useAnalysisCriteria(type: CriteriaType) {
  return useQuery(routeQuery(analysisCriteriaRoute, { params: { type } }));
}

async function fetchDailyAnalysis(): Promise<DailyAnalysis> {
  const res = await safeFetch(callUrl(dailyAnalysisRoute), { credentials: 'include' });
  if (!res.ok) throw new Error(TEXT.dailyAnalysisFailed);
  return readJson(res, dailyAnalysisRoute.response);
}

export function useDailyAnalysis() {
  return useQuery<DailyAnalysis>({
    queryKey: [callUrl(dailyAnalysisRoute)],
    queryFn: fetchDailyAnalysis,
    staleTime: DAILY_ANALYSIS_CACHE_MS,
    gcTime: DAILY_ANALYSIS_CACHE_MS,
    retry: 1,
  });
}

export function usePublicFeed() {
  return useQuery(routeQuery(publicFeedRoute));
}

export function useDatabaseMetrics() {
  return useQuery(routeQuery(databaseMetricsRoute));
}

export function useAnalytics() {
  return useQuery(routeQuery(analyticsRoute));
}

export function useStoredAnalysis(id: string | undefined) {
  return useQuery({
    ...routeQuery(storedAnalysisRoute, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

export function useVideoAnalysis(id: string | undefined) {
  return useQuery({
    ...routeQuery(videoAnalysisRoute, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}
