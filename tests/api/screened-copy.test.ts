/**
 * What is shown is what was screened (issue 28, finding 1). A browser applies a PNG's gAMA chunk
 * and the ICC profile of a PNG, a JPEG or a WebP; a decoder that ignores them screens other pixels
 * than the ones people see. Over HTTP: screenshots crafted so that their stored samples are far
 * from what Chromium shows (16-bit samples stored as (v/255)^3 under a matching gAMA; a Display P3
 * profile with a linear curve, in a PNG iCCP chunk, JPEG APP2 segments and a WebP ICCP chunk) are
 * uploaded, and the image the server stores and serves must be a plain 8-bit PNG (IHDR, IDAT, IEND
 * only) whose pixels match Chromium's own rendering of the upload, not the stored samples.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageAnalyzeResponseSchema, storedAnalysisResponseSchema } from '../../src/shared';
import { CHROMIUM_PATH, renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

const WIDTH = 900;
const HEIGHT = 420;

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function chunksOf(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG from RGB samples at 8 or 16 bits, with extra chunks before the image data. */
function pngOf(
  width: number,
  height: number,
  sample: (i: number) => number,
  depth: 8 | 16,
  extra: Buffer[],
): Buffer {
  const bytes = depth / 8;
  const stride = width * 3 * bytes;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width * 3; i++) {
      const value = sample(y * width * 3 + i);
      const at = y * (stride + 1) + 1 + i * bytes;
      if (depth === 16) raw.writeUInt16BE(value, at);
      else raw[at] = value;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** RGB samples (no alpha) of an 8-bit RGBA bitmap. */
function rgbOf(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) rgb.set(rgba.subarray(p, p + 3), q);
  return rgb;
}

const meanDifference = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

/**
 * A Display P3 matrix/TRC ICC profile (its D50 primaries) whose three curves are linear (gamma
 * 1.0): a browser shows stored samples much lighter and more saturated than they are.
 */
function linearP3Profile(): Buffer {
  const xyz = (x: number, y: number, z: number) => {
    const b = Buffer.alloc(20);
    b.write('XYZ ', 0, 'latin1');
    for (const [i, v] of [x, y, z].entries()) b.writeInt32BE(Math.round(v * 65536), 8 + 4 * i);
    return b;
  };
  const curve = Buffer.alloc(14);
  curve.write('curv', 0, 'latin1');
  curve.writeUInt32BE(1, 8);
  curve.writeUInt16BE(256, 12); // gamma 1.0 in u8Fixed8
  const desc = Buffer.alloc(12 + 8 + 2 * 4 + 12);
  desc.write('mluc', 0, 'latin1');
  desc.writeUInt32BE(1, 8);
  desc.writeUInt32BE(12, 12);
  desc.write('enUS', 16, 'latin1');
  desc.writeUInt32BE(8, 20);
  desc.writeUInt32BE(28, 24);
  desc.write('\u0000P\u0000x', 28, 'latin1');
  const tags: Array<[string, Buffer]> = [
    ['desc', desc],
    ['wtpt', xyz(0.9642, 1, 0.8249)],
    ['rXYZ', xyz(0.5151, 0.2412, -0.0011)],
    ['gXYZ', xyz(0.292, 0.6922, 0.0419)],
    ['bXYZ', xyz(0.1571, 0.0666, 0.7841)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length, 0);
  const bodies: Buffer[] = [];
  let offset = 128 + table.length;
  tags.forEach(([name, body], i) => {
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    table.write(name, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(body.length, 12 + i * 12);
    bodies.push(padded);
    offset += padded.length;
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x04300000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  header.writeUInt16BE(2024, 24);
  header.writeUInt16BE(1, 26);
  header.writeUInt16BE(1, 28);
  header.write('acsp', 36, 'latin1');
  for (const [i, v] of [0.9642, 1, 0.8249].entries())
    header.writeInt32BE(Math.round(v * 65536), 68 + 4 * i);
  return Buffer.concat([header, table, ...bodies]);
}

/** The same JPEG with the profile in an APP2 ICC_PROFILE segment right after its start marker. */
function jpegWithProfile(jpeg: Buffer, profile: Buffer): Buffer {
  const body = Buffer.concat([
    Buffer.from('ICC_PROFILE\u0000', 'latin1'),
    Buffer.from([1, 1]),
    profile,
  ]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe2, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** The same WebP in the extended format with the profile in an ICCP chunk (VP8X's ICC flag set). */
function webpWithProfile(webp: Buffer, profile: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let vp8x: Buffer | null = null;
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    const whole = webp.subarray(at, at + 8 + size + (size & 1));
    if (whole.toString('latin1', 0, 4) === 'VP8X') vp8x = Buffer.from(whole);
    else chunks.push(whole);
    at += 8 + size + (size & 1);
  }
  if (!vp8x) {
    vp8x = Buffer.alloc(18);
    vp8x.write('VP8X', 0, 'latin1');
    vp8x.writeUInt32LE(10, 4);
    vp8x.writeUIntLE(WIDTH - 1, 12, 3);
    vp8x.writeUIntLE(HEIGHT - 1, 15, 3);
  }
  vp8x[8] = vp8x[8]! | 0x20;
  const iccp = Buffer.alloc(8 + profile.length + (profile.length & 1));
  iccp.write('ICCP', 0, 'latin1');
  iccp.writeUInt32LE(profile.length, 4);
  profile.copy(iccp, 8);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, iccp, ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

let server: TestServer;
let screenshot: { width: number; height: number; data: Buffer };
let jpeg: Buffer;
let webp: Buffer;
let browser: import('playwright-core').Browser;

/** What Chromium shows for these image bytes at 1:1, as 8-bit sRGB RGB samples. */
async function chromiumShows(bytes: Buffer, mime: string): Promise<Uint8Array> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    await page.setContent(
      `<body style="margin:0"><img id="i" src="data:${mime};base64,${bytes.toString('base64')}"></body>`,
    );
    await page.locator('#i').evaluate((img: HTMLImageElement) => img.decode());
    const shot = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    });
    return rgbOf(PNG.sync.read(shot).data);
  } finally {
    await page.close();
  }
}

async function uploadAndFetch(bytes: Buffer, name: string, mime: string): Promise<Buffer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: mime }), name);
  const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
  expect(response.status, response.text).toBe(200);
  const { id, results } = imageAnalyzeResponseSchema.parse(response.json);
  expect(results.analysisMetadata.imageWithheld).toBeUndefined();
  const stored = storedAnalysisResponseSchema.parse((await server.get(`/api/analysis/${id}`)).json);
  expect(stored.imageData).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(stored.imageData!.split(',')[1]!, 'base64');
}

