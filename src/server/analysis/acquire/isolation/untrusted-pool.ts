/**
 * Untrusted parsing out of the server's process. Pages, images and documents from strangers are
 * parsed in a small pool of child processes, each with a memory limit the operating system
 * enforces (memory-limit.ts: an address-space limit on Linux, a watchdog elsewhere) and each job
 * with a wall-clock deadline: a job past either ends its child (a fresh one replaces it on the
 * next job) and fails with UntrustedJobError, which the services turn into a 422. The event loop
 * only moves bytes and results, and no file can take the server's own memory.
 */
import type { AllowedImageType } from '../../../../shared';
import type { Acquired } from '../../types';
import { childWorkers } from './child-worker';
import type { JobInputs, JobKind, JobOutputs, PoolJob, RunOptions } from './jobs';
import { type ChildMemoryLimit, platformMemoryLimit } from './memory-limit';
import { createPoolEngine, PoolJobError, type PoolFailure, type QueueEvent } from './pool-engine';
import {
  CLASSIFIER_LOAD_DEADLINE_MS,
  IMAGE_CLASSIFY_DEADLINE_MS,
  IMAGE_COVER_DEADLINE_MS,
  IMAGE_INSPECT_DEADLINE_MS,
  MAX_QUEUED_UNTRUSTED_JOBS,
  MAX_QUEUED_UNTRUSTED_JOBS_PER_CLIENT,
  PAGE_READ_DEADLINE_MS,
  UNTRUSTED_HEAP_MB,
  UNTRUSTED_QUEUE_WAIT_MS,
  UNTRUSTED_STACK_MB,
  UNTRUSTED_WORKERS,
  UNTRUSTED_YOUNG_HEAP_MB,
} from './pool-limits';
import { WORKER_ENTRIES } from './worker-script';

// The limits (memory, heap, deadlines, queue) are named in ./pool-limits.ts.
export * from './pool-limits';
export type { QueueEvent } from './pool-engine';
export type UntrustedFailure = PoolFailure;
/** A job the pool could not finish: past its deadline or memory, crashed, or the pool busy. */
export { PoolJobError as UntrustedJobError };

export interface UntrustedPool {
  readPage(input: JobInputs['read-page']): Promise<Acquired>;
  /**
   * Header, frames, metadata and content credentials of an upload. `client` (the sender's
   * address) makes the queue fair: a worker that comes free takes the waiting job of the client
   * served longest ago, so one client's many uploads cannot hold another's back.
   */
  inspectImage(bytes: Uint8Array, client?: string): Promise<JobOutputs['inspect-image']>;
  /** The adult-imagery check (classify.ts), on an image inspectImage has accepted. */
  classifyImage(
    bytes: Uint8Array,
    mime: AllowedImageType,
    client?: string,
  ): Promise<JobOutputs['classify-image']>;
  /** The screened copy with the boxes painted over (the personal data a screenshot shows). */
  coverImage(
    png: Uint8Array,
    boxes: JobInputs['cover-image']['boxes'],
    client?: string,
  ): Promise<JobOutputs['cover-image']>;
  /**
   * A kind's own parsing job (src/server/kinds/worker-jobs.ts registers its code in the child),
   * with the same memory limit, queue and fairness as the core's. The input is copied to the
   * child (structured clone); `client` as for inspectImage; `deadlineMs` and `loadMs` replace the
   * job's own (tests).
   */
  runJob<Input, Output>(
    job: PoolJob<Input, Output>,
    input: Input,
    options?: RunOptions,
  ): Promise<Output>;
  close(): Promise<void>;
}

export interface UntrustedPoolOptions {
  workers?: number;
  pageDeadlineMs?: number;
  imageDeadlineMs?: number;
  classifyDeadlineMs?: number;
  classifierLoadMs?: number;
  coverDeadlineMs?: number;
  heapMb?: number;
  /** The children's memory limit; the platform's (memory-limit.ts) unless a test forces one. */
  memory?: ChildMemoryLimit;
  maxQueued?: number;
  maxQueuedPerClient?: number;
  queueWaitMs?: number;
  /** A kind's job's deadline by job name, instead of its PoolJob's (tests). */
  jobDeadlinesMs?: Readonly<Record<string, number>>;
  /** Told when a job is queued and when a worker takes it (tests count queue positions). */
  onQueueEvent?: (event: QueueEvent) => void;
}

export function createUntrustedPool(options: UntrustedPoolOptions = {}): UntrustedPool {
  const engine = createPoolEngine({
    size: options.workers ?? UNTRUSTED_WORKERS,
    maxQueued: options.maxQueued ?? MAX_QUEUED_UNTRUSTED_JOBS,
    maxQueuedPerClient: options.maxQueuedPerClient ?? MAX_QUEUED_UNTRUSTED_JOBS_PER_CLIENT,
    queueWaitMs: options.queueWaitMs ?? UNTRUSTED_QUEUE_WAIT_MS,
    label: 'the untrusted-content pool',
    startWorker: childWorkers(WORKER_ENTRIES.untrusted, {
      memory: options.memory ?? platformMemoryLimit(),
      heapMb: options.heapMb ?? UNTRUSTED_HEAP_MB,
      youngHeapMb: UNTRUSTED_YOUNG_HEAP_MB,
      stackMb: UNTRUSTED_STACK_MB,
    }),
    ...(options.onQueueEvent ? { onQueueEvent: options.onQueueEvent } : {}),
  });

  function run<K extends JobKind>(
    kind: K,
    input: JobInputs[K],
    deadlineMs: number,
    client?: string,
    loadMs?: number,
  ): Promise<JobOutputs[K]> {
    return engine.run(kind, input, {
      deadlineMs,
      ...(client !== undefined ? { client } : {}),
      ...(loadMs !== undefined ? { loadMs } : {}),
    }) as Promise<JobOutputs[K]>;
  }

  return {
    readPage: (input) => run('read-page', input, options.pageDeadlineMs ?? PAGE_READ_DEADLINE_MS),
    inspectImage: (bytes, client) =>
      run('inspect-image', { bytes }, options.imageDeadlineMs ?? IMAGE_INSPECT_DEADLINE_MS, client),
    classifyImage: (bytes, mime, client) =>
      run(
        'classify-image',
        { bytes, mime },
        options.classifyDeadlineMs ?? IMAGE_CLASSIFY_DEADLINE_MS,
        client,
        options.classifierLoadMs ?? CLASSIFIER_LOAD_DEADLINE_MS,
      ),
    coverImage: (png, boxes, client) =>
      run(
        'cover-image',
        { png, boxes },
        options.coverDeadlineMs ?? IMAGE_COVER_DEADLINE_MS,
        client,
      ),
    runJob: <Input, Output>(job: PoolJob<Input, Output>, input: Input, call: RunOptions = {}) => {
      const loadMs = call.loadMs ?? job.loadMs;
      return engine.run(job.name, input, {
        deadlineMs: call.deadlineMs ?? options.jobDeadlinesMs?.[job.name] ?? job.deadlineMs,
        ...(call.client !== undefined ? { client: call.client } : {}),
        ...(loadMs !== undefined ? { loadMs } : {}),
      }) as Promise<Output>;
    },
    close: () => engine.close(),
  };
}
