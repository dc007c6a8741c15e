/**
 * One client's hostile content credentials cannot starve the image pool (issue 28, finding 2).
 * Over HTTP, with payloads made here: eight screenshots whose C2PA manifests list 20,000 actions
 * each (the reference reader needs seconds for one, past the 5 s inspection deadline, and every
 * such upload restarted a worker), sent at once by one client, then an ordinary screenshot by
 * another. Nothing here measures time: the pool reports every job it queues and starts and every
 * worker it retires, and the test counts those.
 *  - the ordinary screenshot is answered (200), and each of its jobs waited behind at most one
 *    job of the other client once it was queued, never behind its backlog of eight;
 *  - no worker was retired (no deadline was reached), and each hostile upload was answered with a
 *    note that its record was too large to check (or, past that client's share of the OCR queue,
 *    with the OCR-busy 503 that is that client's alone);
 *  - the same bytes sent again are not inspected again (the check is cached by content hash).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, imageAnalyzeResponseSchema } from '../../src/shared';
import { MAX_MANIFEST_ACTIONS } from '../../src/server/analysis/acquire/image/manifest-scan';
import type { QueueEvent } from '../../src/server/analysis/acquire/isolation/untrusted-pool';
import { IMAGE_ERRORS } from '../../src/server/kinds/screenshot/analyze-image';
import { manyActions, signImage } from '../helpers/c2pa-signer';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

const HOSTILE_CLIENT = '203.0.113.10';
const OTHER_CLIENT = '198.51.100.20';
const HOSTILE_UPLOADS = 8;
const ACTIONS = 20_000;

let server: TestServer;
const events: QueueEvent[] = [];
let hostile: Buffer[];
let ordinary: Buffer;

function upload(bytes: Buffer, client: string): Promise<ApiResponse> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shot.png');
  return server.request('/api/analyze/image', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': client },
  });
}

beforeAll(async () => {
  const message = readFileSync(new URL('../fixtures/c2pa/message-plain.png', import.meta.url));
  // Each signing has its own manifest id, so the eight are distinct images (no shared cache entry).
  hostile = [];
  for (let i = 0; i < HOSTILE_UPLOADS; i++) {
    hostile.push(
      await signImage(message, 'image/png', [
        { label: 'c2pa.actions', data: { actions: manyActions(ACTIONS) } },
      ]),
    );
  }
  expect(new Set(hostile.map((b) => b.toString('base64'))).size).toBe(HOSTILE_UPLOADS);
  ordinary = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  server = await startTestServer({
    env: { TRUST_PROXY: 'loopback' },
    untrusted: { onQueueEvent: (event) => events.push(event) },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('hostile content credentials from one client', () => {
  it('cost no deadline, no worker restart, and do not hold back another client', async () => {
    const fromHostile = hostile.map((bytes) => upload(bytes, HOSTILE_CLIENT));
    const fromOther = upload(ordinary, OTHER_CLIENT);
    const [answers, answer] = await Promise.all([Promise.all(fromHostile), fromOther]);

    expect(answer.status, answer.text).toBe(200);
    imageAnalyzeResponseSchema.parse(answer.json);

    // Every job of the other client was the next one started after it was queued.
    for (const kind of ['inspect-image', 'classify-image'] as const) {
      const queued = events.findIndex(
        (e) => e.type === 'queued' && e.kind === kind && e.client === OTHER_CLIENT,
      );
      const started = events.findIndex(
        (e, i) =>
          i > queued && e.type === 'started' && e.kind === kind && e.client === OTHER_CLIENT,
      );
      expect(queued, kind).toBeGreaterThanOrEqual(0);
      expect(started, kind).toBeGreaterThan(queued);
      // It waited behind at most one job of the other client (one arrived first, at a tie):
      // never behind that client's whole backlog, as a first-come queue would make it.
      const before = events.slice(queued + 1, started).filter((e) => e.type === 'started');
      expect(before.length, `${kind} waited behind`).toBeLessThanOrEqual(1);
    }

    // No job reached its deadline: no worker was retired.
    expect(events.filter((e) => e.type === 'retired')).toEqual([]);
    const tooLarge = `it lists more than ${MAX_MANIFEST_ACTIONS} editing actions`;
    let read = 0;
    for (const response of answers) {
      if (response.status === 503) {
        expect(errorBodySchema.parse(response.json).message).toBe(IMAGE_ERRORS.ocr_busy);
        continue;
      }
      expect(response.status, response.text).toBe(200);
      const { results } = imageAnalyzeResponseSchema.parse(response.json);
      expect(results.analysisMetadata.notes.join(' ')).toContain(tooLarge);
      // Unchecked is neither a valid record nor a broken one.
      expect(results.redFlags.some((f) => f.type === 'broken_credentials')).toBe(false);
      expect(results.positiveSignals.some((p) => /content credentials/.test(p.indicator))).toBe(
        false,
      );
      read++;
    }
    expect(read).toBeGreaterThan(0);
  }, 180_000);

  it('inspects the same bytes once: the check is cached by content hash', async () => {
    const inspections = () =>
      events.filter((e) => e.type === 'queued' && e.kind === 'inspect-image').length;
    const before = inspections();
    const again = await upload(hostile[0]!, OTHER_CLIENT);
    expect([200, 503]).toContain(again.status);
    expect(inspections()).toBe(before);
  });
});
