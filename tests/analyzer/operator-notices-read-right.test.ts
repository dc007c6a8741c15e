/**
 * Written for these tests (none is a row of any corpus or battery): an operator's and a bank's own
 * notices, as a stand-in battery of mobile-money texts found them misread (cdeb256: 7 of 121
 * genuine texts D or F).
 * - "call 100" is the operator's own service line (three or four digits after a verb of calling),
 *   not a stranger's number: it was no way to act at all;
 * - "NEVER pay any fee or share your PIN" warns against paying as well as sharing: the warning was
 *   read as no reassurance, and the text was F for asking a PIN;
 * - a UPI debit names its payment rail ("to VPA …", "UPI Ref No") instead of the bank: it is still
 *   a report on the reader's own account;
 * - "No bank or mobile money provider will ask you for your PIN" says what nobody will ask, as "No
 *   one will ask" does: it was read as no reassurance;
 * - an operator's draw paid into the reader's own wallet, where it says no fee is required, says a
 *   prize was paid, not points to use before they expire.
 * On cdeb256 the fee-and-PIN warning was F and the four readings below failed.
 */
import { describe, expect, it } from 'vitest';
import { reportsOwnAccount } from '../../src/server/analysis/signals/anatomy/own-expiry';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'MTN MoMo: Your PIN was changed on 04/12 at 10:14. If you did not make this change, call 100 immediately.',
  'M-Pesa offer: Get 20% back on airtime bought via M-Pesa this weekend. NEVER pay any fee or share your PIN with anyone who calls.',
  'Rs 1,250.00 debited from A/c XX4821 on 03-12-26 to VPA swiggy@axisbank (UPI Ref No 433712345678). Not you? SMS BLOCK 4821 to 9215676766.',
  'Reminder: No bank or mobile money provider will ask you for your PIN by SMS or phone. Keep it to yourself.',
  'Airtel Money draw: Congratulations, KES 2,000 has been credited to your Airtel Money wallet as a weekly draw winner. No fee is required to claim. Airtel will never ask for your PIN.',
];

const SCAMS = [
  // The guards: a fee asked for a prize, a PIN asked by a number that is no service line.
  'Airtel Money draw: Congratulations, KES 200,000 is waiting in your name. Pay a processing fee of KES 1,500 to 0733 418 220 to claim it today.',
  'MTN MoMo: your wallet will be frozen tonight. Call 0772 908 114 and give the agent your PIN to keep it open.',
  // A paraphrase of the first guard with no word in common: the prize still asks a fee.
  'You were picked in our lucky promotion! Send Sh1,000 clearance to 0711 662 904 and the Sh50,000 reward reaches you within an hour.',
];

pinGrades(GENUINE, SCAMS, 'of operators and banks about the reader’s own account');

describe('operator and bank notices, read for what they say', () => {
  it('reads "call 100" as the operator’s own service line', () => {
    const channels = anatomyOf(GENUINE[0]!).channels;
    expect(channels.map((c) => [c.span.text, c.own, c.foreign])).toEqual([['100', true, false]]);
    // A longer number after the verb is no service line.
    const scam = anatomyOf(SCAMS[1]!).channels;
    expect(scam.some((c) => c.own)).toBe(false);
  });

  it('reads "NEVER pay any fee or share your PIN" as a warning', async () => {
    expect(anatomyOf(GENUINE[1]!).reassurances.map((r) => r.kind)).toEqual(['do_not_share']);
    const r = await analyzeText(GENUINE[1]!);
    expect(r.redFlags.filter((f) => f.severity === 'high')).toEqual([]);
  });

  it('reads a UPI debit as a report on the reader’s own account', () => {
    expect(reportsOwnAccount(GENUINE[2]!, 0)).toBe(true);
    expect(
      reportsOwnAccount('Rs 1,250.00 debited from your wallet. Not you? Call 9215676766.', 0),
    ).toBe(false);
  });

  it('reads "No bank … will ask you" as what nobody will ask, and "No problem, you can" as nothing', () => {
    expect(anatomyOf(GENUINE[3]!).reassurances.map((r) => r.kind)).toEqual(['never_asks']);
    expect(
      anatomyOf('No problem, you can send me your PIN later and I will fix the wallet.')
        .reassurances,
    ).toEqual([]);
  });

  it('says a prize was paid into the wallet when no fee is asked', async () => {
    const r = await analyzeText(GENUINE[4]!);
    const prize = r.redFlags.find((f) => f.type === 'prize_scam');
    if (prize) {
      expect(prize.severity).toBe('low');
      expect(prize.explanation).not.toMatch(/points or a reward/);
    }
    expect(['A', 'B', 'C']).toContain(r.summary.overallGrade);
  });
});
