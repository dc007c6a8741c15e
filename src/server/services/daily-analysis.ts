/**
 * GET /api/daily-analysis: the day's featured video analysis.
 *
 * Choice: among video analyses of the last DAILY_ANALYSIS_WINDOW_MS, the one with the most red
 * flags, the newest on ties. The card exists to teach what to watch for, and a video with findings
 * shows more of that than a clean one; preferring the newest on ties keeps the card moving.
 *
 * A found analysis is kept DAILY_ANALYSIS_CACHE_MS (spec 9: 60 minutes). "None yet" is not cached,
 * so the first video analysed on a quiet day is featured at once instead of an hour later.
 *
 * On a shared database the pick is kept there (DailyPickStore), so every app instance features
 * the same analysis for the same hour.
 */
import {
  DAILY_ANALYSIS_CACHE_MS,
  DAILY_ANALYSIS_WINDOW_MS,
  ERRORS,
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
    let best: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      if (!best || candidate.redFlagCount > best.redFlagCount) best = candidate;
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
