/**
 * A brand named as a means is not who writes: the carrier a shop ships with ("shipped with Royal
 * Mail", "Carrier: Evri"), the card network of the reader's card ("Visa ending 2281"). And a
 * message described in a condition ("if you receive a text asking you to pay a fee to release it,
 * ignore it") asks nothing itself. Found in genuine long mail (scripts/train/corpus/long-mail.csv),
 * where these three made shop and renewal e-mails F; written for these tests, through the real
 * pipeline, beside the scams that name the same brands as who writes.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt,
  expectGenuine,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a shop’s shipping notice naming the carrier it ships with',
    pinned:
      'Good news: your order #20331 has shipped with Royal Mail and is on its way. Track your parcel at hearthandloom.co.uk/track/20331. If you won’t be home, Royal Mail will leave a card.',
    paraphrase:
      'Order 5512 is packed and was dispatched via DHL this morning. Follow it here: pinecraftstudio.com/orders/5512 and expect it by Thursday.',
  },
  {
    name: 'a renewal charged to the reader’s card, named by its network',
    pinned:
      'Your Brightnote Pro plan renews on 1 July. Amount: £59.00. Card on file: Visa ending 2281. To change your card, update it in your account at app.brightnote.com.',
    paraphrase:
      'Heads-up: Fieldnotes Plus will charge $48.00 to your Mastercard **** 4417 on 3 May. Manage billing at fieldnotes.app/settings any time.',
  },
  {
    // "gmail" in the reader's own address named Google as the sender, and the service's own site
    // "a link that does not belong to Google".
    name: 'a password-change notice that names the reader’s mailbox at a brand',
    pinned:
      'Subject: Your Fernleaf password was changed. Hi Sam, the password for your Fernleaf account (sam.okafor@gmail.com) was changed today at 8:15 AM from Firefox on Windows. If this was you, no action is needed. We have signed you out of the Fernleaf app, so please sign in there again. If you did not make this change, reset your password right away from the sign-in page at app.fernleaf.io and then write to help@fernleaf.io so we can review your account with you. Thanks, the Fernleaf team',
    paraphrase:
      'Subject: New sign-in to Quillbox. Hello Ana, your Quillbox login (ana.m@outlook.com) was used on a new iPhone this morning. If that was you, there is nothing to do. If it was not, change your password immediately on quillbox.app/security and tell our support team at care@quillbox.app, who will check the activity with you. The Quillbox team',
  },
  {
    name: 'a shop warning of messages that ask for a fee, described in a condition',
    pinned:
      'Your parcel is on its way and needs no payment on delivery. If you receive a message asking you to pay a fee to release it, please ignore it and let us know.',
    paraphrase:
      'Nothing is due when your furniture arrives. Should you get a text that tells you to settle customs charges first, delete it and tell our team.',
  },
];

const SCAMS: PinnedCase[] = [
  {
    // The carrier speaking of its own delivery, with a fee and a link that is not its own.
    name: 'a carrier that could not deliver, with a fee to pay at a link not its own',
    pinned:
      'Royal Mail: your parcel could not be delivered due to an unpaid shipping fee of £1.99. Pay now at royalmail-redelivery-uk.info to rebook.',
    paraphrase:
      'USPS: the package could not be delivered by USPS because the address is incomplete. Confirm and pay $0.30 at usps-redeliver-center.com within 12 hours.',
  },
];

describe('a brand named as the means is not who writes', () => {
  itKeepsGenuine(GENUINE);
});

describe('the scams that name the same brands as who writes', () => {
  itReadsScams(SCAMS);
});

describe('what a described message asks is not asked', () => {
  it.each([
    [
      'If you receive a message asking you to pay a fee to release it, please ignore it.',
      'pay a fee',
    ],
    [
      'Si vous recevez un SMS vous demandant de payer des frais de douane, supprimez-le.',
      'payer des frais',
    ],
  ])('%s', async (text, ask) => {
    const r = await analyzeAt(text);
    expectGenuine(r, text);
    for (const f of r.redFlags) expect(f.textExample ?? '').not.toContain(ask);
  });

  it('a message the reader has in hand is not described: its ask stays', async () => {
    const text =
      'If you received this message, your parcel is held. Pay the £2.99 fee at parcel-release-desk.com to release it.';
    expectScamGrade(await analyzeAt(text), text);
  });
});

describe('a window counted from the reader’s own act, and a German "you need not"', () => {
  it.each([
    'Thanks for your order! Total paid: £79.95 (Visa ending 4417). Need to change something? Click here to edit your address or cancel within one hour of ordering: hearthandloom.co.uk/account. After that, just reply to this email and our team will help.',
    'Ihr müsst euer Passwort nicht ändern und auch keine Daten bestätigen. Bei Fragen hilft der Servicedesk.',
    // The same window in other words, and the German in other words.
    'Order 7730 received, £42.50 charged. Spotted a mistake? You may amend or withdraw it within 2 hours of purchase at oakandreed.co.uk/orders, then simply write back to us.',
    'Sie müssen nichts weiter tun und auch keine Zugangsdaten angeben. Rückfragen beantwortet unser Support.',
  ])('%s', async (text) => {
    const r = await analyzeAt(text);
    expectGenuine(r, text);
    expect(r.redFlags.filter((f) => f.severity !== 'low').map((f) => f.type)).toEqual([]);
  });

  it('a deadline put on the reader keeps its urgency', async () => {
    const text =
      'Your account will be suspended within 24 hours. Verify now at secure-acct-check.com';
    const r = await analyzeAt(text);
    expectScamGrade(r, text);
    expect(r.redFlags.some((f) => f.type === 'urgency')).toBe(true);
  });
});

describe('a warning that describes the messages it warns of', () => {
  itKeepsGenuine([
    {
      name: 'an IT notice about fake mails that asked staff for their login',
      pinned:
        'Subject: Reminder: we will never ask for your password. Hello all, over the past week several colleagues forwarded us emails that claimed to come from "Mail Support" and asked them to confirm their login details to avoid losing their mailbox. These messages are fake. Our team will never ask for your password by email. If you entered your details on such a page, change your password on the staff portal and tell the service desk. Thank you, IT Services',
      paraphrase:
        'Dear customers, we have seen texts claiming to come from our bank that ask you to update your card details at a link to keep your account open. Do not reply to them. We never send links to update card details. If you are unsure, call us on the number on the back of your card.',
    },
  ]);

  it('messages said to be held, with a link to release them, keep their warning', async () => {
    const text =
      'You have 3 pending messages that have been held on our server. Click below to release them: mail-release-center.com';
    expectScamGrade(await analyzeAt(text), text);
  });
});
