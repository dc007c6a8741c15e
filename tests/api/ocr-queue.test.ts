/**
 * The OCR queue is fair and bounded, over HTTP with real screenshots and the real OCR: one client
 * sending many images runs them one at a time and cannot push another client's image behind all
 * of its own; past the per-client or total bound, and past the wait limit, an upload is refused
 * with 503, Retry-After and a message that says the service is busy. Clients are told apart by
 * X-Forwarded-For from a trusted (loopback) proxy, as behind a reverse proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, imageAnalyzeResponseSchema } from '../../src/shared';
import { IMAGE_ERRORS } from '../../src/server/services/analyze-image';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

/** Distinct screenshots (distinct bytes, so none is answered from another's cache entry). */
let shots: Buffer[];

beforeAll(async () => {
  shots = await Promise.all(
    [0, 1, 2, 3].map((i) =>
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

describe('a client sending many screenshots at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: 'loopback' },
      ocr: { workers: 1, maxQueuedPerClient: 1 },
    });
  });
  afterAll(() => server.close());

  it('runs them one at a time, refuses past its share, and lets another client in between', async () => {
    const finished: string[] = [];
    const track = (label: string, request: Promise<ApiResponse>) =>
      request.then((response) => {
        finished.push(label);
        return response;
      });
    const a = [0, 1, 2].map((i) => track(`a${i}`, upload(server, shots[i]!, '203.0.113.10')));
    const b = track('b', upload(server, shots[3]!, '198.51.100.20'));
    const [answersA, answerB] = await Promise.all([Promise.all(a), b]);

    // One of A's three runs, one waits, the third is over A's share of the queue.
    const statuses = answersA.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    expectBusy(answersA.find((r) => r.status === 503)!);
    expect(answerB.status, answerB.text).toBe(200);
    imageAnalyzeResponseSchema.parse(answerB.json);
    // B was not made to wait for all of A's images: it finished before A's last one.
    const lastA = Math.max(
      ...answersA.map((r, i) => (r.status === 200 ? finished.indexOf(`a${i}`) : -1)),
    );
    expect(finished.indexOf('b')).toBeLessThan(lastA);
  });
});

describe('the wait for an OCR worker', () => {
  it('is limited: an image that cannot get a worker in time is refused as busy, and the server recovers', async () => {
    const server = await startTestServer({
      env: { TRUST_PROXY: 'loopback' },
      ocr: { workers: 1, queueWaitMs: 1 },
    });
    try {
      const [first, second] = await Promise.all([
        upload(server, shots[0]!, '203.0.113.10'),
        upload(server, shots[1]!, '198.51.100.20'),
      ]);
      const answers = [first, second];
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expectBusy(answers.find((r) => r.status !== 200)!);
      // Once the worker is free, the refused image is read.
      const again = await upload(
        server,
        first.status === 200 ? shots[1]! : shots[0]!,
        '198.51.100.20',
      );
      expect(again.status, again.text).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is bounded in all: past the queue limit uploads are refused at once', async () => {
    const server = await startTestServer({
      env: { TRUST_PROXY: 'loopback' },
      ocr: { workers: 1, maxQueued: 1 },
    });
    try {
      const answers = await Promise.all(
        [0, 1, 2].map((i) => upload(server, shots[i]!, `203.0.113.${i + 1}`)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 503]);
      expectBusy(answers.find((r) => r.status === 503)!);
    } finally {
      await server.close();
    }
  });
});
