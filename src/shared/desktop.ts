/**
 * The desktop contract (issue 7): publishing a local analysis to the hosted public feed, the
 * hub's publish endpoint, the local "My analyses" list and the cached hub feed's status. Hosted
 * servers answer the desktop-only routes with 404 JSON.
 */
import { z } from 'zod';
import { MAX_TEXT_CHARS, MAX_URL_CHARS } from './constants';
import { analysisTypeSchema, gradeSchema, publicationSchema } from './entities';

/** POST /api/analysis/{id}/publish (desktop) answers 202 with the queued publication. */
export const publishAcceptedResponseSchema = z.object({
  id: z.string(),
  publication: publicationSchema,
});
export type PublishAcceptedResponse = z.infer<typeof publishAcceptedResponseSchema>;

/** A client-made idempotency key: a UUID or similar, letters, digits, '-' and '_' only. */
export const PUBLISH_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST /api/publish (hub). The hub re-runs the analysis itself from `url` or `content`, so a
 * client's verdict is never trusted; screenshots send their OCR text only, never image bytes.
 */
export const publishRequestSchema = z.object({
  publishId: z
    .string({ error: 'Send a "publishId": 16 to 64 letters, digits, "-" or "_" (a UUID works).' })
    .regex(
      PUBLISH_ID_PATTERN,
      'Send a "publishId": 16 to 64 letters, digits, "-" or "_" (a UUID works).',
    ),
  type: analysisTypeSchema,
  url: z.string().max(MAX_URL_CHARS).optional(),
  content: z.string().max(MAX_TEXT_CHARS).optional(),
  title: z.string().max(500).optional(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** 201 for a new public entry, 200 with the same body for a publishId the hub has seen. */
export const publishResponseSchema = z.object({
  id: z.string(),
  sharedUrl: z.string(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** GET /api/my-analyses?q=&limit= (desktop): local analyses, newest first. */
export const MY_ANALYSES_DEFAULT_LIMIT = 50;
export const MY_ANALYSES_MAX_LIMIT = 200;
export const MY_ANALYSES_MAX_QUERY_CHARS = 200;

export const myAnalysisItemSchema = z.object({
  id: z.string(),
  type: analysisTypeSchema,
  title: z.string().nullable(),
  url: z.string().nullable(),
  /** The first characters of the content, for rows without a title. */
  excerpt: z.string().nullable(),
  createdAt: z.string(),
  credibilityScore: z.number().int().min(0).max(100),
  overallGrade: gradeSchema,
  publication: publicationSchema.nullable(),
});
export type MyAnalysisItem = z.infer<typeof myAnalysisItemSchema>;

export const myAnalysesResponseSchema = z.object({
  analyses: z.array(myAnalysisItemSchema),
  /** All matches, beyond `limit`. */
  total: z.number().int().min(0),
});
export type MyAnalysesResponse = z.infer<typeof myAnalysesResponseSchema>;

/**
 * GET /api/public-feed/status: where the feed on this server comes from. On a hub it is the local
 * database; on a desktop it is the hub's feed, cached so it still shows (with its age) offline.
 */
export const feedStatusResponseSchema = z.object({
  source: z.enum(['local', 'hub']),
  /** The hub a desktop publishes to; null on a hub. */
  hubUrl: z.string().nullable(),
  /** When the shown feed was fetched from the hub (ISO); null when local or never fetched. */
  fetchedAt: z.string().nullable(),
  /** True when the hub could not be reached and a cached copy (or nothing) is shown. */
  stale: z.boolean(),
  /** Why the hub could not be reached, in words for the person. */
  error: z.string().nullable(),
});
export type FeedStatusResponse = z.infer<typeof feedStatusResponseSchema>;
