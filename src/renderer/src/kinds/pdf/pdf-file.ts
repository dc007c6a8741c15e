/**
 * Which files the PDF tab takes, and the sentence that says why one is not taken. The server checks
 * the bytes again (src/server/kinds/pdf): this only spares a person an upload that cannot work.
 */
import { DEFAULT_FETCH_MAX_BYTES } from '../../../../shared/constants';

/** The server reads PDFs up to the size of the largest web page it reads (5 MB). */
export const MAX_PDF_UPLOAD_BYTES = DEFAULT_FETCH_MAX_BYTES;
export const PDF_MIME = 'application/pdf';
/** What the picker offers: the type, and the ending for devices that give no type. */
export const PDF_ACCEPT = `${PDF_MIME},.pdf`;

const TEXT_INSTEAD = 'or copy its text into the Text tab';

/** A PDF by its type, or by its ending when the device gives no type (or a generic one). */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type === PDF_MIME) return true;
  const generic = file.type === '' || file.type === 'application/octet-stream';
  return generic && file.name.toLowerCase().endsWith('.pdf');
}

/** Why a file is not taken, in a plain sentence saying what to do; null when it is taken. */
export function pdfRefusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = MAX_PDF_UPLOAD_BYTES,
): string | null {
  if (!isPdfFile(file))
    return `"${file.name}" is not a PDF. Choose a PDF document, ${TEXT_INSTEAD}; for a picture, use the Screenshot tab.`;
  if (file.size > maxBytes)
    return `"${file.name}" is larger than ${maxBytes / (1024 * 1024)} MB. Choose a smaller PDF, ${TEXT_INSTEAD}.`;
  return null;
}

/** A file's size for people: kilobytes below a megabyte, else megabytes with one decimal. */
export function pdfSizeLabel(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
