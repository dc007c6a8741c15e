/**
 * PDF tab form, drawn like the Screenshot tab's: a picker offering PDFs (one can be dropped on it
 * too). A file that is not a PDF, or too large, is not taken and an alert says why and what to do
 * instead. The button stays disabled until a PDF is chosen. The kind's tab (its descriptor and
 * its submission) wires it to the API.
 */
import { FileText } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { SubmitButton } from '../../components/analyzer/submit-button';
import { PDF_ACCEPT, pdfRefusalOf, pdfSizeLabel } from './pdf-file';

export interface PdfFormProps {
  file: File | null;
  onFile(file: File | null): void;
  onSubmit(file: File): void;
  running: boolean;
  busy: boolean;
}

export function PdfForm({ file, onFile, onSubmit, running, busy }: PdfFormProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = pdfRefusalOf(chosen);
    setRefused(refusal);
    // A refused file drops an earlier choice too, so the button cannot send a file the alert is
    // not about.
    onFile(refusal ? null : chosen);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // The same file chosen again (after a refusal) is a change again.
    event.target.value = '';
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    take(event.dataTransfer.files[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !busy) onSubmit(file);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="block text-sm font-semibold text-slate-900">PDF to analyze</p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Upload a PDF document with text in it, such as a leaflet, report or article (up to 5 MB).
        Scanned pages have no text to read: upload a screenshot of the page instead.
      </p>
      <label
        htmlFor={id}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
        className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700 hover:border-accent-600 hover:bg-accent-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600"
      >
        <FileText aria-hidden="true" className="h-6 w-6 text-accent-700" />
        {file ? (
          <span>
            <span className="font-semibold text-slate-900">{file.name}</span> (
            {pdfSizeLabel(file.size)}) - choose another
          </span>
        ) : (
          <span>
            <span className="font-semibold text-accent-700">Choose a PDF</span> from your device
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={PDF_ACCEPT}
          aria-describedby={refused ? `${id}-hint ${id}-refused` : `${id}-hint`}
          onChange={choose}
          className="sr-only"
        />
      </label>
      {refused ? (
        <p
          id={`${id}-refused`}
          role="alert"
          className="break-words rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {refused}
        </p>
      ) : null}
      <SubmitButton label="Analyze PDF" running={running} disabled={!file || busy} />
    </form>
  );
}
