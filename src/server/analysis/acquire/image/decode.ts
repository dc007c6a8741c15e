/**
 * Pixels of an uploaded image for the adult-imagery check, with pure-JS decoders (pngjs,
 * jpeg-js, omggif) and libwebp in WebAssembly shipped inside @cwasm/webp: nothing native, nothing
 * downloaded. Runs in the untrusted-content worker, after inspect-image.ts has checked that every
 * frame fits the pixel budget, so the full-size RGBA buffer is at most MAX_IMAGE_PIXELS x 4 bytes
 * and is dropped as soon as it is downscaled.
 */
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import type { AllowedImageType } from '../../../../shared';
import { jpegColour, pngColour, toSrgb8, webpColour, type ColourTransform } from './colour';
import { MAX_IMAGE_PIXELS } from './limits';

export interface RgbaImage {
  width: number;
  height: number;
  /** 4 bytes a pixel, row after row. */
  data: Uint8Array;
  /** More than one frame (animated GIF, PNG or WebP): only the first is decoded here. */
  animated: boolean;
  /** The colour conversion applied (gamma or ICC profile), null when the samples were sRGB. */
  colour: string | null;
}

// Not named `require`: the desktop build (electron-vite) declares a module-level `require` shim in
// the same bundle, and a second declaration is a syntax error that stops the whole worker.
const requireFromHere = createRequire(import.meta.url);
type WebpDecoder = {
  decode(source: Uint8Array): { width: number; height: number; data: Uint8ClampedArray };
};
let webp: WebpDecoder | null = null;

const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
const u32be = (b: Uint8Array, at: number) =>
  b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) =>
  b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + b[at + 3]! * 0x1000000;

/** An APNG has an acTL chunk before its image data. */
function pngIsAnimated(b: Uint8Array): boolean {
  for (let at = 8; at + 8 <= b.length; ) {
    const type = fourcc(b, at + 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + u32be(b, at);
  }
  return false;
}

/** An animated WebP has an ANIM chunk. */
function webpIsAnimated(b: Uint8Array): boolean {
  for (let at = 12; at + 8 <= b.length; ) {
    if (fourcc(b, at) === 'ANIM') return true;
    const size = u32le(b, at + 4);
    at += 8 + size + (size & 1);
  }
  return false;
}

function decodeGif(bytes: Uint8Array): RgbaImage {
  const reader = new GifReader(bytes);
  const data = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  // GIF has no colour chunks: browsers show its palette as sRGB.
  const animated = reader.numFrames() > 1;
  return { width: reader.width, height: reader.height, data, animated, colour: null };
}

/** 8-bit samples converted in place (their own buffer is the output). */
function converted(data: Uint8Array, transform: ColourTransform | null): string | null {
  if (transform) toSrgb8(data, 255, transform, data);
  return transform?.source ?? null;
}

function decodeWebp(bytes: Uint8Array): RgbaImage {
  // The decoder compiles its WebAssembly when first required: only workers that meet a WebP pay.
  webp ??= requireFromHere('@cwasm/webp') as WebpDecoder;
  const image = webp.decode(bytes);
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const colour = converted(data, webpColour(bytes));
  return {
    width: image.width,
    height: image.height,
    data,
    animated: webpIsAnimated(bytes),
    colour,
  };
}

function decodePng(bytes: Uint8Array): RgbaImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // 16-bit samples are kept as they are until the colour conversion, which needs their precision
  // (a gamma-crafted image stores its dark tones in the low bits).
  const sixteen = bytes[24] === 16;
  const image = PNG.sync.read(buffer, { skipRescale: sixteen });
  const transform = pngColour(bytes);
  const animated = pngIsAnimated(bytes);
  if (!sixteen) {
    const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return {
      width: image.width,
      height: image.height,
      data,
      animated,
      colour: converted(data, transform),
    };
  }
  const data = new Uint8Array(image.width * image.height * 4);
  toSrgb8(image.data as unknown as Uint16Array, 65_535, transform, data);
  return {
    width: image.width,
    height: image.height,
    data,
    animated,
    colour: transform?.source ?? null,
  };
}

/**
 * Decodes the first frame to 8-bit sRGB RGBA as a browser shows it (gamma and ICC profiles
 * applied, see colour.ts); throws on a body that does not decode.
 */
