/**
 * The hub's POST /api/publish: receive one publication from a desktop app and analyze it again
 * (201 for a new public entry, 200 with the same body for a publishId already received).
 */
import type { z } from 'zod';
import { defineRoute } from '../contract';
import { publishRequestSchema, publishResponseSchema } from '../desktop';
import { ERRORS } from '../messages';

/** The first problem of a publish request, as the middle of ERRORS.publishRequestInvalid. */
export function publishProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not a JSON object.';
  const field = issue.path.map(String).join('.');
  const message = issue.message.replace(/\.$/, '');
  return field ? `"${field}": ${message}.` : `${message}.`;
}

export const hubPublishRoute = defineRoute({
  method: 'POST',
  path: '/api/publish',
  body: publishRequestSchema,
  invalidBody: (error) => ERRORS.publishRequestInvalid(publishProblem(error)),
  response: publishResponseSchema,
  status: 201,
});

/** Every route only the hosted site (the hub) serves; a desktop answers them with a 404. */
export const HUB_ROUTES = [hubPublishRoute] as const;
