/**
 * A PDF document: POST /api/analyze/pdf, multipart/form-data with the file in the field
 * "document" (and optionally "unlisted") -> {id, results}. The upload is read by the shared reader
 * (../../http/read-single-file-upload.ts) with the size limit of a web page, its text read in the
 * untrusted-content pool. A desktop publishes the text read from it, never the file.
 */
import { analyzePdfRoute, PDF_FIELD } from '../../../shared/kinds/pdf';
import type { SingleFileUploadOptions } from '../../http/read-single-file-upload';
import { firstLineSnippet } from '../feed-snippet';
import { analyzerOf, sharedReportPath, type InputKind } from '../input-kind';
import { createPublishedTextAnalysis } from '../published-text';
import { uploadEndpoint } from '../upload-endpoint';
import { createPdfAnalysis } from './analyze-pdf';
import { PDF_CRITERIA } from './criteria';
import { MAX_PDF_BYTES } from './limits';
import { PDF_ERRORS } from './pdf-problems';

export const PDF_UPLOAD: SingleFileUploadOptions = {
  field: PDF_FIELD,
  maxBytes: MAX_PDF_BYTES,
  messages: {
    howToSend: `Send the PDF as multipart/form-data with the file in a field named "${PDF_FIELD}" (one file).`,
    tooLarge: PDF_ERRORS.too_large,
    oneFile: 'Send one PDF per request.',
  },
};

/** Said in the results of a PDF published from a desktop app. */
export const PUBLISHED_PDF_NOTE =
  'Published from the FactLens desktop app: the text read from the PDF was analyzed again here; the file itself was not sent.';

interface PdfAnalyzer {
  upload: ReturnType<typeof createPdfAnalysis>;
  publishedText: ReturnType<typeof createPublishedTextAnalysis>;
}

const endpoint = uploadEndpoint(
  analyzePdfRoute,
  PDF_UPLOAD,
  ({ bytes, client, unlisted }, analyzers) =>
    analyzerOf<PdfAnalyzer>(analyzers, 'pdf').upload({
      bytes,
      client,
      ...(unlisted === undefined ? {} : { unlisted }),
    }),
);

export const pdfKind: InputKind<'pdf', PdfAnalyzer> = {
  type: 'pdf',
  endpoint,
  create: ({ runAnalysis, untrusted }) => ({
    upload: createPdfAnalysis(runAnalysis, untrusted),
    publishedText: createPublishedTextAnalysis(runAnalysis, 'pdf', PUBLISHED_PDF_NOTE),
  }),
  feedSnippet: firstLineSnippet,
  criteria: PDF_CRITERIA,
  publishes: 'content',
  keepsImage: false,
  reportPath: sharedReportPath,
  republish: (content, analyzers) =>
    analyzerOf<PdfAnalyzer>(analyzers, 'pdf').publishedText(content),
};
