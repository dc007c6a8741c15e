/**
 * Screenshot tab. The picker offers jpeg, png, gif and webp, and an image can be dropped on it. A
 * file of another type (a PDF chosen with "All files", a document dropped) is not taken, and an
 * alert says so, naming the types taken and what to do with a PDF. The button stays disabled
 * until a file is chosen.
 */
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import {
  ALLOWED_IMAGE_TYPES,
  DOCUMENT_INSTEAD,
  IMAGE_FILE_ENDINGS,
  IMAGE_TYPES_IN_WORDS,
} from '../../../../shared/constants';
import { imageSizeKb } from '../../../../shared/grading';
import { SubmitButton } from './submit-button';

interface ScreenshotFormProps {
  file: File | null;
  onFile(file: File | null): void;
  onSubmit(file: File): void;
  running: boolean;
  busy: boolean;
}

/** An allowed type, or no type at all (some devices give none) with an allowed ending. */
export function isTakenImage(file: Pick<File, 'name' | 'type'>): boolean {
  if ((ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return file.type === '' && IMAGE_FILE_ENDINGS.some((ending) => name.endsWith(ending));
}

/** Why a file is not taken, and what to do instead, in plain sentences. */
export function refusalOf(file: Pick<File, 'name' | 'type'>): string {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  const what = pdf ? 'is a PDF, not an image' : `is not a ${IMAGE_TYPES_IN_WORDS} image`;
  return `"${file.name}" ${what}. Choose a screenshot saved as ${IMAGE_TYPES_IN_WORDS}. ${DOCUMENT_INSTEAD}`;
}

export function ScreenshotForm({ file, onFile, onSubmit, running, busy }: ScreenshotFormProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (isTakenImage(chosen)) {
      setRefused(null);
      onFile(chosen);
    } else {
      // An earlier choice is dropped too, so the button cannot send a file the alert is not about.
      setRefused(refusalOf(chosen));
      onFile(null);
    }
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
      <p className="block text-sm font-semibold text-slate-900">Screenshot to analyze</p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Upload a screenshot of a message, post or advert (JPEG, PNG, GIF or WebP). Screenshots of
        personal documents or private conversations of other people are not allowed.
      </p>
      <label
        htmlFor={id}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
        className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700 hover:border-accent-600 hover:bg-accent-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600"
      >
        <Upload aria-hidden="true" className="h-6 w-6 text-accent-700" />
        {file ? (
          <span>
            <span className="font-semibold text-slate-900">{file.name}</span> (
            {imageSizeKb(file.size)} KB) - choose another
          </span>
        ) : (
          <span>
            <span className="font-semibold text-accent-700">Choose an image</span> from your device
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={ALLOWED_IMAGE_TYPES.join(',')}
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
      <SubmitButton label="Analyze Screenshot" running={running} disabled={!file || busy} />
    </form>
  );
}
