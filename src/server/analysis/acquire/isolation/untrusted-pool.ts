/**
 * Untrusted parsing off the main thread. Pages and images from strangers are parsed in a small
 * pool of worker threads, each job with a wall-clock deadline and each worker with a heap cap: a
 * job past either is stopped by terminating its worker (a fresh one replaces it on the next job)
 * and fails with UntrustedJobError, which the services turn into a 422. The event loop only moves
 * bytes and results, so one hostile page or image cannot stall the other requests.
 */
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { AllowedImageType } from '../../../../shared';
import type { Acquired } from '../../types';
import {
  WORKER_READY,
  type JobInputs,
  type JobKind,
  type JobOutputs,
  rebuildError,
  type PoolJob,
  type RunOptions,
  type WorkerReply,
} from './jobs';
import {
  CLASSIFIER_LOAD_DEADLINE_MS,
  EMBED_DEADLINE_MS,
  ENCODER_LOAD_DEADLINE_MS,
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
import { workerScript } from './worker-script';
import { MAX_EMBED_CHARS, MAX_EMBED_TEXTS } from '../../embeddings/similarity';

// The limits (heap, deadlines, queue) are named in ./pool-limits.ts.
export * from './pool-limits';

export type UntrustedFailure = 'deadline' | 'memory' | 'crashed' | 'busy';

export class UntrustedJobError extends Error {
  override name = 'UntrustedJobError';
  constructor(
    readonly reason: UntrustedFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the pool did, for tests that count queue positions and worker restarts (never used for
 * decisions): a job queued, a job taken by a worker, a worker retired (deadline, memory, crash).
 */
export interface QueueEvent {
  type: 'queued' | 'started' | 'retired';
  /** The job's name (a core JobKind or a kind's own job). */
  kind: string | null;
  /** The client the job was queued for; null for a job of no named client (or none). */
  client: string | null;
  reason?: Exclude<UntrustedFailure, 'busy'>;
}

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
   * Sentence embeddings (embeddings/sentence-encoder.ts) of up to MAX_EMBED_TEXTS texts, each read
   * up to MAX_EMBED_CHARS characters. Fails like any job (deadline, memory, busy) or when the model
   * cannot load; callers carry on without it.
   */
  embedTexts(texts: readonly string[]): Promise<JobOutputs['embed-texts']>;
  /**
   * A kind's own job (src/server/kinds/worker-jobs.ts registers its code in the worker), with the
   * same heap cap, queue and fairness as the core's. `transfer` hands buffers of the input to the
   * worker (the caller must not use them after); `client` as for inspectImage; `deadlineMs` and
   * `loadMs` replace the job's own (tests).
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
  embedDeadlineMs?: number;
  encoderLoadMs?: number;
  heapMb?: number;
  maxQueued?: number;
  maxQueuedPerClient?: number;
  queueWaitMs?: number;
  /** A kind's job's deadline by job name, instead of its PoolJob's (tests). */
  jobDeadlinesMs?: Readonly<Record<string, number>>;
  /** Told when a job is queued and when a worker takes it (tests count queue positions). */
  onQueueEvent?: (event: QueueEvent) => void;
}

interface Job {
  id: number;
  kind: string;
  /** The client it is queued for: a named one, or a key of its own (`#id`). */
  client: string;
  named: boolean;
  input: unknown;
  transfer: TransferListItem[];
  deadlineMs: number;
  /** Time the worker has to load the job's code and say 'started' before deadlineMs counts. */
  loadMs?: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** False until the worker has loaded its code (jsdom included), which no deadline counts. */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

export function createUntrustedPool(options: UntrustedPoolOptions = {}): UntrustedPool {
  const size = options.workers ?? UNTRUSTED_WORKERS;
  const heapMb = options.heapMb ?? UNTRUSTED_HEAP_MB;
  const maxQueued = options.maxQueued ?? MAX_QUEUED_UNTRUSTED_JOBS;
  const queueWaitMs = options.queueWaitMs ?? UNTRUSTED_QUEUE_WAIT_MS;
  const maxPerClient = options.maxQueuedPerClient ?? MAX_QUEUED_UNTRUSTED_JOBS_PER_CLIENT;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  /**
   * When each client with jobs waiting last had one started (a counter, not a time): the waiting
   * job of the client served longest ago goes next, never served first, then in arrival order.
   * Held only while the client has jobs waiting or running.
   */
  const lastStart = new Map<string, number>();
  let starts = 0;
  const tell = (type: QueueEvent['type'], job: Job) =>
    options.onQueueEvent?.({ type, kind: job.kind, client: job.named ? job.client : null });

  /** The next job to run: fair between clients, in order within one. */
  function nextJob(): Job | undefined {
    let pick = -1;
    let pickServed = Number.POSITIVE_INFINITY;
    for (let i = 0; i < queue.length; i++) {
      const served = lastStart.get(queue[i]!.client) ?? -1;
      if (served < pickServed) {
        pick = i;
        pickServed = served;
      }
    }
    return pick === -1 ? undefined : queue.splice(pick, 1)[0];
  }

  /** Forgets a client that has nothing waiting or running any more. */
  function forget(client: string): void {
    if (!queue.some((j) => j.client === client) && !slots.some((s) => s.job?.client === client))
      lastStart.delete(client);
  }
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const script = workerScript();
    const worker = new Worker(script.file, {
      ...(script.workerData !== undefined ? { workerData: script.workerData } : {}),
      resourceLimits: {
        maxOldGenerationSizeMb: heapMb,
        maxYoungGenerationSizeMb: UNTRUSTED_YOUNG_HEAP_MB,
        stackSizeMb: UNTRUSTED_STACK_MB,
      },
      // The worker's output is not the server's log; its errors come back as replies.
      stdout: true,
      stderr: true,
    });
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (reply: WorkerReply | typeof WORKER_READY) => {
      if (reply === WORKER_READY) {
        slot.ready = true;
        pump();
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      clearTimeout(slot.timer);
      if (reply.ok === 'started') {
        // Its code is loaded: the job's own deadline counts from now.
        slot.timer = setTimeout(() => retire(slot, 'deadline'), job.deadlineMs);
        return;
      }
      slot.job = null;
      forget(job.client);
      worker.unref();
      if (reply.ok) job.resolve(reply.output);
      else job.reject(rebuildError(reply));
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      retire(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed');
    });
    worker.on('exit', () => retire(slot, 'crashed'));
    worker.unref();
    slots.push(slot);
    return slot;
  };

  /** Takes a worker out of the pool for good, failing the job it was running. */
  function retire(slot: Slot, reason: Exclude<UntrustedFailure, 'busy'>): void {
    const at = slots.indexOf(slot);
    if (at === -1) return;
    slots.splice(at, 1);
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    options.onQueueEvent?.({
      type: 'retired',
      kind: job?.kind ?? null,
      client: job?.named ? job.client : null,
      reason,
    });
    // A worker that dies before it is ready (its heap cannot even hold its code) fails the job
    // that waits longest, instead of being restarted for ever.
    const failed = job ?? (slot.ready ? undefined : queue.shift());
    if (failed) {
      clearTimeout(failed.waitTimer);
      forget(failed.client);
    }
    failed?.reject(new UntrustedJobError(reason, `untrusted job ${failed.kind} failed: ${reason}`));
    pump();
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => s.ready && s.job === null);
      if (!slot) {
        // Start another worker if the pool may grow and none is already starting.
        if (slots.length < size && slots.every((s) => s.ready)) spawn();
        return;
      }
      const job = nextJob()!;
      clearTimeout(job.waitTimer);
      lastStart.set(job.client, starts++);
      tell('started', job);
      slot.job = job;
      slot.worker.ref();
      // The deadline starts when a worker takes the job, not while it waits.
      slot.timer = setTimeout(() => retire(slot, 'deadline'), job.loadMs ?? job.deadlineMs);
      slot.worker.postMessage({ id: job.id, kind: job.kind, input: job.input }, job.transfer);
    }
  }

  function run<K extends JobKind>(
    kind: K,
    input: JobInputs[K],
    deadlineMs: number,
    transfer?: TransferListItem[],
    loadMs?: number,
    client?: string,
  ): Promise<JobOutputs[K]> {
    return enqueue(kind, input, deadlineMs, transfer, loadMs, client) as Promise<JobOutputs[K]>;
  }

  function enqueue(
    kind: string,
    input: unknown,
    deadlineMs: number,
    transfer: TransferListItem[] = [],
    loadMs?: number,
    client?: string,
  ): Promise<unknown> {
    if (closed)
      return Promise.reject(new UntrustedJobError('busy', 'the untrusted-content pool is closed'));
    // Jobs that a free or starting worker will take at once are not waiting; past those, at most
    // maxQueued may wait.
    const capacity = size - slots.filter((s) => s.job !== null).length;
    if (queue.length >= capacity + maxQueued)
      return Promise.reject(new UntrustedJobError('busy', 'too many untrusted jobs waiting'));
    if (client !== undefined && queue.filter((j) => j.client === client).length >= maxPerClient)
      return Promise.reject(new UntrustedJobError('busy', 'too many jobs of one client waiting'));
    return new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      const job: Job = {
        id,
        kind,
        client: client ?? `#${id}`,
        named: client !== undefined,
        input,
        transfer,
        deadlineMs,
        resolve,
        reject,
      };
      if (loadMs !== undefined) job.loadMs = loadMs;
      job.waitTimer = setTimeout(() => {
        const at = queue.indexOf(job);
        if (at === -1) return;
        queue.splice(at, 1);
        forget(job.client);
        reject(new UntrustedJobError('busy', 'waited too long for a worker'));
      }, queueWaitMs);
      job.waitTimer.unref();
      queue.push(job);
      tell('queued', job);
      pump();
    });
  }

  return {
    readPage: (input) => run('read-page', input, options.pageDeadlineMs ?? PAGE_READ_DEADLINE_MS),
    inspectImage: (bytes, client) => {
      // A copy goes to the worker; the caller keeps its bytes for OCR and storage.
      const copy = new Uint8Array(bytes);
      const deadline = options.imageDeadlineMs ?? IMAGE_INSPECT_DEADLINE_MS;
      return run('inspect-image', { bytes: copy }, deadline, [copy.buffer], undefined, client);
    },
    classifyImage: (bytes, mime, client) => {
      const copy = new Uint8Array(bytes);
      const deadline = options.classifyDeadlineMs ?? IMAGE_CLASSIFY_DEADLINE_MS;
      const loadMs = options.classifierLoadMs ?? CLASSIFIER_LOAD_DEADLINE_MS;
      return run('classify-image', { bytes: copy, mime }, deadline, [copy.buffer], loadMs, client);
    },
    coverImage: (png, boxes, client) => {
      const copy = new Uint8Array(png);
      const deadline = options.coverDeadlineMs ?? IMAGE_COVER_DEADLINE_MS;
      return run('cover-image', { png: copy, boxes }, deadline, [copy.buffer], undefined, client);
    },
    embedTexts: (texts) => {
      if (texts.length > MAX_EMBED_TEXTS)
        return Promise.reject(
          new RangeError(`at most ${MAX_EMBED_TEXTS} texts are embedded at once`),
        );
      // Cut here too, so a long text costs the event loop no more than a short one to send.
      const input = { texts: texts.map((t) => t.slice(0, MAX_EMBED_CHARS * 2)) };
      const deadline = options.embedDeadlineMs ?? EMBED_DEADLINE_MS;
      const loadMs = options.encoderLoadMs ?? ENCODER_LOAD_DEADLINE_MS;
      return run('embed-texts', input, deadline, [], loadMs);
    },
    runJob: <Input, Output>(job: PoolJob<Input, Output>, input: Input, run: RunOptions = {}) => {
      const deadline = run.deadlineMs ?? options.jobDeadlinesMs?.[job.name] ?? job.deadlineMs;
      const loadMs = run.loadMs ?? job.loadMs;
      return enqueue(
        job.name,
        input,
        deadline,
        run.transfer,
        loadMs,
        run.client,
      ) as Promise<Output>;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(new UntrustedJobError('busy', 'the untrusted-content pool is closed'));
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          clearTimeout(slot.timer);
          slot.job?.reject(
            new UntrustedJobError('crashed', 'the untrusted-content pool is closed'),
          );
          return slot.worker.terminate();
        }),
      );
    },
  };
}
