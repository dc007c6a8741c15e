/**
 * GET /api/daily-analysis: the day's featured video analysis.
 *
 * Choice, by a rule an uploader cannot buy by stuffing a video with warning phrases: among video
 * analyses of the last DAILY_ANALYSIS_WINDOW_MS whose transcript has at least
 * MIN_DAILY_TRANSCRIPT_CHARS (a real video, not a short list of phrases), the one showing the most
 * different kinds of red flag (each kind counts once, however often it appears), then the one
 * with the most check-worthy claims, then the newest. The card exists to teach what to watch for:
 * a video with several kinds of findings shows more of that than one that repeats one trick. The
 * card's info says this rule (daily-analysis-card.tsx).
 *
 * A found analysis is kept DAILY_ANALYSIS_CACHE_MS (spec 9: 60 minutes). "None yet" is not cached,
 * so the first video analyzed on a quiet day is featured at once instead of an hour later.
 *
 * On a shared database the pick is kept there (DailyPickStore), so every app instance features
 * the same analysis for the same hour.
 */
import {
  DAILY_ANALYSIS_CACHE_MS,
  DAILY_ANALYSIS_WINDOW_MS,
  ERRORS,
  MIN_DAILY_TRANSCRIPT_CHARS,
  TEXT,
  type DailyAnalysis,
  type VideoAnalysis,
} from '../../shared';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { AnalysisStore } from '../store/store';
import type { DailyPickStore } from '../store/stores';

/** How many recent video analyses are compared; bounds the work on a busy day. */
export const DAILY_ANALYSIS_CANDIDATES = 200;

/** How a candidate ranks: kinds of red flag, then check-worthy claims (higher is better). */
function rank(video: VideoAnalysis): [number, number] {
  const kinds = new Set(video.analysisResults.redFlags.map((flag) => flag.type));
  return [kinds.size, video.analysisResults.claims.length];
}

function better(a: [number, number], b: [number, number]): boolean {
  return a[0] !== b[0] ? a[0] > b[0] : a[1] > b[1];
}

function toDailyAnalysis(video: VideoAnalysis): DailyAnalysis {
  return {
    id: video.id,
    videoTitle: video.title ?? TEXT.untitledContent,
    videoUrl: video.url,
    videoId: video.videoId,
    channelTitle: video.channelName ?? '',
    grade: video.analysisResults.summary.overallGrade,
    credibilityScore: video.analysisResults.scorecard.credibilityScore,
    analysisDate: video.createdAt,
  };
}

export interface DailyAnalysisDeps {
  store: Pick<AnalysisStore, 'latestVideoAnalyses' | 'getVideoAnalysis'>;
  clock: Clock;
  /** Shared database only: the pick every instance features. */
  shared?: DailyPickStore | null;
}

export function createDailyAnalysis({ store, clock, shared = null }: DailyAnalysisDeps) {
  let cached: { value: DailyAnalysis; at: number } | null = null;

  return async function dailyAnalysis(): Promise<DailyAnalysis> {
    const now = clock.now().getTime();
    if (!shared && cached && now - cached.at < DAILY_ANALYSIS_CACHE_MS) return cached.value;
    if (shared) {
      const pickedId = await shared.currentPick(new Date(now - DAILY_ANALYSIS_CACHE_MS));
      const picked = pickedId ? await store.getVideoAnalysis(pickedId) : null;
      if (picked) return toDailyAnalysis(picked);
    }

    const candidates = await store.latestVideoAnalyses(
      new Date(now - DAILY_ANALYSIS_WINDOW_MS),
      DAILY_ANALYSIS_CANDIDATES,
    );
    // Candidates come newest first, so keeping the first maximum prefers the newest on ties.
    let best: { analysis: VideoAnalysis; rank: [number, number] } | undefined;
    for (const { analysis } of candidates) {
      if (analysis.transcriptLength < MIN_DAILY_TRANSCRIPT_CHARS) continue;
      const candidate = { analysis, rank: rank(analysis) };
      if (!best || better(candidate.rank, best.rank)) best = candidate;
    }
    if (!best) {
      cached = null;
      throw new AppError(404, ERRORS.noDailyAnalysis);
    }
    cached = { value: toDailyAnalysis(best.analysis), at: now };
    await shared?.savePick(best.analysis.id, new Date(now));
    return cached.value;
  };
}
