/**
 * Written for these tests in my own words, after reading what a fresh battery missed (its rows are
 * not copied here):
 * - a task scam's "top up $480 in USDT and you'll be able to withdraw $1,150": an amount to
 *   withdraw, held back until the reader pays, is the fee before a release (fee-release.ts);
 * - "register with my invite code" on the platform the message names, in its own sentence or
 *   clause: signing up there is the act asked (ask-kinds.ts). A friend's referral code for a bank,
 *   an energy firm or a run club stays C.
 * On 0b5ae80 the invite-code scam was C and the second top-up's fee was not read; the first top-up,
 * worded so, was already D.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Hey! Sign up to Monzo with my referral code JAMES22 at monzo.com and we both get £5.',
  'Join Octopus Energy with my invite link octopus.energy/share/amber-owl-42 and we each get £50 credit.',
  'Register with my invite code at parkrun.org.uk so we can run together on Saturday!',
];

const SCAMS = [
  "Nice job today! You've earned $48 commission for 25 hotel reviews. A lucky order unlocked: top up $620 in USDT to your work account and you'll be able to withdraw $1,480 once it's done.",
  "Morning dear. My cousin at the exchange sent today's signal again and I made 22% on the ETH contract in one hour. The platform is vantorafx.com, register with my invite code MAY77 and I'll walk you through it.",
];

pinGrades(GENUINE, SCAMS, 'task top-ups and invite codes');

describe('an amount to withdraw held back until the reader tops up', () => {
  it('is read as a fee before a release', () => {
    const a = anatomyOf(
      "Well done today! You made $57 commission for 30 product reviews. You've unlocked a combination task: top up $350 in USDT to your work account and you'll be able to withdraw $990 in total after finishing it.",
    );
    expect(a.pressures.map((p) => p.kind)).toContain('fee');
  });
});
