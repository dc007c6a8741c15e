/**
 * A fair, bounded queue for scarce workers (OCR): each client's jobs run one at a time, the
 * client served longest ago goes next (so clients take turns), the queue holds at most `maxQueued` jobs and `maxPerClient` of one
 * client, and a job that waits longer than `maxWaitMs` is dropped. So one client sending many
 * heavy images delays only itself, and everyone else is answered "busy" at once instead of
 * waiting behind it. Clients are keys held in memory only while they have jobs.
 */

export type QueueRefusal = 'full' | 'waited_too_long' | 'closed';

export class QueueRefusedError extends Error {
  override name = 'QueueRefusedError';
  constructor(readonly reason: QueueRefusal) {
    super(`queue refused the job: ${reason}`);
  }
}

export interface FairQueueOptions {
  /** Jobs that may run at once (workers). */
  concurrency: number;
  maxQueued: number;
  maxPerClient: number;
  maxWaitMs: number;
}

interface Waiting {
  start: () => void;
  refuse: (error: QueueRefusedError) => void;
  timer: NodeJS.Timeout;
}

export interface FairQueue {
  /** Resolves when the job may start; call the returned release() when it is done. */
  acquire(client: string): Promise<() => void>;
  /** Jobs waiting (not running). */
  readonly waiting: number;
  close(): void;
}

export function createFairQueue(options: FairQueueOptions): FairQueue {
  const queues = new Map<string, Waiting[]>();
  const running = new Set<string>();
  let waiting = 0;
  let active = 0;
  let closed = false;

  /** When each client with jobs last started one: the longest-unserved client goes next. */
  const lastStart = new Map<string, number>();
  let starts = 0;

  function dispatch(): void {
    while (active < options.concurrency) {
      let pick: string | null = null;
      for (const [client, list] of queues) {
        if (running.has(client) || list.length === 0) continue;
        if (pick === null || (lastStart.get(client) ?? -1) < (lastStart.get(pick) ?? -1))
          pick = client;
      }
      if (pick === null) return;
      const list = queues.get(pick)!;
      const next = list.shift()!;
      if (list.length === 0) queues.delete(pick);
      clearTimeout(next.timer);
      waiting--;
      active++;
      running.add(pick);
      lastStart.set(pick, starts++);
      next.start();
    }
  }

  return {
    get waiting() {
      return waiting;
    },
    acquire(client) {
      if (closed) return Promise.reject(new QueueRefusedError('closed'));
      const list = queues.get(client) ?? [];
      if (waiting >= options.maxQueued || list.length >= options.maxPerClient)
        return Promise.reject(new QueueRefusedError('full'));
      return new Promise<() => void>((resolve, reject) => {
        const entry: Waiting = {
          start: () => {
            let released = false;
            resolve(() => {
              if (released) return;
              released = true;
              active--;
              running.delete(client);
              if (!queues.has(client)) lastStart.delete(client);
              dispatch();
            });
          },
          refuse: reject,
          timer: setTimeout(() => {
            const current = queues.get(client);
            const at = current?.indexOf(entry) ?? -1;
            if (!current || at === -1) return;
            current.splice(at, 1);
            if (current.length === 0) queues.delete(client);
            waiting--;
            reject(new QueueRefusedError('waited_too_long'));
          }, options.maxWaitMs),
        };
        entry.timer.unref();
        list.push(entry);
        queues.set(client, list);
        waiting++;
        dispatch();
      });
    },
    close() {
      closed = true;
      for (const list of queues.values()) {
        for (const entry of list) {
          clearTimeout(entry.timer);
          entry.refuse(new QueueRefusedError('closed'));
        }
      }
      queues.clear();
      waiting = 0;
    },
  };
}
