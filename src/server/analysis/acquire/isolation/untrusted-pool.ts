/**
 * Untrusted parsing off the main thread. Pages and images from strangers are parsed in a small
 * pool of worker threads, each job with a wall-clock deadline and each worker with a heap cap: a
 * job past either is stopped by terminating its worker (a fresh one replaces it on the next job)
 * and fails with UntrustedJobError, which the services turn into a 422. The event loop only moves
 * bytes and results, so one hostile page or image cannot stall the other requests.
 */
import { availableParallelism } from 'node:os';
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { AllowedImageType } from '../../../../shared';
import type { Acquired } from '../../types';
import {
  WORKER_READY,
  rebuildError,
  type PoolJob,
  type RunOptions,
  type JobInputs,
  type JobKind,
  type JobOutputs,
  type WorkerReply,
} from './jobs';
import { workerScript } from './worker-script';
import { MAX_EMBED_CHARS, MAX_EMBED_TEXTS } from '../../embeddings/similarity';

/** Old-generation heap of one worker: a 1.5 MB page in jsdom needs well under half of it. */
export const UNTRUSTED_HEAP_MB = 256;
export const UNTRUSTED_YOUNG_HEAP_MB = 32;
/** Stack of one worker: deep recursion on hostile markup fails here, not in the server. */
export const UNTRUSTED_STACK_MB = 4;
/**
 * Reading one fetched page (tokenizer pass, DOM, Readability, shop signals) may take this long.
 * The largest page inside the markup limits takes 2-3 s on a busy 2-core machine.
 */
export const PAGE_READ_DEADLINE_MS = 15_000;
/** Checking one image's header, frames and metadata may take this long. */
export const IMAGE_INSPECT_DEADLINE_MS = 5_000;
/**
 * Classifying one image for adult content may take this long: the model's first load in a worker
 * (about 0.5 s built, a few seconds from the TypeScript sources on a busy machine), decoding up to
 * 30 megapixels and up to 4 model runs. Past it the image is withheld from public display.
 */
export const IMAGE_CLASSIFY_DEADLINE_MS = 15_000;
/**
 * Painting boxes over a screened copy may take this long: decoding and re-encoding a plain PNG of
 * up to 30 megapixels (about 2 s on a busy machine; a screenshot takes a few tens of ms).
 */
export const IMAGE_COVER_DEADLINE_MS = 15_000;
/**
 * Loading the classifier's model, once per worker, is not counted in an image's deadline (as
 * jsdom's loading is not counted in a page's), but it is bounded: about 0.5 s built, a few
 * seconds from the sources on a busy machine.
 */
export const CLASSIFIER_LOAD_DEADLINE_MS = 30_000;
/**
 * Embedding up to MAX_EMBED_TEXTS short texts (sentence-encoder.ts) may take this long: about
 * 0.8 s on one core of a busy machine for the largest job.
 */
export const EMBED_DEADLINE_MS = 10_000;
/** Loading the sentence encoder, once per worker: about 0.2 s built, seconds from the sources. */
export const ENCODER_LOAD_DEADLINE_MS = 30_000;
/** Workers in the pool: both cores on a 2-core machine, never more than 2 (they share with OCR). */
export const UNTRUSTED_WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/** Jobs that may wait for a worker; past this the request is refused as busy (503). */
export const MAX_QUEUED_UNTRUSTED_JOBS = 32;
/**
 * Jobs one client may have waiting at once: an upload is two jobs (inspection, then the image
 * check), so this is four uploads in flight. Past it that client is answered busy; the others are
 * not affected.
 */
export const MAX_QUEUED_UNTRUSTED_JOBS_PER_CLIENT = 8;
/** How long a job may wait for a worker before it is refused as busy. */
export const UNTRUSTED_QUEUE_WAIT_MS = 20_000;
/** Seconds a client is told to wait after a busy refusal. */
export const UNTRUSTED_BUSY_RETRY_AFTER_S = 30;

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
  kind: JobKind | null;
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
  /** A kind's own job (kinds/<kind>/), with the same heap cap, queue and fairness. */
  runJob<I, O>(job: PoolJob<I, O>, input: I, run?: RunOptions): Promise<O>;
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
  /** Told when a job is queued and when a worker takes it (tests count queue positions). */
  onQueueEvent?: (event: QueueEvent) => void;
}

interface Job {
  id: number;
  kind: JobKind;
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
    transfer: TransferListItem[] = [],
    loadMs?: number,
    client?: string,
  ): Promise<JobOutputs[K]> {
    if (closed)
      return Promise.reject(new UntrustedJobError('busy', 'the untrusted-content pool is closed'));
    // Jobs that a free or starting worker will take at once are not waiting; past those, at most
    // maxQueued may wait.
    const capacity = size - slots.filter((s) => s.job !== null).length;
    if (queue.length >= capacity + maxQueued)
      return Promise.reject(new UntrustedJobError('busy', 'too many untrusted jobs waiting'));
    if (client !== undefined && queue.filter((j) => j.client === client).length >= maxPerClient)
      return Promise.reject(new UntrustedJobError('busy', 'too many jobs of one client waiting'));
    return new Promise<JobOutputs[K]>((resolve, reject) => {
      const id = nextId++;
      const job: Job = {
        id,
        kind,
        client: client ?? `#${id}`,
        named: client !== undefined,
        input,
        transfer,
        deadlineMs,
        resolve: resolve as (v: unknown) => void,
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
    runJob: (job, input, o = {}) => {
      const ms = o.deadlineMs ?? job.deadlineMs;
      const loadMs = o.loadMs ?? job.loadMs;
      return run(job.name as JobKind, input as never, ms, o.transfer, loadMs, o.client) as never;
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
