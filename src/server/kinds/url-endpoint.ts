/**
 * POST /api/analyze/url {url, type?, unlisted?} -> {id, results}: the one address of the
 * article, shopping and video kinds. A YouTube link is a video whatever tab sent it; any other
 * link is a page, read as a shop when the Shopping tab sent it.
 */
import {
  analyzeUrlRequestSchema,
  type AnalyzeResponse,
  type URL_ANALYSIS_KINDS,
} from '../../shared';
import { AppError } from '../errors';
import { SEND_UNLISTED, unlistedProblem } from '../routes/unlisted-field';
import type { SubmitOptions } from '../services/analysis-runner';
import { createPageAnalysis, resolveUrlRequest } from '../services/analyze-url';
import type { createVideoAnalysis } from '../services/analyze-video';
import {
  analyzerOf,
  submitOptions,
  type AnalyzeEndpoint,
  type Analyzers,
  type KindParts,
} from './input-kind';

export type PageAnalyzer = ReturnType<typeof createPageAnalysis>;
export type VideoAnalyzer = ReturnType<typeof createVideoAnalysis>;

/** Shown for a missing body, a non-object body, a non-string url or an unknown type. */
const SEND_URL =
  'Send the address to analyze as a JSON string field "url", e.g. {"url": "https://example.com/article"}, optionally with "type": "article", "shopping" or "video".';

/** Analyzes an address as the kind it turns out to be (the hub's re-run goes through here too). */
export function analyzeAddress(
  analyzers: Analyzers,
  url: string,
  requested?: (typeof URL_ANALYSIS_KINDS)[number],
  options: SubmitOptions = {},
): Promise<AnalyzeResponse> {
  const target = resolveUrlRequest(url, requested);
  if ('video' in target)
    return analyzerOf<VideoAnalyzer>(analyzers, 'video')(target.video, options);
  return analyzerOf<PageAnalyzer>(analyzers, target.kind)(target.page, options);
}

export const urlEndpoint: AnalyzeEndpoint = {
  path: '/api/analyze/url',
  async handle(req, _res, analyzers) {
    const request = analyzeUrlRequestSchema.safeParse(req.body);
    if (!request.success) {
      throw new AppError(400, unlistedProblem(request.error) ? SEND_UNLISTED : SEND_URL);
    }
    const { url, type, unlisted } = request.data;
    return analyzeAddress(analyzers, url, type, submitOptions(unlisted));
  },
};

/** The page analyzer of the article and shopping kinds, built from the shared parts. */
export function pageAnalyzer(
  { runAnalysis, config, clock, untrusted, resolve }: KindParts,
  kind: 'article' | 'shopping',
): PageAnalyzer {
  return createPageAnalysis(
    {
      runAnalysis,
      fetch: config.fetch,
      rdap: config.rdap,
      clock,
      untrusted,
      ...(resolve ? { resolve } : {}),
    },
    kind,
  );
}
