/** The public feed, where it comes from, and the total counter under it. */
import { defineRoute } from '../contract';
import { feedStatusResponseSchema } from '../desktop';
import { publicFeedItemSchema } from '../entities';
import { z } from 'zod';

export const publicFeedResponseSchema = z.array(publicFeedItemSchema);
export type PublicFeedResponse = z.infer<typeof publicFeedResponseSchema>;

export const databaseMetricsResponseSchema = z.object({
  /** A numeric string (spec 3). */
  totalAnalyses: z.string().regex(/^\d+$/),
});
export type DatabaseMetricsResponse = z.infer<typeof databaseMetricsResponseSchema>;

/** The newest public analyses. */
export const publicFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/public-feed',
  response: publicFeedResponseSchema,
});

/** Where the feed comes from: this database, or the hub's cached feed (and how old it is). */
export const feedStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/public-feed/status',
  response: feedStatusResponseSchema,
});

export const databaseMetricsRoute = defineRoute({
  method: 'GET',
  path: '/api/database-metrics',
  response: databaseMetricsResponseSchema,
});
