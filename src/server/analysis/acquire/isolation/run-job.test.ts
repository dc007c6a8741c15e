/**
 * A job by name through the real pool and worker: the core's jobs are found by their name in the
 * worker's table, and a name no one registered fails that job alone, with the name in the error,
 * leaving the worker to take the next job.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { poolJob } from './jobs';
import { createAnalysisPool } from './analysis-pool';
import type { QueueEvent } from './pool-engine';

const events: QueueEvent[] = [];
const pool = createAnalysisPool({ workers: 1, onQueueEvent: (event) => events.push(event) });
afterAll(() => pool.close());

describe('runJob', () => {
  it('runs a job by its name, and refuses a name no kind registered without losing the worker', async () => {
    const unknown = poolJob<{ text: string }, string>({ name: 'no-such-job', deadlineMs: 10_000 });
    await expect(pool.runJob(unknown, { text: 'x' })).rejects.toThrow(/no-such-job/);
    // The core's embed job, by the same path, on the same worker (no model is needed for blanks).
    const embed = poolJob<{ texts: string[] }, { vectors: unknown[] }>({
      name: 'embed-texts',
      deadlineMs: 10_000,
    });
    const out = await pool.runJob(embed, { texts: [' '] });
    expect(Array.isArray(out.vectors)).toBe(true);
    expect(events.filter((e) => e.type === 'retired')).toEqual([]);
    expect(events.filter((e) => e.type === 'started').map((e) => e.kind)).toEqual([
      'no-such-job',
      'embed-texts',
    ]);
  }, 60_000);
});
