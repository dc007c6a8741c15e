/**
 * Mail as a person pastes it: copying a mail's text keeps a button's words and drops its link, and
 * raw or exported mail keeps its subject MIME-encoded. Read from Nazario-style phishing that was
 * C (issue 33), in my own words: the encoded subject is decoded before it is read; "click here"
 * is an order wherever it stands; "please confirm ownership below" and "Sign in here" point at a
 * lost button; "You have 24 hours left to validate your email account" gives time to act, and is
 * an ask; a heading in capitals is no order; "View: <link>" is a button's words, then its link.
 * Each genuine counterpart stays C or better.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

const SCAMS: readonly string[] = [
  'Subject: =?UTF-8?B?TWFpbGJveCBxdW90YSBleGNlZWRlZDogYWN0aW9uIHJlcXVpcmVk?=\n\nYour mailbox is over its limit and new messages will be rejected. Please verify your account below to keep receiving mail.\n\nMail Administrator',
  'Dear user, due to a system upgrade all inactive accounts will be closed today. click here to keep your account active. IT Service Desk',
  'To keep using your mailbox (anna@example.org), please confirm ownership below. Failure to do so will lead to deactivation. Mail Admin',
  'Dear Customer, unusual activity was found on your online banking. Please Sign in here to review these transactions today.',
  'WEBMAIL NOTICE You have 24 hours left to validate your email account or it will be deleted.',
  "Subject: Document shared with you\n\nAccounts Payable shared 'Remittance_0412.pdf' with you on OneDrive.\nView: https://onedrive-docs-share.net/r/0412\nThis link expires in 7 days.",
  'Betreff: =?UTF-8?B?SWhyIFBvc3RmYWNoIGlzdCB2b2xs?=\n\nSehr geehrter Nutzer, Ihr Postfach ist voll. Bestätigen Sie Ihr Konto innerhalb von 24 Stunden, sonst wird es gesperrt: https://webmail-speicher-upgrade.com',
];

const GENUINE: readonly string[] = [
  'Subject: =?UTF-8?Q?Your_order_has_shipped?=\n\nHi Sam, your order is on its way. Track it in your account. Thanks for shopping with us!',
  "Our annual report is out. If you'd like to read the full version, click here to download it from our website.",
  'Hi all, please find the agenda below and confirm your attendance by Friday. Thanks, Marta',
  'You have 30 days to return any item for a full refund, no questions asked.',
  'UPS: Your package ships today.\nTrack: https://www.ups.com/track?tracknum=1Z999AA10123456784',
  'NEW YEAR SALE Everything 30% off until Sunday at shop.example.com',
  'Hi Jo, you have two weeks to send me your chapter, no pressure. Looking forward to it!',
];

describe('phishing mail whose buttons lost their links, or whose subject is encoded', () => {
  for (const text of SCAMS)
    it(`D or F: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
      expect(r.redFlags.some((f) => f.textExample)).toBe(true);
    });
});

describe('genuine mail of the same shapes', () => {
  for (const text of GENUINE)
    it(`C or better: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
      expect(r.summary.overallStatus).not.toBe('false');
    });
});

it('quotes the decoded subject, not its encoding', async () => {
  const r = await analyzeText(SCAMS[0]!);
  const quoted = r.redFlags.map((f) => f.textExample ?? '').join(' ');
  expect(quoted).not.toContain('=?UTF-8?');
});
