import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../../../shared/constants';
import { contactBody, contactMailto, contactSubject } from './contact-mail';

const form = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: '',
  inquiryType: 'academic' as const,
  subject: 'Dataset for a media-literacy course',
  message: 'Could we use the export in class?',
};

describe('contact mail link (spec 7)', () => {
  it("builds the subject as '[INQUIRYTYPE] subject'", () => {
    expect(contactSubject(form)).toBe('[ACADEMIC] Dataset for a media-literacy course');
  });

  it("carries every field in the body and shows an empty organization as 'Individual'", () => {
    const body = contactBody(form);
    expect(body).toContain('Name: Ada Lovelace');
    expect(body).toContain('Email: ada@example.org');
    expect(body).toContain('Organization: Individual');
    expect(body).toContain('Inquiry Type: academic');
    expect(body).toContain('Could we use the export in class?');
    expect(contactBody({ ...form, organization: 'Open University' })).toContain(
      'Organization: Open University',
    );
  });

  it('addresses the contact email with an encoded subject and body', () => {
    const link = new URL(contactMailto(form));
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe(CONTACT_EMAIL);
    expect(link.searchParams.get('subject')).toBe('[ACADEMIC] Dataset for a media-literacy course');
    expect(link.searchParams.get('body')).toBe(contactBody(form));
  });
});
