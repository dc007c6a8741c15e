/**
 * Genuine sharing and signing mail, written for these tests (none is a row of any corpus or
 * battery):
 * - a colleague's file shared from OneDrive or SharePoint ("brightwater-my.sharepoint.com/:w:/…")
 *   is on Microsoft's own address: it was read as "a form anyone can create" and, in a mail that
 *   names Microsoft, as "a link that does not belong to Microsoft" (F);
 * - an e-signature service's own site (Adobe Acrobat Sign on adobesign.com) is not a look-alike;
 * - a code the mail itself gives ("enter the security code: 4B9E2C7A1D") is no code asked for.
 * And the guards: a password "expiry" phish hosted on a SharePoint page stays D or F, and a
 * card PIN asked for ("enter your card PIN: required for …") stays a request.
 * On 70d58bd the two genuine mails are F and the given code is read as asked for; the guards hold.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const ONEDRIVE_SHARE = [
  'Subject: Tomasz Nowak shared "Q3 rota.docx" with you',
  'Tomasz Nowak (via OneDrive) <no-reply@onedrive.com>',
  'Tomasz shared a file with you. "Here is next quarter\'s rota, shout if a shift clashes."',
  'Q3 rota.docx',
  'Open',
  'https://brightwater-my.sharepoint.com/:w:/g/personal/tnowak_brightwater_org/EaB81kQ',
  'Microsoft respects your privacy. Read our Privacy Statement.',
].join('\n');

const SIGNING = [
  'Subject: Please sign: Supplier agreement 2026',
  'Greenway Supplies sent you a document to review and sign via Adobe Acrobat Sign.',
  'Review and sign',
  'https://secure.eu1.adobesign.com/public/esign?tsid=CBFCIBAA3AAABLblqZhB',
  'To open the agreement without the link, go to adobesign.com and enter the access code: 7F3K9Q2M4X.',
  'Please do not forward this email.',
].join('\n');

pinGrades(
  [ONEDRIVE_SHARE, SIGNING],
  [
    [
      'Subject: Microsoft 365 password expiry',
      'Your Microsoft 365 password expires today. To keep your current password and avoid losing access to your mailbox, sign in and confirm your password here:',
      'https://northfield-my.sharepoint.com/:u:/g/personal/admin_northfield/keep-password',
      'IT Service Desk',
    ].join('\n'),
  ],
  'shared files and signing codes',
);

describe('codes given and codes asked for', () => {
  it('reads a code the mail gives as no request for a secret', async () => {
    const r = await analyzeText(
      'Your lease renewal is ready to sign. If the button does not work, open the signing site and enter the security code: 4B9E2C7A1D',
    );
    expect(r.redFlags.map((f) => f.type)).not.toContain('credential_request');
  });

  it('still reads a request for the reader’s own secret followed by a word', async () => {
    const r = await analyzeText(
      'Your parcel is held at customs. To release it, enter your card PIN: required for the customs form at parcel-release-desk.com',
    );
    expect(r.redFlags.map((f) => f.type)).toContain('credential_request');
  });
});
