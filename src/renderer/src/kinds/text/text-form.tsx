/** Text tab: paste a message, post or article text. */
import { useId, type FormEvent } from 'react';
import { TOO_SHORT_HINT, tooShortToJudge } from '../../../../shared/short-text';
import { SubmitButton } from '../../components/ui/submit-button';

interface TextFormProps {
  value: string;
  onChange(value: string): void;
  onSubmit(content: string): void;
  running: boolean;
  busy: boolean;
}

export function TextForm({ value, onChange, onSubmit, running, busy }: TextFormProps) {
  const id = useId();
  const trimmed = value.trim();
  const tooShort = trimmed !== '' && tooShortToJudge(trimmed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Text to analyze
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Paste a message, social media post, email or article text you want to check.
      </p>
      <textarea
        id={id}
        rows={7}
        aria-describedby={tooShort ? `${id}-hint ${id}-short` : `${id}-hint`}
        placeholder="e.g. URGENT: Your account has been suspended. Verify your details within 24 hours at..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base leading-6 text-slate-900 placeholder:text-slate-500 focus:border-accent-600"
      />
      <p
        id={`${id}-short`}
        aria-live="polite"
        className={tooShort ? 'text-sm text-amber-800' : 'sr-only'}
      >
        {tooShort ? TOO_SHORT_HINT : ''}
      </p>
      <SubmitButton label="Analyze Text" running={running} disabled={!trimmed || busy} />
    </form>
  );
}