/** The served copy is a plain 8-bit PNG: no gamma, no profile, no metadata, one frame. */
function expectPlainPng(served: Buffer): Uint8Array {
  expect(served.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  const chunks = chunksOf(served);
  expect([...new Set(chunks.map((c) => c.type))]).toEqual(['IHDR', 'IDAT', 'IEND']);
  expect(chunks[0]!.data[8]).toBe(8);
  const decoded = PNG.sync.read(served);
  expect([decoded.width, decoded.height]).toEqual([WIDTH, HEIGHT]);
  return rgbOf(decoded.data);
}

beforeAll(async () => {
  server = await startTestServer();
  screenshot = PNG.sync.read(await renderHtml(scamSmsHtml(), { width: WIDTH, height: HEIGHT }));
  jpeg = await renderHtml(scamSmsHtml(), { width: WIDTH, height: HEIGHT, type: 'jpeg' });
  webp = await renderHtml(scamSmsHtml(), { width: WIDTH, height: HEIGHT, type: 'webp' });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Screenshots in sRGB, whatever the machine's display: the colour management under test is
    // the image's, converted to sRGB.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the stored and served image is the screened bitmap, as a browser shows it', () => {
  const rgb = () => rgbOf(screenshot.data);

  it('applies a 16-bit PNG’s gAMA chunk before screening and serves that, re-encoded', async () => {
    const source = rgb();
    // Samples stored as (v/255)^3: a decoder ignoring gAMA sees a far darker image. The gAMA
    // chunk (file gamma 3/2.2) makes a browser show about v again.
    const gamma = Buffer.alloc(4);
    gamma.writeUInt32BE(Math.round((3 / 2.2) * 100_000), 0);
    const crafted = pngOf(WIDTH, HEIGHT, (i) => Math.round((source[i]! / 255) ** 3 * 65_535), 16, [
      chunk('gAMA', gamma),
    ]);
    const shown = await chromiumShows(crafted, 'image/png');
    // The crafted image does look like the screenshot in a browser...
    expect(meanDifference(shown, source)).toBeLessThan(2);
    // ...but not to a decoder that ignores the gamma (what was screened before).
    const stored = rgbOf(PNG.sync.read(crafted).data);
    expect(meanDifference(stored, shown)).toBeGreaterThan(15);

    const served = expectPlainPng(await uploadAndFetch(crafted, 'gamma.png', 'image/png'));
    expect(meanDifference(served, shown)).toBeLessThan(1);
  }, 120_000);

  it('applies a PNG’s ICC profile (iCCP) before screening and serves that, re-encoded', async () => {
    const profile = linearP3Profile();
    const iccp = Buffer.concat([
      Buffer.from('linear P3\u0000\u0000', 'latin1'),
      deflateSync(profile),
    ]);
    const source = rgb();
    const crafted = pngOf(WIDTH, HEIGHT, (i) => source[i]!, 8, [chunk('iCCP', iccp)]);
    const shown = await chromiumShows(crafted, 'image/png');
    // Chromium applied the profile: the stored samples are not what it shows.
    expect(meanDifference(source, shown)).toBeGreaterThan(4);

    const served = expectPlainPng(await uploadAndFetch(crafted, 'profile.png', 'image/png'));
    expect(meanDifference(served, shown)).toBeLessThan(1);
  }, 120_000);

  it('applies a JPEG’s ICC profile (APP2) before screening and serves a plain PNG of that', async () => {
    const crafted = jpegWithProfile(jpeg, linearP3Profile());
    const shown = await chromiumShows(crafted, 'image/jpeg');
    const plainShown = await chromiumShows(jpeg, 'image/jpeg');
    expect(meanDifference(plainShown, shown)).toBeGreaterThan(4);

    const served = expectPlainPng(await uploadAndFetch(crafted, 'profile.jpg', 'image/jpeg'));
    expect(meanDifference(served, shown)).toBeLessThan(1);
  }, 120_000);

  it('applies a WebP’s ICC profile (ICCP) before screening and serves a plain PNG of that', async () => {
    const crafted = webpWithProfile(webp, linearP3Profile());
    const shown = await chromiumShows(crafted, 'image/webp');
    const plainShown = await chromiumShows(webp, 'image/webp');
    expect(meanDifference(plainShown, shown)).toBeGreaterThan(4);

    const served = expectPlainPng(await uploadAndFetch(crafted, 'profile.webp', 'image/webp'));
    expect(meanDifference(served, shown)).toBeLessThan(1);
  }, 120_000);
});
