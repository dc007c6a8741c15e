/**
 * Genuine account notices, written for these tests (none is a row of any corpus or battery):
 * - the reader's own address, named as the account a notice is about ("The backup email for your
 *   Dropbox account lena.k.1988@gmail.com was changed"), is no way to act: it was read as a free
 *   e-mail address to write to, foreign to the sender, and the notice was graded F;
 * - an authenticator app to register for a staff account is a device enrolled, not account details
 *   given ("Please register the Authenticator app for your staff account by 31 August"): read as a
 *   card or account asked for, beside a deadline, F.
 * Both fail on 70d58bd; the guard (a mailbox phish naming the reader's address) stays D or F.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const DROPBOX =
  "Subject: Your backup email was updated. Hi Lena, The backup email for your Dropbox account lena.k.1988@gmail.com was changed to le***@yahoo.com on 4 June 2026 at 19:20 from a Windows PC. If this was you, there is nothing else to do. If it wasn't, someone may have your password: review and secure your account now at https://www.dropbox.com/account/security";
const AUTHENTICATOR =
  'Subject: Please act by 31 August: register the Authenticator app for your staff account. Dear colleague, From 1 September two-step sign-in will be required for all staff accounts off campus. Please register the Authenticator app for your staff account by 31 August. Guides are on the staff intranet (https://intranet.eastfield.org.uk/it/2fa). The Service Desk will never ask you to share a code. IT Security Team';

pinGrades(
  [DROPBOX, AUTHENTICATOR],
  [
    'Subject: Mailbox suspension. Your account sam.reed@northfield-mail.com will be suspended today because of unverified activity. Verify your mailbox now at https://northfield-mail-verify.com/login or lose all stored messages.',
  ],
  'account notices',
);

describe('what an account notice asks', () => {
  it('reads the address of the account a notice is about as no way to act', () => {
    expect(anatomyOf(DROPBOX).channels.map((c) => c.kind)).not.toContain('email');
  });

  it('reads an app to register as something to install, not details to give', () => {
    const kinds = anatomyOf(AUTHENTICATOR).asks.map((a) => a.kind);
    expect(kinds).toContain('install');
    expect(kinds).not.toContain('card');
  });
});
