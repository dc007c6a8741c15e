/**
 * The analysis off the request thread (issue 35, finding 2), over real HTTP. Nothing here
 * measures time: the analysis pool reports every job it queues and starts, and the test reads
 * those reports.
 *  - an analysis's CPU work (the signals with the offline findings, the score, the masking) runs
 *    as jobs of the pool, queued for the sender's address; the request thread only validates,
 *    queues, stores and answers;
 *  - the queue is fair: a client that sends one text while another has six waiting is served
 *    next, not behind the six;
 *  - one client past its share of the queue is answered 503 with a sentence and Retry-After,
 *    while another client's text is analyzed.
 * The bench (npm run bench analysis-load) measures what this buys a reader: its latency while two
 * clients post long articles.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, errorBodySchema } from '../../src/shared';
import type { QueueEvent } from '../../src/server/analysis/acquire/isolation/pool-engine';
import { ANALYSIS_ERRORS } from '../../src/server/analysis/pipeline-jobs';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

const BUSY = '203.0.113.10';
const OTHER = '198.51.100.20';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serverWith(events: QueueEvent[], maxQueuedPerClient?: number) {
  const server = await startTestServer({
    env: { TRUST_PROXY: 'loopback' },
    analysis: {
      onQueueEvent: (event) => events.push(event),
      ...(maxQueuedPerClient ? { maxQueuedPerClient } : {}),
    },
  });
  servers.push(server);
  return server;
}

function post(server: TestServer, content: string, client: string): Promise<ApiResponse> {
  return server.request('/api/analyze/text', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ content }),
  });
}

/** A distinct text per call, so the 24-hour cache never answers. */
let serial = 0;
const text = () => `${NEWS_TEXT}\n\nReport number ${++serial}.`;

describe('the analysis pool', () => {
  it("runs an analysis's CPU work as jobs queued for the sender", async () => {
    const events: QueueEvent[] = [];
    const server = await serverWith(events);
    const res = await post(server, SCAM_TEXT, OTHER);
    expect(res.status, res.text).toBe(200);
    expect(analyzeResponseSchema.parse(res.json).results.redFlags.length).toBeGreaterThan(0);
    const started = events.filter((e) => e.type === 'started' && e.client === OTHER);
    const steps = started.map((e) => e.kind);
    expect(steps).toEqual(expect.arrayContaining(['analysis-read', 'analysis-score']));
    expect(steps.at(-1)).toBe('mask-submission');
    expect(events.filter((e) => e.type === 'retired')).toEqual([]);
  });

  it('serves a client with one text before another client’s backlog', async () => {
    const events: QueueEvent[] = [];
    const server = await serverWith(events);
    // Six at once from one client, sent before the pool's only worker has started, then one.
    const backlog = Array.from({ length: 6 }, () => post(server, text(), BUSY));
    const one = post(server, text(), OTHER);
    const answers = await Promise.all([...backlog, one]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    // Each job of the other client started before at most one more job of the busy one.
    for (const [i, event] of events.entries()) {
      if (event.type !== 'queued' || event.client !== OTHER) continue;
      const start = events.findIndex(
        (e, j) => j > i && e.type === 'started' && e.client === OTHER && e.kind === event.kind,
      );
      expect(start, event.kind ?? '').toBeGreaterThan(i);
      const between = events.slice(i + 1, start).filter((e) => e.type === 'started');
      expect(between.length, `${event.kind} waited behind`).toBeLessThanOrEqual(1);
    }
  });

  it('answers a client past its share of the queue with 503, and analyzes another’s text', async () => {
    const events: QueueEvent[] = [];
    const server = await serverWith(events, 2);
    // One running and two waiting is the busy client's share; the fourth is refused.
    const burst = await Promise.all(Array.from({ length: 4 }, () => post(server, text(), BUSY)));
    const refused = burst.filter((r) => r.status === 503);
    expect(refused.length, burst.map((r) => r.status).join(' ')).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(errorBodySchema.parse(r.json).message).toBe(ANALYSIS_ERRORS.busy);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
    const other = await post(server, text(), OTHER);
    expect(other.status, other.text).toBe(200);
  });
});
