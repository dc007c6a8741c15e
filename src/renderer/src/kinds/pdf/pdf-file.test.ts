import { describe, expect, it } from 'vitest';
import { isPdfFile, MAX_PDF_UPLOAD_BYTES, pdfRefusalOf, pdfSizeLabel } from './pdf-file';

describe('the PDF tab file check', () => {
  it('takes a PDF by its type, or by its ending when the device gives no useful type', () => {
    expect(isPdfFile({ name: 'report', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'Report.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'report.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(isPdfFile({ name: 'photo.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'notes.docx', type: '' })).toBe(false);
  });

  it('says in one sentence why a file is not taken and what to do instead', () => {
    expect(pdfRefusalOf({ name: 'shot.png', type: 'image/png', size: 10 })).toBe(
      '"shot.png" is not a PDF. Choose a PDF document, or copy its text into the Text tab; for a picture, use the Screenshot tab.',
    );
    const big = { name: 'big.pdf', type: 'application/pdf', size: MAX_PDF_UPLOAD_BYTES + 1 };
    expect(pdfRefusalOf(big)).toBe(
      '"big.pdf" is larger than 5 MB. Choose a smaller PDF, or copy its text into the Text tab.',
    );
    expect(pdfRefusalOf({ ...big, size: MAX_PDF_UPLOAD_BYTES })).toBeNull();
  });

  it('gives sizes in kilobytes or megabytes', () => {
    expect([pdfSizeLabel(10), pdfSizeLabel(2048), pdfSizeLabel(3.25 * 1024 * 1024)]).toEqual([
      '1 KB',
      '2 KB',
      '3.3 MB',
    ]);
  });
});