export function decodeImage(bytes: Uint8Array, mime: AllowedImageType): RgbaImage {
  if (mime === 'image/jpeg') {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: Math.ceil(MAX_IMAGE_PIXELS / 1_000_000),
      // The RGBA output plus the decoder's own component planes at the largest size allowed.
      maxMemoryUsageInMB: Math.ceil((MAX_IMAGE_PIXELS * 8) / (1024 * 1024)),
    });
    const colour = converted(image.data, jpegColour(bytes));
    return { width: image.width, height: image.height, data: image.data, animated: false, colour };
  }
  if (mime === 'image/png') return decodePng(bytes);
  if (mime === 'image/gif') return decodeGif(bytes);
  return decodeWebp(bytes);
}

/** One square input for the classifier: `size` x `size` RGB bytes. */
export interface ModelInput {
  size: number;
  rgb: Uint8Array;
}

/**
 * The part [x0, x0 + w) x [y0, y0 + h) of the image, averaged down (box filter) to size x size
 * RGB, transparent pixels over white (how a browser shows them on the page). Linear in the pixels
 * read, which a bilinear resize of a 30-megapixel image down to 224 would not sample fairly.
 */
export function downscale(
  image: RgbaImage,
  x0: number,
  y0: number,
  w: number,
  h: number,
  size: number,
): ModelInput {
  const rgb = new Uint8Array(size * size * 3);
  const sums = new Float64Array(size * 3);
  const counts = new Float64Array(size);
  const src = image.data;
  for (let ty = 0; ty < size; ty += 1) {
    const yStart = y0 + Math.floor((ty * h) / size);
    const yEnd = Math.max(yStart + 1, y0 + Math.floor(((ty + 1) * h) / size));
    sums.fill(0);
    counts.fill(0);
    for (let y = yStart; y < yEnd; y += 1) {
      const row = y * image.width;
      for (let tx = 0; tx < size; tx += 1) {
        const xStart = x0 + Math.floor((tx * w) / size);
        const xEnd = Math.max(xStart + 1, x0 + Math.floor(((tx + 1) * w) / size));
        let r = 0;
        let g = 0;
        let b = 0;
        for (let x = xStart; x < xEnd; x += 1) {
          const at = (row + x) * 4;
          const alpha = src[at + 3]! / 255;
          const white = 255 * (1 - alpha);
          r += src[at]! * alpha + white;
          g += src[at + 1]! * alpha + white;
          b += src[at + 2]! * alpha + white;
        }
        sums[tx * 3] = sums[tx * 3]! + r;
        sums[tx * 3 + 1] = sums[tx * 3 + 1]! + g;
        sums[tx * 3 + 2] = sums[tx * 3 + 2]! + b;
        counts[tx] = counts[tx]! + xEnd - xStart;
      }
    }
    for (let tx = 0; tx < size; tx += 1) {
      const n = counts[tx]!;
      const at = (ty * size + tx) * 3;
      rgb[at] = Math.round(sums[tx * 3]! / n);
      rgb[at + 1] = Math.round(sums[tx * 3 + 1]! / n);
      rgb[at + 2] = Math.round(sums[tx * 3 + 2]! / n);
    }
  }
  return { size, rgb };
}

/** Images this much longer than wide (or wider than long) are cut into tiles along that side. */
export const MAX_CLASSIFIED_TILES = 4;

/**
 * The model sees a square. A tall phone capture squeezed into one square would shrink a picture
 * in it to a sliver, so a long image is cut along its long side into up to MAX_CLASSIFIED_TILES
 * near-square tiles, each checked on its own.
 */
export function modelInputs(image: RgbaImage, size: number): ModelInput[] {
  const { width, height } = image;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const tiles = Math.max(1, Math.min(MAX_CLASSIFIED_TILES, Math.round(long / short)));
  const inputs: ModelInput[] = [];
  for (let i = 0; i < tiles; i += 1) {
    const from = Math.floor((i * long) / tiles);
    const to = Math.floor(((i + 1) * long) / tiles);
    inputs.push(
      width >= height
        ? downscale(image, from, 0, to - from, height, size)
        : downscale(image, 0, from, width, to - from, size),
    );
  }
  return inputs;
}
