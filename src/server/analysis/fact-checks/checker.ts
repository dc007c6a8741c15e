/**
 * The fact-check step of the pipeline, after an analyzer has extracted claims (so every analyzer
 * benefits): each claim is looked up in the local index (BM25 candidates, re-ranked by match.ts
 * on their words and, when the sentence encoder is at hand, on their meaning) and, when FACTCHECK_API_KEY is set, the most check-worthy claims still without a confident
 * match are searched with Google's Fact Check Tools API. Bounded: at most MAX_CLAIMS_CHECKED
 * claims, MAX_API_CLAIMS of them online, each query cut to a fixed length.
 */
import {
  type ClaimChecks,
  FACT_CHECK_API_MAX_CLAIMS,
  type FactCheck,
  OFFLINE_CHECKS,
} from '../../../shared';
import type { Findings } from '../analyzer';
import { applyFactChecks, type FactCheckMatch } from './apply';
import type { FactCheckApi } from './google-api';
import { cosine, MAX_EMBED_TEXTS, type TextEmbedder } from '../embeddings/similarity';
import {
  MATCH_THRESHOLD,
  RELATED_THRESHOLD,
  features,
  matchScore,
  meaningScore,
  queryWords,
  type ClaimFeatures,
} from './match';

/** Claims of one analysis looked up at most (the first ones, in the analyzer's order). */
export const MAX_CLAIMS_CHECKED = 12;
/** Candidates read from the index per claim. */
export const CANDIDATES_PER_CLAIM = 8;
/** Claims per analysis sent to the fact-check API at most (the most check-worthy first). */
export const MAX_API_CLAIMS = FACT_CHECK_API_MAX_CLAIMS;

/**
 * Candidates per claim compared by meaning (the best by their words first). Claims are taken in
 * order while the claim and its candidates fit in one job of MAX_EMBED_TEXTS texts; the rest are
 * compared by their words only.
 */
export const MEANING_CANDIDATES_PER_CLAIM = 3;
/** Said when the claims could be compared by their words only. */
export const WORDS_ONLY_NOTE =
  'Claims were compared with stored fact-checks by their words only this time, so a reworded version of a checked claim may have been missed.';

/** What the checker reads candidates from: the index (FactCheckIndex, or PostgreSQL's). */
export interface FactCheckSearch {
  search(words: readonly string[], limit: number): FactCheck[] | Promise<FactCheck[]>;
  /** How many fact-checks it holds, so a report can say when there were none to compare with. */
  count?(): number | Promise<number>;
}

export interface FactChecker {
  check(findings: Findings): Promise<Findings>;
}

export interface FactCheckerDeps {
  index: FactCheckSearch | null;
  api?: FactCheckApi | null;
  /** Sentence embeddings from the worker pool; without it (or when it fails) words alone count. */
  embed?: TextEmbedder | null;
}

interface Scored {
  factCheck: FactCheck;
  features: ClaimFeatures;
  words: number;
}

/** A claim's candidates with their word scores, best first. */
function scoreCandidates(claim: ClaimFeatures, candidates: readonly FactCheck[]): Scored[] {
  return candidates
    .map((factCheck) => {
      const reviewed = features(factCheck.claimReviewed);
      return { factCheck, features: reviewed, words: matchScore(claim, reviewed) };
    })
    .sort((a, b) => b.words - a.words);
}

/**
 * The best candidate for a claim, if it reaches RELATED_THRESHOLD: by words, or by meaning when
 * `meaning` holds the cosine of the claim's and each candidate's embeddings (by review URL).
 */
export function bestMatch(
  claim: ClaimFeatures,
  candidates: readonly FactCheck[],
  meaning?: ReadonlyMap<string, number>,
): FactCheckMatch | null {
  let best: FactCheckMatch | null = null;
  for (const c of scoreCandidates(claim, candidates)) {
    const cos = meaning?.get(c.factCheck.reviewUrl);
    const byMeaning = cos === undefined ? 0 : meaningScore(cos, claim, c.features);
    const score = Math.max(c.words, byMeaning);
    if (score >= RELATED_THRESHOLD && (!best || score > best.score)) {
      best = { factCheck: c.factCheck, score, confident: score >= MATCH_THRESHOLD };
      if (byMeaning > c.words) best.byMeaning = true;
    }
  }
  return best;
}

/** The local index's best match for one claim's text, by its words. */
export async function matchLocally(
  index: FactCheckSearch,
  claimText: string,
): Promise<FactCheckMatch | null> {
  const claim = features(claimText);
  return bestMatch(claim, await index.search(queryWords(claim), CANDIDATES_PER_CLAIM));
}

