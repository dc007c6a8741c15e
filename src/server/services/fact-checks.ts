/**
 * Fact-check services: the checks the analysis runner applies to every analysis (the local index,
 * Google's Fact Check Tools API when FACTCHECK_API_KEY is set, reference passages from Wikipedia
 * and Wikidata unless REFERENCE_LOOKUP=off, and a configured model reading them), and the index's
 * incremental export GET /api/fact-checks?since=...&after=... that desktop apps copy.
 */
import type { FactCheckCursor, FactCheckPage } from '../../shared';
import { type FactCheckQuery, factCheckQueryProblem } from '../../shared/contracts/fact-checks';
import { createFactChecker, type FactChecker } from '../analysis/fact-checks/checker';
import { createClaimChecks } from '../analysis/fact-checks/claim-checks';
import { createDnsProbe } from '../analysis/acquire/net/dns-probe';
import { type Resolver, systemResolver } from '../analysis/acquire/net/safe-fetch';
import { createPassageReader } from '../analysis/llm/passage-reader';
import { selectProvider } from '../analysis/llm/select-analyzer';
import { createReferenceLookup, type ReferenceLookup } from '../analysis/reference';
import { hostPortOf } from '../analysis/reference/wiki-client';
import { createFactCheckApi } from '../analysis/fact-checks/google-api';
import type { Config, ReferenceConfig } from '../config';
import type { TextEmbedder } from '../analysis/embeddings/similarity';
import { AppError } from '../errors';
import type { FactCheckStore } from '../store/stores';
import { FETCH_USER_AGENT } from './fetch-user-agent';

export function createFactCheckLookup(
  index: FactCheckStore | null,
  config: Config,
  embed: TextEmbedder | null = null,
  resolve?: Resolver,
): FactChecker {
  const api = config.factCheckApi
    ? createFactCheckApi(config.factCheckApi, {
        allowPrivateHosts: config.fetch.allowPrivateHosts,
        userAgent: FETCH_USER_AGENT,
      })
    : null;
  const factChecker = index || api ? createFactChecker({ index, api, embed }) : null;
  const provider = selectProvider(config.llm);
  return createClaimChecks({
    factChecker,
    references: config.reference ? createReferences(config.reference, embed, resolve) : null,
    // The model that reads reference passages: the one configured for analysis, within its budget.
    reader: provider ? createPassageReader(provider, config.llm.timeoutMs) : null,
  });
}

/**
 * Reference passages from the configured Wikipedia and Wikidata: their own hosts are the only
 * private ones allowed (a mirror, a test's fake), never FETCH_ALLOW_PRIVATE_HOSTS's.
 */
function createReferences(
  settings: ReferenceConfig,
  embed: TextEmbedder | null,
  resolve?: Resolver,
): ReferenceLookup {
  const hosts = [settings.wikipediaBaseUrl, settings.wikidataBaseUrl].flatMap(
    (base) => hostPortOf(base) ?? [],
  );
  const clock = { now: () => new Date() };
  const lookupResolver = resolve ?? systemResolver;
  return createReferenceLookup({
    settings,
    embed,
    policy: {
      allowPrivateHosts: hosts,
      userAgent: FETCH_USER_AGENT,
      resolve: lookupResolver,
      // A name that is not found because no name can be found at all means FactLens is offline.
      nameLookupWorks: createDnsProbe({ resolve: lookupResolver, clock }),
    },
  });
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
