/**
 * The code of the kinds' own jobs in the untrusted-content worker, by job name: a kind whose
 * input is parsed off the main thread adds one line here (its JobCode) and calls its PoolJob with
 * `untrusted.runJob`. Read by the worker's entry (analysis/acquire/isolation/untrusted-worker.ts).
 */
import type { JobTable } from '../analysis/acquire/isolation/jobs';
import { READ_PDF_CODE, READ_PDF_JOB } from './pdf/pdf-job';

export const KIND_JOBS: JobTable = {
  [READ_PDF_JOB.name]: READ_PDF_CODE,
};
