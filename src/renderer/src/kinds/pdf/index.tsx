/** A PDF document: the PDF tab; only the text read from it is kept, never the file. */
import { FileText } from 'lucide-react';
import { uploadFile } from '../../api/analyze';
import { analyzePdfRoute, PDF_FIELD } from '../../../../shared/kinds/pdf';
import { sharedReportPath, type RendererKind, type TabFormProps } from '../kind';
import { PdfForm } from './pdf-form';

/** Said on the public-feed notice: with no choice made, the server decides from the text read. */
export const PDF_READ_FIRST =
  'If the text in the PDF reads like a private message or a tip, it stays off the public feed unless you untick and tick this again.';

/** Notes written for pasted text ("Pasted text has no publisher") told as text read from a PDF. */
export function aboutDocument(note: string): string {
  return note
    .replace(/\bPasted text\b/g, 'Text read from a PDF')
    .replace(/\bpasted text\b/g, 'text read from a PDF');
}

function PdfTab({ drafts, setDraft, run, running, busy }: TabFormProps) {
  return (
    <PdfForm
      file={drafts.files.pdf ?? null}
      onFile={(value) => setDraft('files', { ...drafts.files, pdf: value })}
      onSubmit={(chosen) =>
        run(async (unlisted) => {
          const res = await uploadFile(analyzePdfRoute, {
            field: PDF_FIELD,
            file: chosen,
            unlisted,
          });
          return { id: res.id, results: res.results };
        })
      }
      running={running}
      busy={busy}
    />
  );
}

export const pdfKind: RendererKind = {
  type: 'pdf',
  label: 'Document',
  icon: FileText,
  reportPath: sharedReportPath,
  intro: 'analyzing document content',
  tab: {
    id: 'pdf',
    label: 'PDF',
    icon: <FileText className="h-4 w-4" />,
    order: 5,
    criteria: 'pdf',
    Form: PdfTab,
    readFirst: PDF_READ_FIRST,
  },
  readText: {
    intro: 'The text we read from the PDF, as it was judged:',
    label: 'Text read from the PDF',
  },
  sentOnPublish: 'only the text read from the PDF, never the file itself',
  noteWording: aboutDocument,
  apiRoute: {
    path: analyzePdfRoute.path,
    what: 'analyze a PDF document, multipart form with the field "document"',
  },
};
