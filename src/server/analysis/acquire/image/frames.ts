/**
 * Every frame's size, read from the container before anything is decoded. The header's canvas is
 * not what a decoder allocates: a GIF whose screen is 10 x 10 can hold a 40,000 x 40,000 frame
 * (reading it took the server from 187 MB to 1.95 GB), and animated PNG and WebP frames and WebP
 * bitstreams carry sizes of their own. Each frame must fit the pixel budget, and so must their sum.
 * One forward pass over the container's blocks, linear in the file's size.
 */
import type { AllowedImageType } from '../../../../shared';
import { ImageRejectedError } from './image-rejected';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_TOTAL_FRAME_PIXELS } from './limits';

interface FrameBudget {
  add(width: number, height: number): void;
}

function budget(): FrameBudget {
  let total = 0;
  return {
    add(width, height) {
      if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
        throw new ImageRejectedError('too_many_pixels', `${width} x ${height}`);
      }
      total += width * height;
      if (total > MAX_TOTAL_FRAME_PIXELS)
        throw new ImageRejectedError(
          'too_many_pixels',
          `${Math.round(total / 1_000_000)} million in all frames`,
        );
    },
  };
}

const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;
const u32be = (b: Uint8Array, at: number) =>
  b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Skips GIF data sub-blocks (a length byte, then that many bytes, until a zero length). */
function skipSubBlocks(b: Uint8Array, at: number): number {
  while (at < b.length) {
    const size = b[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return at;
}

function gifFrames(b: Uint8Array, frames: FrameBudget): void {
  let at = 13;
  const screenFlags = b[10] ?? 0;
  if (screenFlags & 0x80) at += 3 * (1 << ((screenFlags & 7) + 1));
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return; // trailer
    if (block === 0x21) {
      at = skipSubBlocks(b, at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return;
      frames.add(u16le(b, at + 5), u16le(b, at + 7));
      const flags = b[at + 9]!;
      at += 10;
      if (flags & 0x80) at += 3 * (1 << ((flags & 7) + 1));
      at = skipSubBlocks(b, at + 1); // LZW minimum code size, then the image data
    } else {
      return; // not a block a decoder reads past either
    }
  }
}

function pngFrames(b: Uint8Array, frames: FrameBudget): void {
  let at = 8;
  while (at + 8 <= b.length) {
    const length = u32be(b, at);
    const type = fourcc(b, at + 4);
    // fcTL: an animated PNG frame (sequence number, then width and height).
    if (type === 'fcTL' && at + 20 <= b.length) frames.add(u32be(b, at + 12), u32be(b, at + 16));
    if (type === 'IEND') return;
    at += 12 + length;
  }
}

function webpFrames(b: Uint8Array, frames: FrameBudget): void {
  const bitstream = (at: number, type: string) => {
    if (type === 'VP8 ' && at + 10 <= b.length)
      frames.add(u16le(b, at + 6) & 0x3fff, u16le(b, at + 8) & 0x3fff);
    if (type === 'VP8L' && at + 5 <= b.length) {
      const bits = u32le(b, at + 1);
      frames.add((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
  };
  let at = 12;
  while (at + 8 <= b.length) {
    const type = fourcc(b, at);
    const size = u32le(b, at + 4);
    const data = at + 8;
    if (type === 'ANMF' && data + 16 <= b.length) {
      frames.add(u24le(b, data + 6) + 1, u24le(b, data + 9) + 1);
      // The frame's own bitstream follows its 16-byte header (possibly after an ALPH chunk).
      let inner = data + 16;
      const end = Math.min(b.length, data + size);
      while (inner + 8 <= end) {
        const innerType = fourcc(b, inner);
        bitstream(inner + 8, innerType);
        inner += 8 + u32le(b, inner + 4) + (u32le(b, inner + 4) & 1);
      }
    } else {
      bitstream(data, type);
    }
    at = data + size + (size & 1);
  }
}

/** Throws ImageRejectedError('too_many_pixels') when a frame, or all of them, would decode too large. */
export function checkFrames(bytes: Uint8Array, mime: AllowedImageType): void {
  const frames = budget();
  if (mime === 'image/gif') gifFrames(bytes, frames);
  else if (mime === 'image/png') pngFrames(bytes, frames);
  else if (mime === 'image/webp') webpFrames(bytes, frames);
}
