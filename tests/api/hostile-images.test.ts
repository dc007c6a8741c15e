/**
 * Images built to stall or bloat the image checks, over HTTP against a real server: frames larger
 * than the canvas they sit on (GIF, animated PNG, animated WebP) and too many pixels across frames
 * are refused from the container before anything is decoded; XMP metadata that made exifr work
 * quadratically is read from a bounded slice; an image past the worker's deadline gets a clear 422.
 * Payloads are generated here from a real screenshot rendered by Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, imageAnalyzeResponseSchema } from '../../src/shared';
import { UNTRUSTED_ERRORS } from '../../src/server/kinds/untrusted-errors';
import {
  animatedWebp,
  apngFrame,
  gifWithFrames,
  pngChunk,
  withPngChunks,
  xmpBomb,
  xmpChunk,
} from '../helpers/hostile-payloads';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let smsPng: Buffer;

function upload(
  server: TestServer,
  bytes: Uint8Array,
  name = 'message.png',
  type = 'image/png',
): Promise<ApiResponse> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return server.request('/api/analyze/image', { method: 'POST', body: form });
}

function expectTooManyPixels(response: ApiResponse) {
  expect(response.status, response.text).toBe(413);
  expect(errorBodySchema.parse(response.json).message).toMatch(
    /^The image is too large to read \(.+\)\. Crop or resize it and upload it again\.$/,
  );
}

beforeAll(async () => {
  smsPng = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
});

describe('hostile images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a GIF whose 10 x 10 screen holds a 40,000 x 40,000 frame, before decoding it', async () => {
    expectTooManyPixels(
      await upload(server, gifWithFrames(10, [[40_000, 40_000]]), 'bomb.gif', 'image/gif'),
    );
    // Nothing was stored for it.
    expect((await server.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '0' });
  });

  it('refuses a GIF whose frames together pass the pixel budget, each one inside it', async () => {
    const frames = Array.from({ length: 5 }, (): [number, number] => [5000, 5000]);
    expectTooManyPixels(
      await upload(server, gifWithFrames(5000, frames), 'frames.gif', 'image/gif'),
    );
  });

  it('refuses an animated PNG whose frame is larger than its canvas', async () => {
    expectTooManyPixels(
      await upload(server, withPngChunks(smsPng, ...apngFrame(40_000, 40_000)), 'anim.png'),
    );
  });

  it('refuses an animated WebP whose frame is larger than its canvas', async () => {
    expectTooManyPixels(
      await upload(server, animatedWebp(20_000, 20_000), 'anim.webp', 'image/webp'),
    );
  });

  it('reads a screenshot carrying 896 KB of repeated XMP elements, without the metadata stalling it', async () => {
    const response = await upload(server, withPngChunks(smsPng, xmpBomb(896 * 1024)), 'xmp.png');
    expect(response.status, response.text).toBe(200);
    const { results } = imageAnalyzeResponseSchema.parse(response.json);
    expect(results.redFlags.length).toBeGreaterThan(0);
  });

  it('still reports the editing software XMP names', async () => {
    const xmp = xmpChunk(
      '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Adobe Photoshop 25.0 (Windows)"/>',
    );
    const response = await upload(server, withPngChunks(smsPng, xmp), 'edited.png');
    expect(response.status, response.text).toBe(200);
    const notes = imageAnalyzeResponseSchema
      .parse(response.json)
      .results.analysisMetadata.notes.join(' ');
    expect(notes).toContain('last saved with editing software (Adobe Photoshop 25.0 (Windows))');
  });
});

describe('image checking budgets', () => {
  it('refuses an image not checked within the deadline with a 422 that says what to do', async () => {
    const server = await startTestServer({ untrusted: { imageDeadlineMs: 1 } });
    try {
      // 8 MB of padding in an ancillary chunk: scanning it alone takes the worker well over 1 ms.
      const padded = withPngChunks(smsPng, pngChunk('zzPd', Buffer.alloc(8 * 1024 * 1024, 0x41)));
      const response = await upload(server, padded);
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.json)).toEqual({
        message: UNTRUSTED_ERRORS.image,
        type: 'guidance',
      });
      expect((await server.get('/api/meta')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
