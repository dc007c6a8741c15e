/**
 * Fact-check services: the lookup the analysis runner applies to every analysis (the local index,
 * plus Google's Fact Check Tools API when FACTCHECK_API_KEY is set), and the index's incremental
 * export GET /api/fact-checks?since=...&after=... that desktop apps copy.
 */
import type { FactCheckCursor, FactCheckPage } from '../../shared';
import { createFactChecker, type FactChecker } from '../analysis/fact-checks/checker';
import { createFactCheckApi } from '../analysis/fact-checks/google-api';
import type { Config } from '../config';
import type { TextEmbedder } from '../analysis/embeddings/similarity';
import { AppError } from '../errors';
import type { FactCheckStore } from '../store/stores';
import { FETCH_USER_AGENT } from './fetch-user-agent';

/** Larger cursor ids are refused rather than read as a float. */
const MAX_CURSOR_ID = Number.MAX_SAFE_INTEGER;

export function createFactCheckLookup(
  index: FactCheckStore | null,
  config: Config,
  embed: TextEmbedder | null = null,
): FactChecker | null {
  const api = config.factCheckApi
    ? createFactCheckApi(config.factCheckApi, {
        allowPrivateHosts: config.fetch.allowPrivateHosts,
        userAgent: FETCH_USER_AGENT,
      })
    : null;
  return index || api ? createFactChecker({ index, api, embed }) : null;
}

/** The cursor of GET /api/fact-checks from its query; a 400 naming the parameter when malformed. */
export function parseFactCheckCursor(query: Record<string, unknown>): FactCheckCursor | null {
  const { since, after } = query;
  if (since === undefined && after === undefined) return null;
  if (
    typeof since !== 'string' ||
    Number.isNaN(Date.parse(since)) ||
    !/^\d{4}-\d{2}-\d{2}/.test(since)
  ) {
    throw new AppError(
      400,
      'The since parameter must be a date and time in ISO 8601, e.g. 2026-01-31T00:00:00.000Z.',
    );
  }
  if (
    after !== undefined &&
    (typeof after !== 'string' || !/^\d{1,16}$/.test(after) || Number(after) > MAX_CURSOR_ID)
  ) {
    throw new AppError(
      400,
      'The after parameter must be a whole number: the id of the last fact-check on the previous page.',
    );
  }
  return { since: new Date(since).toISOString(), after: after === undefined ? 0 : Number(after) };
}

export function createFactCheckExport(index: FactCheckStore | null) {
  return {
    async page(query: Record<string, unknown>): Promise<FactCheckPage> {
      const cursor = parseFactCheckCursor(query);
      return index ? await index.page(cursor) : { factChecks: [], next: null, more: false };
    },
  };
}
