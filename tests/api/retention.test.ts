/**
 * Retention in a server that keeps running (analyze-image-retention.test.ts covers the purge at
 * start-up): a screenshot is served for 5 hours, then its timer removes it, bytes included, from
 * the database files on disk, while the analysis stays. The same screenshot within 24 hours is the
 * same analysis (the result cache), after 24 hours a new one.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESULT_CACHE_MS,
  SERVER_IMAGE_RETENTION_MS,
  imageAnalyzeResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { loadConfig } from '../../src/server/config';
import { startHostedServer, type HostedServer } from '../../src/server/hosted';
import { createLogger } from '../../src/server/logger';
import { ManualClock } from '../helpers/clock';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import {
  makeTempDir,
  UNHURRIED_ANALYSIS,
  UNHURRIED_OCR,
  UNHURRIED_UNTRUSTED,
} from '../helpers/server';

/** The purge timer of this server: short, so the test sees it fire without a restart. */
const PURGE_EVERY_MS = 50;
const MINUTE = 60_000;
const clock = new ManualClock('2025-06-15T12:00:00.000Z');
let dataDir: string;
let server: HostedServer;
let png: Buffer;

beforeAll(async () => {
  dataDir = await makeTempDir();
  png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-ui'),
    RATE_LIMIT_ANALYZE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    REFERENCE_LOOKUP: 'off',
  });
  server = await startHostedServer({
    config,
    clock,
    log: createLogger('silent'),
    imagePurgeIntervalMs: PURGE_EVERY_MS,
    // Budgets no loaded machine reaches, as every test server has (tests/helpers/server.ts).
    untrusted: UNHURRIED_UNTRUSTED,
    analysis: UNHURRIED_ANALYSIS,
    ocr: UNHURRIED_OCR,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload() {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sms.png');
  const response = await fetch(`${server.url}/api/analyze/image`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return imageAnalyzeResponseSchema.parse(await response.json());
}

async function stored(id: string) {
  const response = await fetch(`${server.url}/api/analysis/${id}`);
  expect(response.status).toBe(200);
  return storedAnalysisResponseSchema.parse(await response.json());
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long imageGone() polls: a safety net, far above any loaded machine's purge round. */
const GONE_WAIT_MS = 60_000;

/** Polls until the stored screenshot is gone; the timer fires every PURGE_EVERY_MS. */
async function imageGone(id: string): Promise<boolean> {
  for (let waited = 0; waited < GONE_WAIT_MS; waited += PURGE_EVERY_MS) {
    if ((await stored(id)).imageData === null) return true;
    await pause(PURGE_EVERY_MS);
  }
  return false;
}

/** Whether a piece of the screenshot's bytes is anywhere in the database files on disk. */
async function onDisk(fragment: string): Promise<boolean> {
  for (const file of ['factlens.db', 'factlens.db-wal']) {
    const bytes = await readFile(join(dataDir, file)).catch(() => Buffer.alloc(0));
    if (bytes.includes(fragment)) return true;
  }
  return false;
}

describe('a running server', () => {
  it('serves a screenshot for 5 hours, then removes it from the disk but keeps the analysis; same screenshot, same analysis for 24 hours', async () => {
    const first = await upload();
    // What is stored is the screened copy (a re-encoded PNG), not the upload's bytes.
    const kept = (await stored(first.id)).imageData!;
    expect(kept).toMatch(/^data:image\/png;base64,/);
    // Base64 from the middle of the image, as it is stored.
    const fragment = kept.slice(2000, 2200);
    expect(await onDisk(fragment)).toBe(true);

    clock.advance(SERVER_IMAGE_RETENTION_MS - MINUTE);
    await pause(PURGE_EVERY_MS * 5); // several purges ran: none may take it early
    expect((await stored(first.id)).imageData).toBe(kept);

    clock.advance(2 * MINUTE);
    expect(await imageGone(first.id)).toBe(true);
    const after = await stored(first.id);
    expect(after.imageName).toBe('screenshot.png');
    expect(after.analysisResults).toEqual(first.results);
    // Not just hidden: the bytes are no longer in the database file or its write-ahead log.
    expect(await onDisk(fragment)).toBe(false);

    // Within 24 hours the same screenshot is the same analysis (and the stored bytes stay gone).
    const again = await upload();
    expect(again.id).toBe(first.id);
    expect(again.temporaryImageData).toBe(first.temporaryImageData);
    expect((await stored(first.id)).imageData).toBeNull();

    // After 24 hours it is analyzed again, as a new analysis with its own 5-hour screenshot.
    clock.advance(RESULT_CACHE_MS - SERVER_IMAGE_RETENTION_MS);
    const fresh = await upload();
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.results.analyzedAt).toBe(clock.now().toISOString());
    expect((await stored(fresh.id)).imageData).toBe(kept);
    expect((await stored(first.id)).imageData).toBeNull();
  }, 180_000);
});
