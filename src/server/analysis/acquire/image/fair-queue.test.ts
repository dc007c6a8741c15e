import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueRefusedError } from './fair-queue';

const options = { concurrency: 1, maxQueued: 10, maxPerClient: 5, maxWaitMs: 60_000 };

describe('createFairQueue', () => {
  it('runs one job per client at a time and serves the client served longest ago next', async () => {
    const queue = createFairQueue(options);
    const started: Array<{ label: string; release: () => void }> = [];
    const job = (client: string, label: string) =>
      queue.acquire(client).then((release) => started.push({ label, release }));
    const all = [job('a', 'a1')];
    await all[0];
    all.push(job('a', 'a2'), job('a', 'a3'), job('b', 'b1'), job('c', 'c1'));
    expect(queue.waiting).toBe(4);
    // Release whatever runs; the next one starts on its own (one at a time: concurrency 1).
    for (let done = 1; done <= 4; done++) {
      expect(started).toHaveLength(done);
      started[done - 1]!.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    started.at(-1)!.release();
    // b and c had not been served, so they went before a's second and third.
    expect(started.map((s) => s.label)).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('refuses past the per-client and total bounds, and after waiting too long', async () => {
    const queue = createFairQueue({ ...options, maxQueued: 2, maxPerClient: 1, maxWaitMs: 5 });
    const running = await queue.acquire('a');
    const waitingA = queue.acquire('a');
    await expect(queue.acquire('a')).rejects.toEqual(new QueueRefusedError('full'));
    const waitingB = queue.acquire('b');
    await expect(queue.acquire('c')).rejects.toEqual(new QueueRefusedError('full'));
    await expect(waitingA).rejects.toEqual(new QueueRefusedError('waited_too_long'));
    await expect(waitingB).rejects.toEqual(new QueueRefusedError('waited_too_long'));
    running();
    expect(queue.waiting).toBe(0);
    const next = await queue.acquire('c');
    next();
  });
});
