/**
 * /contact: the form builds a mailto: link (no server call, spec 7). States: editing,
 * submitting ('Preparing Email...'), sent; 'Send Another Message' goes back to editing.
 */
import { CircleCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContactForm as ContactFormValues } from '../../../shared';
import { CONTACT_EMAIL, CONTACT_RESPONSE_TIME } from '../../../shared/constants';
import { TEXT } from '../../../shared/messages';
import { ContactForm } from '../components/contact/contact-form';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { buttonClass } from '../components/ui/button-classes';
import { usePageMeta } from '../hooks/use-page-meta';
import { contactMailto } from '../lib/contact-mail';

type ContactState = 'editing' | 'submitting' | 'sent';

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  inquiryType: 'general',
  subject: '',
  message: '',
};

/** Long enough for 'Preparing Email...' to be seen and announced before the mail client opens. */
const PREPARE_DELAY_MS = 600;

export default function ContactPage() {
  usePageMeta(
    'Contact',
    `Contact the FactLens team about partnerships, research, media or support. We reply within ${CONTACT_RESPONSE_TIME}.`,
  );
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [state, setState] = useState<ContactState>('editing');
  // Kept so the sent screen can offer the same prepared message again if no mail app opened.
  const [mailto, setMailto] = useState<string | null>(null);

  const submit = () => {
    setState('submitting');
    const href = contactMailto(values);
    setTimeout(() => {
      setMailto(href);
      window.location.href = href;
      setState('sent');
    }, PREPARE_DELAY_MS);
  };

  return (
    <PageContainer width="narrow">
      <PageHeading
        icon={<Mail className="h-8 w-8" />}
        title="Contact Us"
        lead={`Questions, partnerships, research or press: write to us and we reply within ${CONTACT_RESPONSE_TIME}.`}
      />
      {state === 'sent' ? (
        <div
          role="status"
          className="rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm"
        >
          <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
          <h2 className="mt-4 text-2xl font-bold text-slate-900">{TEXT.messageSent}</h2>
          <p className="mt-2 text-slate-700">
            Your email app should have opened with your message ready to send to {CONTACT_EMAIL}.
            Once you send it, expect a reply within {CONTACT_RESPONSE_TIME}.
          </p>
          {mailto ? (
            <p className="mt-2 text-sm text-slate-600">
              Nothing opened?{' '}
              <a className="font-medium text-accent-700 underline" href={mailto}>
                Open the prepared message again
              </a>
              .
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">
            No email app? Write to{' '}
            <a className="font-medium text-accent-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>{' '}
            directly.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                setValues(EMPTY);
                setMailto(null);
                setState('editing');
              }}
            >
              Send Another Message
            </button>
            <Link to="/home" className={buttonClass.primary}>
              Return to Home
            </Link>
          </div>
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm
            values={values}
            onChange={setValues}
            onSubmit={submit}
            submitting={state === 'submitting'}
          />
          <p className="mt-6 text-sm text-slate-600">
            Sending opens your own email app; nothing is sent through or stored on our servers. We
            respond within {CONTACT_RESPONSE_TIME}.
          </p>
        </div>
      )}
    </PageContainer>
  );
}
