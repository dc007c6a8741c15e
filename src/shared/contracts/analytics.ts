/** The analytics dashboard and the anonymous aggregate download (no content, no URLs). */
import { z } from 'zod';
import { defineRoute } from '../contract';
import { gradeSchema } from '../entities';

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

export const analyticsRoute = defineRoute({
  method: 'GET',
  path: '/api/analytics',
  response: analyticsResponseSchema,
});

export const exportDatasetRoute = defineRoute({
  method: 'GET',
  path: '/api/export-dataset',
  response: exportDatasetResponseSchema,
});
