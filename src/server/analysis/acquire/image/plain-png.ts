/**
 * The pool's own plain PNG (the screened copy of an upload): written, and read back to paint over
 * personal details, with a pure-JS deflate (fflate) rather than node:zlib. Why: Node aborts the
 * whole process when a worker thread is terminated between a zlib handle's creation and its
 * initialisation ("close before init", seen on CI when a cover job's deadline fell there), and
 * the untrusted pool terminates workers at their deadlines. Jobs that only touch these PNGs
 * therefore create no native zlib handle and can be cut at any instant.
 */
import { crc32 } from 'node:zlib';
import { unzlibSync, zlibSync } from 'fflate';
import type { RgbaImage } from './decode';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * The bitmap that was screened, as a plain PNG: 8 bits a sample, RGB (or RGBA when any pixel is
 * not opaque), and only IHDR, IDAT and IEND, so no gamma, colour profile or metadata can make a
 * browser show anything but these pixels. Rows use the Paeth filter.
 */
export function encodePlainPng(image: RgbaImage): Uint8Array {
  const { width, height, data } = image;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;
  const raw = Buffer.alloc((stride + 1) * height);
  let row = new Uint8Array(stride);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const from = y * width * 4;
    if (bpp === 4) row.set(data.subarray(from, from + stride));
    else {
      for (let s = from, d = 0; d < stride; s += 4, d += 3) {
        row[d] = data[s]!;
        row[d + 1] = data[s + 1]!;
        row[d + 2] = data[s + 2]!;
      }
    }
    let out = y * (stride + 1);
    raw[out++] = 4; // Paeth
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = previous[i]!;
      const c = i >= bpp ? previous[i - bpp]! : 0;
      const pa = b > c ? b - c : c - b; // |p - a| where p = a + b - c
      const pb = a > c ? a - c : c - a; // |p - b|
      const pc = a + b > c + c ? a + b - c - c : c + c - a - b; // |p - c|
      const predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      raw[out + i] = (row[i]! - predictor) & 0xff;
    }
    [row, previous] = [previous, row];
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from(SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibSync(raw, { level: 6 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** Thrown for bytes that are not a plain PNG this module wrote. */
export class NotPlainPngError extends Error {}

function paeth(a: number, b: number, c: number): number {
  const pa = b > c ? b - c : c - b;
  const pb = a > c ? a - c : c - a;
  const pc = a + b > c + c ? a + b - c - c : c + c - a - b;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Reads back a PNG written by encodePlainPng (8-bit RGB or RGBA, not interlaced, any row filter)
 * as RGBA; anything else is refused. `maxPixels` bounds what the inflated data may hold.
 */
export function decodePlainPng(bytes: Uint8Array, maxPixels: number): RgbaImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b))
    throw new NotPlainPngError('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let bpp = 0;
  const idat: Uint8Array[] = [];
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new NotPlainPngError('truncated chunk');
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colourType, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0)
        throw new NotPlainPngError('not a plain PNG');
      bpp = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!bpp || width < 1 || height < 1 || width * height > maxPixels)
    throw new NotPlainPngError('no usable header');
  const stride = width * bpp;
  const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
  idat.reduce((offset, d) => {
    joined.set(d, offset);
    return offset + d.length;
  }, 0);
  const raw = unzlibSync(joined, { out: new Uint8Array((stride + 1) * height) });
  if (raw.length !== (stride + 1) * height) throw new NotPlainPngError('wrong amount of data');
  const rgba = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    if (filter > 4) throw new NotPlainPngError('unknown row filter');
    for (let i = 0; i < stride; i += 1) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = previous[i]!;
      const c = i >= bpp ? previous[i - bpp]! : 0;
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : paeth(a, b, c);
      row[i] = (line[i]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      const p = (y * width + x) * 4;
      rgba[p] = row[x * bpp]!;
      rgba[p + 1] = row[x * bpp + 1]!;
      rgba[p + 2] = row[x * bpp + 2]!;
      rgba[p + 3] = bpp === 4 ? row[x * bpp + 3]! : 255;
    }
    [row, previous] = [previous, row];
  }
  return { width, height, data: rgba, animated: false, colour: null };
}
