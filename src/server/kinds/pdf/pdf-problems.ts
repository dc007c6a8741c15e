/**
 * Why a PDF was refused, and what the person is told: each message says what to do instead. The
 * worker returns the problem (a plain string crosses the thread boundary); readPdf (read-pdf.ts)
 * throws PdfRejectedError on the server's side and pdfAppError turns it into the API's 4xx.
 */
import { MAX_PDF_BYTES } from './limits';

export type PdfProblem =
  | 'not_a_pdf'
  | 'too_large'
  | 'encrypted'
  | 'unreadable'
  | 'too_much_packed_data'
  | 'too_complex'
  | 'no_text';

const TEXT_INSTEAD = 'copy its text into the Text tab';

export const PDF_ERRORS: Record<PdfProblem | 'too_slow' | 'out_of_memory', string> = {
  not_a_pdf: `This file is not a PDF (the file's contents are checked, not its name). Upload a PDF document, or ${TEXT_INSTEAD}.`,
  too_large: `The PDF is larger than ${MAX_PDF_BYTES / (1024 * 1024)} MB. Upload a smaller PDF, or ${TEXT_INSTEAD}.`,
  encrypted: `This PDF is locked with a password or encryption, so its text cannot be read here. Open it and ${TEXT_INSTEAD}.`,
  unreadable: `The PDF could not be read: the file looks damaged or cut off. Save or download it again and upload it, or ${TEXT_INSTEAD}.`,
  too_much_packed_data: `This PDF is packed in a way that would take too much memory to unpack safely, so it is not read. Open it and ${TEXT_INSTEAD}.`,
  too_complex: `This PDF draws the same parts over and over so many times that reading it would take too long, so it is not read. Open it and ${TEXT_INSTEAD}.`,
  no_text:
    'This PDF has no text we can read; copy its text into the Text tab or upload a screenshot of the page.',
  too_slow: `The PDF could not be read in time: it is too large or too complex to read safely. Open it and ${TEXT_INSTEAD}.`,
  out_of_memory: `This PDF needs more memory to read than FactLens allows for one file, so it is not read. Open it and ${TEXT_INSTEAD}.`,
};

export const PDF_STATUS: Record<PdfProblem, number> = {
  not_a_pdf: 415,
  too_large: 413,
  encrypted: 422,
  unreadable: 422,
  too_much_packed_data: 422,
  too_complex: 422,
  no_text: 422,
};

/** A PDF refused for what it is, not for what the worker ran into. */
export class PdfRejectedError extends Error {
  override name = 'PdfRejectedError';
  constructor(readonly problem: PdfProblem) {
    super(PDF_ERRORS[problem]);
  }
}
