/**
 * A text message screenshot whose header is the sender's phone number, over real HTTP on a real
 * server: it is no longer withheld. The copy stored (and shown on /shared) has the number painted
 * over, pixel for pixel, and every other pixel untouched; the report says the number is covered;
 * its title is the message, not "[phone number hidden]". And what cannot be judged is refused:
 * an image with no readable text (blank, or one stray glyph) gets a 422 that says what to do and
 * nothing is stored, as is a PDF sent as a screenshot (415).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  imageAnalyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
  type ImageAnalyzeResponse,
} from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { COVER_PADDING_PX } from '../../src/server/privacy/screenshot-masking';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { renderBlank, renderSmsFromNumber, SMS_SIZE } from '../helpers/sms-screenshots';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

/** The grey the boxes are painted with (screenshot-masking.ts paintBoxes). */
const COVER = [0x33, 0x33, 0x33];
/** Pixels around the number's own pixels where the box (padding, the word's box) may reach. */
const BOX_REACH_PX = COVER_PADDING_PX + 6;

let server: TestServer;
let shown: PNG;
let hidden: PNG;
let sms: Buffer;
let body: ImageAnalyzeResponse;

function upload(bytes: Uint8Array, name: string, type = 'image/png'): Promise<ApiResponse> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return server.request('/api/analyze/image', { method: 'POST', body: form });
}

beforeAll(async () => {
  server = await startTestServer();
  sms = await renderSmsFromNumber();
  shown = PNG.sync.read(sms);
  hidden = PNG.sync.read(await renderSmsFromNumber(true));
  const response = await upload(sms, 'sms.png');
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  body = imageAnalyzeResponseSchema.parse(response.json);
});

afterAll(async () => {
  await server?.close();
});

describe('a text message from a phone number', () => {
  it('is shown, not withheld, and the report says the number is covered', () => {
    expect(body.results.analysisMetadata.imageWithheld).toBeUndefined();
    expect(body.results.analysisMetadata.notes).toContain(
      'The screenshot is shown with a phone number covered by a grey box, and the same details are hidden in the text read from it.',
    );
  });

  it('is stored with every pixel of the number painted over and every other pixel untouched', async () => {
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(stored.imageData).toMatch(/^data:image\/png;base64,/);
    const keptBytes = Buffer.from(stored.imageData!.split(',')[1]!, 'base64');
    // For a person to look at: the copy anyone with the link sees.
    await mkdir('test-results', { recursive: true });
    await writeFile('test-results/screenshot-cover-sms.png', keptBytes);
    const kept = PNG.sync.read(keptBytes);
    expect([kept.width, kept.height]).toEqual([SMS_SIZE.width, SMS_SIZE.height]);
    const { width, height } = kept;
    // The number's own pixels: where the render with it differs from the render without it.
    let number = 0;
    const box = { x0: width, y0: height, x1: 0, y1: 0 };
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const p = (y * width + x) * 4;
        if (shown.data.subarray(p, p + 3).equals(hidden.data.subarray(p, p + 3))) continue;
        number += 1;
        box.x0 = Math.min(box.x0, x);
        box.y0 = Math.min(box.y0, y);
        box.x1 = Math.max(box.x1, x);
        box.y1 = Math.max(box.y1, y);
        expect([...kept.data.subarray(p, p + 3)], `number pixel ${x},${y}`).toEqual(COVER);
      }
    expect(number).toBeGreaterThan(200);
    // Outside the number's reach, the stored copy is the screenshot exactly.
    let changedFar = 0;
    let changedNear = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const p = (y * width + x) * 4;
        if (kept.data.subarray(p, p + 3).equals(shown.data.subarray(p, p + 3))) continue;
        const near =
          x >= box.x0 - BOX_REACH_PX &&
          x <= box.x1 + BOX_REACH_PX &&
          y >= box.y0 - BOX_REACH_PX &&
          y <= box.y1 + BOX_REACH_PX;
        if (near) changedNear += 1;
        else changedFar += 1;
      }
    expect(changedFar).toBe(0);
    expect(changedNear).toBeGreaterThanOrEqual(number);
  });

  it('is withheld, and says so, when the number cannot be painted over in time', async () => {
    // A 1 ms budget for painting always expires: the image must then not be shown unpainted.
    const strict = await startTestServer({ untrusted: { coverDeadlineMs: 1 } });
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(sms)], { type: 'image/png' }), 'sms.png');
      const response = await strict.request('/api/analyze/image', { method: 'POST', body: form });
      expect(response.status, response.text.slice(0, 300)).toBe(200);
      const withheld = imageAnalyzeResponseSchema.parse(response.json);
      expect(withheld.results.analysisMetadata.imageWithheld).toMatch(
        /^The screenshot is not shown with this report because the image check could not finish/,
      );
      const stored = storedAnalysisResponseSchema.parse(
        (await strict.get(`/api/analysis/${withheld.id}`)).json,
      );
      expect(stored.imageData).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it('keeps the number out of the stored text, and its title is the message', async () => {
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(stored.content).toContain(MASKS.phone);
    expect(stored.content).not.toMatch(/7700\s*900123/);
    expect(stored.title).toMatch(/^URGENT: Your Amazon account/);
    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    const card = feed.find((item) => item.id === body.id);
    expect(card?.title).toBe(stored.title);
    expect(card?.title).not.toMatch(/hidden/);
  });
});

describe('an image that cannot be judged', () => {
  async function expectRefused(bytes: Uint8Array, name: string, status: number, message: RegExp) {
    const before = await server.openStore().countAnalyses();
    const response = await upload(bytes, name);
    expect(response.status, response.text.slice(0, 300)).toBe(status);
    expect(errorBodySchema.parse(response.json).message).toMatch(message);
    expect(await server.openStore().countAnalyses()).toBe(before);
  }
  const NO_TEXT =
    /^No text could be read in this image\. Upload a screenshot in which the message's text is clearly visible, or paste the text into the Text tab\.$/;

  it('a blank image is refused with what to do, and nothing is stored', async () => {
    await expectRefused(await renderBlank(), 'blank.png', 422, NO_TEXT);
  });

  it('an image of one stray glyph is refused the same way', async () => {
    await expectRefused(await renderBlank('Q'), 'glyph.png', 422, NO_TEXT);
  });

  it('an ordinary screenshot with text still passes', async () => {
    const png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
    expect((await upload(png, 'ordinary.png')).status).toBe(200);
  });

  it('a PDF sent as a screenshot is refused with 415, naming the types taken and what to do', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    await expectRefused(
      pdf,
      'statement.pdf',
      415,
      /^This file is not an image FactLens can read\. Upload a screenshot saved as JPEG, PNG, GIF or WebP .*For a PDF, use the PDF tab; for another document, copy its text into the Text tab\.$/,
    );
  });
});
