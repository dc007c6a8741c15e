/**
 * Hostile images for the hostile-input bench, built in memory: a 1-bit noise PNG of 29.9 MP (under
 * the 10 MB upload cap, and as slow as anything for OCR) and a 1 MB GIF whose 10 x 10 screen holds
 * a 40,000 x 40,000 frame.
 */
import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../tests/helpers/hostile-payloads';

/** A deterministic pseudo-random byte stream (xorshift32), so every run sends the same image. */
function noiseBytes(length: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A 1-bit greyscale PNG of side x side random pixels. */
export function noisePng(side: number): Buffer {
  const rowBytes = Math.ceil(side / 8);
  const noise = noiseBytes(rowBytes * side);
  const raw = Buffer.alloc((rowBytes + 1) * side);
  for (let y = 0; y < side; y++)
    noise.copy(raw, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of about `bytes` whose 10 x 10 screen holds one frame of width x height. */
export function frameBombGif(width: number, height: number, bytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(10, 6);
  header.writeUInt16LE(10, 8);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const blocks: Buffer[] = [Buffer.from([8])];
  const data = noiseBytes(255);
  for (let size = 0; size < bytes; size += 256) blocks.push(Buffer.from([255]), data);
  blocks.push(Buffer.from([0, 0x3b]));
  return Buffer.concat([header, descriptor, ...blocks]);
}
