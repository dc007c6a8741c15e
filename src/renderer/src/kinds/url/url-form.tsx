/** Video and Shopping tabs: one URL field (its value is shared between the two tabs, spec 5). */
import { useId, type FormEvent } from 'react';
import { SubmitButton } from '../../components/ui/submit-button';

interface UrlFormProps {
  label: string;
  hint: string;
  placeholder: string;
  buttonLabel: string;
  value: string;
  onChange(value: string): void;
  onSubmit(url: string): void;
  running: boolean;
  busy: boolean;
}

export function UrlForm(props: UrlFormProps) {
  const id = useId();
  const trimmed = props.value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !props.busy) props.onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {props.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {props.hint}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className="min-h-11 w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600"
        />
        <SubmitButton
          label={props.buttonLabel}
          running={props.running}
          disabled={!trimmed || props.busy}
        />
      </div>
    </form>
  );
}
