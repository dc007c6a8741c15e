/**
 * The contract of the article, shopping and video kinds' one address: POST /api/analyze/url
 * {url, type?, unlisted?} -> {id, results}. `type` is beyond the spec: the Shopping tab sends
 * "shopping".
 */
import { z } from 'zod';
import { defineRoute } from '../contract';
import { analyzeResponseSchema, invalidAnalyzeBody, unlistedFieldSchema } from './analyze';

export const URL_ANALYSIS_KINDS = ['article', 'shopping', 'video'] as const;
export type UrlAnalysisKind = (typeof URL_ANALYSIS_KINDS)[number];

export const analyzeUrlRequestSchema = z.object({
  url: z.string({ error: 'Send the address to analyze as a JSON string field "url".' }),
  type: z.enum(URL_ANALYSIS_KINDS).optional(),
  unlisted: unlistedFieldSchema,
});
export type AnalyzeUrlRequest = z.infer<typeof analyzeUrlRequestSchema>;

/** Shown for a missing body, a non-object body, a non-string url or an unknown type. */
export const SEND_URL =
  'Send the address to analyze as a JSON string field "url", e.g. {"url": "https://example.com/article"}, optionally with "type": "article", "shopping" or "video".';

export const analyzeUrlRoute = defineRoute({
  method: 'POST',
  path: '/api/analyze/url',
  body: analyzeUrlRequestSchema,
  response: analyzeResponseSchema,
  invalidBody: invalidAnalyzeBody(SEND_URL),
});
