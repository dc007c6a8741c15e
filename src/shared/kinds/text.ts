/** The text kind's contract: POST /api/analyze/text {content, unlisted?} -> {id, results}. */
import { z } from 'zod';
import { defineRoute } from '../contract';
import { analyzeResponseSchema, invalidAnalyzeBody, unlistedFieldSchema } from './analyze';

export const analyzeTextRequestSchema = z.object({
  content: z.string({ error: 'Send the text to analyze as a JSON string field "content".' }),
  unlisted: unlistedFieldSchema,
});
export type AnalyzeTextRequest = z.infer<typeof analyzeTextRequestSchema>;

/** Shown for a missing body, a non-object body or a non-string content. */
export const SEND_CONTENT =
  'Send the text to analyze as a JSON string field "content", e.g. {"content": "text to analyze"}.';

export const analyzeTextRoute = defineRoute({
  method: 'POST',
  path: '/api/analyze/text',
  body: analyzeTextRequestSchema,
  response: analyzeResponseSchema,
  invalidBody: invalidAnalyzeBody(SEND_CONTENT),
});
