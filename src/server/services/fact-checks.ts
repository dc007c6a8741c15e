/**
 * Fact-check services: the lookup the analysis runner applies to every analysis (the local index,
 * plus Google's Fact Check Tools API when FACTCHECK_API_KEY is set), and the index's incremental
 * export GET /api/fact-checks?since=...&after=... that desktop apps copy.
 */
import type { FactCheckCursor, FactCheckPage } from '../../shared';
import { type FactCheckQuery, factCheckQueryProblem } from '../../shared/contracts/fact-checks';
import { createFactChecker, type FactChecker } from '../analysis/fact-checks/checker';
import { createFactCheckApi } from '../analysis/fact-checks/google-api';
import type { Config } from '../config';
import type { TextEmbedder } from '../analysis/embeddings/similarity';
import { AppError } from '../errors';
import type { FactCheckStore } from '../store/stores';
import { FETCH_USER_AGENT } from './fetch-user-agent';

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

/**
 * The cursor of GET /api/fact-checks from its query; a 400 naming the parameter when malformed
 * (the route's contract checks the same, so a direct caller gets the same sentence).
 */
export function parseFactCheckCursor(query: Record<string, unknown>): FactCheckCursor | null {
  const problem = factCheckQueryProblem(query);
  if (problem) throw new AppError(400, problem);
  const { since, after } = query as FactCheckQuery;
  if (since === undefined) return null;
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
