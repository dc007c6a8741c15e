/**
 * Readings mended from a battery of my own messages (issue 33), each beside the scams it must not
 * let through:
 * - "Call you tonight", "Text you when I land": the writer's own promise with its "I'll" dropped
 *   was read as an order to call ("the shape of a scam", D/F for a grandchild's good news). An
 *   order to the reader does not take the reader as its object (asks.ts WRITERS_PROMISE).
 * - "Send me the wifi password again": a household's shared secret asked for in the family was F
 *   as a request for the reader's credentials. The gate code, the router's password or the
 *   family's streaming password is no one's account; "send me your password" or "the code we sent
 *   you" still is (rules.ts credential_request).
 * - "Reply YES to claim your $2,400 allowance": money claimed by a reply was read as a plain reply
 *   (the sender's own way to answer) and graded C. A claim made by replying is a claim
 *   (ask-words.ts claimsByReply); "Reply YES to receive updates" stays a reply.
 * - A shop's name beside a prize or a survey in a domain that is not the shop's
 *   ("<shop>-survey-reward.com") was only "another site": shop brands were matched only beside
 *   selling words. Lure words now count too (domain-reputation.ts LURE_WORDS), so a message that
 *   speaks as the shop and sends the reader there is F by a link that is not the shop's.
 * - A bank's report that a payment "was sent" kept the haste of "Not you? Call us right away" as
 *   pressure: "sent" and "declined" now report a transaction as "paid" and "charged" did
 *   (own-expiry.ts REPORTED_TRANSACTION).
 */
import { expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE: readonly string[] = [
  'Hi Grandma! I got the job!! Starting Monday. Call you tonight to tell you everything',
  'Passed my driving test!!! Ring you after dinner with all the news x',
  'Landed safe. Text you when I get to the hotel.',
  'Can you send me the wifi password again? My laptop forgot it.',
  "What's the gate code at your building? I'm outside with the pizzas.",
  'Reply YES to receive text updates about your order from Target. Msg&data rates may apply.',
  'Hi Tom, did you claim the parking costs yet? Reply when you can.',
  'Kroger: Reply YES to get digital coupons sent to your phone each week. Reply STOP to cancel.',
  // "The Guardian" is theguardian.com: the site a message names, its "The" kept.
  'Your subscription to The Guardian renews on 1 March for £11.99 a month. To manage it, visit theguardian.com/account.',
];

const SCAMS: readonly string[] = [
  'Grandma it is me, I am in trouble. Call me right now at this number, do not tell mom.',
  'Can you send me your password? I need to log in to your account for the prize.',
  'Hi, I sent a code to your phone by mistake, please send me the code back quickly.',
  'Medicare: you qualify for a new plastic card and a $2,400 grocery allowance. Reply YES to claim your benefits today.',
  'Government notice: you are owed a $1,850 food subsidy. Text BACK to claim your rebate before Friday.',
  'Costco: You have an unclaimed reward from your membership. Complete a short survey to get your $100 gift: costco-survey-reward.com',
  'Target shoppers: your loyalty prize is waiting, answer 3 questions to receive it at target-winners-prize.com',
];

pinGrades(GENUINE, SCAMS, 'promises, shared secrets and opt-ins');

it('quotes the shop lure as a link that is not the shop’s', async () => {
  const r = await analyzeText(SCAMS[5]!);
  expect(r.summary.overallGrade).toBe('F');
  expect(JSON.stringify(r.redFlags)).toMatch(/costco-survey-reward\.com/);
});

it('reads a bank’s report of a payment sent without the haste of its "call us right away"', async () => {
  const r = await analyzeText(
    'Chase: A $1,249.00 Zelle payment to MIKE T. was sent on 12/03. Not you? Call 1-877-242-7372 right away.',
  );
  expect(r.redFlags.some((f) => f.type === 'urgency' && f.severity !== 'low')).toBe(false);
  expect(r.redFlags.some((f) => f.type === 'scam_anatomy')).toBe(false);
});
