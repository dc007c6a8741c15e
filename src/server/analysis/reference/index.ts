/**
 * Reference passages for a report's claims, from the public, keyless Wikipedia and Wikidata APIs:
 * for the few most check-worthy claims still open, the names in the claim (its personal data
 * masked first) are searched in both, the openings of the articles found are cut into passages,
 * and the passages are ranked by meaning against the claim with the shipped sentence encoder (by
 * shared words when the encoder cannot answer). The best two that are close enough are shown under
 * the claim as background, never as a verdict. Bounded: at most MAX_CLAIMS_LOOKED_UP claims, one
 * deadline for all of it, a size cap per answer, and answers kept in memory by query and by claim
 * for a day (nothing is written anywhere).
 */
import {
  type Claim,
  MAX_REFERENCE_PASSAGES,
  REFERENCE_MAX_CLAIMS,
  type ReferencePassage,
  claimKeywords,
  linkLanguage,
} from '../../../shared';
import { maskPersonalData } from '../../privacy/mask';
import { type TextEmbedder, cosine } from '../embeddings/similarity';
import { type WikiFailure, WikiUnavailable, type WikiFetchPolicy } from './wiki-client';
import { type WikiArticle, articlePassages, searchWikipedia, wikipediaBase } from './wikipedia';
import { findWikidataItem, type WikidataItem } from './wikidata';

/** Claims of one report looked up at most (the most check-worthy open ones). */
export const MAX_CLAIMS_LOOKED_UP = REFERENCE_MAX_CLAIMS;
/** Passages compared with a claim at most (one encoder job: the claim and these). */
export const MAX_CANDIDATES = 12;
/** Cosine of claim and passage from which a passage counts as related (sentence encoder). */
export const MIN_MEANING_SIMILARITY = 0.35;
/** Key words a passage must share with the claim when ranked by words. */
export const MIN_SHARED_WORDS = 2;
export const REFERENCE_CACHE_MS = 24 * 60 * 60 * 1000;
export const REFERENCE_CACHE_ENTRIES = 500;

export interface ReferenceSettings {
  wikipediaBaseUrl: string;
  wikidataBaseUrl: string;
  timeoutMs: number;
}

export interface ReferenceLookupDeps {
  settings: ReferenceSettings;
  policy: WikiFetchPolicy;
  /** The sentence encoder (the worker pool's embed-texts job); words rank without it. */
  embed: TextEmbedder | null;
  /** Milliseconds, for the deadline and the cache (performance.now and Date.now by default). */
  now?: () => number;
}

export type ReferenceOutcome = 'found' | 'none-found' | 'offline' | 'unreachable' | 'no-claims';

export interface ReferenceResult {
  /** Passages per claim, in the claims' order (empty when none or not looked up). */
  passages: ReferencePassage[][];
  outcome: ReferenceOutcome;
  /** How passages were ranked: by meaning, or by words when the encoder did not answer. */
  rankedBy: 'meaning' | 'words' | null;
}

export interface ReferenceLookup {
  lookUp(claims: readonly Claim[], language: string): Promise<ReferenceResult>;
}

interface Candidate {
  passage: ReferencePassage;
}

class TtlCache<T> {
  private readonly map = new Map<string, { at: number; value: T }>();
  constructor(private readonly now: () => number) {}
  get(key: string): T | undefined {
    const hit = this.map.get(key);
    if (!hit || this.now() - hit.at >= REFERENCE_CACHE_MS) return undefined;
    return hit.value;
  }
  set(key: string, value: T): void {
    this.map.delete(key);
    this.map.set(key, { at: this.now(), value });
    while (this.map.size > REFERENCE_CACHE_ENTRIES) this.map.delete(this.map.keys().next().value!);
  }
}

/** The names and key words of a claim as they may be sent: its personal data masked first. */
export function lookupTerms(claim: string): { query: string; name: string | null } | null {
  const masked = maskPersonalData(claim).text.replace(/\[[a-z -]+ hidden\]/giu, ' ');
  const { names, words } = claimKeywords(masked);
  // Wikipedia's search wants every word it is given: a name or two, or a few key words.
  const query = (names.length ? names.slice(0, 2) : words.slice(0, 3)).join(' ').trim();
  return query ? { query, name: names[0] ?? null } : null;
}

