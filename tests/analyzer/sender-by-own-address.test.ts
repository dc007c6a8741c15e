/**
 * A pasted mail's sender line whose name is its own address's domain ("Loganair
 * <noreply@loganair.co.uk>", "Octopus Energy <hello@octopus.energy>"): an organisation the brand
 * lists do not know, writing from its own domain, so its links there are its own site. An airline's
 * check-in mail ("Check in now for your flight …") was read as sending the reader to a link not
 * the sender's, beside a deadline, and graded D. A look-alike domain in the sender line
 * ("easyJet <noreply@easyjet-checkin.info>") names no organisation by its own address, and its
 * fee stays a scam. Written for these tests; none is a row of any corpus or battery. On 70d58bd
 * the energy supplier and the Dutch airline are not read as their own site; the guards hold.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const CHECK_IN = [
  'Subject: Check in now for your flight to Nice',
  'Loganair <noreply@loganair.co.uk>',
  'Hello Tom,',
  'Online check-in is now open for your flight.',
  'Booking code: R4TQ8N',
  'Check in online and get your boarding pass on loganair.co.uk or in the Loganair app.',
  'Check in',
  'https://www.loganair.co.uk/manage-booking/check-in',
  'You are receiving this service email because you have a booking with us.',
].join('\n');

const BILL = [
  'Subject: Your bill is ready',
  'Octopus Energy <hello@octopus.energy>',
  'Hi Priya,',
  "Your latest bill is ready: £84.12 for 1 Oct to 31 Oct. We'll collect it by Direct Debit on 14 Nov.",
  'View your bill now',
  'https://octopus.energy/dashboard/bills',
].join('\n');

const INCHECKEN = [
  'Onderwerp: Check nu in voor je reis naar Porto',
  'Transavia <noreply@transavia.com>',
  'Hoi Sanne,',
  'Online inchecken is nu open voor je reis. Boekingscode: R4TQ8N',
  'Check nu in en download je instapkaart op transavia.com of in de app.',
  'https://www.transavia.com/nl-NL/mijn-boeking/',
].join('\n');

const linksOwn = (text: string) =>
  anatomyOf(text)
    .channels.filter((c) => c.kind === 'link')
    .map((c) => c.own);

describe('a sender named by its own address', () => {
  for (const [what, text] of [
    ['an airline', CHECK_IN],
    ['an energy supplier on a .energy address', BILL],
    ['a Dutch airline', INCHECKEN],
  ] as const)
    it(`reads the links of ${what} as its own site`, () => {
      const own = linksOwn(text);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every(Boolean)).toBe(true);
    });

  it('reads no organisation from a person’s name (a guard)', () => {
    expect(
      linksOwn(
        'Subject: Photos from Saturday\nAnna Berg <anna@bergdesign.se>\nHi! The photos are here: https://photos-share.net/album/77',
      ).every(Boolean),
    ).toBe(false);
  });
});

pinGrades(
  [CHECK_IN, BILL, INCHECKEN],
  [
    [
      'Subject: Check in now - action required',
      'easyJet <noreply@easyjet-checkin.info>',
      'Hi,',
      'Your booking will be cancelled unless you check in now and pay the £4.99 seat confirmation fee with your card.',
      'Check in now',
      'https://easyjet-checkin.info/pay',
    ].join('\n'),
  ],
  'from senders named by their own address',
);
