/**
 * Screenshot tab. The picker offers jpeg, png, gif and webp; a chosen file whose type does not
 * start with image/ is silently ignored (spec 5). The button stays disabled until a file is chosen.
 */
import { Upload } from 'lucide-react';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { ALLOWED_IMAGE_TYPES } from '../../../../shared/constants';
import { imageSizeKb } from '../../../../shared/grading';
import { SubmitButton } from './submit-button';

interface ScreenshotFormProps {
  file: File | null;
  onFile(file: File | null): void;
  onSubmit(file: File): void;
  running: boolean;
  busy: boolean;
}

export function ScreenshotForm({ file, onFile, onSubmit, running, busy }: ScreenshotFormProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen?.type.startsWith('image/')) onFile(chosen);
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
          aria-describedby={`${id}-hint`}
          onChange={choose}
          className="sr-only"
        />
      </label>
      <SubmitButton label="Analyze Screenshot" running={running} disabled={!file || busy} />
    </form>
  );
}
