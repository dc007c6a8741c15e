/**
 * Written for these tests (none is a row of any corpus or battery): two readings a fresh stand-in
 * battery of 200 messages found missing (cdeb256).
 * - Bail with its amount ("the lawyer says bail is $3,500") is money asked to free someone, as
 *   "the bail" and "his bail" were; and a relative addressed before the order ("Grandpa please
 *   don't tell Mom") does not hide it: the plea for secrecy was not read;
 * - a code, PIN or password to be given on a call to a number the message gives ("call our fraud
 *   team at … and have your one-time passcode ready") is the push by itself: no bank asks for one
 *   by phone. With no push, a claim and a number it was graded C.
 * On b3f7f82 the grandchild's bail and the Wells Fargo text were C and the bail reading failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  // Bail in the news, and in a chat that asks nothing.
  'Court update: bail of $50,000 was set for the defendant, his attorney said on Monday.',
  "My cousin's bail is $2,000, can you believe it? The hearing is next week.",
  // A bank asks to have the card ready, not a code.
  'Chase: To finish setting up your account, call us at 1-800-935-9935 and have your card and ID ready.',
];

const SCAMS = [
  "Grandpa please don't tell Mom. I crashed the car and the police are holding me. The lawyer says bail is $3,500 and he will ring you in five minutes.",
  "Wells Fargo: A new device signed in to your account from Miami, FL. If this wasn't you, call our fraud team at (833) 555-0194 and have your one-time passcode ready.",
  // A paraphrase with no distinctive word in common.
  'Amex: Unusual sign-in detected. Ring our security desk on 0800 555 0123 and keep your online banking password at hand so we can verify you.',
];

pinGrades(GENUINE, SCAMS, 'of bail and of codes given by phone');

describe('bail and codes given by phone, read for what they ask', () => {
  it('reads bail with its amount as money asked, and a relative addressed as no order', () => {
    const a = anatomyOf(SCAMS[0]!);
    expect(a.asks.map((x) => x.kind)).toContain('pay');
    expect(a.pressures.map((p) => p.kind)).toContain('secrecy');
    // News of bail set by a court asks nothing.
    expect(anatomyOf(GENUINE[0]!).asks).toEqual([]);
  });

  it('reads a code to have ready for a call as a code asked', () => {
    expect(anatomyOf(SCAMS[1]!).asks.map((x) => x.kind)).toContain('secret');
  });
});
