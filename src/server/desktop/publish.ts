/**
 * Desktop: POST /api/analysis/:id/publish. The analysis and its publication state go into the
 * outbox in one transaction and the answer (202) comes at once; the publish worker
 * (./publish-worker.ts) sends it to the hub in the background, retrying until it lands.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type PublishAcceptedResponse } from '../../shared';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { OutboxStore } from '../store/store';

/** What the routes need from the worker: a poke when something was queued. */
export interface PublishNudge {
  nudge(): void;
  /** The hub answered: retry what waits out an offline backoff now. */
  hubReachable(): void;
}

export function createDesktopPublishing(deps: {
  store: Pick<OutboxStore, 'queuePublication'>;
  worker?: PublishNudge;
}) {
  return async function publishAnalysis(id: string): Promise<PublishAcceptedResponse> {
    // The outbox runs on wall-clock time (the worker's timers), not the app clock tests may freeze.
    // A new publishId is used only the first time; a re-queue after a failure keeps the old one.
    const publication = isAnalysisId(id)
      ? await deps.store.queuePublication(id, randomUUID(), new Date())
      : null;
    if (!publication) throw new AppError(404, ERRORS.analysisNotFound);
    if (publication.state === 'queued') deps.worker?.nudge();
    return { id, publication };
  };
}
