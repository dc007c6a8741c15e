/**
 * Hostile PDFs for the tests (never used by the server), each a few hundred bytes written here
 * rather than kept as binary fixtures: image codecs whose headers promise gigabytes, a form
 * packed with an image codec, and forms that draw forms that draw forms. What each did to the
 * server before the pre-scan counted it is in its comment (issue 35, measured on loopback).
 */
import { writeRawPdf } from './test-pdf-writer';

const latin1 = (bytes: Uint8Array | number[]) => Buffer.from(bytes).toString('latin1');
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];

/** One page drawing `content` (object 4), with these XObjects in its resources and more objects. */
export function onePagePdf(
  content: string,
  xobjects = '',
  extra: Record<number, string> = {},
): Uint8Array {
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      3,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << ${xobjects} >> >> /Contents 4 0 R >>`,
    ],
    [4, content],
    [5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
  ]);
  for (const [n, body] of Object.entries(extra)) objects.set(Number(n), body);
  return writeRawPdf(objects);
}

/** A stream object's body: its dictionary (with its /Length) and its data. */
export const streamObject = (dictionary: string, body: string) =>
  `<< ${dictionary} /Length ${body.length} >>\nstream\n${body}\nendstream`;
export const TEXT = 'BT /F1 12 Tf 72 720 Td (Your parcel is waiting: pay the fee today.) Tj ET';

/**
 * A JBIG2 page-information segment (embedded stream: no file header) declaring a page of
 * width x height pixels, white (so PDF.js fills the whole bitmap).
 */
export function jbig2PageInfo(width: number, height: number): string {
  const data = [...u32(width), ...u32(height), ...u32(0), ...u32(0), 0x04, ...u16(0)];
  // Segment 0, type 48 (page information), no referred-to segments, page 1, its data's length.
  return latin1([...u32(0), 48, 0, 1, ...u32(data.length), ...data]);
}

/**
 * A baseline JPEG header for width x height with `components` components and the smallest
 * Huffman tables (one code each), so that PDF.js reads every block from a few zero bytes.
 */
export function jpegHeader(width: number, height: number, components = 1): string {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    ...u16(body.length + 2),
    ...body,
  ];
  const quant = segment(0xdb, [0, ...new Array<number>(64).fill(1)]);
  const comps = Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]).flat();
  const frame = segment(0xc0, [8, ...u16(height), ...u16(width), components, ...comps]);
  const oneCode = (tableClass: number) =>
    segment(0xc4, [(tableClass << 4) | 0, 1, ...new Array<number>(15).fill(0), 0]);
  const scanComps = Array.from({ length: components }, (_, i) => [i + 1, 0]).flat();
  const scan = segment(0xda, [components, ...scanComps, 0, 63, 0]);
  return latin1([
    0xff,
    0xd8,
    ...quant,
    ...frame,
    ...oneCode(0),
    ...oneCode(1),
    ...scan,
    ...new Array<number>(64).fill(0),
  ]);
}

/** 608 bytes that took the server from 343 MB to 4.5 GB: a JBIG2 page as the page's content. */
export function jbig2ContentPdf(): Uint8Array {
  return onePagePdf(streamObject('/Filter [/JBIG2Decode /AHx]', jbig2PageInfo(524_288, 61_000)));
}

/** A JPEG header behind hex as the page's content: it added 2.3 GB. */
export function jpegContentPdf(): Uint8Array {
  return onePagePdf(streamObject('/Filter [/DCTDecode /AHx]', jpegHeader(32_768, 32_768, 1)));
}

/**
 * A form packed with JBIG2 alone, drawn by a page that also has text: it added 597 MB and was
 * answered 200, stored and published.
 */
export function jbig2FormPdf(): Uint8Array {
  return onePagePdf(streamObject('', `${TEXT}\nq /Fm1 Do Q`), '/Fm1 6 0 R', {
    6: streamObject(
      '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Filter /JBIG2Decode',
      jbig2PageInfo(65_536, 65_536),
    ),
  });
}

/**
 * Forms drawing forms: each of `depth` forms draws the next `fanOut` times and the last shows a
 * word, so the page's text is fanOut^depth words (2.6 KB held a parser for 17 s).
 */
export function formFanOutPdf(depth = 8, fanOut = 10): Uint8Array {
  const extra: Record<number, string> = {};
  for (let level = 0; level < depth; level += 1) {
    const id = 10 + level;
    const last = level === depth - 1;
    const body = last ? 'BT /F1 1 Tf 0 0 Td (w) Tj ET' : `${'q /Fm Do Q '.repeat(fanOut)}`.trim();
    const resources = last ? '/Font << /F1 5 0 R >>' : `/XObject << /Fm ${id + 1} 0 R >>`;
    extra[id] = streamObject(
      `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << ${resources} >>`,
      body,
    );
  }
  return onePagePdf(
    streamObject('', `${TEXT}\n${'q /Fm Do Q '.repeat(fanOut)}`),
    '/Fm 10 0 R',
    extra,
  );
}
