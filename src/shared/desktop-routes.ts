/**
 * The contracts of the desktop plug-in's routes and of the hub's publish route
 * (src/shared/contract.ts). The desktop composition root mounts the first list and the hosted one
 * the hub's; each shell knows the other's routes as these contracts only, to answer them with a
 * 404 that says where they exist.
 */
import { defineRoute } from './contract';
import {
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

/**
 * The analyses on this computer, newest first. `q` and `limit` are read by the service, whose
 * refusals name the limits (a repeated key or a bad number is a 400 that says what to send).
 */
export const myAnalysesRoute = defineRoute({
  method: 'GET',
  path: '/api/my-analyses',
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
