/**
 * Screenshots are kept with their analysis at most SERVER_IMAGE_RETENTION_MS (5 hours, spec 9
 * and the privacy page), then only the analysis remains. The purge runs when the server starts
 * (so a server that was down past the deadline catches up at once) and every
 * IMAGE_PURGE_INTERVAL_MS after; its timer never keeps the process alive.
 */
import type { Logger } from 'pino';
import { SERVER_IMAGE_RETENTION_MS } from '../../shared';
import type { Clock } from '../clock';
import type { ImageRetentionStore } from '../store/store';

/** An image is therefore gone at most 5 h 10 min after it was uploaded. */
export const IMAGE_PURGE_INTERVAL_MS = 10 * 60 * 1000;

export interface ImagePurge {
  /** Removes every image older than the retention period now; resolves to how many. */
  runOnce(): Promise<number>;
  stop(): void;
}

export function startImagePurge(
  deps: { store: ImageRetentionStore; clock: Clock; log: Logger },
  intervalMs = IMAGE_PURGE_INTERVAL_MS,
): ImagePurge {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= deps.store
      .purgeImageData(new Date(deps.clock.now().getTime() - SERVER_IMAGE_RETENTION_MS))
      .then((removed) => {
        if (removed > 0) deps.log.info({ removed }, 'expired screenshots removed');
        return removed;
      })
      .catch((error: unknown) => {
        // A busy or closing database is retried at the next tick; the server keeps serving.
        deps.log.warn({ err: error }, 'screenshot purge failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: () => clearInterval(timer),
  };
}
