/**
 * What every analyze route shares: the answer `{id, results}` and the optional "unlisted" field,
 * whose wrong value alone is named in the 400 (the kinds' request contracts sit next to this).
 */
import { z } from 'zod';
import { resultsSchema } from '../entities';

export const analyzeResponseSchema = z.object({
  id: z.string(),
  results: resultsSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** Beyond the spec: keep this analysis off the public feed (reachable by its link). */
export const unlistedFieldSchema = z.boolean().optional();

export const SEND_UNLISTED =
  'Send "unlisted" as true to keep this analysis off the public feed, or false (or leave it out) to let it appear there.';

/** True when the request failed only because of "unlisted" (so the message names that field). */
export function unlistedProblem(error: z.ZodError): boolean {
  return error.issues.length > 0 && error.issues.every((issue) => issue.path[0] === 'unlisted');
}

/**
 * The 400 sentence of an analyze route: the unlisted field's when only it is wrong, else what to
 * send (`howToSend`).
 */
export const invalidAnalyzeBody =
  (howToSend: string) =>
  (error: z.ZodError): string =>
    unlistedProblem(error) ? SEND_UNLISTED : howToSend;

/** The multipart field of an upload that carries the person's feed choice ("true" or "false"). */
export const UNLISTED_FIELD = 'unlisted';
