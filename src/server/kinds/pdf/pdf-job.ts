/**
 * The PDF job of the untrusted-content pool, on the worker's side: its name, what crosses the
 * thread boundary each way, and the function the worker runs. A refusal comes back as a value
 * (the problem), not an error, so it keeps its kind across the boundary; read-pdf.ts is the
 * server's side.
 */
import { jobCode, poolJob } from '../../analysis/acquire/isolation/jobs';
import { PAGE_READ_DEADLINE_MS } from '../../analysis/acquire/isolation/pool-limits';
import { extractPdfText, loadPdfLibrary, type PdfText } from './extract-pdf-text';
import type { PdfLimits } from './limits';
import { PdfRejectedError, type PdfProblem } from './pdf-problems';

export interface ReadPdfInput {
  bytes: Uint8Array;
  limits: PdfLimits;
}

export type ReadPdfOutput = { ok: true; pdf: PdfText } | { ok: false; problem: PdfProblem };

/** Reading one PDF may take as long as reading one web page (the largest takes 2-3 s). */
export const PDF_READ_DEADLINE_MS = PAGE_READ_DEADLINE_MS;
/**
 * Loading PDF.js, once per worker, is not counted in a PDF's deadline (as jsdom's loading is not
 * counted in a page's), but it is bounded: about 0.3 s, a few seconds on a busy machine.
 */
export const PDF_LIBRARY_LOAD_DEADLINE_MS = 30_000;

/** The job as the server runs it (pool.runJob), with a page's deadline. */
export const READ_PDF_JOB = poolJob<ReadPdfInput, ReadPdfOutput>({
  name: 'read-pdf',
  deadlineMs: PDF_READ_DEADLINE_MS,
  loadMs: PDF_LIBRARY_LOAD_DEADLINE_MS,
});

/**
 * Runs in the worker. Loads PDF.js (once per worker), says `started` so that the PDF's deadline
 * counts from then, and reads the text.
 */
export async function readPdfInWorker(
  input: ReadPdfInput,
  started: () => void,
): Promise<ReadPdfOutput> {
  await loadPdfLibrary();
  started();
  try {
    return { ok: true, pdf: await extractPdfText(input.bytes, input.limits) };
  } catch (error) {
    if (error instanceof PdfRejectedError) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** Its code in the worker (registered in ../worker-jobs.ts). */
export const READ_PDF_CODE = jobCode(READ_PDF_JOB, readPdfInWorker);
