/**
 * The analysis's CPU work as jobs of the analysis pool (acquire/isolation/analysis-pool.ts): the
 * pipeline's steps (pipeline.ts: the signals with the offline findings, the score) and the masking
 * of what is stored, each a named job whose input and output are plain data (structured-cloned to
 * a worker thread and back). ANALYSIS_JOBS is the analysis worker's job table: a new job (a model
 * the pipeline consults) is a PoolJob declared here or next to its code, one line in the table,
 * and a call through `pool.runJob` from the dependency the pipeline is given.
 *
 * Why this split: the steps are pure CPU over text the server has already read, so they go where
 * they cannot hold the request thread; the analyzer's network calls (a model provider, the
 * fact-check API), the fact-check index (the database) and the stores stay on the request thread,
 * which only waits on them. An analyzer a test or a shell passes in runs there too.
 */
import type { Results } from '../../shared';
import { AppError } from '../errors';
import { maskSubmission, type MaskedSubmission } from '../privacy/mask-analysis';
import {
  ANALYSIS_BUSY_RETRY_AFTER_S,
  ANALYSIS_STEP_DEADLINE_MS,
  type AnalysisPool,
} from './acquire/isolation/analysis-pool';
import { jobCode, poolJob, type JobTable, type PoolJob } from './acquire/isolation/jobs';
import { PoolJobError } from './acquire/isolation/pool-engine';
import type { Findings } from './analyzer';
import { IN_THREAD_STEPS, type PipelineRead, type PipelineSteps } from './pipeline';
import type { ScoreContext } from './score/index';
import type { Signals } from './signals';
import type { Acquired } from './types';

export const ANALYSIS_ERRORS = {
  busy: 'FactLens is analyzing many submissions right now. Try again in a minute.',
  tooHard:
    'This could not be analyzed in time: the text is too long or too unusual to check safely. Paste a shorter part of it into the Text tab.',
} as const;

interface ScoreInput {
  findings: Findings;
  acquired: Acquired;
  signals: Signals;
  context: ScoreContext;
}

interface MaskInput {
  content: string | null;
  title: string | null;
  results: Results;
}

const step = <Input, Output>(name: string) =>
  poolJob<Input, Output>({ name, deadlineMs: ANALYSIS_STEP_DEADLINE_MS });

/** The signals and, when asked, the offline analyzer's findings (pipeline.ts, first step). */
export const READ_JOB = step<{ acquired: Acquired; offline: boolean }, PipelineRead>(
  'analysis-read',
);
/** The scorecard, grade and summary (pipeline.ts, last step). */
export const SCORE_JOB = step<ScoreInput, Results>('analysis-score');
/** What is stored and shown of a submission, personal data masked (privacy/mask-analysis.ts). */
export const MASK_JOB = step<MaskInput, MaskedSubmission>('mask-submission');

/** The analysis worker's table of job code by job name (its entry adds the sentence encoder's). */
export const ANALYSIS_JOBS: JobTable = {
  [READ_JOB.name]: jobCode(READ_JOB, ({ acquired, offline }) =>
    IN_THREAD_STEPS.read(acquired, offline),
  ),
  [SCORE_JOB.name]: jobCode(SCORE_JOB, ({ findings, acquired, signals, context }) =>
    IN_THREAD_STEPS.score(findings, acquired, signals, context),
  ),
  [MASK_JOB.name]: jobCode(MASK_JOB, ({ content, title, results }) =>
    maskSubmission(content, title, results),
  ),
};

/** Where an analysis's CPU work runs, for one client's request (the runner's dependency). */
export interface AnalysisWork {
  steps(client?: string): PipelineSteps;
  mask(
    content: string | null,
    title: string | null,
    results: Results,
    client?: string,
  ): Promise<MaskedSubmission>;
}

/** In the caller's thread (scripts, unit tests). */
export const IN_THREAD_WORK: AnalysisWork = {
  steps: () => IN_THREAD_STEPS,
  mask: async (content, title, results) => maskSubmission(content, title, results),
};

/**
 * A job the pool could not finish as the API answers it: a busy pool is a 503 with Retry-After, a
 * step past its deadline or memory a 422 that says what to do. Anything else is passed on.
 */
export function analysisJobError(error: unknown): unknown {
  if (!(error instanceof PoolJobError)) return error;
  if (error.reason === 'busy')
    return new AppError(503, ANALYSIS_ERRORS.busy, {
      retryAfterSeconds: ANALYSIS_BUSY_RETRY_AFTER_S,
    });
  return new AppError(422, ANALYSIS_ERRORS.tooHard, { type: 'guidance' });
}

/** What a worker needs of an acquisition: not the image's bytes, which no step reads. */
function forWorker(acquired: Acquired): Acquired {
  if (!acquired.image?.bytes) return acquired;
  const { bytes: _bytes, ...image } = acquired.image;
  return { ...acquired, image };
}

/** In the analysis pool's worker threads, queued fairly by client. */
export function pooledWork(pool: Pick<AnalysisPool, 'runJob'>): AnalysisWork {
  async function run<Input, Output>(
    job: PoolJob<Input, Output>,
    input: Input,
    client: string | undefined,
  ): Promise<Output> {
    try {
      return await pool.runJob(job, input, client === undefined ? {} : { client });
    } catch (error) {
      throw analysisJobError(error);
    }
  }
  return {
    steps: (client) => ({
      read: (acquired, offline) =>
        run(READ_JOB, { acquired: forWorker(acquired), offline }, client),
      score: (findings, acquired, signals, context) =>
        run(SCORE_JOB, { findings, acquired: forWorker(acquired), signals, context }, client),
    }),
    mask: (content, title, results, client) => run(MASK_JOB, { content, title, results }, client),
  };
}
