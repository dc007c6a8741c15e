/**
 * Runs an acquired input through the pipeline and stores it, behind the 24 h result cache. Every
 * analyze endpoint goes through here so caching and storage work the same for all of them.
 *
 * Identical requests at once share one run: within this process through the in-flight map, and
 * across app instances on one database through claims (insert-or-wait): the instance that claims
 * the input analyses it, the others poll for its row and answer with the same id.
 */
import { RESULT_CACHE_MS, type AnalyzeResponse } from '../../shared';
import type { FactChecker } from '../analysis/fact-checks/checker';
import { runAnalysis } from '../analysis/pipeline';
import { IN_THREAD_WORK, type AnalysisWork } from '../analysis/pipeline-jobs';
import type { Analyzer } from '../analysis/analyzer';
import type { Acquired } from '../analysis/types';
import type { Clock } from '../clock';
import type { AnalysisStore } from '../store/store';
import type { AnalysisClaims } from '../store/stores';

/** How often an instance waiting on another's claim looks for the stored analysis. */
export const CLAIM_POLL_MS = 100;

export interface AnalysisRunnerDeps {
  store: Pick<AnalysisStore, 'findCachedAnalysis' | 'insertAnalysis'>;
  /** Shared database only; null when this process is the only writer. */
  claims?: AnalysisClaims | null;
  analyzer: Analyzer;
  clock: Clock;
  /**
   * The input-kind registry (src/server/kinds/registry.ts, given by the composition): only a
   * registered kind is stored, only a kind that keeps its image has one stored, and the kind says
   * which line of it the feed shows.
   */
  kinds: Readonly<Record<string, RunnerKind | undefined>>;
  /** Published fact-checks the claims are looked up in (local index, optional online search). */
  factChecker?: FactChecker | null;
  /** Where the CPU work (the pipeline's steps, the masking) runs: the analysis pool on a server. */
  work?: AnalysisWork;
  /** The client whose request is being served, for the pool's fair queue. */
  client?: () => string | undefined;
}

/** What is stored of an analysis that a kind reads its feed snippet from (both masked). */
export interface StoredText {
  title: string | null;
  content: string | null;
}

/** What the runner asks of a kind's descriptor (src/server/kinds/input-kind.ts). */
export interface RunnerKind {
  keepsImage: boolean;
  feedSnippet: (stored: StoredText) => string | null;
}

export interface AnalysisRequest {
  /** From resultCacheKey(); identical requests within RESULT_CACHE_MS share one analysis. */
  cacheKey: string;
  /** Called only on a cache miss. */
  acquire: () => Promise<Acquired> | Acquired;
  /** What to keep as the analysis's content (what the person submitted or what was read). */
  content: (acquired: Acquired) => string | null;
  /** What to keep as its title, when not the title acquired (a screenshot's first line). */
  title?: (acquired: Acquired) => string | null;
  /**
   * The image to keep with the analysis (a data: URL), or a function of what was acquired when
   * that is known only then (the screened copy of a screenshot).
   */
  imageData?: string | null | ((acquired: Acquired) => string | null);
  /** Keep it off the public feed, the recent list and the daily pick. */
  unlisted?: boolean;
  /**
   * The person did not choose: keep it off the feed when the content reads like a private message
   * or a tip (src/shared/personal-text.ts). Read with the masking, off the request thread, and for
   * a screenshot or a PDF known only once acquired.
   */
  unlistedIfPersonal?: boolean;
}

/** How the person submitted it (beyond the spec's inputs). */
export interface SubmitOptions {
  /** Their choice about the public feed; left out, a personal-looking text is kept off it. */
  unlisted?: boolean;
}

export type AnalysisRunner = (request: AnalysisRequest) => Promise<AnalyzeResponse>;

/** The name a stored image goes by: the stored copy is always the screened PNG. */
export const STORED_IMAGE_NAME = 'screenshot.png';

