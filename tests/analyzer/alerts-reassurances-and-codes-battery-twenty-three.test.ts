/**
 * Battery 23 (the measure's brief again, with no paster's labels), run unseen on 560e362 and then
 * read, mended as families; written for this test in other words. On 560e362 each genuine message
 * below was D or F and the scam was C:
 * - a card issuer's mail about unusual activity on a card named by its last digits, whose every
 *   link is the bank's own site, notices and threatens nothing (as the same alert with no link);
 * - "will never threaten you, suspend your number or ask you to pay with gift cards": a list of
 *   things never done goes on over its commas with verbs of threat too;
 * - a file shared through a service, in mail from the service's own domain (dropbox.com), is no
 *   document lure;
 * - "nothing urgent" is no urgency;
 * - a BLIK code named just before the ask to send it ("kod BLIK i wyślij tutaj") is asked for.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  `From: Citi Alerts <alerts@info6.citi.com>
Subject: Unusual activity on your Citi card ending in 3318

Dear Daniel Ortiz,

We noticed unusual activity on your Citi card ending in 3318 and have placed a temporary hold on it to protect you.

Transaction: $874.50 at GADGET WORLD ONLINE on 03/04

Please review it in the Citi Mobile App or by signing in at citi.com. If you don't recognize it, call the number on the back of your card.

Citi will never ask for your PIN or one-time passcode by email.`,
  `From: Social Security Administration <ssa.gov@public.govdelivery.com>
Subject: A new message in my Social Security

A new message is waiting in your my Social Security account. Sign in at ssa.gov/myaccount to read it.

Social Security will never threaten you, suspend your Social Security number or ask you to pay with gift cards or cryptocurrency.`,
  `From: Dropbox <no-reply@dropbox.com>
Subject: Leah Grant shared "Spring rota.xlsx" with you

Leah Grant (leah.grant@northside-vets.com) shared a file with you.

"Here's the rota we discussed, shout if anything clashes."

View file: https://www.dropbox.com/scl/fi/8kq2m/Spring-rota.xlsx?rlkey=z7y3`,
];
const SCAMS = [
  'Cześć, głupio mi pisać, ale możesz mi pożyczyć 400 zł do piątku? Karta mi nie działa, a muszę zapłacić mechanikowi. Wygeneruj kod BLIK i wyślij mi tutaj, oddam w piątek 🙏',
];

pinGrades(GENUINE, SCAMS, 'alerts, reassurances and codes (battery 23)');

describe('battery 23', () => {
  it('reads "nothing urgent" as no urgency', async () => {
    const r = await analyzeText(
      "Hi, it's Tom from the garage. Your car's MOT is done, nothing urgent, just a note that the rear tyres are getting low. Pick it up whenever suits.",
    );
    expect(r.redFlags.map((f) => f.type)).not.toContain('urgency');
  });
});
