/**
 * The desktop copies the hub's fact-check index into its own (GET /api/fact-checks, page by page
 * from the cursor it saved), so its lookups work offline. It syncs when the server starts and then
 * every FACT_CHECK_SYNC_INTERVAL_MS (sooner again after a failure); a hub that cannot be reached
 * is recorded and changes nothing: the copy already made keeps answering.
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { FactCheckIndex } from '../store/fact-check-index';
import { HubUnreachableError, type HubClient } from './hub-client';

/** How often a desktop asks the hub for new fact-checks. */
export const FACT_CHECK_SYNC_INTERVAL_MS = 60 * 60 * 1000;
/** After a failed sync (offline), the next try comes sooner. */
export const FACT_CHECK_SYNC_RETRY_MS = 5 * 60 * 1000;
/** Pages read per sync at most (the rest follows at the next one). */
export const MAX_SYNC_PAGES = 200;

export interface FactCheckSyncDeps {
  index: FactCheckIndex;
  hub: Pick<HubClient, 'hubUrl' | 'getFactChecks'>;
  clock: Clock;
  log?: Logger;
}

export interface SyncResult {
  added: number;
  pages: number;
  error: string | null;
}

/** Reads the hub's new fact-checks into the index; each page lands with its cursor, atomically. */
export async function syncFactChecks({
  index,
  hub,
  clock,
}: FactCheckSyncDeps): Promise<SyncResult> {
  let cursor = index.hubSyncState(hub.hubUrl).cursor;
  let added = 0;
  let pages = 0;
  try {
    while (pages < MAX_SYNC_PAGES) {
      const page = await hub.getFactChecks(cursor);
      pages++;
      if (!page.next) break;
      const items = page.factChecks.map(({ indexedAt: _at, ...item }) => item);
      added += index.addFromHub(hub.hubUrl, items, page.next, clock.now()).added;
      cursor = page.next;
      if (!page.more) break;
    }
    index.recordHubSync(hub.hubUrl, clock.now(), null);
    return { added, pages, error: null };
  } catch (error) {
    if (!(error instanceof HubUnreachableError)) throw error;
    index.recordHubSync(hub.hubUrl, clock.now(), error.message);
    return { added, pages, error: error.message };
  }
}

export interface FactCheckSync {
  /** The sync under way (or a new one); resolves when it ends. */
  syncNow(): Promise<SyncResult>;
  stop(): Promise<void>;
}

export function startFactCheckSync(deps: FactCheckSyncDeps): FactCheckSync {
  let running: Promise<SyncResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void syncNow(), ms);
    timer.unref();
  };

  function syncNow(): Promise<SyncResult> {
    if (timer) clearTimeout(timer);
    running ??= syncFactChecks(deps)
      .catch((error: unknown) => {
        deps.log?.warn({ err: error }, 'fact-check sync failed');
        return { added: 0, pages: 0, error: 'The fact-check sync failed.' };
      })
      .then((result) => {
        if (result.added)
          deps.log?.info({ added: result.added }, 'fact-checks copied from the hub');
        schedule(result.error ? FACT_CHECK_SYNC_RETRY_MS : FACT_CHECK_SYNC_INTERVAL_MS);
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  void syncNow();
  return {
    syncNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