function sharedWords(claim: string, passage: string): number {
  const mine = new Set(claimKeywords(claim).words.flatMap((w) => w.toLowerCase().split(' ')));
  const theirs = new Set(passage.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return [...mine].filter((w) => theirs.has(w)).length;
}

export function createReferenceLookup(deps: ReferenceLookupDeps): ReferenceLookup {
  const clock = deps.now ?? (() => performance.now());
  const wallClock = () => Date.now();
  const articles = new TtlCache<WikiArticle[]>(wallClock);
  const items = new TtlCache<WikidataItem | null>(wallClock);
  const byClaim = new TtlCache<ReferencePassage[]>(wallClock);
  const { settings, policy } = deps;

  /** Candidates for one claim; throws WikiUnavailable when neither source answered. */
  async function candidatesFor(
    terms: { query: string; name: string | null },
    lang: string,
    timeLeft: () => number,
  ): Promise<Candidate[]> {
    const base = wikipediaBase(settings.wikipediaBaseUrl, lang);
    const aKey = `${lang}\n${terms.query}`;
    const iKey = `${lang}\n${terms.name ?? ''}`;
    const [found, item] = await Promise.allSettled([
      articles.get(aKey) ?? searchWikipedia(base, terms.query, policy, timeLeft()),
      terms.name
        ? (items.get(iKey) ??
          findWikidataItem(settings.wikidataBaseUrl, terms.name, lang, policy, timeLeft))
        : Promise.resolve(null),
    ]);
    // Every source asked failed (Wikidata is asked only for a name): nothing was looked up.
    if (found.status === 'rejected' && (item.status === 'rejected' || !terms.name))
      throw found.reason;
    const out: Candidate[] = [];
    if (found.status === 'fulfilled') {
      articles.set(aKey, found.value);
      for (const a of found.value)
        for (const excerpt of articlePassages(a.extract).slice(0, 4))
          out.push({ passage: { source: 'wikipedia', title: a.title, url: a.url, excerpt } });
    }
    if (item.status === 'fulfilled') {
      if (terms.name) items.set(iKey, item.value);
      const i = item.value;
      if (i)
        out.push({ passage: { source: 'wikidata', title: i.label, url: i.url, excerpt: i.text } });
    }
    return out.slice(0, MAX_CANDIDATES);
  }

  /** The best passages for a claim, by meaning when the encoder answers, else by shared words. */
  async function rank(
    claim: string,
    candidates: readonly Candidate[],
  ): Promise<{ passages: ReferencePassage[]; by: 'meaning' | 'words' }> {
    if (!candidates.length) return { passages: [], by: 'meaning' };
    let scores: number[] | null = null;
    if (deps.embed) {
      try {
        const vectors = await deps.embed([claim, ...candidates.map((c) => c.passage.excerpt)]);
        const c = vectors[0];
        if (c && vectors.length === candidates.length + 1)
          scores = candidates.map((_, i) => cosine(c, vectors[i + 1]!));
      } catch {
        scores = null;
      }
    }
    const by = scores ? 'meaning' : 'words';
    const scored = candidates
      .map((c, i) => ({
        c,
        score: scores ? scores[i]! : sharedWords(claim, c.passage.excerpt),
      }))
      .filter((s) => s.score >= (scores ? MIN_MEANING_SIMILARITY : MIN_SHARED_WORDS))
      .sort((a, b) => b.score - a.score);
    const picked: ReferencePassage[] = [];
    for (const s of scored) {
      if (picked.length >= MAX_REFERENCE_PASSAGES) break;
      if (!picked.some((p) => p.excerpt === s.c.passage.excerpt)) picked.push(s.c.passage);
    }
    return { passages: picked, by };
  }

  return {
    async lookUp(claims, language) {
      const lang = linkLanguage(language);
      const open = claims
        .map((claim, i) => ({ claim, i, terms: lookupTerms(claim.claim) }))
        .filter(
          (c) => c.terms !== null && c.claim.status === 'uncertain' && c.claim.kind !== 'hoax',
        )
        .sort((a, b) => b.claim.confidence - a.claim.confidence || a.i - b.i)
        .slice(0, MAX_CLAIMS_LOOKED_UP);
      const passages: ReferencePassage[][] = claims.map(() => []);
      if (!open.length) return { passages, outcome: 'no-claims', rankedBy: null };
      const started = clock();
      const timeLeft = () => settings.timeoutMs - (clock() - started);
      const failures: WikiFailure[] = [];
      let answered = 0;
      let rankedBy: 'meaning' | 'words' | null = null;
      await Promise.all(
        open.map(async ({ claim, i, terms }) => {
          const key = `${lang}\n${claim.claim}`;
          const cached = byClaim.get(key);
          if (cached) {
            passages[i] = cached;
            answered++;
            return;
          }
          try {
            const candidates = await candidatesFor(terms!, lang, timeLeft);
            const ranked = await rank(claim.claim, candidates);
            if (ranked.by === 'words' || !rankedBy)
              rankedBy = candidates.length ? ranked.by : rankedBy;
            passages[i] = ranked.passages;
            answered++;
            byClaim.set(key, ranked.passages);
          } catch (error) {
            failures.push(error instanceof WikiUnavailable ? error.why : 'unreachable');
          }
        }),
      );
      const outcome: ReferenceOutcome = passages.some((p) => p.length)
        ? 'found'
        : answered > 0
          ? 'none-found'
          : failures.every((f) => f === 'offline')
            ? 'offline'
            : 'unreachable';
      return { passages, outcome, rankedBy };
    },
  };
}
