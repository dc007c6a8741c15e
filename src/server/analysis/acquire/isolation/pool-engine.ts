/**
 * The queue both job pools share (untrusted-pool.ts: child processes for a stranger's bytes;
 * analysis-pool.ts: worker threads for the analysis): jobs by name, a fair queue between clients,
 * a bound on what may wait (in all and per client) and for how long, and a wall-clock deadline per
 * job counted from when a worker takes it. A job past its deadline, or whose worker dies (its
 * memory limit, a crash), fails with PoolJobError and its worker is retired; a fresh one is started
 * for the next job. What a worker is (a thread, a process) is the StartWorker given.
 *
 * A worker keeps some memory of the jobs it ran (WebAssembly memory never shrinks, and a process's
 * allocator keeps what it took), so a job that runs out of memory in a worker that had run others
 * is run once more, on a fresh worker, before it fails: an ordinary file is not refused because an
 * earlier one left less room. A job that fails on a fresh worker fails at once.
 */
import { MEMORY_FAILURE } from './job-host';
import { type JobRequest, rebuildError, type WorkerReply } from './jobs';

export type PoolFailure = 'deadline' | 'memory' | 'crashed' | 'busy';

export class PoolJobError extends Error {
  override name = 'PoolJobError';
  constructor(
    readonly reason: PoolFailure,
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
  /** The job's name. */
  kind: string | null;
  /** The client the job was queued for; null for a job of no named client (or none). */
  client: string | null;
  reason?: Exclude<PoolFailure, 'busy'>;
}

/** What a worker tells its pool. */
export interface PoolWorkerEvents {
  /** Its code is loaded and it takes jobs. */
  ready(): void;
  reply(reply: WorkerReply): void;
  /** It ended on its own: past its memory limit, or crashed. */
  exit(reason: 'memory' | 'crashed'): void;
}

/** One worker (a thread or a process) as the pool drives it. */
export interface PoolWorker {
  send(request: JobRequest): void;
  /** A busy worker keeps the process alive; an idle one does not. */
  ref(): void;
  unref(): void;
  /** Ends it at once (a deadline, the pool closing); resolves once it is gone. */
  terminate(): Promise<void>;
}

export type StartWorker = (events: PoolWorkerEvents) => PoolWorker;

export interface EngineOptions {
  size: number;
  maxQueued: number;
  maxQueuedPerClient: number;
  queueWaitMs: number;
  startWorker: StartWorker;
  /** Said in errors: "the untrusted-content pool", "the analysis pool". */
  label: string;
  onQueueEvent?: (event: QueueEvent) => void;
}

export interface EngineRun {
  /** The sender, for the fair queue and the per-client bound. */
  client?: string;
  deadlineMs: number;
  /** Time the worker has to load the job's code and say 'started' before deadlineMs counts. */
  loadMs?: number;
}

export interface PoolEngine {
  run(name: string, input: unknown, options: EngineRun): Promise<unknown>;
  close(): Promise<void>;
}

interface Job extends EngineRun {
  id: number;
  name: string;
  /** The client it is queued for: a named one, or a key of its own (`#id`). */
  key: string;
  named: boolean;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
  /** It ran out of memory in a worker that had run other jobs: it runs next, on a fresh worker. */
  retry?: boolean;
}

interface Slot {
  worker: PoolWorker;
  /** False until the worker has loaded its code, which no deadline counts. */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  /** Jobs it has finished (a fresh worker has finished none). */
  served: number;
}

export function createPoolEngine(options: EngineOptions): PoolEngine {
  const { size, maxQueued, maxQueuedPerClient, queueWaitMs, label } = options;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  /**
   * When each client with jobs waiting last had one started (a counter, not a time): the waiting
   * job of the client served longest ago goes next, never served first, then in arrival order.
   * Held only while the client has jobs waiting or running.
   */
  const lastStart = new Map<string, number>();
  let starts = 0;
  let nextId = 1;
  let closed = false;
  const tell = (type: QueueEvent['type'], job: Job) =>
    options.onQueueEvent?.({ type, kind: job.name, client: job.named ? job.key : null });

  /** The next job to run: fair between clients, in order within one. */
  function nextJob(): Job | undefined {
    let pick = -1;
    let pickServed = Number.POSITIVE_INFINITY;
    for (let i = 0; i < queue.length; i++) {
      const served = lastStart.get(queue[i]!.key) ?? -1;
      if (served < pickServed) {
        pick = i;
        pickServed = served;
      }
    }
    return pick === -1 ? undefined : queue.splice(pick, 1)[0];
  }

  /** Forgets a client that has nothing waiting or running any more. */
  function forget(key: string): void {
    if (!queue.some((j) => j.key === key) && !slots.some((s) => s.job?.key === key))
      lastStart.delete(key);
  }

  function spawn(): void {
    const slot: Slot = {
      worker: null as unknown as PoolWorker,
      ready: false,
      job: null,
      served: 0,
    };
    slot.worker = options.startWorker({
      ready() {
        slot.ready = true;
        pump();
      },
      reply(reply) {
        const job = slot.job;
        if (!job || reply.id !== job.id) return;
        clearTimeout(slot.timer);
        if (reply.ok === 'started') {
          // Its code is loaded: the job's own deadline counts from now.
          slot.timer = setTimeout(() => retire(slot, 'deadline'), job.deadlineMs);
          return;
        }
        // Out of memory: the job fails as one past its memory limit, and the worker goes.
        if (!reply.ok && reply.error.name === MEMORY_FAILURE) {
          retire(slot, 'memory');
          return;
        }
        slot.job = null;
        slot.served += 1;
        forget(job.key);
        slot.worker.unref();
        if (reply.ok) job.resolve(reply.output);
        else job.reject(rebuildError(reply));
        pump();
      },
      exit: (reason) => retire(slot, reason),
    });
    slot.worker.unref();
    slots.push(slot);
  }

  /** Takes a worker out of the pool for good, failing the job it was running. */
  function retire(slot: Slot, reason: Exclude<PoolFailure, 'busy'>): void {
    const at = slots.indexOf(slot);
    if (at === -1) return;
    slots.splice(at, 1);
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    options.onQueueEvent?.({
      type: 'retired',
      kind: job?.name ?? null,
      client: job?.named ? job.key : null,
      reason,
    });
    if (reason === 'memory' && job && slot.served > 0 && !job.retry) {
      // Perhaps what earlier jobs left took the room: once more, first, on a fresh worker.
      job.retry = true;
      queue.unshift(job);
      pump();
      return;
    }
    // A worker that dies before it is ready (its memory cannot even hold its code) fails the job
    // that waits longest, instead of being restarted for ever.
    const failed = job ?? (slot.ready ? undefined : queue.shift());
    if (failed) {
      clearTimeout(failed.waitTimer);
      forget(failed.key);
      failed.reject(new PoolJobError(reason, `${label} job ${failed.name} failed: ${reason}`));
    }
    pump();
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      // A job run again after running out of memory goes first, and only to a fresh worker.
      const retry = queue[0]?.retry ? queue[0] : undefined;
      const slot = slots.find((s) => s.ready && s.job === null && (!retry || s.served === 0));
      if (!slot) {
        // Start another worker if the pool may grow and none is already starting. (A job run
        // again always finds room: its worker left the pool when it failed.)
        if (slots.length < size && slots.every((s) => s.ready)) spawn();
        return;
      }
      const job = retry ? queue.shift()! : nextJob()!;
      clearTimeout(job.waitTimer);
      lastStart.set(job.key, starts++);
      tell('started', job);
      slot.job = job;
      slot.worker.ref();
      // The deadline starts when a worker takes the job, not while it waits.
      slot.timer = setTimeout(() => retire(slot, 'deadline'), job.loadMs ?? job.deadlineMs);
      slot.worker.send({ id: job.id, kind: job.name, input: job.input });
    }
  }

