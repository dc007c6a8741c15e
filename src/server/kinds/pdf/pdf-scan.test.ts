/**
 * The unpack budget (pdf-scan.ts): a stream's packed data is counted exactly to what it unpacks
 * to, and the ways a file could hide a packed stream from the count (escaped or indirect filter
 * names, a false `endstream` inside the data, a packing that cannot be counted) are counted or
 * refused.
 */
import { deflateSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PDF_LIMITS } from './limits';
import { looksLikePdf, scanPdf } from './pdf-scan';
import { contentLength, writeTestPdf } from './test-pdf-writer';

const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const textOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const zeros = (n: number) => zlibSync(new Uint8Array(n));
/** The shipped limits with this unpack budget. */
const unpackLimit = (maxUnpackedBytes: number) => ({ ...PDF_LIMITS, maxUnpackedBytes });

/** A file of one stream object and what else the test puts before it. */
const oneStream = (dictionary: string, data: string, before = '', after = '') =>
  bytesOf(
    `%PDF-1.7\n${before}4 0 obj\n<< ${dictionary} >>\nstream\n${data}\nendstream\nendobj\n${after}`,
  );

describe('the PDF scan', () => {
  it('finds the header in the first kilobyte only', () => {
    expect(looksLikePdf(bytesOf(`${' '.repeat(1000)}%PDF-1.4`))).toBe(true);
    expect(looksLikePdf(bytesOf(`${' '.repeat(1020)}%PDF-1.4`))).toBe(false);
  });

  it('counts a Flate or LZW page exactly to its unpacked length', () => {
    const page = { lines: ['Counted to the byte.', 'Another line of it.'], padding: 300 };
    for (const pack of ['flate', 'lzw'] as const) {
      const pdf = writeTestPdf({ pages: [page], pack });
      const size = contentLength(page);
      expect(scanPdf(pdf, unpackLimit(size)).overBudget).toBe(false);
      expect(scanPdf(pdf, unpackLimit(size - 1)).overBudget).toBe(true);
    }
  });

  it('counts every stream of a document against one budget', () => {
    const page = { lines: ['Same page twice.'], padding: 100 };
    const pdf = writeTestPdf({ pages: [page, page], pack: 'flate' });
    expect(scanPdf(pdf, unpackLimit(2 * contentLength(page))).overBudget).toBe(false);
    expect(scanPdf(pdf, unpackLimit(2 * contentLength(page) - 1)).overBudget).toBe(true);
  });

  it('reads filter names written with #xx escapes and the short /F key', () => {
    const data = textOf(zeros(5000));
    for (const dictionary of ['/Filter /Fl#61teDecode', '/F /Fl', '/Filter [/FlateDecode]']) {
      const file = oneStream(`${dictionary} /Length ${data.length}`, data);
      expect(scanPdf(file, unpackLimit(4999)).overBudget).toBe(true);
      expect(scanPdf(file, unpackLimit(5000)).overBudget).toBe(false);
    }
  });

  it('follows an indirect filter name, and counts a chain stage by stage', () => {
    const data = textOf(zeros(5000));
    const file = oneStream(
      `/Filter 9 0 R /Length ${data.length}`,
      data,
      '9 0 obj /FlateDecode endobj\n',
    );
    expect(scanPdf(file, unpackLimit(4999)).overBudget).toBe(true);
    // Hex first, then Flate: the hex stage's output counts too.
    const hex = [...zeros(5000)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const chained = oneStream(`/Filter [/AHx /Fl] /Length ${hex.length + 1}`, `${hex}>`);
    const hexOutput = hex.length / 2;
    expect(scanPdf(chained, unpackLimit(hexOutput + 5000)).overBudget).toBe(false);
    expect(scanPdf(chained, unpackLimit(hexOutput + 4999)).overBudget).toBe(true);
  });

  it('counts past a false endstream inside the data, as PDF.js reads it when /Length says so', () => {
    // A stored deflate block holding the word "endstream", then 20,000 packed zeros.
    const stored = [0x00, 9, 0, 0xff - 9, 0xff, ...bytesOf('endstream')];
    const data = textOf(
      Uint8Array.from([0x78, 0x01, ...stored, ...deflateSync(new Uint8Array(20_000))]),
    );
    for (const length of [`${data.length}`, '7 0 R']) {
      const file = oneStream(`/Filter /FlateDecode /Length ${length}`, data);
      expect(scanPdf(file, unpackLimit(20_008)).overBudget).toBe(true);
      expect(scanPdf(file, unpackLimit(20_009)).overBudget).toBe(false);
    }
  });

  it('stops a packed stream at its own end when it is read to the end of the file', () => {
    // An indirect /Length: the count reads on to the end of the file, past a megabyte of other
    // bytes, and stops where the deflate stream does.
    const tail = textOf(new Uint8Array(1024 * 1024).fill(0x41));
    const file = oneStream('/Filter /FlateDecode /Length 7 0 R', textOf(zeros(20_000)), '', tail);
    expect(scanPdf(file, unpackLimit(19_999)).overBudget).toBe(true);
    expect(scanPdf(file, unpackLimit(20_000)).overBudget).toBe(false);
  });

  it('counts streams packed inside a packed stream, as an object stream can hold them', () => {
    const innerData = textOf(zeros(30_000));
    const inner = `<< /Filter /FlateDecode /Length ${innerData.length} >>\nstream\n${innerData}\nendstream`;
    const outer = textOf(zlibSync(bytesOf(inner)));
    const file = oneStream(`/Type /ObjStm /Filter /FlateDecode /Length ${outer.length}`, outer);
    expect(scanPdf(file, unpackLimit(inner.length + 30_000)).overBudget).toBe(false);
    expect(scanPdf(file, unpackLimit(inner.length + 29_999)).overBudget).toBe(true);
    // Packed inside packed inside packed...: refused past three levels, whatever the budget.
    let nested = inner;
    for (let level = 0; level < 4; level += 1) {
      const packed = textOf(zlibSync(bytesOf(nested)));
      nested = `<< /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
    }
    expect(
      scanPdf(bytesOf(`%PDF-1.7\n4 0 obj\n${nested}\nendobj\n`), unpackLimit(1e9)).overBudget,
    ).toBe(true);
  });

  it('counts a stream whose filters cannot be read both ways, and refuses Brotli outright', () => {
    const data = textOf(zeros(5000));
    const unknown = oneStream(`/Filter 12 0 R /Length ${data.length}`, data);
    expect(scanPdf(unknown, unpackLimit(4999)).overBudget).toBe(true);
    expect(
      scanPdf(oneStream('/Filter /BrotliDecode /Length 3', 'abc'), unpackLimit(1e9)).overBudget,
    ).toBe(true);
  });

  it('does not unpack an image codec on an image a page draws (pdf-scan-images.test.ts)', () => {
    const data = textOf(zeros(5000));
    const jpeg = oneStream(
      `/Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${data.length}`,
      data,
      '3 0 obj\n<< /Type /Page /Resources << /XObject << /Im0 4 0 R >> >> >>\nendobj\n',
    );
    expect(scanPdf(jpeg, unpackLimit(0)).overBudget).toBe(false);
  });
});
