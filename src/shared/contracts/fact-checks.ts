/**
 * This server's fact-check index, oldest first, in pages of FACT_CHECK_PAGE_SIZE: follow `next`
 * (as `since` and `after`) until `more` is false. Desktop apps copy their hub's this way.
 */
import { z } from 'zod';
import { defineRoute } from '../contract';
import { factCheckPageSchema } from '../fact-checks';

/** Larger cursor ids are refused rather than read as a float. */
const MAX_CURSOR_ID = Number.MAX_SAFE_INTEGER;

export const FACT_CHECK_QUERY_ERRORS = {
  since: 'The since parameter must be a date and time in ISO 8601, e.g. 2026-01-31T00:00:00.000Z.',
  after:
    'The after parameter must be a whole number: the id of the last fact-check on the previous page.',
} as const;

/**
 * What is wrong with a page's query, in the sentence a 400 carries (the first parameter first), or
 * null when it is a cursor or no cursor at all.
 */
export function factCheckQueryProblem(query: Record<string, unknown>): string | null {
  const { since, after } = query;
  if (since === undefined && after === undefined) return null;
  if (
    typeof since !== 'string' ||
    Number.isNaN(Date.parse(since)) ||
    !/^\d{4}-\d{2}-\d{2}/.test(since)
  ) {
    return FACT_CHECK_QUERY_ERRORS.since;
  }
  if (
    after !== undefined &&
    (typeof after !== 'string' || !/^\d{1,16}$/.test(after) || Number(after) > MAX_CURSOR_ID)
  ) {
    return FACT_CHECK_QUERY_ERRORS.after;
  }
  return null;
}

/** The query as sent: `since` (ISO 8601) and `after` (the last id seen) of the previous `next`. */
export type FactCheckQuery = {
  since?: string;
  after?: string;
};

export const factCheckQuerySchema = z
  .record(z.string(), z.unknown())
  .superRefine((query, ctx) => {
    const problem = factCheckQueryProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((query): FactCheckQuery => {
    const { since, after } = query as FactCheckQuery;
    return { ...(since === undefined ? {} : { since }), ...(after === undefined ? {} : { after }) };
  });

export const factChecksRoute = defineRoute({
  method: 'GET',
  path: '/api/fact-checks',
  query: factCheckQuerySchema,
  response: factCheckPageSchema,
});
