/**
 * PDF tab form: the Screenshot tab's upload form (a picker that also takes a dropped file) for a
 * PDF. A file that is not a PDF, or too large, is not taken and an alert says why and what to do
 * instead. The button stays disabled until a PDF is chosen.
 */
import { FileText } from 'lucide-react';
import {
  FileUploadForm,
  type FileUploadFormProps,
  type FileUploadText,
} from '../../components/ui/file-upload-form';
import { PDF_ACCEPT, pdfRefusalOf, pdfSizeLabel } from './pdf-file';

const PDF_UPLOAD: FileUploadText = {
  label: 'PDF to analyze',
  hint: 'Upload a PDF document with text in it, such as a leaflet, report or article (up to 5 MB). Scanned pages have no text to read: upload a screenshot of the page instead.',
  accept: PDF_ACCEPT,
  choose: 'Choose a PDF',
  button: 'Analyze PDF',
  isTaken: (file) => pdfRefusalOf(file) === null,
  refusalOf: (file) => pdfRefusalOf(file) ?? '',
  sizeLabel: pdfSizeLabel,
  icon: FileText,
};

export function PdfForm(props: FileUploadFormProps) {
  return <FileUploadForm text={PDF_UPLOAD} {...props} />;
}
