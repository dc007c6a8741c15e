/**
 * A payment said to be due, with no one named to pay it ("His bond is $7,200 and must be paid in
 * cash this afternoon", "the import duty of $3.40 needs to be paid within 24 hours"): an ask to
 * pay, as "pay $7,200" is (anatomy/money-needs.ts). Whether that ask is a scam's is for the rest
 * of the message and the judge to say: a bill, a school trip and a friend's holiday deposit that
 * say the same stay genuine, and what has been paid is no ask. Written for these tests; none is a
 * row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Thames Water: your bill of £86.20 is due on 14 May. It can be paid by Direct Debit, in the app or by calling the number on your bill.',
  "Reminder from Oakfield Primary: the £12 for Friday's museum trip needs to be paid on ParentPay by Wednesday. Thank you!",
  "Hi Sam, the deposit for the cottage has to be paid by the end of the month, I've sent you the owner's details by email. Can't wait!",
  'Your order #55120 has been paid and will be sent tomorrow. Thank you for shopping with us.',
];

const SCAMS = [
  "This is Officer Grant from the county sheriff's office. Your nephew was detained after a crash last night. His bond is $7,200 and must be paid in cash this afternoon. Do not discuss this with anyone, the case is sealed.",
];

pinGrades(GENUINE, SCAMS, 'with a payment said to be due');

const asks = (text: string) => anatomyOf(text).asks.map((a) => [a.kind, a.span.text]);

describe('a payment said to be due', () => {
  it('is an ask to pay, quoted from its modal verb', () => {
    expect(asks('The import duty of $3.40 needs to be paid within 24 hours.')).toEqual([
      ['pay', 'needs to be paid within 24 hours'],
    ]);
    expect(asks('Bail has been set at $9,000 and must be paid in cash today.')).toEqual([
      ['pay', 'must be paid in cash today'],
    ]);
  });

  it('is not a payment done, one due to the reader, or one that names no money', () => {
    expect(asks('Your invoice has been paid, thank you.')).toEqual([]);
    expect(asks('The refund of $40 must be paid to you within 5 days.')).toEqual([]);
    expect(asks('The form must be sent to the office by Friday.')).toEqual([]);
  });
});
