/**
 * Published fact-checks (schema.org ClaimReview) as FactLens indexes them, and the hub's
 * incremental export of its index (GET /api/fact-checks?since=...&after=...) that desktop apps
 * copy so their lookups work offline.
 */
import { z } from 'zod';

/** A fact-checker's rating, normalised: what a claim's status becomes when it matches. */
export const FACT_CHECK_VERDICTS = ['false', 'mixed', 'true', 'other'] as const;
export const factCheckVerdictSchema = z.enum(FACT_CHECK_VERDICTS);
export type FactCheckVerdict = z.infer<typeof factCheckVerdictSchema>;

/** Longest claim text kept per fact-check; longer ones are cut at a word. */
export const MAX_FACT_CHECK_CLAIM_CHARS = 1_000;
/** Longest rating, publisher, claimant, language or URL kept. */
export const MAX_FACT_CHECK_FIELD_CHARS = 1_000;
/** Appearance URLs kept per fact-check. */
export const MAX_FACT_CHECK_APPEARANCES = 5;
/**
 * Fact-checks per page of GET /api/fact-checks. With the field limits above a page stays under
 * 3 MB even with every field at its longest (and twice that escaped), below what a desktop reads
 * from its hub (MAX_HUB_RESPONSE_BYTES, 8 MB).
 */
export const FACT_CHECK_PAGE_SIZE = 200;

/**
 * Google's Fact Check Tools API (when the operator sets FACTCHECK_API_KEY): claims sent per
 * analysis at most, and characters of each. Shared so the privacy page states the real limits.
 */
export const FACT_CHECK_API_MAX_CLAIMS = 3;
export const FACT_CHECK_API_QUERY_MAX_CHARS = 300;

const field = z.string().max(MAX_FACT_CHECK_FIELD_CHARS);

export const factCheckSchema = z.object({
  claimReviewed: z.string().min(1).max(MAX_FACT_CHECK_CLAIM_CHARS),
  /** The rating as the fact-checker wrote it, e.g. "Pants on Fire". */
  rating: field.min(1),
  verdict: factCheckVerdictSchema,
  publisherName: field.min(1),
  /** The fact-checker's site, e.g. "politifact.com". */
  publisherSite: field.nullable(),
  reviewUrl: field.min(1),
  /** ISO 8601 date (YYYY-MM-DD) or null. */
  reviewDate: field.nullable(),
  /** ISO 639-1 code or null. */
  language: field.nullable(),
  claimant: field.nullable(),
  appearanceUrls: z.array(field).max(MAX_FACT_CHECK_APPEARANCES),
});
export type FactCheck = z.infer<typeof factCheckSchema>;

/** Where the next page starts: rows indexed after `since`, or at it with a larger id. */
export const factCheckCursorSchema = z.object({
  since: z.string(),
  after: z.number().int().min(0),
});
export type FactCheckCursor = z.infer<typeof factCheckCursorSchema>;

export const factCheckPageSchema = z.object({
  factChecks: z.array(factCheckSchema.extend({ indexedAt: z.string() })).max(FACT_CHECK_PAGE_SIZE),
  /** Where to continue after this page's last row (kept for the next sync); null if empty. */
  next: factCheckCursorSchema.nullable(),
  /** The page was full: ask again from `next` for more. */
  more: z.boolean(),
});
export type FactCheckPage = z.infer<typeof factCheckPageSchema>;
