/**
 * The desktop's publish worker: drains the outbox (SQLite, so it survives restarts) to the hub's
 * POST /api/publish, one item at a time. Each item carries the publishId made when it was first
 * queued, so a retry after a lost answer, a crash or a restart never makes a second public entry.
 * Offline, 408, 429 and 5xx are retried with capped exponential backoff and jitter (a 429's
 * Retry-After is honoured); any other 4xx fails the item for good with the hub's message.
 *
 * It runs on wall-clock time (real timers), not the app's clock, which tests may freeze.
 */
import type { Logger } from 'pino';
import { ERRORS, MAX_TEXT_CHARS, type PublishRequest } from '../../shared';
import { inputKind } from '../kinds/registry';
import type { OutboxItem, OutboxStore } from '../store/store';
import { retryAfterDelayMs, retryDelayMs, type BackoffSettings } from './backoff';
import type { HubClient } from './hub-client';

/** An idle worker looks at the outbox at least this often (a clock change, another process). */
export const PUBLISH_RECHECK_MS = 60_000;
/** close() lets an in-flight send finish this long, then aborts it (the item stays queued). */
export const PUBLISH_STOP_GRACE_MS = 3_000;
/** The publish contract's title limit. */
export const MAX_PUBLISH_TITLE_CHARS = 500;

export interface PublishWorker {
  /** Something was queued: look at the outbox now instead of at the next timer. */
  nudge(): void;
  /**
   * The hub answered (e.g. its feed was read): items backing off after an offline spell go now,
   * instead of after up to PUBLISH_RETRY_MAX_MS. A pause the hub asked for is still kept.
   */
  hubReachable(): void;
  /** Stops taking items and waits for an in-flight send (aborted after PUBLISH_STOP_GRACE_MS). */
  stop(): Promise<void>;
}

export interface PublishWorkerDeps {
  /** Everything of the outbox but queueing, which the publish route does. */
  store: Omit<OutboxStore, 'queuePublication'>;
  hub: HubClient;
  backoff: BackoffSettings;
  log: Logger;
  now?: () => Date;
  random?: () => number;
  /** How long stop() lets an in-flight send finish; PUBLISH_STOP_GRACE_MS unless a test sets it. */
  stopGraceMs?: number;
}

/**
 * What the hub needs to re-run the analysis, as its kind's descriptor says: the text (pasted, or
 * read from a screenshot; never image bytes) or the address. Null when the analysis has neither.
 */
export function toPublishRequest(item: OutboxItem): PublishRequest | null {
  const base = {
    publishId: item.publishId,
    type: item.type,
    ...(item.title ? { title: item.title.slice(0, MAX_PUBLISH_TITLE_CHARS) } : {}),
  };
  if (inputKind(item.type).publishes === 'content') {
    const content = item.content?.trim();
    return content ? { ...base, content: content.slice(0, MAX_TEXT_CHARS) } : null;
  }
  return item.url ? { ...base, url: item.url } : null;
}

export function startPublishWorker(deps: PublishWorkerDeps): PublishWorker {
  const now = deps.now ?? (() => new Date());
  const stopController = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let again = false;
  // Set by stop(): no new item starts; the abort signal then cuts a send that overstays.
  let stopping = false;

  async function sendOne(item: OutboxItem): Promise<void> {
    const request = toPublishRequest(item);
    if (!request) {
      await deps.store.markPublishFailed(item.analysisId, ERRORS.publishNothingToSend, now());
      return;
    }
    const outcome = await deps.hub.publish(request, stopController.signal);
    if (outcome.kind === 'published') {
      await deps.store.markPublished(
        item.analysisId,
        { hubId: outcome.response.id, sharedUrl: outcome.response.sharedUrl },
        now(),
      );
      deps.log.info(
        { analysisId: item.analysisId, hubId: outcome.response.id },
        'analysis published',
      );
      // The hub is back: whatever waits out an offline backoff can follow at once.
      await deps.store.bringOutboxForward(now());
    } else if (outcome.kind === 'rejected') {
      await deps.store.markPublishFailed(item.analysisId, outcome.error, now());
      deps.log.warn(
        { analysisId: item.analysisId, status: outcome.status },
        'hub refused a publish',
      );
    } else {
      const failures = item.attempts + 1;
      const asked = retryAfterDelayMs(outcome.retryAfterMs);
      const delay = asked ?? retryDelayMs(failures, deps.backoff, deps.random);
      await deps.store.markPublishRetry(
        item.analysisId,
        outcome.error,
        { at: new Date(now().getTime() + delay), hubAsked: asked !== null },
        now(),
      );
      deps.log.info(
        { analysisId: item.analysisId, failures, delayMs: delay },
        'publish will be retried',
      );
    }
  }

  async function drain(): Promise<void> {
    while (!stopping) {
      const item = await deps.store.nextDueOutboxItem(now());
      if (!item) return;
      try {
        await sendOne(item);
      } catch (error) {
        if (stopController.signal.aborted) return;
        throw error;
      }
    }
  }

  async function schedule(): Promise<void> {
    if (stopping) return;
    const next = await deps.store.nextOutboxAttemptAt();
    const wait =
      next === null
        ? PUBLISH_RECHECK_MS
        : Math.min(PUBLISH_RECHECK_MS, Math.max(0, next.getTime() - now().getTime()));
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, wait);
    // The server keeps the process alive; a pending retry alone must not.
    timer.unref();
  }

  function run(): void {
    if (stopping) return;
    if (draining) {
      // Queued while a send was running: look again as soon as it ends.
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) =>
        deps.log.error({ err: error }, 'publish worker failed; it tries again later'),
      )
      .then(() => {
        draining = null;
        if (again) {
          again = false;
          run();
          return;
        }
        return schedule().catch((error: unknown) => {
          if (!stopping) deps.log.error({ err: error }, 'publish worker could not read the outbox');
        });
      });
  }

  function nudge(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    run();
  }

  // Items left queued by the last run (or an offline period) go out as soon as the server starts.
  run();

  return {
    nudge,
    hubReachable() {
      if (stopping) return;
      deps.store.bringOutboxForward(now()).then(
        (moved) => {
          if (moved > 0 && !stopping) nudge();
        },
        (error: unknown) => deps.log.warn({ err: error }, 'could not bring publishing forward'),
      );
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // Let the current send finish so its answer gets recorded; past the grace period it is cut
      // and the item stays queued for the next start (same publishId, so no duplicate).
      const grace = setTimeout(
        () => stopController.abort(),
        deps.stopGraceMs ?? PUBLISH_STOP_GRACE_MS,
      );
      grace.unref();
      try {
        await draining;
      } finally {
        clearTimeout(grace);
        stopController.abort();
      }
    },
  };
}
