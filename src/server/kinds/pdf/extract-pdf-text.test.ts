/**
 * extractPdfText on small PDFs written by the tests themselves (test-pdf-writer.ts): what is read,
 * in what order, up to which limit, and what is refused with which problem. Runs PDF.js in the
 * test's own thread; read-pdf.test.ts runs the same through the worker pool.
 */
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text';
import { PDF_LIMITS, type PdfLimits } from './limits';
import { type PdfProblem, PdfRejectedError } from './pdf-problems';
import { writeTestPdf } from './test-pdf-writer';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

async function problemOf(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfProblem> {
  const error = await extractPdfText(bytes, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfRejectedError);
  return (error as PdfRejectedError).problem;
}

describe('extractPdfText', () => {
  it('reads one page line by line, with its title and author', async () => {
    const pdf = writeTestPdf({
      pages: [{ lines: ['Vaccines (all of them) cause harm.', 'Experts disagree.'] }],
      info: { title: '  A   leaflet ', author: 'Jane Doe' },
    });
    expect(await extractPdfText(pdf)).toEqual({
      text: 'Vaccines (all of them) cause harm.\nExperts disagree.',
      pageCount: 1,
      pagesRead: 1,
      title: 'A leaflet',
      author: 'Jane Doe',
      truncated: false,
    });
  });

  it('joins pages in order with a blank line, and runs on one line with their spacing', async () => {
    const pdf = writeTestPdf({
      pages: [
        { lines: ['Page one.'] },
        // Two runs on one line, 100 points apart: PDF.js puts the space between them.
        { content: 'BT /F1 12 Tf 72 720 Td (Left) Tj 100 0 Td (right.) Tj ET' },
        { lines: ['Page three.'] },
      ],
    });
    const read = await extractPdfText(pdf);
    expect(read.text).toBe('Page one.\n\nLeft right.\n\nPage three.');
    expect([read.pageCount, read.pagesRead, read.truncated]).toEqual([3, 3, false]);
    expect(read.title).toBeUndefined();
  });

  it('reads no more than the page cap and says the text is cut', async () => {
    const pages = Array.from({ length: 5 }, (_, i) => ({ lines: [`Page ${i + 1}.`] }));
    const read = await extractPdfText(writeTestPdf({ pages }), { ...PDF_LIMITS, maxPages: 3 });
    expect(read).toMatchObject({ pageCount: 5, pagesRead: 3, truncated: true });
    expect(read.text).toBe('Page 1.\n\nPage 2.\n\nPage 3.');
  });

  it('keeps no more than the character cap, the joining blank lines counted', async () => {
    const pages = [{ lines: ['abcdefghij'] }, { lines: ['klmnopqrst'] }, { lines: ['uvw'] }];
    const read = await extractPdfText(writeTestPdf({ pages }), { ...PDF_LIMITS, maxChars: 15 });
    expect(read.text).toBe('abcdefghij\n\nklm');
    expect(read).toMatchObject({ pagesRead: 2, truncated: true });
  });

  it('reads pages packed with Flate and LZW as it reads plain ones', async () => {
    const lines = ['Packed text reads the same.', 'Second line, second line, second line.'];
    for (const pack of ['flate', 'lzw'] as const) {
      const read = await extractPdfText(writeTestPdf({ pages: [{ lines }], pack }));
      expect(read.text).toBe(lines.join('\n'));
    }
  });

  it('refuses bytes that are not a PDF, and a PDF too large, before parsing anything', async () => {
    expect(
      await problemOf(latin1('<!doctype html><p>%PDF- later than the header</p>'.padStart(2000))),
    ).toBe('not_a_pdf');
    expect(await problemOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toBe(
      'not_a_pdf',
    );
    const pdf = writeTestPdf({ pages: [{ lines: ['Fine.'] }] });
    expect(await problemOf(pdf, { ...PDF_LIMITS, maxBytes: pdf.length - 1 })).toBe('too_large');
  });

  it('refuses a PDF cut off inside its header as damaged, and reads one that lost only its end', async () => {
    const pdf = writeTestPdf({ pages: [{ lines: ['Still here.'] }] });
    expect(await problemOf(pdf.subarray(0, 40))).toBe('unreadable');
    // Without the pointer to its cross-reference table PDF.js finds the objects again, as viewers do.
    const withoutEnd = pdf.subarray(0, new TextDecoder('latin1').decode(pdf).indexOf('startxref'));
    expect((await extractPdfText(withoutEnd)).text).toBe('Still here.');
  });

  it('refuses an encrypted PDF, even with its /Encrypt key spelled with escapes', async () => {
    const pdf = writeTestPdf({ pages: [{ lines: ['Secret.'] }], encrypt: true });
    expect(await problemOf(pdf)).toBe('encrypted');
    const text = new TextDecoder('latin1').decode(pdf).replace('/Encrypt', '/Encr#79pt');
    expect(await problemOf(latin1(text))).toBe('encrypted');
  });

  it('refuses a scan (pages with images and no text) with the sentence that says what to do', async () => {
    const pdf = writeTestPdf({ pages: [{ image: true }, { image: true }] });
    const error = await extractPdfText(pdf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRejectedError);
    expect((error as Error).message).toBe(
      'This PDF has no text we can read; copy its text into the Text tab or upload a screenshot of the page.',
    );
  });

  it('reads the text beside an image', async () => {
    const pdf = writeTestPdf({ pages: [{ lines: ['Caption.'], image: true }] });
    expect((await extractPdfText(pdf)).text).toBe('Caption.');
  });

  it('reads a stream that claims a huge length up to its endstream', async () => {
    const pdf = writeTestPdf({
      pages: [{ lines: ['unused'] }],
      claimedLength: { length: 99_999_999_999, body: 'BT /F1 12 Tf 72 720 Td (Claimed.) Tj ET' },
    });
    expect((await extractPdfText(pdf)).text).toBe('Claimed.');
  });

  it('refuses deeply nested objects as damaged instead of overflowing the stack', async () => {
    const pdf = writeTestPdf({ pages: [{ lines: ['Deep.'] }], nestedArrays: 300_000 });
    expect(await problemOf(pdf)).toBe('unreadable');
  });

  it('refuses a PDF whose packed streams unpack past the budget, Flate or LZW', async () => {
    const limits = { ...PDF_LIMITS, maxUnpackedBytes: 1024 * 1024 };
    const bomb = writeTestPdf({
      pages: [{ lines: ['Tiny.'], padding: 2 * 1024 * 1024 }],
      pack: 'flate',
    });
    expect(bomb.length).toBeLessThan(10_000);
    expect(await problemOf(bomb, limits)).toBe('too_much_packed_data');
    const lzw = writeTestPdf({ pages: [{ lines: ['Tiny.'], padding: 1500 }], pack: 'lzw' });
    expect(await problemOf(lzw, { ...limits, maxUnpackedBytes: 1000 })).toBe(
      'too_much_packed_data',
    );
  });
});
