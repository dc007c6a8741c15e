/**
 * The desktop copies the hub's fact-check index into its own (GET /api/fact-checks, page by page
 * from the cursor it saved), so its lookups work offline. It syncs when the server starts and then
 * every FACT_CHECK_SYNC_INTERVAL_MS (sooner again after a failure); a hub that cannot be reached
 * is recorded and changes nothing: the copy already made keeps answering.
 */
import type { Logger } from 'pino';
import { FACT_CHECK_PAGE_SIZE, type FactCheck } from '../../shared';
import { ImportError, toFactCheck } from '../analysis/fact-checks/record';
import type { Clock } from '../clock';
import type { FactCheckIndex } from '../store/fact-check-index';
import { HubUnreachableError, type HubClient } from './hub-client';

/** How often a desktop asks the hub for new fact-checks. */
export const FACT_CHECK_SYNC_INTERVAL_MS = 60 * 60 * 1000;
/** After a failed sync (offline), the next try comes sooner. */
export const FACT_CHECK_SYNC_RETRY_MS = 5 * 60 * 1000;
/** Fact-checks copied per sync at most (the rest follows at the next one). */
export const MAX_SYNC_FACT_CHECKS = 5_000;
/**
 * The desktop's index grows to this many fact-checks at most: past it, syncs copy nothing more
 * (a hub that sends without end fills neither the disk nor the lookups).
 */
export const MAX_SYNCED_FACT_CHECKS_TOTAL = 100_000;

export interface FactCheckSyncLimits {
  perSync: number;
  total: number;
}

export const DEFAULT_SYNC_LIMITS: FactCheckSyncLimits = {
  perSync: MAX_SYNC_FACT_CHECKS,
  total: MAX_SYNCED_FACT_CHECKS_TOTAL,
};

export interface FactCheckSyncDeps {
  index: FactCheckIndex;
  hub: Pick<HubClient, 'hubUrl' | 'getFactChecks'>;
  clock: Clock;
  log?: Logger;
  /** Bounds per sync and in total; DEFAULT_SYNC_LIMITS unless a test sets smaller ones. */
  limits?: FactCheckSyncLimits;
}

export interface SyncResult {
  added: number;
  pages: number;
  /** Records the hub sent that the importer's rules refuse (not a URL, not a date, a NUL...). */
  refused: number;
  error: string | null;
}

/**
 * A hub's record, checked as an imported one is (record.ts): an http(s) review URL, a real date,
 * no control characters, fields within their lengths; null when it is refused.
 */
export function checkHubFactCheck(item: FactCheck, where: string): FactCheck | null {
  try {
    return toFactCheck(item, where);
  } catch (error) {
    if (error instanceof ImportError) return null;
    throw error;
  }
}

/**
 * Reads the hub's new fact-checks into the index; each page lands with its cursor, atomically.
 * At most limits.perSync rows are read per sync, none once the index holds limits.total; records
 * the importer would refuse are skipped (the cursor still moves past them).
 */
export async function syncFactChecks({
  index,
  hub,
  clock,
  log,
  limits = DEFAULT_SYNC_LIMITS,
}: FactCheckSyncDeps): Promise<SyncResult> {
  let cursor = index.hubSyncState(hub.hubUrl).cursor;
  let added = 0;
  let pages = 0;
  let read = 0;
  let refused = 0;
  try {
    // A hub sending short or empty pages still ends the sync after this many.
    const maxPages = Math.ceil(limits.perSync / FACT_CHECK_PAGE_SIZE);
    while (read < limits.perSync && pages < maxPages) {
      const room = limits.total - index.count();
      if (room <= 0) break;
      const page = await hub.getFactChecks(cursor);
      pages++;
      if (!page.next) break;
      if (Number.isNaN(Date.parse(page.next.since)))
        throw new HubUnreachableError(
          `The public feed at ${new URL(hub.hubUrl).host} sent fact-checks FactLens could not read. It tries again later.`,
        );
      read += page.factChecks.length;
      const items: FactCheck[] = [];
      for (const { indexedAt: _at, ...item } of page.factChecks) {
        const checked = checkHubFactCheck(item, 'A fact-check from the hub');
        if (checked) items.push(checked);
        else refused++;
      }
      added += (await index.addFromHub(hub.hubUrl, items.slice(0, room), page.next, clock.now()))
        .added;
      cursor = page.next;
      if (!page.more) break;
    }
    if (refused) log?.warn({ refused }, 'fact-checks from the hub refused as malformed');
    await index.recordHubSync(hub.hubUrl, clock.now(), null);
    return { added, pages, refused, error: null };
  } catch (error) {
    if (!(error instanceof HubUnreachableError)) throw error;
    await index.recordHubSync(hub.hubUrl, clock.now(), error.message);
    return { added, pages, refused, error: error.message };
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
        return { added: 0, pages: 0, refused: 0, error: 'The fact-check sync failed.' };
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
