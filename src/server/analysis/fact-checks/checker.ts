/**
 * The fact-check step of the pipeline, after an analyzer has extracted claims (so every analyzer
 * benefits): each claim is looked up in the local index (BM25 candidates, re-ranked by match.ts)
 * and, when FACTCHECK_API_KEY is set, the most check-worthy claims still without a confident
 * match are searched with Google's Fact Check Tools API. Bounded: at most MAX_CLAIMS_CHECKED
 * claims, MAX_API_CLAIMS of them online, each query cut to a fixed length.
 */
import { FACT_CHECK_API_MAX_CLAIMS, type FactCheck } from '../../../shared';
import type { Findings } from '../types';
import { applyFactChecks, type FactCheckMatch } from './apply';
import type { FactCheckApi } from './google-api';
import {
  MATCH_THRESHOLD,
  RELATED_THRESHOLD,
  features,
  matchScore,
  queryWords,
  type ClaimFeatures,
} from './match';

/** Claims of one analysis looked up at most (the first ones, in the analyzer's order). */
export const MAX_CLAIMS_CHECKED = 12;
/** Candidates read from the index per claim. */
export const CANDIDATES_PER_CLAIM = 8;
/** Claims per analysis sent to the fact-check API at most (the most check-worthy first). */
export const MAX_API_CLAIMS = FACT_CHECK_API_MAX_CLAIMS;

/** What the checker reads candidates from: the local index (FactCheckIndex). */
export interface FactCheckSearch {
  search(words: readonly string[], limit: number): FactCheck[];
}

export interface FactChecker {
  check(findings: Findings): Promise<Findings>;
}

export interface FactCheckerDeps {
  index: FactCheckSearch | null;
  api?: FactCheckApi | null;
}

/** The best candidate for a claim, if it reaches RELATED_THRESHOLD. */
export function bestMatch(
  claim: ClaimFeatures,
  candidates: readonly FactCheck[],
): FactCheckMatch | null {
  let best: FactCheckMatch | null = null;
  for (const factCheck of candidates) {
    const score = matchScore(claim, features(factCheck.claimReviewed));
    if (score >= RELATED_THRESHOLD && (!best || score > best.score)) {
      best = { factCheck, score, confident: score >= MATCH_THRESHOLD };
    }
  }
  return best;
}

/** The local index's best match for one claim's text. */
export function matchLocally(index: FactCheckSearch, claimText: string): FactCheckMatch | null {
  const claim = features(claimText);
  return bestMatch(claim, index.search(queryWords(claim), CANDIDATES_PER_CLAIM));
}

const better = (a: FactCheckMatch | null, b: FactCheckMatch | null) =>
  !a ? b : !b ? a : b.score > a.score ? b : a;

export function createFactChecker({ index, api = null }: FactCheckerDeps): FactChecker {
  return {
    async check(findings) {
      const claims = findings.claims.slice(0, MAX_CLAIMS_CHECKED);
      if (!claims.length) return findings;
      const matches = claims.map((c) => (index ? matchLocally(index, c.claim) : null));
      const notes: string[] = [];
      if (api) {
        const language = /^[a-z]{2}$/.test(findings.language) ? findings.language : null;
        const online = claims
          .map((claim, i) => ({ claim, i }))
          .filter(({ i }) => !matches[i]?.confident)
          .sort((a, b) => b.claim.confidence - a.claim.confidence || a.i - b.i)
          .slice(0, MAX_API_CLAIMS);
        const answers = await Promise.allSettled(
          online.map(({ claim }) => api.search(claim.claim, language)),
        );
        answers.forEach((answer, k) => {
          const { claim, i } = online[k]!;
          if (answer.status === 'fulfilled')
            matches[i] = better(matches[i] ?? null, bestMatch(features(claim.claim), answer.value));
        });
        if (answers.some((a) => a.status === 'rejected')) {
          notes.push(
            'The online fact-check search could not be reached, so some claims were compared only with the fact-checks stored on this server.',
          );
        }
      }
      const checked = applyFactChecks(findings, matches);
      return notes.length ? { ...checked, notes: [...checked.notes, ...notes] } : checked;
    },
  };
}
