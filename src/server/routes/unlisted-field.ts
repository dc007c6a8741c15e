/** The optional "unlisted" field of the analyze requests: only a wrong value of it is named. */
import type { z } from 'zod';

export const SEND_UNLISTED =
  'Send "unlisted" as true to keep this analysis off the public feed, or false (or leave it out) to let it appear there.';

/** True when the request failed only because of "unlisted" (so the message names that field). */
export function unlistedProblem(error: z.ZodError): boolean {
  return error.issues.length > 0 && error.issues.every((issue) => issue.path[0] === 'unlisted');
}
