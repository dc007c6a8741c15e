/**
 * A write that meets another process's write lock (the fact-check importer's batch, a backup)
 * tries again on a timer instead of in SQLite's busy handler, which sleeps inside the call and so
 * stops the whole server (every request, the feed) for as long as it waits. Between attempts the
 * event loop serves everything else; past the deadline the write fails with SQLITE_BUSY as
 * before (a 503 saying to try again).
 */

/** How long a write waits for another connection's write lock before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Pause between two attempts at a write that found the database locked. */
export const SQLITE_BUSY_RETRY_MS = 4;

export interface BusyRetry {
  /** Milliseconds on the server's clock (a test's clock only moves when the test moves it). */
  now: () => number;
  /** How long a write keeps trying; SQLITE_BUSY_TIMEOUT_MS unless given. */
  deadlineMs?: number;
  /** Called once per write that had to wait (the server logs it). */
  onWait?: () => void;
}

/** SQLITE_BUSY or SQLITE_LOCKED (and their extended codes). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(?:BUSY|LOCKED)/.test(code);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one transaction or statement, so a failed attempt changed nothing) until it does
 * not meet a lock, or the deadline passes.
 */
export async function retryWhileBusy<T>(
  work: () => T | PromiseLike<T>,
  policy: BusyRetry,
): Promise<T> {
  const deadline = policy.now() + (policy.deadlineMs ?? SQLITE_BUSY_TIMEOUT_MS);
  let waited = false;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isSqliteBusy(error) || policy.now() >= deadline) throw error;
    }
    if (!waited) {
      waited = true;
      policy.onWait?.();
    }
    await pause(SQLITE_BUSY_RETRY_MS);
  }
}