  return {
    run(name, input, run) {
      if (closed) return Promise.reject(new PoolJobError('busy', `${label} is closed`));
      // Jobs that a free or starting worker will take at once are not waiting; past those, at
      // most maxQueued may wait.
      const capacity = size - slots.filter((s) => s.job !== null).length;
      if (queue.length >= capacity + maxQueued)
        return Promise.reject(new PoolJobError('busy', `too many jobs waiting for ${label}`));
      if (
        run.client !== undefined &&
        queue.filter((j) => j.key === run.client).length >= maxQueuedPerClient
      )
        return Promise.reject(new PoolJobError('busy', 'too many jobs of one client waiting'));
      return new Promise<unknown>((resolve, reject) => {
        const id = nextId++;
        const job: Job = {
          ...run,
          id,
          name,
          key: run.client ?? `#${id}`,
          named: run.client !== undefined,
          input,
          resolve,
          reject,
        };
        job.waitTimer = setTimeout(() => {
          const at = queue.indexOf(job);
          if (at === -1) return;
          queue.splice(at, 1);
          forget(job.key);
          reject(new PoolJobError('busy', `waited too long for ${label}`));
        }, queueWaitMs);
        job.waitTimer.unref();
        queue.push(job);
        tell('queued', job);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(new PoolJobError('busy', `${label} is closed`));
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          clearTimeout(slot.timer);
          slot.job?.reject(new PoolJobError('crashed', `${label} is closed`));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
