/**
 * The error body of every route and the analyze requests and answers (spec section 7). Each
 * other route's schemas are declared with its contract in ./contracts, re-exported below.
 */
import { z } from 'zod';
import { MAX_TEXT_CHARS, MAX_URL_CHARS } from './constants';

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

/**
 * The other routes' schemas live with their contracts (./contracts); re-exported so the names
 * code imports from here keep working.
 */
export * from './contracts';
