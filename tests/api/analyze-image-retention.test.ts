/**
 * Screenshots are kept with their analysis at most 5 hours (SERVER_IMAGE_RETENTION_MS): the
 * purge runs at start-up and on a timer, so a server restarted past the deadline has already
 * forgotten the image when it serves its first request; the analysis itself stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_IMAGE_RETENTION_MS,
  imageAnalyzeResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { ManualClock } from '../helpers/clock';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { makeTempDir, startTestServer } from '../helpers/server';

const START = '2025-06-15T12:00:00.000Z';
const MINUTE = 60_000;
let dataDir: string;
let id: string;

async function storedAt(clock: ManualClock) {
  const server = await startTestServer({ dataDir, clock });
  try {
    return storedAnalysisResponseSchema.parse((await server.get(`/api/analysis/${id}`)).json);
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  dataDir = await makeTempDir();
  const png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  const server = await startTestServer({ dataDir, clock: new ManualClock(START) });
  try {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sms.png');
    const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    id = imageAnalyzeResponseSchema.parse(response.json).id;
  } finally {
    await server.close();
  }
});

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(dataDir, { recursive: true, force: true });
});

describe('screenshot retention', () => {
  it('keeps the image within the retention period', async () => {
    const clock = new ManualClock(START);
    clock.advance(SERVER_IMAGE_RETENTION_MS - MINUTE);
    const stored = await storedAt(clock);
    expect(stored.imageData).toMatch(/^data:image\/png;base64,/);
  });

  it('removes the image, but not the analysis, once it is older than 5 hours', async () => {
    const clock = new ManualClock(START);
    clock.advance(SERVER_IMAGE_RETENTION_MS + MINUTE);
    const stored = await storedAt(clock);
    expect(stored.imageData).toBeNull();
    expect(stored.imageName).toBe('screenshot.png');
    expect(stored.analysisResults.redFlags.length).toBeGreaterThan(0);
  });
});
