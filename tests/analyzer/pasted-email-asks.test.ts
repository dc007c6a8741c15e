/**
 * E-mail pasted as text loses its links: "Click here" and "View the attached document" stay, the
 * address behind them does not. Written for these tests in our own words, through the real
 * pipeline: a click or a tap on a button is still an ask to open a link, an attachment to open is
 * an ask of its own, and a loss named as a noun ("scheduled for deactivation", "will result in
 * termination") is still a threat. Each scam is graded D or F with its anatomy quoted; a
 * colleague's attachment, a shop's newsletter and a bank's statement stay C or better.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt as analyze,
  itKeepsGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a mailbox said to be closing, its link lost in pasting',
    pinned:
      'Subject: Mailbox quota exceeded\n\nDear user, your mailbox is scheduled for deactivation because it has exceeded its storage limit. Click here to keep your account active.',
    paraphrase:
      'Subject: Storage almost full\n\nHello, your cloud storage account is on the verge of suspension as you are using 99% of your space. Tap the button below to upgrade and keep your files.',
  },
  {
    name: 'a card notice in an attachment',
    pinned:
      'Dear Member, your credit card has a new security message. View the attached document to read it. Note: failure to take action will result in termination of your card.',
    paraphrase:
      'Valued client, a statement of your bank account needs your signature. Open the enclosed PDF today; otherwise restriction of your online banking will follow.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: "a colleague's attachment",
    pinned:
      "Hi team, please review the attached document before Friday's meeting and send me your comments by Thursday. Thanks, Priya",
    paraphrase:
      'Morning all, the draft budget is in the enclosed spreadsheet. Have a look when you can and tell me what you think. Cheers, Tom',
  },
  {
    name: "a shop's newsletter",
    pinned:
      'Click here to view this email in your browser. Our spring collection is here: 20% off all jackets until Sunday.',
    paraphrase:
      'Trouble reading this? Open it online. New arrivals in the garden range, with free delivery over £40 this week.',
  },
  {
    name: "a bank's monthly statement",
    pinned:
      'Your account statement for March is ready. View the attached PDF to see your balance and recent transactions. If you have questions, call us on the number on the back of your card.',
    paraphrase:
      'Your April statement is now available. Open the attachment for your balance. Any questions? Ring the number printed on your card.',
  },
];

describe('E-mail pasted without its links', () => {
  itReadsScams(SCAMS);
  itKeepsGenuine(GENUINE);

  it('names an attachment as what it asks you to open', async () => {
    const text = SCAMS[1]!.pinned;
    const flag = (await analyze(text)).redFlags.find((f) => f.type === 'scam_anatomy')!;
    const ask = flag.anatomy!.find((p) => p.part === 'ask')!;
    expect(ask.label).toBe('Asks you to open an attached file');
    // "your credit card" is about a card, not read as a parcel or a job.
    expect(flag.explanation).not.toMatch(/parcel|work or earnings/);
  });
});
