/**
 * The jobs of the pools (untrusted-pool.ts: child processes; analysis-pool.ts: worker threads) and
 * the messages between a pool and its workers (structured-cloned: copied, never transferred, so
 * the same job can run in a thread or a process). A job is a name, a deadline and, on the
 * worker's side, its code in the table of the worker's entry: the untrusted pool's core jobs are
 * below and in ./core-jobs.ts; a kind adds its own parser with one line in
 * src/server/kinds/worker-jobs.ts; the analysis pool's jobs are in
 * src/server/analysis/pipeline-jobs.ts. Each is called through `pool.runJob` with its PoolJob, so
 * neither the pool nor the worker names a kind.
 */
import type { Acquired } from '../../types';
import type { AllowedImageType } from '../../../../shared';
import type { ImageClassification } from '../image/classify';
import type { CoverBox } from '../../../privacy/screenshot-masking';
import type { ImageMetadata } from '../image/exif';
import { ImageRejectedError, type ImageProblem, type InspectedImage } from '../image/inspect-image';
import type { ContentCredentials } from '../image/content-credentials';
import type { FetchedPage } from '../net/safe-fetch';
import type { PageOptions } from '../page';

/**
 * A job as its caller on the main thread sees it: the name its code is registered under in the
 * worker, and how long it may run once a worker takes it. `Input` and `Output` only type the call.
 */
export interface PoolJob<Input, Output> {
  readonly name: string;
  readonly deadlineMs: number;
  /**
   * Time the worker has to load the job's code (a model) and say 'started' before deadlineMs
   * counts; left out, the deadline counts from the start.
   */
  readonly loadMs?: number;
  /** Phantom: keeps the input and output types with the job. */
  readonly types?: { input: Input; output: Output };
}

/** How one call of a job runs (pool.runJob). The input is copied to the worker. */
export interface RunOptions {
  /** The sender, for the fair queue and the per-client bound (see inspectImage). */
  client?: string;
  /** Replace the job's own deadline and load time (tests). */
  deadlineMs?: number;
  loadMs?: number;
}

/** Declares a job (an identity function that keeps its input and output types). */
export const poolJob = <Input, Output>(job: PoolJob<Input, Output>): PoolJob<Input, Output> => job;

/**
 * A job's code in the worker. `started` says its code is loaded (a model), so its deadline starts
 * now; a job with nothing to load need not call it.
 */
export interface JobCode<Input, Output> {
  readonly run: (input: Input, started: () => void) => Promise<Output> | Output;
}

/** Declares a job's code for the job it runs (types checked against the PoolJob). */
export const jobCode = <Input, Output>(
  _job: PoolJob<Input, Output>,
  run: JobCode<Input, Output>['run'],
): JobCode<Input, Output> => ({ run });

/** The worker's table of job code by job name (src/server/kinds/worker-jobs.ts adds the kinds'). */
// biome-ignore lint/suspicious/noExplicitAny: each entry is typed by its own PoolJob.
export type JobTable = Readonly<Record<string, JobCode<any, any>>>;

export interface JobInputs {
  'read-page': { page: FetchedPage; options: PageOptions };
  'inspect-image': { bytes: Uint8Array };
  'classify-image': { bytes: Uint8Array; mime: AllowedImageType };
  /** The screened copy (a plain PNG classify-image made) and the boxes to paint over in it. */
  'cover-image': { png: Uint8Array; boxes: CoverBox[] };
}

export interface JobOutputs {
  'read-page': Acquired;
  'inspect-image': {
    inspected: InspectedImage;
    metadata: ImageMetadata | null;
    credentials?: ContentCredentials | null;
  };
  'classify-image': ImageClassification;
  /** The same copy with the boxes painted opaque, again a plain PNG. */
  'cover-image': Uint8Array;
}

/** The untrusted pool's own jobs (its methods); a kind's job has a name of its own. */
export type JobKind = keyof JobInputs;

export interface JobRequest {
  id: number;
  /** The job's name (a JobKind, or a kind's job name). */
  kind: string;
  input: unknown;
}

export type WorkerReply =
  | { id: number; ok: true; output: unknown }
  /** The job's code is loaded (a model, a library): its deadline starts now. */
  | { id: number; ok: 'started' }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; problem?: string; detail?: string };
    };

/** Posted once by a worker when its code is loaded and it can take jobs. */
export const WORKER_READY = 'ready';

/** The error a worker's reply describes; an image's refusal keeps its class and problem. */
export function rebuildError(reply: Extract<WorkerReply, { ok: false }>): Error {
  if (reply.error.name === 'ImageRejectedError')
    return new ImageRejectedError(reply.error.problem as ImageProblem, reply.error.detail ?? '');
  const error = new Error(reply.error.message);
  error.name = reply.error.name;
  return error;
}
