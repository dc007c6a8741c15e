/**
 * The contracts of the desktop plug-in's routes and of the hub's publish route
 * (src/shared/contract.ts). The desktop composition root mounts the first list and the hosted one
 * the hub's; each shell knows the other's routes as these contracts only, to answer them with a
 * 404 that says where they exist.
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import {
  MY_ANALYSES_DEFAULT_LIMIT,
  MY_ANALYSES_MAX_LIMIT,
  MY_ANALYSES_MAX_QUERY_CHARS,
  myAnalysesResponseSchema,
  publishAcceptedResponseSchema,
  publishRequestSchema,
  publishResponseSchema,
} from './desktop';
import { ERRORS } from './messages';

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

/** What a publish request's first problem is, as the end of a sentence. */
function describeProblem(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not a JSON object.';
  const field = issue.path.map(String).join('.');
  const message = issue.message.replace(/\.$/, '');
  return field ? `"${field}": ${message}.` : `${message}.`;
}

/** The hub receives a publication: 201 for a new public entry, 200 for a publishId it has seen. */
export const hubPublishRoute = defineRoute({
  method: 'POST',
  path: '/api/publish',
  body: publishRequestSchema,
  invalidBody: (error) => ERRORS.publishRequestInvalid(describeProblem(error)),
  response: publishResponseSchema,
  status: 201,
});

/** Every route only the hosted site (the hub) serves. */
export const HUB_ROUTES = [hubPublishRoute] as const;
