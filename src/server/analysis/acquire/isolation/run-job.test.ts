/**
 * A job by name through the real pools and workers: a job is found by its name in the worker's
 * table (the analysis pool's thread, the untrusted pool's child process), and a name no one
 * registered fails that job alone, with the name in the error, leaving the worker to take the next
 * job. Queue waits are generous: a worker loading its code on a busy machine is not what is tested.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from './analysis-pool';
import { poolJob } from './jobs';
import type { QueueEvent } from './pool-engine';
import { createUntrustedPool } from './untrusted-pool';

const WAIT = { queueWaitMs: 300_000 };
const unknown = poolJob<{ text: string }, string>({ name: 'no-such-job', deadlineMs: 60_000 });

describe('runJob', () => {
  const events: QueueEvent[] = [];
  const pool = createAnalysisPool({ workers: 1, ...WAIT, onQueueEvent: (e) => events.push(e) });
  afterAll(() => pool.close());

  it('runs a job by its name in a thread, and refuses a name no one registered without losing the worker', async () => {
    await expect(pool.runJob(unknown, { text: 'x' })).rejects.toThrow(/no-such-job/);
    // The encoder's job, by the same path, on the same worker (no model is needed for blanks).
    const embed = poolJob<{ texts: string[] }, { vectors: unknown[] }>({
      name: 'embed-texts',
      deadlineMs: 60_000,
    });
    const out = await pool.runJob(embed, { texts: [' '] });
    expect(Array.isArray(out.vectors)).toBe(true);
    expect(events.filter((e) => e.type === 'retired')).toEqual([]);
    expect(events.filter((e) => e.type === 'started').map((e) => e.kind)).toEqual([
      'no-such-job',
      'embed-texts',
    ]);
  }, 300_000);
});

describe('runJob in a child process', () => {
  const events: QueueEvent[] = [];
  const pool = createUntrustedPool({ workers: 1, ...WAIT, onQueueEvent: (e) => events.push(e) });
  afterAll(() => pool.close());

  it('runs a job by its name in a child, its bytes copied there, and refuses an unknown name alone', async () => {
    await expect(pool.runJob(unknown, { text: 'x' })).rejects.toThrow(/no-such-job/);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    // Not an image: the child's inspection refuses it, and the caller keeps its bytes.
    await expect(pool.inspectImage(bytes)).rejects.toMatchObject({ name: 'ImageRejectedError' });
    expect(bytes[4]).toBe(1);
    expect(events.filter((e) => e.type === 'retired')).toEqual([]);
  }, 300_000);
});
