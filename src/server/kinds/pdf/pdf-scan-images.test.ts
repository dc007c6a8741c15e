/**
 * What the PDF scan (pdf-scan.ts) counts besides packed streams: image codecs only last in a
 * chain and only on images (never on what PDF.js reads for text), their decoded sizes read from
 * their headers (image-codecs.ts) against the image budget, and how often forms are drawn
 * (form-draws.ts). Each hostile file is the issue's, written in hostile-test-pdfs.ts.
 */
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  formFanOutPdf,
  jbig2ContentPdf,
  jbig2FormPdf,
  jbig2PageInfo,
  jpegContentPdf,
  jpegHeader,
  onePagePdf,
  streamObject,
  TEXT,
} from './hostile-test-pdfs';
import { ccittBytes, jbig2Bytes, jpegBytes, jpxBytes } from './image-codecs';
import { PDF_LIMITS } from './limits';
import { scanPdf } from './pdf-scan';
import { writeRawPdf } from './test-pdf-writer';

const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const hex = (text: string) => `${Buffer.from(text, 'latin1').toString('hex')}>`;
const IMAGE = '/Type /XObject /Subtype /Image /Width 8 /Height 8 /BitsPerComponent 8';

/** A page that shows text and draws image 6, made with `filters` over `data`. */
const pageWithImage = (filters: string, data: string, dictionary = IMAGE) =>
  onePagePdf(streamObject('', `${TEXT}\nq /Im0 Do Q`), '/Im0 6 0 R', {
    6: streamObject(`${dictionary} /Filter ${filters}`, data),
  });

describe('image codecs in the PDF scan', () => {
  it("refuses the issue's codecs that come before another filter or pack a page or a form", () => {
    for (const pdf of [jbig2ContentPdf(), jpegContentPdf(), jbig2FormPdf()])
      expect(scanPdf(pdf, PDF_LIMITS)).toMatchObject({ overBudget: true });
  });

  it('refuses a codec that packs what PDF.js reads for text, whatever its dictionary claims', () => {
    const jpeg = jpegHeader(8, 8);
    // The image is also a page's content: PDF.js would decode it to read the page.
    const asContent = onePagePdf(streamObject(`${IMAGE} /Filter /DCTDecode`, jpeg));
    expect(scanPdf(asContent, PDF_LIMITS).overBudget).toBe(true);
    // A font file packed with a codec.
    const fontFile = onePagePdf(streamObject('', TEXT), '', {
      5: '<< /Type /Font /Subtype /TrueType /BaseFont /Arial /FontDescriptor 7 0 R >>',
      6: streamObject(`${IMAGE} /Filter /DCTDecode`, jpeg),
      7: '<< /Type /FontDescriptor /FontName /Arial /FontFile2 6 0 R >>',
    });
    expect(scanPdf(fontFile, PDF_LIMITS).overBudget).toBe(true);
    // The codec before a text encoding, on a real image.
    expect(scanPdf(pageWithImage('[/DCTDecode /AHx]', jpeg), PDF_LIMITS).overBudget).toBe(true);
  });

  it("counts an image's decoded size from its header against the image budget", () => {
    const cases: Array<[Uint8Array, number]> = [
      [pageWithImage('/DCTDecode', jpegHeader(640, 480, 3)), 640 * 480 * 3],
      // A text encoding before the codec is unpacked first, then the header read.
      [pageWithImage('[/AHx /DCTDecode]', hex(jpegHeader(100, 50, 1))), 100 * 50],
      [pageWithImage('/JBIG2Decode', jbig2PageInfo(1000, 200)), 125 * 200],
      [
        pageWithImage(
          '/CCITTFaxDecode',
          'xx',
          `${IMAGE} /DecodeParms << /Columns 1700 /Rows 90 >>`,
        ),
        213 * 90,
      ],
    ];
    for (const [pdf, size] of cases) {
      expect(scanPdf(pdf, { ...PDF_LIMITS, maxImageBytes: size })).toMatchObject({
        overBudget: false,
      });
      expect(scanPdf(pdf, { ...PDF_LIMITS, maxImageBytes: size - 1 })).toMatchObject({
        overBudget: true,
      });
    }
  });

  it('reads each codec header as PDF.js allocates by it', () => {
    expect(jbig2Bytes(bytesOf(jbig2PageInfo(524_288, 61_000)))).toBe(65_536 * 61_000);
    expect(jpegBytes(bytesOf(jpegHeader(32_768, 32_768, 1)))).toBe(32_768 * 32_768);
    // A JPEG 2000 codestream: SOC, then SIZ with its size, offset and 3 components.
    const siz = Buffer.alloc(42);
    siz.writeUInt16BE(0xff4f, 0);
    siz.writeUInt16BE(0xff51, 2);
    siz.writeUInt32BE(2000, 8);
    siz.writeUInt32BE(1000, 12);
    siz.writeUInt32BE(100, 16);
    siz.writeUInt16BE(3, 40);
    expect(jpxBytes(new Uint8Array(siz))).toBe(1900 * 1000 * 3);
    // Without rows, a fax image may be a row per bit of its data.
    expect(ccittBytes(1728, null, 10)).toBe(216 * 80);
    // A striped JBIG2 page of unknown height has no bound.
    expect(jbig2Bytes(bytesOf(jbig2PageInfo(100, 0xffffffff)))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('forms in the PDF scan', () => {
  it('refuses forms drawing forms past the bound, and counts a small tree exactly', () => {
    expect(scanPdf(formFanOutPdf(8, 10), PDF_LIMITS)).toMatchObject({ tooComplex: true });
    // The page draws 3 forms, each drawing 3 of the last: 3 + 3 x 3 draws.
    const small = formFanOutPdf(2, 3);
    expect(scanPdf(small, { ...PDF_LIMITS, maxFormDraws: 12 }).tooComplex).toBe(false);
    expect(scanPdf(small, { ...PDF_LIMITS, maxFormDraws: 11 }).tooComplex).toBe(true);
  });

  it('finds the forms a form draws through resources kept in an object stream', () => {
    // Forms 10 and 11 draw /Fm ten times each; their resources are objects 20 and 21, packed.
    const draws = 'q /Fm Do Q '.repeat(10);
    const first = '<< /XObject << /Fm 11 0 R >> >> ';
    const header = `20 0 21 ${first.length} `;
    const packed = `${header}${first}<< /Font << /F1 5 0 R >> >>`;
    const objects = new Map<number, string>([
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [
        3,
        '<< /Type /Page /Parent 2 0 R /Resources << /XObject << /Fm 10 0 R >> >> /Contents 4 0 R >>',
      ],
      [4, streamObject('', draws)],
      [5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
      [10, streamObject('/Type /XObject /Subtype /Form /Resources 20 0 R', draws)],
      [11, streamObject('/Type /XObject /Subtype /Form /Resources 21 0 R', 'BT (w) Tj ET')],
      [
        30,
        streamObject(
          `/Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode`,
          Buffer.from(zlibSync(bytesOf(packed))).toString('latin1'),
        ),
      ],
    ]);
    const pdf = writeRawPdf(objects);
    // 10 draws of form 10, each drawing form 11 ten times: 110.
    expect(scanPdf(pdf, { ...PDF_LIMITS, maxFormDraws: 110 }).tooComplex).toBe(false);
    expect(scanPdf(pdf, { ...PDF_LIMITS, maxFormDraws: 109 }).tooComplex).toBe(true);
  });
});
