/**
 * What an image codec in a PDF would decode to, read from its header alone (pdf-scan.ts counts it
 * before PDF.js could decode anything): a JBIG2 page's and regions' sizes, a JPEG's and a JPEG
 * 2000's width x height x components, CCITT's columns x rows. PDF.js allocates by these headers,
 * not by the bytes that follow, so a few hundred bytes can promise gigabytes. A header that
 * cannot be read counts as the most it could mean.
 */

/** The codecs, by every name PDF.js accepts. */
export const IMAGE_CODECS: Readonly<Record<string, 'jbig2' | 'jpeg' | 'jpx' | 'ccitt'>> = {
  JBIG2Decode: 'jbig2',
  DCTDecode: 'jpeg',
  DCT: 'jpeg',
  JPXDecode: 'jpx',
  CCITTFaxDecode: 'ccitt',
  CCF: 'ccitt',
};

/** A size no budget allows: what an unreadable header counts as. */
export const UNBOUNDED = Number.MAX_SAFE_INTEGER;

const u32 = (b: Uint8Array, at: number) =>
  at + 4 > b.length
    ? 0
    : ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (at + 2 > b.length ? 0 : (b[at]! << 8) | b[at + 1]!);

/** Region segments (text, halftone, generic, refinement): PDF.js keeps a byte per pixel. */
const REGION_TYPES = new Set([4, 6, 7, 20, 22, 23, 36, 38, 39, 40, 42, 43]);

/**
 * JBIG2 as PDF embeds it (segments, no file header; the globals are a stream of their own): each
 * page-information segment's bitmap (a bit per pixel) and each region's (a byte per pixel), read
 * segment by segment as PDF.js reads them.
 */
export function jbig2Bytes(data: Uint8Array): number {
  let total = 0;
  let at = 0;
  while (at + 11 <= data.length) {
    const number = u32(data, at);
    const flags = data[at + 4]!;
    const type = flags & 0x3f;
    let referred = data[at + 5]! >> 5;
    let position = at + 6;
    if (referred === 7) {
      referred = u32(data, at + 5) & 0x1fffffff;
      position = at + 9 + ((referred + 8) >> 3);
    } else if (referred > 4) return UNBOUNDED;
    position += referred * (number <= 256 ? 1 : number <= 65536 ? 2 : 4);
    position += flags & 0x40 ? 4 : 1;
    const length = u32(data, position);
    position += 4;
    if (type === 48) {
      const width = u32(data, position);
      const height = u32(data, position + 4);
      // Striped pages of unknown height grow as their stripes arrive: no bound from the header.
      if (height === 0xffffffff) return UNBOUNDED;
      total += Math.ceil(width / 8) * height;
    } else if (REGION_TYPES.has(type)) {
      total += u32(data, position) * u32(data, position + 4);
    }
    if (type === 51) break; // end of file
    if (length === 0xffffffff) return UNBOUNDED; // a length PDF.js would search for
    at = position + length;
  }
  return total;
}

/** A JPEG's frame header (any SOF marker): height x width x components. */
export function jpegBytes(data: Uint8Array): number {
  let total = 0;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) {
      at += 1;
      continue;
    }
    const marker = data[at + 1]!;
    if (
      marker === 0xd8 ||
      marker === 0x01 ||
      (marker >= 0xd0 && marker <= 0xd7) ||
      marker === 0xff
    ) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // the image data: the frame is known by now
    const length = u16(data, at + 2);
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) total += u16(data, at + 5) * u16(data, at + 7) * (data[at + 9] ?? 0);
    at += 2 + length;
  }
  return total;
}

/** JPEG 2000: the codestream's SIZ marker (inside a JP2 file or bare). */
export function jpxBytes(data: Uint8Array): number {
  for (let at = 0; at + 40 <= data.length; at += 1) {
    if (data[at] !== 0xff || data[at + 1] !== 0x51) continue;
    const width = u32(data, at + 6) - u32(data, at + 14);
    const height = u32(data, at + 10) - u32(data, at + 18);
    const components = u16(data, at + 38);
    if (width <= 0 || height <= 0) return UNBOUNDED;
    return width * height * Math.max(1, components);
  }
  return UNBOUNDED;
}

/**
 * CCITT fax: a bit per pixel, columns x rows. Without rows (from DecodeParms, else the image's
 * height) the decoder reads rows as long as data lasts, and a row can cost a single bit.
 */
export function ccittBytes(columns: number, rows: number | null, dataBytes: number): number {
  const rowBytes = Math.ceil(columns / 8);
  return rowBytes * (rows !== null && rows > 0 ? rows : dataBytes * 8);
}
