/**
 * Requests and responses of spec section 7. Routes parse their input with these schemas, the
 * renderer's client is typed by them, and the API tests check every response against them.
 */
import { z } from 'zod';
import { MAX_TEXT_CHARS, MAX_URL_CHARS } from './constants';
import {
  analysisCriteriaSchema,
  dailyAnalysisSchema,
  gradeSchema,
  publicFeedItemSchema,
  storedAnalysisSchema,
  videoAnalysisSchema,
} from './entities';

/** Every 4xx/5xx body: `{message}`, with `type: "guidance"` where the user must act differently. */
export const errorBodySchema = z.object({
  message: z.string().min(1),
  type: z.literal('guidance').optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { MAX_TEXT_CHARS, MAX_URL_CHARS };
// The analyze routes' contracts live with their kinds (./kinds); re-exported for the callers of
// this module.
export * from './kinds/analyze';
export * from './kinds/screenshot';
export * from './kinds/text';
export * from './kinds/url';

export const analysisCriteriaResponseSchema = analysisCriteriaSchema;
export const dailyAnalysisResponseSchema = dailyAnalysisSchema;
export const storedAnalysisResponseSchema = storedAnalysisSchema;
export const videoAnalysisResponseSchema = videoAnalysisSchema;

export const publicFeedResponseSchema = z.array(publicFeedItemSchema);
export type PublicFeedResponse = z.infer<typeof publicFeedResponseSchema>;

const fraction = z.number().min(0).max(1);
const domainCountSchema = z.object({ domain: z.string(), count: z.number().int().min(0) });
const gradeDistributionSchema = z.object({
  A: z.number().int().min(0),
  B: z.number().int().min(0),
  C: z.number().int().min(0),
  D: z.number().int().min(0),
  F: z.number().int().min(0),
});
const dayCountSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  count: z.number().int().min(0),
  /** Mean credibility score of the day's analyses; null when there were none. */
  meanScore: z.number().min(0).max(100).nullable(),
});

export const analyticsResponseSchema = z.object({
  totalAnalyses: z.number().int().min(0),
  todayAnalyses: z.number().int().min(0),
  thisWeekAnalyses: z.number().int().min(0),
  verifiedPercentage: fraction,
  falsePercentage: fraction,
  uncertainPercentage: fraction,
  topDomains: z.array(domainCountSchema),
  recentAnalyses: z.array(
    z.object({
      id: z.string(),
      url: z.string().nullable(),
      createdAt: z.string(),
      credibilityScore: z.number().int().min(0).max(100),
      overallGrade: gradeSchema,
    }),
  ),
  /** Beyond the spec: for the dashboard's charts. */
  mixedPercentage: fraction,
  gradeDistribution: gradeDistributionSchema,
  analysesPerDay: z.array(dayCountSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const databaseMetricsResponseSchema = z.object({
  /** A numeric string (spec 3). */
  totalAnalyses: z.string().regex(/^\d+$/),
});
export type DatabaseMetricsResponse = z.infer<typeof databaseMetricsResponseSchema>;

/** Aggregate patterns only: no content, no URLs, nothing personal. */
export const exportDatasetResponseSchema = z.object({
  totalAnalyses: z.number().int().min(0),
  generatedAt: z.string(),
  byType: z.record(z.string(), z.number().int().min(0)),
  gradeDistribution: gradeDistributionSchema,
  statusDistribution: z.record(z.string(), z.number().int().min(0)),
  redFlagTypes: z.array(z.object({ type: z.string(), count: z.number().int().min(0) })),
  topDomains: z.array(domainCountSchema),
  daily: z.array(dayCountSchema),
});
export type ExportDatasetResponse = z.infer<typeof exportDatasetResponseSchema>;

export const APP_MODES = ['hosted', 'desktop'] as const;
export const metaResponseSchema = z.object({
  mode: z.enum(APP_MODES),
  version: z.string(),
  /** The active analyzer, e.g. "offline". */
  analyzer: z.string(),
  /** Desktop mode: the hosted public feed this app publishes to. */
  hubUrl: z.string().nullable().optional(),
  /**
   * Beyond the spec (additive): published fact-checks in this installation's local index (0 on a
   * new install: none ships; a newsroom imports them, a desktop app copies its hub's).
   */
  factChecks: z.number().int().min(0).optional(),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;
