/**
 * Hub: POST /api/publish. A desktop app sends what it analyzed (the text, a screenshot's OCR
 * text, or the address) and the hub analyses it again itself through the same services as its
 * own analyze endpoints, so a client's verdict is never trusted (fields beyond the contract, such
 * as "results", are dropped by the schema). The result goes on the public feed like any analysis
 * made on the hub.
 *
 * Idempotent on the client's publishId: the first request gets 201, any later or concurrent one
 * with the same publishId gets 200 and the same entry. Concurrent requests in this process share
 * one run (in-flight map); the publishId's primary key settles races beyond that.
 */
import { ERRORS, publishRequestSchema, type AnalysisType, type AnalyzeResponse, type PublishRequest, type PublishResponse } from '../../shared';
import { acquireText, normaliseText } from '../analysis/acquire/text';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AnalysisStore, PublishReceiptStore } from '../store/store';
import type { AnalysisRunner } from './analysis-runner';
import type { UrlAnalysisKind } from './analyze-url';
import { requireHub } from './mode';
import { normaliseForCache, resultCacheKey } from './result-cache';

/** Said in the results of a screenshot published from a desktop app. */
export const PUBLISHED_SCREENSHOT_NOTE =
  'Published from the FactLens desktop app: the text read from the screenshot was analyzed again here; the image itself was not sent.';

export interface HubPublishDeps {
  analyses: Pick<AnalysisStore, 'getAnalysis'>;
  receipts: PublishReceiptStore;
  clock: Clock;
  config: Config;
  runAnalysis: AnalysisRunner;
  analyzeText: (content: string) => Promise<AnalyzeResponse>;
  analyzeUrl: (url: string, kind?: UrlAnalysisKind) => Promise<AnalyzeResponse>;
}

export interface HubPublishResult {
  /** 201 for a new public entry, 200 for a publishId already received. */
  status: 200 | 201;
  body: PublishResponse;
}

/** The UI route that shows an analysis of this type (src/renderer/src/App.tsx). */
export function sharedPath(type: AnalysisType, id: string): string {
  return type === 'video' ? `/video/${encodeURIComponent(id)}` : `/shared/${encodeURIComponent(id)}`;
}

function describeProblem(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not a JSON object.';
  const field = issue.path.map(String).join('.');
  const message = issue.message.replace(/\.$/, '');
  return field ? `"${field}": ${message}.` : `${message}.`;
}

export function createHubPublishing(deps: HubPublishDeps) {
  const { analyses, receipts, clock, config } = deps;
  const inFlight = new Map<string, Promise<{ analysisId: string; created: boolean }>>();

  async function analyze(request: PublishRequest): Promise<string> {
    if (request.type === 'text' || request.type === 'screenshot') {
      const content = request.content?.trim();
      if (!content) throw new AppError(400, ERRORS.publishNeedsContent);
      if (request.type === 'text') return (await deps.analyzeText(content)).id;
      // The screenshot's text is analyzed like pasted text but stays a screenshot analysis.
      const published = await deps.runAnalysis({
        cacheKey: resultCacheKey('screenshot', `published-text\n${normaliseForCache(normaliseText(content))}`),
        acquire: () => {
          const acquired = { ...acquireText(content), type: 'screenshot' as const };
          acquired.notes = [...acquired.notes, PUBLISHED_SCREENSHOT_NOTE];
          return acquired;
        },
        content: () => content,
      });
      return published.id;
    }
    const url = request.url?.trim();
    if (!url) throw new AppError(400, ERRORS.publishNeedsUrl);
    return (await deps.analyzeUrl(url, request.type)).id;
  }

  return async function receivePublish(body: unknown, requestOrigin: string): Promise<HubPublishResult> {
    requireHub(config);
    const parsed = publishRequestSchema.safeParse(body);
    if (!parsed.success) throw new AppError(400, ERRORS.publishRequestInvalid(describeProblem(parsed.error)));
    const request = parsed.data;
    const origin = config.publicUrl ?? requestOrigin;
    const respond = async (analysisId: string, status: 200 | 201): Promise<HubPublishResult> => {
      const analysis = await analyses.getAnalysis(analysisId);
      if (!analysis) throw new AppError(404, ERRORS.analysisNotFound);
      return { status, body: { id: analysis.id, sharedUrl: origin + sharedPath(analysis.type, analysis.id) } };
    };

    const seen = await receipts.findReceivedPublication(request.publishId);
    if (seen) return respond(seen, 200);

    const running = inFlight.get(request.publishId);
    if (running) return respond((await running).analysisId, 200);
    const run = (async () => receipts.recordReceivedPublication(request.publishId, await analyze(request), clock.now()))().finally(
      () => inFlight.delete(request.publishId),
    );
    inFlight.set(request.publishId, run);
    const record = await run;
    return respond(record.analysisId, record.created ? 201 : 200);
  };
}
