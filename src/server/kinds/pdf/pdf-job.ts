/**
 * The PDF job of the untrusted-content pool, on the worker's side: its name, what crosses the
 * thread boundary each way, and the function the worker runs. A refusal comes back as a value
 * (the problem), not an error, so it keeps its kind across the boundary; read-pdf.ts is the
 * server's side.
 */
import { extractPdfText, loadPdfLibrary, type PdfText } from './extract-pdf-text';
import type { PdfLimits } from './limits';
import { PdfRejectedError, type PdfProblem } from './pdf-problems';

export const READ_PDF_JOB = 'read-pdf';

export interface ReadPdfInput {
  bytes: Uint8Array;
  limits: PdfLimits;
}

export type ReadPdfOutput = { ok: true; pdf: PdfText } | { ok: false; problem: PdfProblem };

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
