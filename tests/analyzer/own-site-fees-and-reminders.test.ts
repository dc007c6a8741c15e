/**
 * Written for these tests (none is a row of any corpus or battery): a carrier's customs charge to
 * pay on its own site with the reference printed on the card it left (a long reference is no phone
 * number), and a water company's "final reminder" of an overdue bill payable on its own site;
 * beside them, the same carrier's fee on a look-alike site, or with a mobile number to call, and a
 * "final notice" that sends the reader to a site that is not the sender's.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const CUSTOMS_OWN_SITE =
  'Royal Mail: a parcel from Canada is waiting for you. You have £9.12 to pay (import VAT and the £8 handling fee) before we can deliver. Pay at royalmail.com/fees with the reference on the card we left: 4471 2093 8812 6650.';
const WATER_REMINDER = `Subject: Final reminder - your bill is overdue
Dear Mr Patel,
We have not yet received £64.20 for your bill dated 3 March. If paying is hard right now, talk to us: we can set up a plan. If we have not heard from you by 2 April, we may pass your account to a debt collection agency.
Pay at thameswater.co.uk/pay or call the number on your bill. Your reference: 771 220 418 09.
Thames Water`;
const CUSTOMS_LOOKALIKE =
  'Royal Mail: a parcel from Canada is waiting for you. Pay the £2.99 handling fee at royalmail-fees.info/pay within 24 hours or it goes back.';
const CUSTOMS_MOBILE =
  'Royal Mail: a parcel from Canada is waiting for you. Pay the £2.99 handling fee at royalmail.com/fees or call 07931 552 804 today.';
const FINAL_NOTICE_ELSEWHERE =
  'FINAL NOTICE: your water bill of £64.20 is overdue and your supply will be cut off tomorrow. Pay now at water-bill-settle.com/uk';

pinGrades(
  [CUSTOMS_OWN_SITE, WATER_REMINDER],
  [CUSTOMS_LOOKALIKE, CUSTOMS_MOBILE, FINAL_NOTICE_ELSEWHERE],
  "of fees and reminders on a sender's own site",
);

describe('a final reminder alone', () => {
  it('is a minor sign, not pressure', async () => {
    const flags = (await analyzeText(WATER_REMINDER)).redFlags;
    expect(flags.filter((f) => f.severity !== 'low')).toEqual([]);
  });
});
