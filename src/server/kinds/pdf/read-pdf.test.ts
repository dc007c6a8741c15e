/**
 * The PDF job through the real untrusted-content pool and a real child process: text comes back,
 * refusals keep their problem across the process boundary, and a PDF past the pool's deadline or
 * heap cap fails as the pool's other jobs do while the pool goes on serving. Deadlines are 1 ms
 * once PDF.js is loaded, which no PDF can meet: no test depends on the machine being fast.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import {
  createUntrustedPool,
  UntrustedJobError,
} from '../../analysis/acquire/isolation/untrusted-pool';
import { pdfAppError, readPdf } from './read-pdf';
import { PDF_ERRORS, PdfRejectedError } from './pdf-problems';
import { writeTestPdf } from './test-pdf-writer';
import { MAX_PDF_CHARS, MAX_PDF_PAGES_READ, PDF_LIMITS } from './limits';

/** Budgets no busy machine reaches, for the tests that are not about them. */
const GENEROUS = { deadlineMs: 120_000, loadMs: 300_000 };
const pool = createUntrustedPool({ workers: 1, queueWaitMs: 300_000 });
afterAll(() => pool.close());

/** A PDF of as many pages as are read, each of many lines: far more than 1 ms of work. */
const heavy = writeTestPdf({
  pages: Array.from({ length: MAX_PDF_PAGES_READ }, (_, p) => ({
    lines: Array.from({ length: 40 }, (_, l) => `Page ${p + 1}, line ${l + 1} of the heavy PDF.`),
  })),
});

describe('readPdf through the untrusted-content pool', () => {
  it('reads the text in a worker and leaves the caller its bytes', async () => {
    const bytes = writeTestPdf({
      pages: [{ lines: ['Read in a worker.'] }, { lines: ['Second page.'] }],
      info: { title: 'Worker test' },
    });
    const before = Uint8Array.from(bytes);
    const read = await readPdf(pool, bytes, GENEROUS);
    expect(read).toEqual({
      text: 'Read in a worker.\n\nSecond page.',
      pageCount: 2,
      pagesRead: 2,
      title: 'Worker test',
      truncated: false,
    });
    expect(bytes).toEqual(before);
  });

  it('brings a refusal back as PdfRejectedError with its problem, and the API answer for it', async () => {
    const scan = writeTestPdf({ pages: [{ image: true }] });
    const error = await readPdf(pool, scan, GENEROUS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRejectedError);
    expect((error as PdfRejectedError).problem).toBe('no_text');
    const answer = pdfAppError(error) as AppError;
    expect([answer.status, answer.toBody()]).toEqual([
      422,
      { message: PDF_ERRORS.no_text, type: 'guidance' },
    ]);
    const notPdf = await readPdf(pool, new TextEncoder().encode('plain words'), GENEROUS).catch(
      (e: unknown) => e,
    );
    expect((pdfAppError(notPdf) as AppError).status).toBe(415);
  });

  it('reads a large PDF up to the character cap when the deadline allows', async () => {
    const read = await readPdf(pool, heavy, GENEROUS);
    expect(read.text.startsWith('Page 1, line 1 of the heavy PDF.\nPage 1, line 2')).toBe(true);
    expect(read.text.length).toBeLessThanOrEqual(MAX_PDF_CHARS);
    expect(read.text.length).toBeGreaterThan(MAX_PDF_CHARS - 100);
    expect(read).toMatchObject({ pageCount: MAX_PDF_PAGES_READ, truncated: true });
    expect(read.pagesRead).toBeLessThan(MAX_PDF_PAGES_READ);
  });

  it('stops a PDF past its deadline, answers 422, and reads the next PDF', async () => {
    // PDF.js is loaded by the tests above; the 1 ms counts from its 'started'.
    const error = await readPdf(pool, heavy, { deadlineMs: 1, loadMs: 300_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UntrustedJobError);
    expect((error as UntrustedJobError).reason).toBe('deadline');
    const answer = pdfAppError(error) as AppError;
    expect([answer.status, answer.message]).toEqual([422, PDF_ERRORS.too_slow]);
    const next = await readPdf(pool, writeTestPdf({ pages: [{ lines: ['After.'] }] }), GENEROUS);
    expect(next.text).toBe('After.');
  });

  it('fails the PDF with the same 422 when its worker runs out of its heap', async () => {
    // A heap too small for the worker's own code: it runs out of memory and is stopped.
    const small = createUntrustedPool({ workers: 1, heapMb: 4, queueWaitMs: 300_000 });
    try {
      const error = await readPdf(small, heavy, GENEROUS).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UntrustedJobError);
      expect((error as UntrustedJobError).reason).toBe('memory');
      expect((pdfAppError(error) as AppError).status).toBe(422);
    } finally {
      await small.close();
    }
  });

  it('refuses an oversized PDF before copying it to a worker', async () => {
    const limits = { ...PDF_LIMITS, maxBytes: 10, maxPages: 1, maxChars: 10 };
    const error = await readPdf(pool, heavy, { ...GENEROUS, limits }).catch((e: unknown) => e);
    expect((error as PdfRejectedError).problem).toBe('too_large');
    expect((pdfAppError(error) as AppError).status).toBe(413);
  });
});
