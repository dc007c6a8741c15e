/** Spec 7: the contact form builds a mail link; no server call. */
import type { ContactForm } from '../../../shared';
import { CONTACT_EMAIL } from '../../../shared/constants';

export function contactSubject(form: ContactForm): string {
  return `[${form.inquiryType.toUpperCase()}] ${form.subject.trim()}`;
}

export function contactBody(form: ContactForm): string {
  const organization = form.organization?.trim() || 'Individual';
  return [
    `Name: ${form.name.trim()}`,
    `Email: ${form.email.trim()}`,
    `Organization: ${organization}`,
    `Inquiry Type: ${form.inquiryType}`,
    '',
    'Message:',
    form.message.trim(),
  ].join('\n');
}

export function contactMailto(form: ContactForm): string {
  const subject = encodeURIComponent(contactSubject(form));
  const body = encodeURIComponent(contactBody(form));
  return `mailto:${CONTACT_EMAIL}?subject=${subject}&body=${body}`;
}
