/**
 * The contracts of the desktop plug-in's routes (src/shared/contract.ts). The desktop composition
 * root mounts them; the hosted one knows them as these contracts only, to answer them with a 404
 * that says where they exist (the hub's own route is in ./publish.ts).
 */
import { z } from 'zod';
import { defineRoute } from '../contract';
import {
  MY_ANALYSES_DEFAULT_LIMIT,
  MY_ANALYSES_MAX_LIMIT,
  MY_ANALYSES_MAX_QUERY_CHARS,
  myAnalysesResponseSchema,
  publishAcceptedResponseSchema,
} from '../desktop';
import { ERRORS } from '../messages';

/** Queue a local analysis for the hub's public feed: 202 at once, sent in the background. */
export const publishAnalysisRoute = defineRoute({
  method: 'POST',
  path: '/api/analysis/:id/publish',
  response: publishAcceptedResponseSchema,
  status: 202,
});

/** Forget a local analysis (204); a copy already published stays on the hub. */
export const deleteAnalysisRoute = defineRoute({
  method: 'DELETE',
  path: '/api/analysis/:id',
  response: null,
  status: 204,
});

const LIMIT_MESSAGE = ERRORS.myAnalysesLimit(MY_ANALYSES_MAX_LIMIT);

/**
 * ?q=&limit= as the query string has them (a repeated key comes as an array and is refused):
 * the search, literal, and how many to list. Each refusal says what to send.
 */
export const myAnalysesQuerySchema = z.object({
  q: z
    .string({ error: ERRORS.myAnalysesQueryInvalid })
    .max(MY_ANALYSES_MAX_QUERY_CHARS, ERRORS.myAnalysesQueryTooLong(MY_ANALYSES_MAX_QUERY_CHARS))
    .optional()
    // SQLite's LIKE pattern ends at a NUL, so "a\u0000b" would match every analysis; none can be typed.
    .transform((value) => (value ?? '').replaceAll('\u0000', '').trim()),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return MY_ANALYSES_DEFAULT_LIMIT;
      const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
      if (limit >= 1 && limit <= MY_ANALYSES_MAX_LIMIT) return limit;
      context.addIssue({ code: 'custom', message: LIMIT_MESSAGE });
      return z.NEVER;
    }),
});

/** The analyses on this computer, newest first, matching the search. */
export const myAnalysesRoute = defineRoute({
  method: 'GET',
  path: '/api/my-analyses',
  query: myAnalysesQuerySchema,
  response: myAnalysesResponseSchema,
});

/** Every route only the desktop app serves. */
export const DESKTOP_ROUTES = [publishAnalysisRoute, deleteAnalysisRoute, myAnalysesRoute] as const;
