/** The messages between the untrusted-content pool and its workers (structured-cloned). */
import type { TransferListItem } from 'node:worker_threads';
import type { Acquired } from '../../types';
import type { AllowedImageType } from '../../../../shared';
import type { ImageClassification } from '../image/classify';
import type { CoverBox } from '../../../privacy/screenshot-masking';
import type { ImageMetadata } from '../image/exif';
import { ImageRejectedError, type ImageProblem, type InspectedImage } from '../image/inspect-image';
import type { ContentCredentials } from '../image/content-credentials';
import type { Embedded } from '../../embeddings/sentence-encoder';
import type { FetchedPage } from '../net/safe-fetch';
import type { PageOptions } from '../page';

export interface JobInputs {
  'read-page': { page: FetchedPage; options: PageOptions };
  'inspect-image': { bytes: Uint8Array };
  'classify-image': { bytes: Uint8Array; mime: AllowedImageType };
  /** The screened copy (a plain PNG classify-image made) and the boxes to paint over in it. */
  'cover-image': { png: Uint8Array; boxes: CoverBox[] };
  'embed-texts': { texts: string[] };
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
  'embed-texts': Embedded;
}

export type JobKind = keyof JobInputs;

/**
 * A job as its caller on the main thread sees it: the name its code runs under in the worker, and
 * how long it may run once a worker takes it (the same shape as the kinds branch's PoolJob).
 */
export interface PoolJob<Input, Output> {
  readonly name: string;
  readonly deadlineMs: number;
  /** Time to load the job's code and say 'started' before deadlineMs counts. */
  readonly loadMs?: number;
  /** Phantom: keeps the input and output types with the job. */
  readonly types?: { input: Input; output: Output };
}

/** How one call of a job runs (pool.runJob). */
export interface RunOptions {
  /** The sender, for the fair queue (see inspectImage). */
  client?: string;
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: TransferListItem[];
  /** Replace the job's own deadline and load time (tests). */
  deadlineMs?: number;
  loadMs?: number;
}

export interface JobRequest {
  id: number;
  kind: JobKind;
  input: JobInputs[JobKind];
}

export type WorkerReply =
  | { id: number; ok: true; output: JobOutputs[JobKind] }
  /** The job's code is loaded (the classifier's or the encoder's model): its deadline starts now. */
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
