/** Every API path the UI calls (spec section 7). The UI always calls relative /api/... URLs. */
import type { CriteriaType } from '../../../shared';
import { MY_ANALYSES_DEFAULT_LIMIT } from '../../../shared/desktop';

export const API = {
  analyzeText: '/api/analyze/text',
  analyzeUrl: '/api/analyze/url',
  analyzeImage: '/api/analyze/image',
  criteria: (type: CriteriaType) => `/api/analysis-criteria/${type}`,
  dailyAnalysis: '/api/daily-analysis',
  analysis: (id: string) => `/api/analysis/${encodeURIComponent(id)}`,
  videoAnalysis: (id: string) => `/api/video-analysis/${encodeURIComponent(id)}`,
  publicFeed: '/api/public-feed',
  analytics: '/api/analytics',
  databaseMetrics: '/api/database-metrics',
  exportDataset: '/api/export-dataset',
  /** Hosted or desktop; read once to show the desktop-only parts of the UI. */
  meta: '/api/meta',
  /** Desktop: queue a local analysis for the public feed. */
  publish: (id: string) => `/api/analysis/${encodeURIComponent(id)}/publish`,
  /** Desktop: the local analyses, newest first, matching `q`. */
  myAnalyses: (q: string, limit: number = MY_ANALYSES_DEFAULT_LIMIT) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    params.set('limit', String(limit));
    return `/api/my-analyses?${params.toString()}`;
  },
  /** Where the shown public feed comes from, and how old it is. */
  feedStatus: '/api/public-feed/status',
} as const;

/** Every key of the My analyses list starts with this, so one invalidation refreshes them all. */
export const MY_ANALYSES_PREFIX = '/api/my-analyses';