const better = (a: FactCheckMatch | null, b: FactCheckMatch | null) =>
  !a ? b : !b ? a : b.score > a.score ? b : a;

interface Lookup {
  text: string;
  claim: ClaimFeatures;
  candidates: FactCheck[];
}

/**
 * The cosine of each claim to its best candidates by words (MEANING_CANDIDATES_PER_CLAIM; claims
 * already matched by their words are skipped), in one job for the sentence encoder; null when it
 * failed. An empty list of maps when nothing needed it.
 */
async function meaningOf(
  embed: TextEmbedder,
  lookups: readonly Lookup[],
): Promise<Map<string, number>[] | null> {
  const texts: string[] = [];
  const at = new Map<string, number>();
  const slot = (text: string) => {
    let i = at.get(text);
    if (i === undefined) {
      i = texts.length;
      texts.push(text);
      at.set(text, i);
    }
    return i;
  };
  const pairs = lookups.map(({ text, claim, candidates }) => {
    const scored = scoreCandidates(claim, candidates);
    if (!scored.length || scored[0]!.words >= MATCH_THRESHOLD) return null;
    const picked = scored.slice(0, MEANING_CANDIDATES_PER_CLAIM);
    const added = [text, ...picked.map((c) => c.factCheck.claimReviewed)].filter((t) => !at.has(t));
    if (texts.length + new Set(added).size > MAX_EMBED_TEXTS) return null;
    return {
      claim: slot(text),
      candidates: picked.map((c) => ({
        url: c.factCheck.reviewUrl,
        at: slot(c.factCheck.claimReviewed),
      })),
    };
  });
  const maps = lookups.map(() => new Map<string, number>());
  if (!texts.length) return maps;
  let vectors: Float32Array[];
  try {
    vectors = await embed(texts);
  } catch {
    return null;
  }
  pairs.forEach((pair, i) => {
    if (!pair) return;
    const claimVector = vectors[pair.claim];
    for (const c of pair.candidates) {
      const candidateVector = vectors[c.at];
      if (claimVector && candidateVector) maps[i]!.set(c.url, cosine(claimVector, candidateVector));
    }
  });
  return maps;
}

export function createFactChecker({
  index,
  api = null,
  embed = null,
}: FactCheckerDeps): FactChecker {
  /** Best matches for the lookups, by meaning too when the encoder answers; notes if not. */
  async function matchAll(lookups: Lookup[], notes: string[]): Promise<(FactCheckMatch | null)[]> {
    const meaning = embed ? await meaningOf(embed, lookups) : null;
    if (embed && !meaning && !notes.includes(WORDS_ONLY_NOTE)) notes.push(WORDS_ONLY_NOTE);
    return lookups.map((l, i) => bestMatch(l.claim, l.candidates, meaning?.[i]));
  }

  return {
    async check(findings) {
      const claims = findings.claims.slice(0, MAX_CLAIMS_CHECKED);
      if (!claims.length) return findings;
      const checks: ClaimChecks = { ...(findings.checks ?? OFFLINE_CHECKS) };
      if (index) {
        const held = index.count ? await Promise.resolve(index.count()).catch(() => 1) : 1;
        checks.factCheckIndex = held > 0 ? 'compared' : 'empty';
      }
      const notes: string[] = [];
      const local: Lookup[] = [];
      for (const c of claims) {
        const claim = features(c.claim);
        const candidates = index ? await index.search(queryWords(claim), CANDIDATES_PER_CLAIM) : [];
        local.push({ text: c.claim, claim, candidates });
      }
      const matches = await matchAll(local, notes);
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
        const answered = online.flatMap(({ i }, k) => {
          const answer = answers[k]!;
          return answer.status === 'fulfilled'
            ? [{ i, lookup: { ...local[i]!, candidates: answer.value } }]
            : [];
        });
        const found = await matchAll(
          answered.map((a) => a.lookup),
          notes,
        );
        answered.forEach(({ i }, k) => {
          matches[i] = better(matches[i] ?? null, found[k] ?? null);
        });
        checks.factCheckApi = answers.some((a) => a.status === 'fulfilled')
          ? 'answered'
          : answers.length
            ? 'unreachable'
            : checks.factCheckApi;
        if (answers.some((a) => a.status === 'rejected')) {
          notes.push(
            'The online fact-check search could not be reached, so some claims were compared only with the fact-checks stored on this server.',
          );
        }
      }
      const checked = { ...applyFactChecks(findings, matches), checks };
      return notes.length ? { ...checked, notes: [...checked.notes, ...notes] } : checked;
    },
  };
}
