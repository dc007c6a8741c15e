/**
 * POST /api/analyze/pdf: a PDF's text, read in the untrusted-content pool (read-pdf.ts) with a
 * page's deadline and the worker's heap cap, analyzed like pasted text, once per identical file
 * per 24 h. The bytes are sniffed first (a `%PDF-` header), so a file of another kind costs no
 * worker. What is kept is the text read (masked, like everything stored), never the file.
 */
import { createHash } from 'node:crypto';
import type { AnalyzeResponse } from '../../../shared';
import { screenshotTitle } from '../../analysis/acquire/image/screenshot-title';
import { acquireText } from '../../analysis/acquire/text';
import type { UntrustedPool } from '../../analysis/acquire/isolation/untrusted-pool';
import type { Acquired } from '../../analysis/types';
import type { AnalysisRunner } from '../../services/analysis-runner';
import { resultCacheKey } from '../result-cache';
import type { PdfText } from './extract-pdf-text';
import { looksLikePdf } from './pdf-scan';
import { PdfRejectedError } from './pdf-problems';
import { pdfAppError, readPdf } from './read-pdf';

export interface PdfUploadInput {
  bytes: Uint8Array;
  /** Who sent it (the request's address), for the pool queue's fairness; kept in memory only. */
  client?: string;
  /** true keeps it off the public feed, false publishes it; left out, the text read decides. */
  unlisted?: boolean;
}

/** Said in the results when a limit left pages or characters of the document unread. */
export function cutNote(pdf: Pick<PdfText, 'pagesRead' | 'pageCount'>): string {
  return `Only part of this PDF was read: ${pdf.pagesRead.toLocaleString('en-US')} of its ${pdf.pageCount.toLocaleString('en-US')} pages, up to the length FactLens analyzes. The rest was not checked.`;
}

/** What the analysis reads: the document's text, as a pasted text is read, but a PDF. */
export function acquirePdf(pdf: PdfText): Acquired {
  const acquired: Acquired = { ...acquireText(pdf.text), type: 'pdf' };
  if (pdf.truncated) acquired.notes = [...acquired.notes, cutNote(pdf)];
  return acquired;
}

export function createPdfAnalysis(runAnalysis: AnalysisRunner, untrusted: UntrustedPool) {
  return async function analyzePdf(input: PdfUploadInput): Promise<AnalyzeResponse> {
    // Cheap check first: a file of another kind is refused before the cache or a worker.
    if (!looksLikePdf(input.bytes)) throw pdfAppError(new PdfRejectedError('not_a_pdf'));
    const hash = createHash('sha256').update(input.bytes).digest('hex');
    // The document's own title, when it has one (masked by the runner like the content).
    let title: string | null = null;
    return runAnalysis({
      // The same file (byte for byte) is one analysis, whatever it is called.
      cacheKey: resultCacheKey('pdf', hash),
      acquire: async () => {
        const client = input.client === undefined ? {} : { client: input.client };
        const pdf = await readPdf(untrusted, input.bytes, client).catch((error: unknown) =>
          Promise.reject(pdfAppError(error)),
        );
        title = pdf.title?.trim() || null;
        return acquirePdf(pdf);
      },
      // The text read from the document: what the shared report shows as the analyzed content.
      content: (acquired) => acquired.text,
      // Its own title, else the first line that says something.
      title: (acquired) => title ?? screenshotTitle(acquired.text),
      ...(input.unlisted === true
        ? { unlisted: true }
        : input.unlisted === undefined
          ? { unlistedIfPersonal: true }
          : {}),
    });
  };
}
