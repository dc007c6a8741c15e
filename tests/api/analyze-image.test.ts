/**
 * POST /api/analyze/image over real HTTP: a real 900 x 420 screenshot of a scam text message
 * (rendered by Chromium) is read by the bundled OCR and flagged; the upload's real type, size
 * and pixel count are checked before anything is decoded; EXIF is reported; the image comes back
 * as a data: URL, is kept with the analysis, and never reaches the public feed.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import {
  MAX_IMAGE_BYTES,
  imageAnalyzeResponseSchema,
  errorBodySchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { withExif } from '../helpers/exif-jpeg';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let server: TestServer;
let smsPng: Buffer;

function upload(
  bytes: Uint8Array,
  name = 'message.png',
  type = 'image/png',
  field = 'image',
): Promise<ApiResponse> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return server.request('/api/analyze/image', { method: 'POST', body: form });
}

/** A PNG whose header claims `width` x `height` pixels around a few bytes of data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function expectError(response: ApiResponse, status: number, pattern: RegExp) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(response.json);
  expect(body.message).toMatch(pattern);
}

beforeAll(async () => {
  server = await startTestServer();
  smsPng = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/analyze/image', () => {
  it('reads a 900x420 scam text message screenshot with OCR and flags it', async () => {
    const response = await upload(smsPng, 'scam-sms.png');
    expect(response.status).toBe(200);
    const body = imageAnalyzeResponseSchema.parse(response.json);
    expect(body.imageName).toBe('scam-sms.png');
    expect(body.imageSize).toBe(smsPng.length);
    expect(body.results.analysisMetadata.imageWithheld).toBeUndefined();
    expect(body.temporaryImageData.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(body.temporaryImageData.split(',')[1]!, 'base64').equals(smsPng)).toBe(true);

    const { results } = body;
    expect(results.analysisMetadata.type).toBe('screenshot');
    expect(results.analysisMetadata.notes.join(' ')).toMatch(/offline OCR/);
    const types = new Set(results.redFlags.map((f) => f.type));
    expect(types.has('payment_request') || types.has('fee_request')).toBe(true);
    expect(types.has('urgency')).toBe(true);
    expect(types.has('credential_request')).toBe(true);
    // The quoted evidence is text read from the image.
    expect(results.redFlags.map((f) => f.textExample).join(' ')).toMatch(
      /gift card|24 hours|password/i,
    );
    expect(results.scorecard.credibilityScore).toBeLessThan(40);

    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    // What is stored (and shown to others) is the screened copy: the same pixels, re-encoded.
    expect(stored.imageData).toMatch(/^data:image\/png;base64,/);
    const copy = PNG.sync.read(Buffer.from(stored.imageData!.split(',')[1]!, 'base64'));
    const sent = PNG.sync.read(smsPng);
    expect([copy.width, copy.height]).toEqual([sent.width, sent.height]);
    expect(copy.data.equals(sent.data)).toBe(true);
    expect(stored.imageName).toBe('screenshot.png');
    expect(stored.imageSize).toBe(smsPng.length);
    expect(stored.content).toMatch(/Google Play gift cards/);

    // The public feed lists the analysis but never the image.
    const feed = await server.get('/api/public-feed');
    const items = publicFeedResponseSchema.parse(feed.json);
    expect(items.some((item) => item.id === body.id)).toBe(true);
    expect(feed.text).not.toContain('data:image');
    expect(feed.text).not.toContain(body.temporaryImageData.slice(22, 80));
  });

  it('gives the same analysis for the same image sent again, under another name', async () => {
    const first = imageAnalyzeResponseSchema.parse((await upload(smsPng, 'a.png')).json);
    const again = imageAnalyzeResponseSchema.parse((await upload(smsPng, 'b.png')).json);
    expect(again.id).toBe(first.id);
    expect(again.imageName).toBe('b.png');
  });

  it("reports editing software, capture date and GPS from a JPEG's EXIF", async () => {
    const jpeg = await renderHtml(scamSmsHtml(), { width: 900, height: 420, type: 'jpeg' });
    const edited = withExif(jpeg, {
      software: 'Adobe Photoshop 25.0 (Windows)',
      dateTime: '2025:05:01 10:20:30',
      gps: { latitude: 51.5, longitude: -0.12 },
    });
    const response = await upload(edited, 'edited.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const body = imageAnalyzeResponseSchema.parse(response.json);
    expect(body.temporaryImageData.startsWith('data:image/jpeg;base64,')).toBe(true);
    const notes = body.results.analysisMetadata.notes.join('\n');
    expect(notes).toMatch(/editing software \(Adobe Photoshop 25\.0 \(Windows\)\)/);
    expect(notes).toMatch(/2025-05-01/);
    expect(notes).toMatch(/GPS position/);
    expect(body.results.redFlags).toContainEqual(
      expect.objectContaining({
        type: 'edited_image',
        severity: 'low',
        textExample: 'Adobe Photoshop 25.0 (Windows)',
      }),
    );
  });

  it('accepts WebP and a GIF with no text in it is answered, not crashed on', async () => {
    const webp = await renderHtml(scamSmsHtml(), { width: 900, height: 420, type: 'webp' });
    const response = await upload(webp, 'sms.webp', 'image/webp');
    expect(response.status).toBe(200);
    const body = imageAnalyzeResponseSchema.parse(response.json);
    expect(body.temporaryImageData.startsWith('data:image/webp;base64,')).toBe(true);
    expect(body.results.redFlags.length).toBeGreaterThan(0);
    // A 1 x 1 GIF: a real image with nothing to read.
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    expectError(await upload(gif, 'pixel.gif', 'image/gif'), 422, /No text could be read/);
  });

  it('answers 422 for an image whose header is fine but whose data is cut off', async () => {
    expectError(await upload(smsPng.subarray(0, 2000), 'cut.png'), 422, /could not be read/);
    // The OCR worker survives it.
    expect((await upload(smsPng, 'after.png')).status).toBe(200);
  });

  it('reads several screenshots sent at once with the one shared OCR worker', async () => {
    const texts = [
      'Your parcel is held at customs.',
      'Your bank card has been blocked.',
      'You have won a free iPhone 15.',
    ];
    const images = await Promise.all(
      texts.map((t) =>
        renderHtml(scamSmsHtml([t, 'Pay the fee today to release it.']), {
          width: 900,
          height: 420,
        }),
      ),
    );
    const responses = await Promise.all(images.map((png, i) => upload(png, `sms-${i}.png`)));
    responses.forEach((response, i) => {
      expect(response.status).toBe(200);
      const stored = imageAnalyzeResponseSchema.parse(response.json);
      expect(stored.imageName).toBe(`sms-${i}.png`);
    });
    const contents = await Promise.all(
      responses.map(
        async (r) =>
          storedAnalysisResponseSchema.parse(
            (await server.get(`/api/analysis/${(r.json as { id: string }).id}`)).json,
          ).content,
      ),
    );
    contents.forEach((content, i) => {
      expect(content).toContain(texts[i]!.split(' ').slice(0, 3).join(' '));
    });
  });

  it('trusts the bytes, not the name: a text file called .png is refused with 415', async () => {
    const response = await upload(
      Buffer.from('%PDF-1.7 this is not an image at all'),
      'holiday.png',
      'image/png',
    );
    expectError(response, 415, /JPEG, PNG, GIF or WebP.*copy its text into the Text tab/);
  });

  it('refuses an image over 10 MB with 413 and a message', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    smsPng.copy(big);
    expectError(await upload(big, 'huge.png'), 413, /larger than 10 MB/);
    // The server is still fine afterwards.
    expect((await server.get('/api/database-metrics')).status).toBe(200);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // 2.5 gigapixels could not be decoded inside the worker's heap cap: a 413 naming the size
    // (not a 422 from a worker that ran out of memory) is the header check answering.
    const response = await upload(pngClaiming(50_000, 50_000), 'bomb.png');
    expectError(response, 413, /50000 x 50000 pixels/);
  });

  it('tells what to send when the field is missing, misnamed or the body is not multipart', async () => {
    expectError(await upload(smsPng, 'x.png', 'image/png', 'file'), 400, /field named "image"/);
    const noFile = new FormData();
    noFile.append('note', 'hello');
    expectError(
      await server.request('/api/analyze/image', { method: 'POST', body: noFile }),
      400,
      /No file named "image"/,
    );
    expectError(
      await server.postJson('/api/analyze/image', { image: 'x' }),
      415,
      /multipart\/form-data/,
    );
    expectError(await upload(new Uint8Array(0), 'empty.png'), 400, /empty/);
  });

  it('says when an image has no text to read', async () => {
    const blank = await renderHtml(
      '<html><body style="margin:0;background:#3a7bd5"></body></html>',
      { width: 300, height: 200 },
    );
    const response = await upload(blank, 'blank.png');
    expectError(response, 422, /No text could be read/);
    expect(errorBodySchema.parse(response.json).type).toBe('guidance');
  });
});
