/**
 * Typed read hooks. Each uses the default query function (GET the first key element) except the
 * daily analysis, which has its own error text, a one-hour cache and one retry (spec 7 and 8).
 */
import { useQuery } from '@tanstack/react-query';
import {
  analysisCriteriaResponseSchema,
  analyticsResponseSchema,
  dailyAnalysisResponseSchema,
  databaseMetricsResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
  videoAnalysisResponseSchema,
} from '../../../shared/api';
import type { CriteriaType, DailyAnalysis } from '../../../shared';
import { DAILY_ANALYSIS_CACHE_MS } from '../../../shared/constants';
import { TEXT } from '../../../shared/messages';
import { readJson, safeFetch } from './client';
import { API } from './paths';
import { jsonQuery } from './query-client';

export function useAnalysisCriteria(type: CriteriaType) {
  return useQuery({
    queryKey: [API.criteria(type)],
    queryFn: jsonQuery(analysisCriteriaResponseSchema),
  });
}

async function fetchDailyAnalysis(): Promise<DailyAnalysis> {
  const res = await safeFetch(API.dailyAnalysis, { credentials: 'include' });
  if (!res.ok) throw new Error(TEXT.dailyAnalysisFailed);
  return readJson(res, dailyAnalysisResponseSchema);
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
  return useQuery({ queryKey: [API.publicFeed], queryFn: jsonQuery(publicFeedResponseSchema) });
}

export function useDatabaseMetrics() {
  return useQuery({
    queryKey: [API.databaseMetrics],
    queryFn: jsonQuery(databaseMetricsResponseSchema),
  });
}

export function useAnalytics() {
  return useQuery({ queryKey: [API.analytics], queryFn: jsonQuery(analyticsResponseSchema) });
}

export function useStoredAnalysis(id: string | undefined) {
  return useQuery({
    queryKey: [API.analysis(id ?? '')],
    queryFn: jsonQuery(storedAnalysisResponseSchema),
    enabled: Boolean(id),
  });
}

export function useVideoAnalysis(id: string | undefined) {
  return useQuery({
    queryKey: [API.videoAnalysis(id ?? '')],
    queryFn: jsonQuery(videoAnalysisResponseSchema),
    enabled: Boolean(id),
  });
}
