/**
 * Desktop: POST /api/analysis/:id/publish. The analysis and its publication state go into the
 * outbox in one transaction and the answer (202) comes at once; the publish worker
 * (../desktop/publish-worker.ts) sends it to the hub in the background, retrying until it lands.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type PublishAcceptedResponse } from '../../shared';
import type { Config } from '../config';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { OutboxStore } from '../store/store';
import { requireDesktop } from './mode';

/** What the routes need from the worker: a poke when something was queued. */
export interface PublishNudge {
  nudge(): void;
  /** The hub answered: retry what waits out an offline backoff now. */
  hubReachable(): void;
}

export function createDesktopPublishing(deps: {
  store: Pick<OutboxStore, 'queuePublication'> | null;
  config: Config;
  worker?: PublishNudge;
}) {
  return async function publishAnalysis(id: string): Promise<PublishAcceptedResponse> {
    requireDesktop(deps.config);
    // The outbox runs on wall-clock time (the worker's timers), not the app clock tests may freeze.
    // A new publishId is used only the first time; a re-queue after a failure keeps the old one.
    // Desktop mode always has its SQLite store (open-stores.ts); hosted mode stopped above.
    const publication =
      isAnalysisId(id) && deps.store
        ? await deps.store.queuePublication(id, randomUUID(), new Date())
        : null;
    if (!publication) throw new AppError(404, ERRORS.analysisNotFound);
    if (publication.state === 'queued') deps.worker?.nudge();
    return { id, publication };
  };
}
