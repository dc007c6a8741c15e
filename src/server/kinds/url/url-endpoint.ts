/**
 * POST /api/analyze/url {url, type?, unlisted?} -> {id, results}: the one address of the
 * article, shopping and video kinds. A YouTube link is a video whatever tab sent it; any other
 * link is a page, read as a shop when the Shopping tab sent it.
 */
import type { AnalyzeResponse } from '../../../shared';
import { analyzeUrlRoute, type UrlAnalysisKind } from '../../../shared/kinds/url';
import type { SubmitOptions } from '../../services/analysis-runner';
import {
  analyzeEndpoint,
  analyzerOf,
  submitOptions,
  type Analyzers,
  type KindParts,
} from '../input-kind';
import type { createVideoAnalysis } from '../video/analyze-video';
import { createPageAnalysis, resolveUrlRequest } from './analyze-url';

export type PageAnalyzer = ReturnType<typeof createPageAnalysis>;
export type VideoAnalyzer = ReturnType<typeof createVideoAnalysis>;

/** Analyzes an address as the kind it turns out to be (the hub's re-run goes through here too). */
export function analyzeAddress(
  analyzers: Analyzers,
  url: string,
  requested?: UrlAnalysisKind,
  options: SubmitOptions = {},
): Promise<AnalyzeResponse> {
  const target = resolveUrlRequest(url, requested);
  if ('video' in target)
    return analyzerOf<VideoAnalyzer>(analyzers, 'video')(target.video, options);
  return analyzerOf<PageAnalyzer>(analyzers, target.kind)(target.page, options);
}

export const urlEndpoint = analyzeEndpoint({
  contract: analyzeUrlRoute,
  handle: ({ body }, analyzers) =>
    analyzeAddress(analyzers, body.url, body.type, submitOptions(body.unlisted)),
});

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
