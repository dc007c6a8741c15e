/**
 * The OCR queue is fair and bounded, over HTTP with real screenshots and the real OCR: one client
 * sending many images runs them one at a time and cannot push another client's image behind all
 * of its own; past the per-client or total bound, and past the wait limit, an upload is refused
 * with 503, Retry-After and a message that says the service is busy. Clients are told apart by
 * X-Forwarded-For from a trusted (loopback) proxy, as behind a reverse proxy.
 *
 * The test owns the server's queue (the `queue` option of the OCR engine) and holds its only
 * worker while it lines the uploads up, so what is checked is the order the queue chose, never
 * which upload happened to arrive first on a busy machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, imageAnalyzeResponseSchema } from '../../src/shared';
import { IMAGE_ERRORS } from '../../src/server/kinds/screenshot/analyze-image';
import {
  createFairQueue,
  type FairQueue,
  type FairQueueOptions,
} from '../../src/server/analysis/acquire/image/fair-queue';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

/**
 * Distinct screenshots (distinct bytes, so none is answered from another's cache entry): 0-3 for
 * the first test, 4 for the second, 5 and 6 for the third.
 */
let shots: Buffer[];

beforeAll(async () => {
  shots = await Promise.all(
    [0, 1, 2, 3, 4, 5, 6].map((i) =>
      renderHtml(
        scamSmsHtml([
          `Message ${i + 1}: your parcel is held at customs.`,
          'Pay the $3 release fee at parcel-release.top today.',
        ]),
        { width: 700, height: 220 },
      ),
    ),
  );
});

function upload(server: TestServer, bytes: Buffer, client: string): Promise<ApiResponse> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shot.png');
  return server.request('/api/analyze/image', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': client },
  });
}

function expectBusy(response: ApiResponse) {
  expect(response.status, response.text).toBe(503);
  expect(errorBodySchema.parse(response.json).message).toBe(IMAGE_ERRORS.ocr_busy);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

/**
 * The server's OCR queue, owned by the test: it records who started when, can hold the worker,
 * and takes new bounds between tests (one server, so one OCR worker start, for the whole file).
 */
interface OwnedQueue {
  queue: FairQueue;
  /** Clients in the order their images got the worker, since the last bounds(). */
  started: string[];
  /** A fresh, empty queue with these bounds from now on. */
  bounds(options: Partial<FairQueueOptions>): void;
  /** Takes the worker (as a client of its own) until the returned release() is called. */
  hold(): Promise<() => void>;
  /** Resolves once this many images wait in the queue. */
  untilWaiting(count: number): Promise<void>;
}

function ownedQueue(): OwnedQueue {
  const make = (options: Partial<FairQueueOptions>) =>
    createFairQueue({
      concurrency: 1,
      maxQueued: 8,
      maxPerClient: 3,
      maxWaitMs: 300_000,
      ...options,
    });
  let inner = make({});
  const started: string[] = [];
  return {
    started,
    queue: {
      async acquire(client) {
        const release = await inner.acquire(client);
        started.push(client);
        return release;
      },
      get waiting() {
        return inner.waiting;
      },
      close: () => inner.close(),
    },
    bounds(options) {
      inner.close();
      inner = make(options);
      started.length = 0;
    },
    hold: () => inner.acquire('the test'),
    async untilWaiting(count) {
      while (inner.waiting < count) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

const owned = ownedQueue();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'loopback' },
    ocr: { workers: 1, queue: owned.queue },
  });
});
afterAll(() => server?.close());

describe('a client sending many screenshots at once', () => {
  const A = '203.0.113.10';
  const B = '198.51.100.20';

  it('runs them one at a time, refuses past its share, and lets another client in between', async () => {
    owned.bounds({ maxPerClient: 2 });
    // The worker is busy (the test holds it) while A sends three images and B one.
    const release = await owned.hold();
    const a = [0, 1, 2].map((i) => upload(server, shots[i]!, A));
    const b = upload(server, shots[3]!, B);
    // Two of A's wait (its share), the third is refused at once; B's waits too.
    await owned.untilWaiting(3);
    const refused = await Promise.race(a);
    expectBusy(refused);
    release();
    const [answersA, answerB] = await Promise.all([Promise.all(a), b]);

    expect(answersA.map((r) => r.status).sort()).toEqual([200, 200, 503]);
    expect(answerB.status, answerB.text).toBe(200);
    imageAnalyzeResponseSchema.parse(answerB.json);
    // One image at a time, and B was not made to wait for all of A's: it got the worker before
    // A's last image.
    expect(owned.started).toHaveLength(3);
    expect(owned.started.filter((client) => client === A)).toHaveLength(2);
    expect(owned.started.indexOf(B)).toBeLessThan(owned.started.lastIndexOf(A));
  });
});

describe('the wait for an OCR worker', () => {
  it('is limited: an image that cannot get a worker in time is refused as busy, and the server recovers', async () => {
    // A 1 ms wait limit while the test holds the only worker: the image cannot get it in time.
    owned.bounds({ maxWaitMs: 1 });
    const release = await owned.hold();
    expectBusy(await upload(server, shots[4]!, '203.0.113.10'));
    release();
    // Once the worker is free, the refused image is read.
    const again = await upload(server, shots[4]!, '203.0.113.10');
    expect(again.status, again.text).toBe(200);
    expect(owned.started).toEqual(['203.0.113.10']);
  });

  it('is bounded in all: past the queue limit uploads are refused at once', async () => {
    owned.bounds({ maxQueued: 1 });
    const release = await owned.hold();
    const first = upload(server, shots[5]!, '203.0.113.1');
    await owned.untilWaiting(1);
    // The queue is full: another client's image is refused while the worker is still held.
    expectBusy(await upload(server, shots[6]!, '203.0.113.2'));
    release();
    const answer = await first;
    expect(answer.status, answer.text).toBe(200);
    expect(owned.started).toEqual(['203.0.113.1']);
  });
});
