/**
 * Runs an acquired input through the pipeline and stores it, behind the 24 h result cache. Every
 * analyse endpoint (text now; URL and image later) goes through here so caching and storage work
 * the same for all of them.
 */
import { RESULT_CACHE_MS, type AnalyzeResponse } from '../../shared';
import { runAnalysis } from '../analysis/pipeline';
import type { Acquired, Analyzer } from '../analysis/types';
import type { Clock } from '../clock';
import { maskSubmission } from '../privacy/mask-analysis';
import type { Store } from '../store/store';

export interface AnalysisRunnerDeps {
  store: Store;
  analyzer: Analyzer;
  clock: Clock;
}

export interface AnalysisRequest {
  /** From resultCacheKey(); identical requests within RESULT_CACHE_MS share one analysis. */
  cacheKey: string;
  /** Called only on a cache miss. */
  acquire: () => Promise<Acquired> | Acquired;
  /** What to keep as the analysis's content (what the person submitted or what was read). */
  content: (acquired: Acquired) => string | null;
  imageData?: string | null;
  /** Keep it off the public feed, the recent list and the daily pick. */
  unlisted?: boolean;
}

/** How the person submitted it (beyond the spec's inputs). */
export interface SubmitOptions {
  unlisted?: boolean;
}

export type AnalysisRunner = (request: AnalysisRequest) => Promise<AnalyzeResponse>;

/**
 * An unlisted request never reuses a listed analysis (nor the other way round): the same text
 * submitted privately must not point at, or turn into, a public feed entry.
 */
function cacheKeyOf(request: AnalysisRequest): string {
  return request.unlisted ? `${request.cacheKey}:unlisted` : request.cacheKey;
}

export function createAnalysisRunner({ store, analyzer, clock }: AnalysisRunnerDeps): AnalysisRunner {
  // Two identical requests at the same moment (a double click) share one run and one row.
  const inFlight = new Map<string, Promise<AnalyzeResponse>>();

  async function analyseAndStore(request: AnalysisRequest): Promise<AnalyzeResponse> {
    const since = new Date(clock.now().getTime() - RESULT_CACHE_MS);
    const cacheKey = cacheKeyOf(request);
    const cached = await store.findCachedAnalysis(cacheKey, since);
    if (cached) return { id: cached.id, results: cached.analysisResults };

    const acquired = await request.acquire();
    const analysed = await runAnalysis(acquired, { analyzer, now: () => clock.now() });
    // The analysis reads the real text; what is stored (and so shown on /shared and the feed) has
    // personal data masked, and a screenshot that showed any is not kept for display.
    const masked = maskSubmission(request.content(acquired), acquired.title, analysed);
    const results = masked.results;
    const stored = await store.insertAnalysis({
      type: acquired.type,
      url: acquired.url,
      domain: acquired.domain,
      title: masked.title,
      content: masked.content,
      // A result the model provider failed to give (offline fallback) is not cached, so the next
      // request tries the provider again instead of serving the fallback for 24 hours.
      contentHash: results.analysisMetadata.model?.outcome === 'fallback' ? null : cacheKey,
      video: acquired.video && {
        videoId: acquired.video.videoId,
        channelName: acquired.video.channelName,
        durationSeconds: acquired.video.durationSeconds,
        transcriptLength: acquired.video.transcriptLength,
      },
      image: acquired.image && {
        data: masked.hadPersonalData ? null : (request.imageData ?? null),
        name: acquired.image.name,
        size: acquired.image.size,
      },
      results,
      createdAt: clock.now(),
      ...(request.unlisted ? { unlisted: true } : {}),
    });
    return { id: stored.id, results: stored.analysisResults };
  }

  return (request) => {
    const key = cacheKeyOf(request);
    const running = inFlight.get(key);
    if (running) return running;
    const run = analyseAndStore(request).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  };
}
