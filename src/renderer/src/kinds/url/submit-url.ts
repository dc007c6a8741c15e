/** An address sent to POST /api/analyze/url (the Video, Shopping and Text tabs). */
import type { AnalyzeUrlRequest } from '../../../../shared';
import { analyzeUrl } from '../../api/analyze';
import { isVideoUrl } from '../../lib/url';
import type { Submission } from '../kind';

export function submitUrl(request: AnalyzeUrlRequest): Submission {
  return async (unlisted) => {
    const res = await analyzeUrl(unlisted ? { ...request, unlisted: true } : request);
    return {
      id: res.id,
      results: res.results,
      originalUrl: request.url,
      isVideoAnalysis: isVideoUrl(request.url),
    };
  };
}
