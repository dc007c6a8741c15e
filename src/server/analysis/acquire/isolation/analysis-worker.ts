/**
 * The analysis pool's worker thread (analysis-pool.ts): it runs the analysis's CPU work and the
 * sentence encoder, one job at a time, under its heap cap.
 *
 * This file is the thread's composition root (an entry of the builds): it is where the pipeline's
 * jobs (src/server/analysis/pipeline-jobs.ts), the encoder's (./encoder-job.ts) and the drawing of
 * link previews (src/server/link-preview/preview-job.ts) are put together.
 */
import { parentPort } from 'node:worker_threads';
import { DRAW_PREVIEW_CODE, DRAW_PREVIEW_JOB } from '../../../link-preview/preview-job';
import { ANALYSIS_JOBS } from '../../pipeline-jobs';
import { IN_THREAD_STEPS } from '../../pipeline';
import { acquireText } from '../text';
import { EMBED_TEXTS_JOB } from './analysis-pool';
import { EMBED_TEXTS_CODE } from './encoder-job';
import { serveJobs } from './job-host';
import type { JobRequest, JobTable } from './jobs';

const JOBS: JobTable = {
  ...ANALYSIS_JOBS,
  [EMBED_TEXTS_JOB.name]: EMBED_TEXTS_CODE,
  [DRAW_PREVIEW_JOB.name]: DRAW_PREVIEW_CODE,
};

const parent = parentPort;
if (!parent) throw new Error('analysis-worker runs only as a worker thread');
const port = parent;
// The shipped lists and the learned model are built on the first analysis; done now, so no
// job's deadline pays for it.
const warm = acquireText('Your account is locked. Verify your PIN at http://bit.ly/x today.');
await IN_THREAD_STEPS.read(warm, true);
serveJobs(
  {
    post: (message) => port.postMessage(message),
    onRequest: (handler) => port.on('message', (request: JobRequest) => handler(request)),
  },
  JOBS,
);
