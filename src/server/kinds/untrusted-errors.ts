/**
 * A page, image or document the parsing workers could not finish (too slow, too much memory, or the worker
 * died) becomes a 422 that says what to do; a pool too busy to take it becomes a 503 with
 * Retry-After. Anything else is passed on unchanged.
 */
import {
  UNTRUSTED_BUSY_RETRY_AFTER_S,
  UntrustedJobError,
} from '../analysis/acquire/isolation/untrusted-pool';
import { AppError } from '../errors';

export const UNTRUSTED_ERRORS = {
  page: 'The page could not be read in time: its markup is too large or too complex to read safely. Paste the text you want checked into the Text tab.',
  image:
    'The image could not be read in time: it is too large or too complex to check safely. Crop the screenshot to the message and upload it again, or paste the text into the Text tab.',
  busy: 'FactLens is reading many pages and images right now. Try again in a minute.',
} as const;

/** `tooHard` is the kind's 422 sentence for a job it could not finish (UNTRUSTED_ERRORS.page...). */
export function untrustedError(error: unknown, tooHard: string): unknown {
  if (!(error instanceof UntrustedJobError)) return error;
  if (error.reason === 'busy')
    return new AppError(503, UNTRUSTED_ERRORS.busy, {
      retryAfterSeconds: UNTRUSTED_BUSY_RETRY_AFTER_S,
    });
  return new AppError(422, tooHard, { type: 'guidance' });
}
