/** The contact form fields (spec 3/5): everything required except organization. */
import { Send } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { ContactForm as ContactFormValues, InquiryType } from '../../../../shared';
import { TEXT } from '../../../../shared/messages';
import { buttonClass } from '../ui/button-classes';
import { Spinner } from '../ui/spinner';

const INQUIRY_LABELS: Record<InquiryType, string> = {
  general: 'General question',
  partnership: 'Partnership',
  technical: 'Technical contribution or bug',
  sponsorship: 'Sponsorship',
  media: 'Media and press',
  academic: 'Academic research',
  support: 'Help using FactLens',
};

const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600';

function Field({
  label,
  optional,
  children,
  htmlFor,
}: {
  label: string;
  optional?: boolean;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-900">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-slate-500">(optional)</span>
        ) : (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

interface ContactFormProps {
  values: ContactFormValues;
  onChange(values: ContactFormValues): void;
  onSubmit(): void;
  submitting: boolean;
}

export function ContactForm({ values, onChange, onSubmit, submitting }: ContactFormProps) {
  const id = useId();
  const set = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" htmlFor={`${id}-name`}>
          <input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Email" htmlFor={`${id}-email`}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Organization" optional htmlFor={`${id}-org`}>
          <input
            id={`${id}-org`}
            name="organization"
            autoComplete="organization"
            value={values.organization ?? ''}
            onChange={(e) => set('organization', e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Inquiry type" htmlFor={`${id}-type`}>
          <select
            id={`${id}-type`}
            name="inquiryType"
            required
            value={values.inquiryType}
            onChange={(e) => set('inquiryType', e.target.value as InquiryType)}
            className={inputClass}
          >
            {(Object.keys(INQUIRY_LABELS) as InquiryType[]).map((type) => (
              <option key={type} value={type}>
                {INQUIRY_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Subject" htmlFor={`${id}-subject`}>
        <input
          id={`${id}-subject`}
          name="subject"
          required
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field label="Message" htmlFor={`${id}-message`}>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          className={inputClass}
        />
      </Field>
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={buttonClass.primary}
      >
        {submitting ? <Spinner /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {submitting ? TEXT.preparingEmail : 'Send Message'}
      </button>
    </form>
  );
}
