/**
 * The analysis off the request thread: a small pool of worker threads runs the analysis's CPU
 * work (the signals, the offline detectors, the scoring, the masking: src/server/analysis/
 * pipeline-jobs.ts) and the sentence encoder, with the same fair queue as the untrusted pool (a
 * free worker takes the waiting job of the client served longest ago), a bound per client and in
 * all, and a deadline per job. Threads, not processes: the input is text the server has already
 * read and cut, and the models stay loaded between jobs. The request thread only validates,
 * queues, stores and answers.
 */
import { MAX_EMBED_CHARS, MAX_EMBED_TEXTS } from '../../embeddings/similarity';
import type { Embedded } from '../../embeddings/sentence-encoder';
import {
  ANALYSIS_HEAP_MB,
  ANALYSIS_QUEUE_WAIT_MS,
  ANALYSIS_STACK_MB,
  ANALYSIS_YOUNG_HEAP_MB,
  DEFAULT_ANALYSIS_WORKERS,
  MAX_QUEUED_ANALYSIS_STEPS,
  MAX_QUEUED_ANALYSIS_STEPS_PER_CLIENT,
} from './analysis-limits';
import { poolJob, type PoolJob, type RunOptions } from './jobs';
import { createPoolEngine, type QueueEvent } from './pool-engine';
import { EMBED_DEADLINE_MS, ENCODER_LOAD_DEADLINE_MS } from './pool-limits';
import { threadWorkers } from './thread-worker';
import { WORKER_ENTRIES } from './worker-script';

export * from './analysis-limits';

/** Sentence embeddings of a few texts (its code: ./encoder-job.ts, in the analysis worker). */
export const EMBED_TEXTS_JOB = poolJob<{ texts: string[] }, Embedded>({
  name: 'embed-texts',
  deadlineMs: EMBED_DEADLINE_MS,
  loadMs: ENCODER_LOAD_DEADLINE_MS,
});

export interface AnalysisPool {
  /**
   * Sentence embeddings (embeddings/sentence-encoder.ts) of up to MAX_EMBED_TEXTS texts, each read
   * up to MAX_EMBED_CHARS characters. Fails like any job (deadline, memory, busy) or when the model
   * cannot load; callers carry on without it.
   */
  embedTexts(texts: readonly string[], client?: string): Promise<Embedded>;
  /** A job of the analysis worker's table by its PoolJob (pipeline-jobs.ts), the input copied. */
  runJob<Input, Output>(
    job: PoolJob<Input, Output>,
    input: Input,
    options?: RunOptions,
  ): Promise<Output>;
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  workers?: number;
  heapMb?: number;
  maxQueued?: number;
  maxQueuedPerClient?: number;
  queueWaitMs?: number;
  embedDeadlineMs?: number;
  encoderLoadMs?: number;
  /** The deadline of every job but the encoder's, instead of its PoolJob's (tests). */
  stepDeadlineMs?: number;
  /** A job's deadline by job name, instead of its PoolJob's (tests). */
  jobDeadlinesMs?: Readonly<Record<string, number>>;
  /** Told when a job is queued, started and when a worker is retired (tests). */
  onQueueEvent?: (event: QueueEvent) => void;
}

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const engine = createPoolEngine({
    size: options.workers ?? DEFAULT_ANALYSIS_WORKERS,
    maxQueued: options.maxQueued ?? MAX_QUEUED_ANALYSIS_STEPS,
    maxQueuedPerClient: options.maxQueuedPerClient ?? MAX_QUEUED_ANALYSIS_STEPS_PER_CLIENT,
    queueWaitMs: options.queueWaitMs ?? ANALYSIS_QUEUE_WAIT_MS,
    label: 'the analysis pool',
    startWorker: threadWorkers(WORKER_ENTRIES.analysis, {
      heapMb: options.heapMb ?? ANALYSIS_HEAP_MB,
      youngHeapMb: ANALYSIS_YOUNG_HEAP_MB,
      stackMb: ANALYSIS_STACK_MB,
    }),
    ...(options.onQueueEvent ? { onQueueEvent: options.onQueueEvent } : {}),
  });
  const deadlines: Record<string, number> = {
    [EMBED_TEXTS_JOB.name]: options.embedDeadlineMs ?? EMBED_TEXTS_JOB.deadlineMs,
    ...options.jobDeadlinesMs,
  };
  const loads: Record<string, number> = {
    [EMBED_TEXTS_JOB.name]: options.encoderLoadMs ?? ENCODER_LOAD_DEADLINE_MS,
  };

  function runJob<Input, Output>(
    job: PoolJob<Input, Output>,
    input: Input,
    call: RunOptions = {},
  ): Promise<Output> {
    const loadMs = call.loadMs ?? loads[job.name] ?? job.loadMs;
    return engine.run(job.name, input, {
      deadlineMs:
        call.deadlineMs ?? deadlines[job.name] ?? options.stepDeadlineMs ?? job.deadlineMs,
      ...(call.client !== undefined ? { client: call.client } : {}),
      ...(loadMs !== undefined ? { loadMs } : {}),
    }) as Promise<Output>;
  }

  return {
    embedTexts(texts, client) {
      if (texts.length > MAX_EMBED_TEXTS)
        return Promise.reject(
          new RangeError(`at most ${MAX_EMBED_TEXTS} texts are embedded at once`),
        );
      // Cut here too, so a long text costs the event loop no more than a short one to send.
      const input = { texts: texts.map((t) => t.slice(0, MAX_EMBED_CHARS * 2)) };
      return runJob(EMBED_TEXTS_JOB, input, client === undefined ? {} : { client });
    },
    runJob,
    close: () => engine.close(),
  };
}
