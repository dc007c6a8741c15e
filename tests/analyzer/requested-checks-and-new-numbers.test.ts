/**
 * Two genuine shapes that were D (issue 33), each in my own words beside the scams they must not
 * be confused with:
 * - a sign-up or change of address the reader asked for: "Please confirm your email address by
 *   clicking the button below … If you didn't create an account, you can ignore this email" was D
 *   by the request to confirm alone. Where nothing sends the reader anywhere not the sender's own,
 *   nothing pushes, and the message says to ignore it if they did not ask, the request is a minor
 *   sign (minor-signs.ts withoutRequestedChecks). A phish that copies the line but sends the
 *   reader to a site not the sender's, or threatens, stays D or F.
 * - a friend on a new number who asks only to be answered there ("My new number is …, text me!")
 *   had "the shape of a scam". Only what such a person asks next tells a friend from a "Hi Mum"
 *   scam, so it is not enough to judge; the scam asks for a messaging app, money or haste.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

const GENUINE: readonly string[] = [
  "Subject: Action required: confirm your email address\n\nHi Jordan,\n\nThanks for signing up for Notion! Please confirm your email address by clicking the button below. This link will expire in 24 hours.\n\nConfirm email\n\nIf you didn't create an account, you can ignore this email.\n\nThe Notion Team",
  "Confirm your new email address for your Etsy account by clicking the button below. If you didn't make this change, you can safely ignore this email.",
  "Welcome to Strava! Verify your email address to finish setting up your account. Tap Verify in this email. If you didn't sign up, just ignore this message.",
  "Hey Dan, long time! I'm going to be in Chicago next week for a conference. Would love to grab a coffee if you're around. My new number is 312-555-0143, text me!",
  "Hi Sue, it's Mark. I changed phones, this is my new number. Text me when you get a chance so I can save yours.",
];

const SCAMS: readonly string[] = [
  "Verify your email account now or it will be deactivated today: mail-verify-portal.com. If you didn't request this, ignore this email.",
  'Confirm your Office 365 account at office365-confirm.net to keep access. If you did not request this, please ignore.',
  "Hi Mum, this is my new number, my old phone broke. Text me back here, it's urgent.",
  "Hi Mum, I've got a new number, my phone broke. Can you message me on WhatsApp at +44 7700 900123?",
  "Hey it's me, new number. Can you text me back? I need a favour, I need to pay a bill today.",
];

describe('a check the reader asked for, and a friend on a new number', () => {
  for (const text of GENUINE)
    it(`C or better: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
      expect(r.summary.overallStatus).not.toBe('false');
    });
});

describe('the scams that copy them', () => {
  for (const text of SCAMS)
    it(`D or F: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
    });
});

it('keeps the request to confirm as a minor sign, in words', async () => {
  const r = await analyzeText(GENUINE[0]!);
  const asked = r.redFlags.find((f) => f.type === 'credential_request');
  expect(asked?.severity).toBe('low');
  expect(asked?.explanation).toMatch(/ignore it if you did not ask for it/);
});
