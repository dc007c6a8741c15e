/**
 * Three readings of what a message asks (anatomy ask-kinds.ts and scope.ts): money already spoken
 * of, sent as "the amount" or "that money" ("To reverse this, send the amount to yourself via
 * Zelle"), is an ask to pay; an identity number asked by reply ("reply with your Medicare number")
 * is personal details asked, not a mere reply; and "at no cost", "for no extra charge" is an
 * offer's price, not the reassurance that nothing will be charged, which kept the judge from
 * reading such offers. An operator's "Send Money at the lowest rates", a review's "spend your
 * money elsewhere" and an appointment's "Reply YES" ask none of these. Written for these tests;
 * none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const kinds = (text: string) => anatomyOf(text).asks.map((a) => a.kind);

describe('what a message asks', () => {
  it('reads money already spoken of, sent on, as an ask to pay', () => {
    expect(
      kinds(
        'We accidentally refunded $950.00 to your account. Please send the amount back to us through Zelle today.',
      ),
    ).toContain('pay');
    expect(
      kinds('I sent 200 to you by mistake. Please transfer that money to this number.'),
    ).toContain('pay');
    expect(kinds('Send Money at the lowest rates to all networks with our app.')).not.toContain(
      'pay',
    );
    expect(kinds('Spend your money somewhere else.')).not.toContain('pay');
  });

  it('reads an identity number asked by reply as personal details', () => {
    expect(kinds('Reply with your Medicare number and we will post it today.')).toEqual([
      'details',
    ]);
    expect(kinds('Text us your date of birth to finish the check.')).toEqual(['details']);
    expect(kinds('Reply YES to confirm your appointment on Monday.')).toEqual(['reply']);
  });

  it('reads "at no cost" in an offer as no reassurance', () => {
    expect(
      anatomyOf('Members can get a free knee brace at no cost this month.').reassurances,
    ).toEqual([]);
    expect(
      anatomyOf('You will not be charged for this change.').reassurances.map((r) => r.kind),
    ).toEqual(['no_loss']);
  });
});

pinGrades(
  [
    'Reminder: your flu jab is on Tue 3 Oct at 10:40 at Riverside Surgery. Reply YES to confirm or NO to cancel.',
    'Vodafone: replacement SIM cards are sent at no cost. Order one in the My Vodafone app if yours is damaged.',
  ],
  [],
  'that ask a reply or offer something at no cost',
);
