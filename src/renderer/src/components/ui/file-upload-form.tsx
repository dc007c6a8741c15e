/**
 * A tab's form for one file (the Screenshot tab's, and any kind that uploads a file): a picker
 * that also takes a dropped file, a file of another type refused with an alert that says what to
 * do (an earlier choice dropped with it), and a button disabled until a file is chosen.
 */
import { Upload, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { imageSizeKb } from '../../../../shared/grading';
import { SubmitButton } from './submit-button';

export interface FileUploadFormProps {
  file: File | null;
  onFile(file: File | null): void;
  onSubmit(file: File): void;
  running: boolean;
  busy: boolean;
}

/** What a kind's upload form says and takes. */
export interface FileUploadText {
  /** The form's heading, e.g. "Screenshot to analyze". */
  label: string;
  hint: string;
  /** The picker's `accept`: MIME types and endings. */
  accept: string;
  /** The words of the picker before a choice, e.g. "Choose an image". */
  choose: string;
  button: string;
  /** Whether the kind takes the file (its type, its size). */
  isTaken(file: Pick<File, 'name' | 'type' | 'size'>): boolean;
  /** Why a file is not taken, and what to do instead, in plain sentences. */
  refusalOf(file: Pick<File, 'name' | 'type' | 'size'>): string;
  /** The chosen file's size for people; "12 KB" unless said. */
  sizeLabel?(bytes: number): string;
  /** The picker's icon; an upload arrow unless said. */
  icon?: LucideIcon;
}

const kilobytes = (bytes: number): string => `${imageSizeKb(bytes)} KB`;

export function FileUploadForm({
  text,
  file,
  onFile,
  onSubmit,
  running,
  busy,
}: FileUploadFormProps & { text: FileUploadText }) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const Icon = text.icon ?? Upload;
  const size = text.sizeLabel ?? kilobytes;
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (text.isTaken(chosen)) {
      setRefused(null);
      onFile(chosen);
    } else {
      // An earlier choice is dropped too, so the button cannot send a file the alert is not about.
      setRefused(text.refusalOf(chosen));
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
      <p className="block text-sm font-semibold text-slate-900">{text.label}</p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.hint}
      </p>
      <label
        htmlFor={id}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
        className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700 hover:border-accent-600 hover:bg-accent-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600"
      >
        <Icon aria-hidden="true" className="h-6 w-6 text-accent-700" />
        {file ? (
          <span>
            <span className="font-semibold text-slate-900">{file.name}</span> ({size(file.size)}) -
            choose another
          </span>
        ) : (
          <span>
            <span className="font-semibold text-accent-700">{text.choose}</span> from your device
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={text.accept}
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
      <SubmitButton label={text.button} running={running} disabled={!file || busy} />
    </form>
  );
}
