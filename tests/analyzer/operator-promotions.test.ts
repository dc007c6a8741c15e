/**
 * Mobile operators' and mobile-money services' own messages of Africa and Asia, which a new
 * user's battery found called scams, and the scams that copy them. Written for these tests; none
 * is a row of any corpus.
 *
 * - A raffle win already paid into the reader's own account or wallet, with no link, no phone
 *   number to call and no fee named (one the operator says it never asks for aside), is a notice:
 *   its prize sign is minor, and a minor sign asks nothing, so naming the operator is no pretence.
 * - An operator's own service code ("Dial *544# to buy") is answered by its own network: a deadline
 *   on a bundle bought through it is a minor sign.
 * - A win that asks for a fee, a number to call "to activate it", a line threatened with a number
 *   to call: scams.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Airtel Money Weekly Draw: CONGRATULATIONS! You have WON UGX 500,000 in the Airtel Money Bonanza. Your prize has been deposited to your Airtel Money account. Airtel will NEVER ask you for a fee or your PIN. Queries: call 100.',
  'Safaricom: Your 1GB Data Bundle expires in 5 hours. Buy more now and stay connected. Dial *544# to buy.',
  'Vodacom: Just 4 U! Get 3GB for R39 valid 7 days. This deal ends TONIGHT at 23:59. Dial *135*3# to buy.',
];

const SCAMS = [
  'CONGRATULATIONS! You have WON UGX 5,000,000 in the MTN MoMo promotion. To receive it, pay a registration fee of UGX 50,000 to 0772 123 456 now.',
  'Safaricom: your line will be blocked today. Call 0712 345 678 now to keep it active.',
  'Congratulations! UGX 2,000,000 has been credited to your MoMo account in the MTN promotion. Call 0772 555 012 to activate it before midnight.',
];

pinGrades(GENUINE, SCAMS, 'of mobile operators and mobile money');

describe('a win already paid in, explained', () => {
  it('says the prize is said to be paid into your account, not that you cannot win a draw', async () => {
    const r = await analyzeText(GENUINE[0]!);
    const prize = r.redFlags.find((f) => f.type === 'prize_scam');
    expect(prize?.severity).toBe('low');
    expect(prize?.explanation).toMatch(/already been paid into your own account/);
    expect(prize?.explanation).not.toMatch(/never entered/);
  });
});
