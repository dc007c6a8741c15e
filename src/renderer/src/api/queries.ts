/**
 * Typed read hooks. Each uses the default query function (GET the first key element) except the
 * daily analysis, which has its own error text, a one-hour cache and one retry (spec 7 and 8).
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AnalysisCriteria,
  AnalyticsResponse,
  CriteriaType,
  DailyAnalysis,
  DatabaseMetricsResponse,
  PublicFeedResponse,
  StoredAnalysis,
  VideoAnalysis,
} from '../../../shared';
import { DAILY_ANALYSIS_CACHE_MS } from '../../../shared/constants';
import { TEXT } from '../../../shared/messages';
import { safeFetch } from './client';
import { API } from './paths';

export function useAnalysisCriteria(type: CriteriaType) {
  return useQuery<AnalysisCriteria>({ queryKey: [API.criteria(type)] });
}

async function fetchDailyAnalysis(): Promise<DailyAnalysis> {
  const res = await safeFetch(API.dailyAnalysis, { credentials: 'include' });
  if (!res.ok) throw new Error(TEXT.dailyAnalysisFailed);
  return (await res.json()) as DailyAnalysis;
}

export function useDailyAnalysis() {
  return useQuery<DailyAnalysis>({
    queryKey: [API.dailyAnalysis],
    queryFn: fetchDailyAnalysis,
    staleTime: DAILY_ANALYSIS_CACHE_MS,
    gcTime: DAILY_ANALYSIS_CACHE_MS,
    retry: 1,
  });
}

export function usePublicFeed() {
  return useQuery<PublicFeedResponse>({ queryKey: [API.publicFeed] });
}

export function useDatabaseMetrics() {
  return useQuery<DatabaseMetricsResponse>({ queryKey: [API.databaseMetrics] });
}

export function useAnalytics() {
  return useQuery<AnalyticsResponse>({ queryKey: [API.analytics] });
}

export function useStoredAnalysis(id: string | undefined) {
  return useQuery<StoredAnalysis>({ queryKey: [API.analysis(id ?? '')], enabled: Boolean(id) });
}

export function useVideoAnalysis(id: string | undefined) {
  return useQuery<VideoAnalysis>({ queryKey: [API.videoAnalysis(id ?? '')], enabled: Boolean(id) });
}
