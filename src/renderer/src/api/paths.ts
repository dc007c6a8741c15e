/** Every API path the UI calls (spec section 7). The UI always calls relative /api/... URLs. */
import type { CriteriaType } from '../../../shared';

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
  /** Version, analyzer and fact-check count (the shell is read from the page: api/shell.ts). */
  meta: '/api/meta',
  /** Where the shown public feed comes from, and how old it is. */
  feedStatus: '/api/public-feed/status',
} as const;
