/**
 * The error body of every route and the analyze requests and answers (spec section 7). Each
 * other route's schemas are declared with its contract in ./contracts, re-exported below.
 */
import { z } from 'zod';
import { MAX_TEXT_CHARS, MAX_URL_CHARS } from './constants';
import { resultsSchema } from './entities';

/** Every 4xx/5xx body: `{message}`, with `type: "guidance"` where the user must act differently. */
export const errorBodySchema = z.object({
  message: z.string().min(1),
  type: z.literal('guidance').optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const analyzeTextRequestSchema = z.object({
  content: z.string({ error: 'Send the text to analyze as a JSON string field "content".' }),
  /** Beyond the spec: keep this analysis off the public feed (reachable by its link). */
  unlisted: z.boolean().optional(),
});
export type AnalyzeTextRequest = z.infer<typeof analyzeTextRequestSchema>;
export { MAX_TEXT_CHARS, MAX_URL_CHARS };

/** `type` is beyond the spec: the Shopping tab sends "shopping". */
export const URL_ANALYSIS_KINDS = ['article', 'shopping', 'video'] as const;
export const analyzeUrlRequestSchema = z.object({
  url: z.string({ error: 'Send the address to analyze as a JSON string field "url".' }),
  type: z.enum(URL_ANALYSIS_KINDS).optional(),
  /** Beyond the spec: keep this analysis off the public feed (reachable by its link). */
  unlisted: z.boolean().optional(),
});
export type AnalyzeUrlRequest = z.infer<typeof analyzeUrlRequestSchema>;

export const analyzeResponseSchema = z.object({
  id: z.string(),
  results: resultsSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

export const imageAnalyzeResponseSchema = z.object({
  results: resultsSchema,
  id: z.string(),
  temporaryImageData: z.string(),
  imageName: z.string(),
  imageSize: z.number().int().min(0),
});
export type ImageAnalyzeResponse = z.infer<typeof imageAnalyzeResponseSchema>;

/**
 * The other routes' schemas live with their contracts (./contracts); re-exported so the names
 * code imports from here keep working.
 */
export * from './contracts';
