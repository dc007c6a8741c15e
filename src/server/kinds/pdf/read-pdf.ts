/**
 * The PDF job on the server's side: sends a PDF to the untrusted-content pool with the same
 * deadline as a web page, and turns what comes back into text or a refusal the API can answer.
 */
import type { TransferListItem } from 'node:worker_threads';
import { AppError } from '../../errors';
import {
  PAGE_READ_DEADLINE_MS,
  UNTRUSTED_BUSY_RETRY_AFTER_S,
  UntrustedJobError,
} from '../../analysis/acquire/isolation/untrusted-pool';
import { UNTRUSTED_ERRORS } from '../../services/untrusted-errors';
import type { PdfText } from './extract-pdf-text';
import { PDF_LIMITS, type PdfLimits } from './limits';
import { READ_PDF_JOB, type ReadPdfInput, type ReadPdfOutput } from './pdf-job';
import { PDF_ERRORS, PDF_STATUS, PdfRejectedError } from './pdf-problems';

/** Reading one PDF may take as long as reading one web page (the largest takes 2-3 s). */
export const PDF_READ_DEADLINE_MS = PAGE_READ_DEADLINE_MS;
/**
 * Loading PDF.js, once per worker, is not counted in a PDF's deadline (as jsdom's loading is not
 * counted in a page's), but it is bounded: about 0.3 s, a few seconds on a busy machine.
 */
export const PDF_LIBRARY_LOAD_DEADLINE_MS = 30_000;

/** The PDF job as the pool runs it: its name in the worker, a page's deadline, PDF.js's load. */
export const READ_PDF = {
  name: READ_PDF_JOB,
  deadlineMs: PDF_READ_DEADLINE_MS,
  loadMs: PDF_LIBRARY_LOAD_DEADLINE_MS,
} as const;

/**
 * What the PDF job needs of the pool: `runJob` of a job with its options (the untrusted pool's,
 * typed here by shape so this file names no pool version).
 */
export interface PdfJobRunner {
  runJob(
    job: typeof READ_PDF & { types?: { input: ReadPdfInput; output: ReadPdfOutput } },
    input: ReadPdfInput,
    options?: {
      client?: string;
      transfer?: TransferListItem[];
      deadlineMs?: number;
      loadMs?: number;
    },
  ): Promise<ReadPdfOutput>;
}

export interface ReadPdfOptions {
  /** The sender's address: the pool's queue is fair between clients. */
  client?: string;
  /** Replace the job's deadline and PDF.js's load time (tests). */
  deadlineMs?: number;
  loadMs?: number;
  limits?: PdfLimits;
}

/**
 * The text of a PDF, read in the pool. Throws PdfRejectedError for a refused PDF and
 * UntrustedJobError when the worker could not finish (deadline, heap cap, crash, busy).
 */
export async function readPdf(
  pool: PdfJobRunner,
  bytes: Uint8Array,
  options: ReadPdfOptions = {},
): Promise<PdfText> {
  const limits = options.limits ?? PDF_LIMITS;
  // Refused here too, so an oversized upload is never copied to a worker.
  if (bytes.length > limits.maxBytes) throw new PdfRejectedError('too_large');
  // A copy goes to the worker; the caller keeps its bytes.
  const copy = new Uint8Array(bytes);
  const output = await pool.runJob(
    READ_PDF,
    { bytes: copy, limits },
    {
      transfer: [copy.buffer],
      ...(options.deadlineMs !== undefined ? { deadlineMs: options.deadlineMs } : {}),
      ...(options.loadMs !== undefined ? { loadMs: options.loadMs } : {}),
      ...(options.client !== undefined ? { client: options.client } : {}),
    },
  );
  if (!output.ok) throw new PdfRejectedError(output.problem);
  return output.pdf;
}

/**
 * The API's answer to a PDF that could not be read: a refusal by its problem, a job past the
 * pool's deadline or heap cap as a 422 saying what to do, a busy pool as a 503 with Retry-After.
 * Anything else is passed on unchanged (a bug: the error middleware logs it).
 */
export function pdfAppError(error: unknown): unknown {
  if (error instanceof PdfRejectedError) {
    const guidance = error.problem === 'no_text' || error.problem === 'encrypted';
    return new AppError(
      PDF_STATUS[error.problem],
      error.message,
      guidance ? { type: 'guidance' } : {},
    );
  }
  if (!(error instanceof UntrustedJobError)) return error;
  if (error.reason === 'busy')
    return new AppError(503, UNTRUSTED_ERRORS.busy, {
      retryAfterSeconds: UNTRUSTED_BUSY_RETRY_AFTER_S,
    });
  return new AppError(422, PDF_ERRORS.too_slow, { type: 'guidance' });
}
