/**
 * The PDF job on the server's side: sends a PDF to the untrusted-content pool with the same
 * deadline as a web page, and turns what comes back into text or a refusal the API can answer.
 */
import { AppError } from '../../errors';
import {
  UNTRUSTED_BUSY_RETRY_AFTER_S,
  UntrustedJobError,
  type UntrustedPool,
} from '../../analysis/acquire/isolation/untrusted-pool';
import { UNTRUSTED_ERRORS } from '../untrusted-errors';
import type { PdfText } from './extract-pdf-text';
import { PDF_LIMITS, type PdfLimits } from './limits';
import { READ_PDF_JOB } from './pdf-job';
import { PDF_ERRORS, PDF_STATUS, PdfRejectedError } from './pdf-problems';

export { PDF_LIBRARY_LOAD_DEADLINE_MS, PDF_READ_DEADLINE_MS } from './pdf-job';

/** What the PDF job needs of the pool: one kind's job run by name. */
export type PdfJobRunner = Pick<UntrustedPool, 'runJob'>;

export interface ReadPdfOptions {
  /** The sender's address: the pool's queue is fair between clients. */
  client?: string;
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
  // Copied to the parsing child; the caller keeps its bytes.
  const output = await pool.runJob(
    READ_PDF_JOB,
    { bytes, limits },
    {
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
 * pool's deadline or its child's memory limit as a 422 saying what to do, a busy pool as a 503
 * with Retry-After.
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
  const problem = error.reason === 'memory' ? 'out_of_memory' : 'too_slow';
  return new AppError(422, PDF_ERRORS[problem], { type: 'guidance' });
}
