/**
 * The limits of the analysis pool (analysis-pool.ts): its worker threads, one worker's heap, each
 * job's deadline and the queue. The analysis reads text the server has already checked and cut
 * to MAX_TEXT_CHARS, so its limits are a safety net against a pathological input, not a
 * defence against a hostile file (that is untrusted-pool.ts's work).
 */
// The number of workers is configuration (ANALYSIS_WORKERS): its default and bound are there.
export { DEFAULT_ANALYSIS_WORKERS, MAX_ANALYSIS_WORKERS } from '../../../config-defaults';
/**
 * Old-generation heap of one analysis worker: the shipped lists, the learned model and the
 * sentence encoder take about 250 MB; a 300,000-character transcript's analysis adds well under
 * 200 MB.
 */
export const ANALYSIS_HEAP_MB = 768;
export const ANALYSIS_YOUNG_HEAP_MB = 32;
export const ANALYSIS_STACK_MB = 4;
/**
 * One step of an analysis (the signals with the offline findings, the score, the masking) may
 * take this long once a worker takes it: 300,000 characters take about 2 s on a busy 2-core
 * machine, so only a pathological input reaches it.
 */
export const ANALYSIS_STEP_DEADLINE_MS = 30_000;
/** Steps that may wait for a worker; past this an analysis is refused as busy (503). */
export const MAX_QUEUED_ANALYSIS_STEPS = 64;
/**
 * Steps one client may have waiting: an analysis is about four steps in a row, one at a time, so
 * this is eight analyses of one client in flight at once. Past it that client is answered busy;
 * the others are not affected.
 */
export const MAX_QUEUED_ANALYSIS_STEPS_PER_CLIENT = 8;
/** How long a step may wait for a worker before the analysis is refused as busy. */
export const ANALYSIS_QUEUE_WAIT_MS = 30_000;
/** Seconds a client is told to wait after a busy refusal. */
export const ANALYSIS_BUSY_RETRY_AFTER_S = 30;
