/**
 * The code of the kinds' own jobs in the untrusted-content worker, by job name: a kind whose
 * input is parsed off the main thread adds one line here (its JobCode) and calls its PoolJob with
 * `untrusted.runJob`. Read by the worker's entry (analysis/acquire/isolation/untrusted-worker.ts).
 */
import type { JobTable } from '../analysis/acquire/isolation/jobs';

export const KIND_JOBS: JobTable = {};
