/**
 * The pool's policy for a job that runs out of memory, with workers whose memory is counted in
 * units so the case is exact: each worker has room for 100 units; a job needs some and leaves some
 * behind for good (as WebAssembly memory does in a parsing child). A job that no longer fits in a
 * worker that has run others is run again on a fresh worker; a job that fits no worker fails once,
 * on the fresh worker, and is not run a third time. Real workers (threads, children past the
 * kernel's limit) are run in run-job.test.ts and tests/api/parser-memory-limit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MEMORY_FAILURE } from './job-host';
import type { JobRequest } from './jobs';
import { createPoolEngine, type QueueEvent, type StartWorker } from './pool-engine';

const ROOM = 100;

interface Job {
  needs: number;
  leaves: number;
}

/** Workers that run each job on the next tick, failing it as job-host does when it does not fit. */
function countedWorkers(started: number[]): StartWorker {
  return (events) => {
    const id = started.length + 1;
    started.push(id);
    let kept = 0;
    let ended = false;
    setImmediate(() => events.ready());
    return {
      send(request: JobRequest) {
        const { needs, leaves } = request.input as Job;
        setImmediate(() => {
          if (ended) return;
          if (kept + needs > ROOM) {
            events.reply({
              id: request.id,
              ok: false,
              error: { name: MEMORY_FAILURE, message: 'Array buffer allocation failed' },
            });
            return;
          }
          kept += leaves;
          events.reply({ id: request.id, ok: true, output: `worker ${id}` });
        });
      },
      ref() {},
      unref() {},
      terminate: async () => {
        ended = true;
      },
    };
  };
}

function engine(size: number) {
  const started: number[] = [];
  const events: QueueEvent[] = [];
  const pool = createPoolEngine({
    size,
    maxQueued: 10,
    maxQueuedPerClient: 10,
    queueWaitMs: 60_000,
    startWorker: countedWorkers(started),
    label: 'the test pool',
    onQueueEvent: (e) => events.push(e),
  });
  const run = (job: Job) => pool.run('job', job, { deadlineMs: 60_000 });
  const retired = () => events.filter((e) => e.type === 'retired');
  return { pool, run, started, retired };
}

describe('a job that runs out of memory', () => {
  it('is run again on a fresh worker when the worker had run others and kept their memory', async () => {
    const { pool, run, started, retired } = engine(1);
    await expect(run({ needs: 60, leaves: 60 })).resolves.toBe('worker 1');
    // 60 kept + 50 needed does not fit worker 1; a fresh worker has the room.
    await expect(run({ needs: 50, leaves: 0 })).resolves.toBe('worker 2');
    expect(started).toEqual([1, 2]);
    expect(retired()).toEqual([{ type: 'retired', kind: 'job', client: null, reason: 'memory' }]);
    await pool.close();
  });

  it('fails once it has failed on a fresh worker, and is not run a third time', async () => {
    const { pool, run, started, retired } = engine(1);
    await run({ needs: 10, leaves: 10 });
    await expect(run({ needs: 150, leaves: 0 })).rejects.toMatchObject({
      name: 'PoolJobError',
      reason: 'memory',
    });
    expect(started).toEqual([1, 2]);
    expect(retired().map((e) => e.reason)).toEqual(['memory', 'memory']);
    // The pool goes on: the next job gets a third, fresh worker.
    await expect(run({ needs: 10, leaves: 0 })).resolves.toBe('worker 3');
    await pool.close();
  });

  it('fails at once when it ran out of memory on a fresh worker', async () => {
    const { pool, run, started } = engine(1);
    await expect(run({ needs: 150, leaves: 0 })).rejects.toMatchObject({ reason: 'memory' });
    expect(started).toEqual([1]);
    await pool.close();
  });
});
