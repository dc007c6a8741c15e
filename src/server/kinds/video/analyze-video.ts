/**
 * A YouTube video analysis: read the video (metadata and transcript) and run it through the
 * pipeline, once per video per 24 h whatever link form was pasted. When YouTube cannot be
 * reached the person gets a guidance error they can act on (paste the transcript into the Text
 * tab), never a hang or a 500; when only the metadata was reached it is analyzed with a note.
 */
import type { AnalyzeResponse } from '../../../shared';
import { acquireVideo, type YouTubeEndpoints } from '../../analysis/acquire/youtube/acquire-video';
import { watchUrl } from '../../analysis/acquire/youtube/url';
import { AppError } from '../../errors';
import type { AnalysisRunner, SubmitOptions } from '../../services/analysis-runner';
import { resultCacheKey } from '../result-cache';

const PASTE_TRANSCRIPT =
  'To analyze it anyway, open the video on YouTube, choose "Show transcript" below the description, copy the transcript and paste it into the Text tab.';

export const VIDEO_ERRORS = {
  unreachable: `YouTube could not be reached, so this video's title and transcript could not be read. ${PASTE_TRANSCRIPT}`,
  unavailable: `YouTube says this video is unavailable: it may be private, removed or the link may be mistyped. Check the link. ${PASTE_TRANSCRIPT}`,
  nothingToRead: `This video has no transcript, title or description that could be read. ${PASTE_TRANSCRIPT}`,
} as const;

export function createVideoAnalysis(runAnalysis: AnalysisRunner, endpoints: YouTubeEndpoints) {
  return async function analyzeVideo(
    videoId: string,
    options: SubmitOptions = {},
  ): Promise<AnalyzeResponse> {
    return runAnalysis({
      // Keyed on the video, not the link: youtu.be, shorts and watch?v=...&t=90 are one video.
      cacheKey: resultCacheKey('video', videoId),
      acquire: async () => {
        const outcome = await acquireVideo(videoId, watchUrl(videoId), endpoints);
        if (outcome.kind === 'unreachable')
          throw new AppError(422, VIDEO_ERRORS.unreachable, { type: 'guidance' });
        if (outcome.kind === 'unavailable')
          throw new AppError(404, VIDEO_ERRORS.unavailable, { type: 'guidance' });
        if (outcome.acquired.text.trim() === '')
          throw new AppError(422, VIDEO_ERRORS.nothingToRead, { type: 'guidance' });
        return outcome.acquired;
      },
      // What was read: the transcript, or the title and description when there was none.
      content: (acquired) => acquired.text,
      ...(options.unlisted ? { unlisted: true } : {}),
    });
  };
}
