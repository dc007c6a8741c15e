/**
 * Hub: POST /api/publish (its contract, hubPublishRoute in src/shared/contracts (desktop.ts, publish.ts), checks the
 * body). A desktop app sends what it analyzed (the text, a screenshot's OCR
 * text, or the address) and the hub analyses it again itself through the same services as its
 * own analyze endpoints, so a client's verdict is never trusted (fields beyond the contract, such
 * as "results", are dropped by the schema). The result goes on the public feed like any analysis
 * made on the hub.
 *
 * Idempotent on the client's publishId: the first request gets 201, any later or concurrent one
 * with the same publishId gets 200 and the same entry. Concurrent requests in this process share
 * one run (in-flight map); the publishId's primary key settles races beyond that.
 */
import { ERRORS, type PublishRequest, type PublishResponse } from '../../shared';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Analyzers } from '../kinds/input-kind';
import { inputKind } from '../kinds/registry';
import type { AnalysisStore, PublishReceiptStore } from '../store/store';

export interface HubPublishDeps {
  analyses: Pick<AnalysisStore, 'getAnalysis'>;
  receipts: PublishReceiptStore;
  clock: Clock;
  /** PUBLIC_URL: the origin of the share links; null = the address the request came to. */
  publicUrl: string | null;
  /** Every kind's analyzer (../kinds/registry.ts): the hub analyzes a publication again itself. */
  analyzers: Analyzers;
}

export interface HubPublishResult {
  /** 201 for a new public entry, 200 for a publishId already received. */
  status: 200 | 201;
  body: PublishResponse;
}

export function createHubPublishing(deps: HubPublishDeps) {
  const { analyses, receipts, clock, publicUrl } = deps;
  const inFlight = new Map<string, Promise<{ analysisId: string; created: boolean }>>();

  /** The kind's own re-run, from the text or the address it publishes (its descriptor says which). */
  async function analyze(request: PublishRequest): Promise<string> {
    const kind = inputKind(request.type);
    const published = (kind.publishes === 'content' ? request.content : request.url)?.trim();
    if (!published) {
      throw new AppError(
        400,
        kind.publishes === 'content' ? ERRORS.publishNeedsContent : ERRORS.publishNeedsUrl,
      );
    }
    return (await kind.republish(published, deps.analyzers)).id;
  }

  return async function receivePublish(
    request: PublishRequest,
    requestOrigin: string,
  ): Promise<HubPublishResult> {
    const origin = publicUrl ?? requestOrigin;
    const respond = async (analysisId: string, status: 200 | 201): Promise<HubPublishResult> => {
      const analysis = await analyses.getAnalysis(analysisId);
      if (!analysis) throw new AppError(404, ERRORS.analysisNotFound);
      return {
        status,
        body: {
          id: analysis.id,
          sharedUrl: origin + inputKind(analysis.type).reportPath(analysis.id),
        },
      };
    };

    const seen = await receipts.findReceivedPublication(request.publishId);
    if (seen) return respond(seen, 200);

    const running = inFlight.get(request.publishId);
    if (running) return respond((await running).analysisId, 200);
    const run = (async () =>
      receipts.recordReceivedPublication(
        request.publishId,
        await analyze(request),
        clock.now(),
      ))().finally(() => inFlight.delete(request.publishId));
    inFlight.set(request.publishId, run);
    const record = await run;
    return respond(record.analysisId, record.created ? 201 : 200);
  };
}