export function createAnalysisRunner({
  store,
  claims = null,
  analyzer,
  clock,
  kinds,
  factChecker = null,
  work = IN_THREAD_WORK,
  client = () => undefined,
}: AnalysisRunnerDeps): AnalysisRunner {
  // Two identical requests at the same moment (a double click) share one run and one row.
  const inFlight = new Map<string, Promise<AnalyzeResponse>>();

  async function cachedResult(cacheKey: string): Promise<AnalyzeResponse | null> {
    const since = new Date(clock.now().getTime() - RESULT_CACHE_MS);
    const cached = await store.findCachedAnalysis(cacheKey, since);
    return cached ? { id: cached.id, results: cached.analysisResults } : null;
  }

  async function analyzeAndStore(request: AnalysisRequest): Promise<AnalyzeResponse> {
    const cached = await cachedResult(request.cacheKey);
    if (cached) return cached;
    if (!claims) return analyzeNow(request);
    // Ends when this instance gets the claim or the holder's row appears. A holder that stores no
    // cacheable row (a failure, an offline fallback) releases its claim; one that died leaves a
    // claim that expires (ANALYSIS_CLAIM_TTL_MS in the store).
    for (;;) {
      if (await claims.claim(request.cacheKey)) {
        try {
          // The holder before us may have stored it between our cache read and our claim.
          return (await cachedResult(request.cacheKey)) ?? (await analyzeNow(request));
        } finally {
          // A release that fails (database gone) must not turn a stored analysis into an error:
          // the claim then expires on its own.
          await claims.release(request.cacheKey).catch(() => undefined);
        }
      }
      // Wall-clock waiting, not the app clock (which tests may freeze).
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      const landed = await cachedResult(request.cacheKey);
      if (landed) return landed;
    }
  }

  async function analyzeNow(request: AnalysisRequest, cacheable = true): Promise<AnalyzeResponse> {
    const acquired = await request.acquire();
    // A page that still cannot be opened answers with its report from the address, if one was
    // stored within the day (under a key of its own, so the next request tries the page again):
    // one link is one feed entry and one count in the top domains, however often it is sent.
    const addressKey = acquired.pageNotOpened ? `${request.cacheKey}#address-only` : null;
    const already = addressKey && cacheable ? await cachedResult(addressKey) : null;
    if (already) return already;
    // The registry is what validates the type now (not a CHECK in the schema).
    const kind = Object.hasOwn(kinds, acquired.type) ? kinds[acquired.type] : undefined;
    if (!kind)
      throw new Error(`Analysis type "${acquired.type}" has no input kind in the registry`);
    const sender = client();
    const steps = work.steps(sender);
    const analyzed = await runAnalysis(acquired, {
      analyzer,
      now: () => clock.now(),
      factChecker,
      steps,
    });
    // The analysis reads the real text; what is stored (and so shown on /shared and the feed) has
    // personal data masked, and a screenshot that showed any is not kept for display.
    const title = request.title ? request.title(acquired) : acquired.title;
    const content = request.content(acquired);
    const masked = await work.mask(content, title, analyzed, sender);
    const results = masked.results;
    const unlisted =
      request.unlisted === true || (request.unlistedIfPersonal === true && masked.personal);
    const stored = await store.insertAnalysis({
      type: acquired.type,
      url: acquired.url,
      domain: acquired.domain,
      title: masked.title,
      content: masked.content,
      snippet: kind.feedSnippet({ title: masked.title, content: masked.content }),
      // A result the model provider failed to give (offline fallback) is not cached, so the next
      // request tries the provider again instead of serving the fallback for 24 hours.
      // A report built from the address alone (the page could not be opened) is kept under its
      // own key (above), so analyzing the link again tries the page again.
      contentHash:
        !cacheable || unlisted || results.analysisMetadata.model?.outcome === 'fallback'
          ? null
          : (addressKey ?? request.cacheKey),
      video: acquired.video && {
        videoId: acquired.video.videoId,
        channelName: acquired.video.channelName,
        durationSeconds: acquired.video.durationSeconds,
        transcriptLength: acquired.video.transcriptLength,
      },
      image: acquired.image && {
        // A withheld image (image-screening.ts) is never written, so there is nothing to purge.
        data:
          (masked.hadPersonalData && !acquired.image.covered) ||
          acquired.image.withheld ||
          !kind.keepsImage
            ? null
            : typeof request.imageData === 'function'
              ? request.imageData(acquired)
              : (request.imageData ?? null),
        // Never the uploader's file name: the same bytes are one analysis for every uploader, so
        // a name stored with it would be shown to the next one. Each uploader gets their own
        // (masked) name back in their answer only. What is stored is the screened copy, a PNG.
        name: STORED_IMAGE_NAME,
        size: acquired.image.size,
      },
      results,
      createdAt: clock.now(),
      ...(unlisted ? { unlisted: true } : {}),
    });
    return { id: stored.id, results: stored.analysisResults };
  }

  return (request) => {
    // An unlisted submission is its own analysis: it never reads the result cache nor joins a run
    // in flight, and is stored without a cache key. Otherwise resubmitting a guessed text unlisted
    // would answer with the other person's id and time, confirming that they sent it and when;
    // and a listed request can never be answered with an unlisted analysis.
    if (request.unlisted) return analyzeNow(request, false);
    const running = inFlight.get(request.cacheKey);
    if (running) return running;
    const run = analyzeAndStore(request).finally(() => inFlight.delete(request.cacheKey));
    inFlight.set(request.cacheKey, run);
    return run;
  };
}
